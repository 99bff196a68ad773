import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3StorageOptions } from '../../src/plugins/storage-s3.ts';

export interface S3Server {
  endpoint: string;
  bucket: string;
  /** Options for createS3Storage on this server. */
  storage: S3StorageOptions;
  /** The environment a server process needs to use this bucket. */
  env: Record<string, string>;
  /**
   * Multipart uploads begun and not finished, with their parts so far. Read from s3rver's folder: it
   * implements no ListMultipartUploads.
   */
  openUploads(): { id: string; parts: number }[];
  close(): Promise<void>;
}

const ACCESS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3 API (@20minutes/s3rver) on a free port, storing in a temporary folder, with one bucket.
 * It does not check signatures, and the client must only send checksums S3 requires (the SDK's
 * newer defaults trip its signature check): the same settings a deployment gets from
 * S3_CHECKSUMS=when_required.
 */
export async function startS3Server(bucket = 'ih-test-files'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'ih-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    storage: {
      bucket,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      checksums: 'when_required',
      credentials: ACCESS,
    },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: '1',
      S3_CHECKSUMS: 'when_required',
      AWS_ACCESS_KEY_ID: ACCESS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: ACCESS.secretAccessKey,
    },
    openUploads() {
      const root = path.join(directory, bucket, '._S3rver_uploads');
      if (!existsSync(root)) return [];
      return readdirSync(root).map((id) => ({
        id,
        parts: readdirSync(path.join(root, id)).filter((f) => /^\d+$/.test(f)).length,
      }));
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Options for a bucket nobody answers for: a port that was just free. */
export async function unreachableS3(): Promise<S3StorageOptions> {
  const { createServer } = await import('node:net');
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  const port = typeof address === 'object' && address ? address.port : 9;
  return {
    bucket: 'ih-gone',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    checksums: 'when_required',
    credentials: ACCESS,
    maxAttempts: 1,
  };
}
