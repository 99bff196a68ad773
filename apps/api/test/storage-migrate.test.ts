import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../src/lib/storage.ts';
import { migrateLocalToS3 } from '../src/lib/storage-migrate.ts';
import { createLocalStorage } from '../src/plugins/storage.ts';
import { createS3Storage, s3ClientConfig } from '../src/plugins/storage-s3.ts';
import { type S3Server, startS3Server } from './support/s3.ts';

/**
 * `npm run storage:migrate` (issue 18): a local store copied into a bucket under the same keys, each
 * file verified by size and sha256; running it again copies only what changed.
 */
let s3: S3Server;
let root: string;
let local: Storage;
let bucket: Storage;
let client: S3Client;
const originals = new Map<string, Buffer>();

beforeAll(async () => {
  s3 = await startS3Server('ih-migrate');
  root = mkdtempSync(path.join(tmpdir(), 'ih-migrate-'));
  local = createLocalStorage(path.join(root, 'files'));
  bucket = createS3Storage(s3.storage);
  client = new S3Client(s3ClientConfig(s3.storage));
  // Three small files and one past a multipart part (8 MiB).
  for (const size of [0, 1000, 70_000, 9 * 1024 * 1024]) {
    const bytes = randomBytes(size);
    const { key } = await local.put(Readable.from([bytes]));
    originals.set(key, bytes);
  }
  // Not one of ours: never copied.
  writeFileSync(path.join(root, 'files', 'notes.txt'), 'hello');
});
afterAll(async () => {
  client?.destroy();
  bucket?.close?.();
  await s3?.close();
  rmSync(root, { recursive: true, force: true });
});

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
async function readAll(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

describe('storage:migrate', () => {
  it('copies every stored file under its own key and verifies it', async () => {
    const result = await migrateLocalToS3({ root: path.join(root, 'files'), client, bucket: s3.bucket });
    expect(result).toMatchObject({ files: 4, copied: 4, skipped: 0, failed: [] });
    for (const [key, bytes] of originals) expect(sha(await readAll(await bucket.read(key)))).toBe(sha(bytes));
  }, 60_000);

  it('running it again skips what is there; a changed file is copied again', async () => {
    const again = await migrateLocalToS3({ root: path.join(root, 'files'), client, bucket: s3.bucket });
    expect(again).toMatchObject({ files: 4, copied: 0, skipped: 4, failed: [] });
    const [key] = [...originals.keys()].filter((k) => (originals.get(k)?.length ?? 0) === 1000);
    const changed = randomBytes(1000);
    writeFileSync(path.join(root, 'files', ...key!.split('/')), changed);
    const third = await migrateLocalToS3({
      root: path.join(root, 'files'),
      client,
      bucket: s3.bucket,
      verifyAll: true,
    });
    expect(third).toMatchObject({ copied: 1, skipped: 3, failed: [] });
    expect(sha(await readAll(await bucket.read(key!)))).toBe(sha(changed));
  }, 60_000);

  it('runs as `npm run storage:migrate` with the server’s settings', async () => {
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'storage:migrate'], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: { ...process.env, ...s3.env, DATA_DIR: root, NODE_ENV: 'test', APP_SECRET: 'x'.repeat(32) },
    });
    expect(stdout).toContain('4 files: 0 copied and verified (0.0 MB), 4 already there, 0 failed.');
  }, 60_000);
});
