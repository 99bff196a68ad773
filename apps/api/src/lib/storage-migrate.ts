import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { isStorageKey } from './storage.ts';

export interface MigrateResult {
  /** Files found in the local store. */
  files: number;
  /** Copied now and verified by reading them back. */
  copied: number;
  /** Already in the bucket with the same size and sha256 (an earlier run): left alone. */
  skipped: number;
  /** Copied but read back different (removed again), or failed to copy: the run exits non-zero. */
  failed: { key: string; reason: string }[];
  bytes: number;
}

export interface MigrateOptions {
  /** The local store (DATA_DIR/files). */
  root: string;
  client: S3Client;
  bucket: string;
  /** Read back every object already in the bucket, too, instead of trusting its recorded hash. */
  verifyAll?: boolean;
  log?: (line: string) => void;
}

/** The keys under a local store: `ab/<30 hex>`; anything else there (temp files, notes) is not ours. */
async function localKeys(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter(isStorageKey)
    .sort();
}

async function digest(stream: Readable): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    hash.update(chunk);
  }
  return { size, sha256: hash.digest('hex') };
}

const isNotFound = (error: unknown) =>
  (error as { name?: string })?.name === 'NotFound' ||
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404;

/**
 * Copies a local file store into a bucket under the same keys (so the database's `files.key` stays
 * right), verifying each copy by reading it back: same size, same sha256. Safe to run again: objects
 * already there with the same size and recorded sha256 are skipped (`verifyAll` reads those back too).
 * Files are streamed, one at a time.
 */
export async function migrateLocalToS3(opts: MigrateOptions): Promise<MigrateResult> {
  const { client, bucket: Bucket } = opts;
  const log = opts.log ?? (() => {});
  const keys = await localKeys(opts.root);
  const result: MigrateResult = { files: keys.length, copied: 0, skipped: 0, failed: [], bytes: 0 };
  const readBack = async (Key: string) => {
    const out = await client.send(new GetObjectCommand({ Bucket, Key }));
    return digest(out.Body as Readable);
  };

  for (const Key of keys) {
    const file = path.join(opts.root, ...Key.split('/'));
    const local = await digest(createReadStream(file));
    try {
      const there = await client.send(new HeadObjectCommand({ Bucket, Key })).catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      });
      if (there && there.ContentLength === local.size && there.Metadata?.sha256 === local.sha256) {
        const same = opts.verifyAll ? await readBack(Key) : local;
        if (same.size === local.size && same.sha256 === local.sha256) {
          result.skipped += 1;
          continue;
        }
      }
      await new Upload({
        client,
        params: { Bucket, Key, Body: createReadStream(file), Metadata: { sha256: local.sha256 } },
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
        leavePartsOnError: false,
      }).done();
      const copy = await readBack(Key);
      if (copy.size !== local.size || copy.sha256 !== local.sha256) {
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
        throw new Error(
          `read back ${copy.size} bytes sha256 ${copy.sha256}, expected ${local.size} bytes sha256 ${local.sha256}`,
        );
      }
      result.copied += 1;
      result.bytes += local.size;
      log(`copied ${Key} (${local.size} bytes, sha256 ${local.sha256.slice(0, 12)}…)`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      result.failed.push({ key: Key, reason });
      log(`FAILED ${Key}: ${reason}`);
    }
  }
  return result;
}
