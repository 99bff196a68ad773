import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { isStorageKey, newStorageKey, type Storage, StorageError } from '../lib/storage.ts';

export interface S3StorageOptions {
  bucket: string;
  /** Another S3-compatible service (MinIO, R2, s3rver…); unset means AWS itself. */
  endpoint?: string | undefined;
  region: string;
  forcePathStyle: boolean;
  /**
   * `when_supported` (the SDK default: a CRC on every upload and checked on every read) or
   * `when_required` (only where S3 demands one), for services that do not speak the newer checksums.
   */
  checksums: 'when_supported' | 'when_required';
  /** Explicit keys (tests); otherwise the SDK's standard chain: AWS_ACCESS_KEY_ID…, profiles, roles. */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bytes per multipart part; memory per upload is about partSize × queueSize. */
  partSize?: number;
  queueSize?: number;
  maxAttempts?: number;
}

/**
 * 8 MiB parts, one in flight while the next fills from the client: an upload of any size holds about
 * two parts of its bytes at a time. The creator's connection is the slow side, so a second part in
 * flight bought little speed and cost memory (docs/benchmarks.md, section 6).
 */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 1;

const statusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

const isNotFound = (error: unknown) => {
  const name = (error as { name?: string })?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
};

export function s3ClientConfig(opts: S3StorageOptions): S3ClientConfig {
  const checksum = opts.checksums === 'when_required' ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED';
  return {
    region: opts.region,
    forcePathStyle: opts.forcePathStyle,
    requestChecksumCalculation: checksum,
    responseChecksumValidation: checksum,
    maxAttempts: opts.maxAttempts ?? 3,
    // An unreachable bucket must fail an upload in seconds (503), not hang the request.
    requestHandler: { connectionTimeout: 3000, requestTimeout: 60_000 },
    ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
    ...(opts.credentials ? { credentials: opts.credentials } : {}),
  };
}

/**
 * The Storage interface on an S3-compatible bucket (design §14). Uploads stream as a multipart
 * upload (parts of PART_SIZE, QUEUE_SIZE in flight), so memory does not grow with the file; reads
 * pass the byte range to S3; keys are the same random keys as on disk, so a local store copies
 * across one to one (`npm run storage:migrate`).
 */
export function createS3Storage(
  opts: S3StorageOptions,
  client = new S3Client(s3ClientConfig(opts)),
): Storage {
  const Bucket = opts.bucket;
  const checkKey = (key: string) => {
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    return key;
  };
  return {
    kind: 's3',
    async put(source) {
      const Key = newStorageKey();
      let size = 0;
      // The source's own failure (the client went away, a size limit): told apart from ours below,
      // and seen before the upload notices, since the source emits it before the pipe passes it on.
      let sourceError: unknown;
      source.once('error', (error) => {
        sourceError ??= error;
      });
      const body = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      const feeding = pipeline(source, body).catch(() => {});
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: body },
        partSize: opts.partSize ?? PART_SIZE,
        queueSize: opts.queueSize ?? QUEUE_SIZE,
        // On failure lib-storage aborts the multipart upload, so no parts are left behind.
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        if (sourceError) throw sourceError;
        // The bucket failed: stop reading the client (the route answers and closes the connection).
        body.destroy();
        await feeding;
        throw new StorageError('unavailable', Key, { cause: error });
      }
      await feeding;
      // A source that failed after its last byte was taken (a size limit) leaves no object behind.
      if (sourceError) {
        await client.send(new DeleteObjectCommand({ Bucket, Key })).catch(() => {});
        throw sourceError;
      }
      return { key: Key, size };
    },
    async read(key, range) {
      try {
        const out = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: checkKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return out.Body as Readable;
      } catch (error) {
        throw new StorageError(isNotFound(error) ? 'missing' : 'unavailable', key, { cause: error });
      }
    },
    async size(key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return out.ContentLength ?? null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw new StorageError('unavailable', key, { cause: error });
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async abortStaleUploads(olderThan) {
      let aborted = 0;
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      for (;;) {
        const page = await client.send(
          new ListMultipartUploadsCommand({ Bucket, KeyMarker, UploadIdMarker }),
        );
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= olderThan) continue;
          await client.send(
            new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }),
          );
          aborted += 1;
        }
        if (!page.IsTruncated) return aborted;
        KeyMarker = page.NextKeyMarker;
        UploadIdMarker = page.NextUploadIdMarker;
      }
    },
    close() {
      client.destroy();
    },
  };
}
