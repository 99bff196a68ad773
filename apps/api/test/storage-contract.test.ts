import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Storage, StorageError } from '../src/lib/storage.ts';
import { createLocalStorage } from '../src/plugins/storage.ts';
import { createS3Storage } from '../src/plugins/storage-s3.ts';
import { type S3Server, startS3Server, unreachableS3 } from './support/s3.ts';

/**
 * One contract, two back ends (design §14, ADR 020): local disk and a real S3 API (@20minutes/s3rver
 * on a free port in a temporary folder). Whatever the app does with files must behave the same on both.
 */
let s3: S3Server;
let localRoot: string;
const stores: Record<'local' | 's3', () => Storage> = {
  local: () => createLocalStorage(localRoot),
  s3: () => createS3Storage(s3.storage),
};

beforeAll(async () => {
  localRoot = mkdtempSync(path.join(tmpdir(), 'ih-storage-contract-'));
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
  rmSync(localRoot, { recursive: true, force: true });
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** `total` bytes of a repeatable pattern, produced 64 KiB at a time (never whole in memory). */
function generated(total: number, seed: number): { stream: Readable; sha256: Promise<string> } {
  const hash = createHash('sha256');
  let sent = 0;
  let resolveHash: (value: string) => void = () => {};
  const sha256 = new Promise<string>((resolve) => {
    resolveHash = resolve;
  });
  const stream = new Readable({
    read() {
      if (sent >= total) {
        resolveHash(hash.digest('hex'));
        this.push(null);
        return;
      }
      const n = Math.min(64 * 1024, total - sent);
      const chunk = Buffer.alloc(n, (seed + sent / 65536) % 251);
      chunk.writeUInt32BE(sent, 0);
      sent += n;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, sha256 };
}

describe.each(['local', 's3'] as const)('storage contract: %s', (kind) => {
  let storage: Storage;
  beforeAll(() => {
    storage = stores[kind]();
  });
  afterAll(() => storage.close?.());

  it('answers its readiness check', async () => {
    expect(storage.kind).toBe(kind);
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('stores a stream under a random key and reads it back whole, with its size', async () => {
    const bytes = randomBytes(100_000);
    const { key, size } = await storage.put(
      Readable.from([bytes.subarray(0, 40_000), bytes.subarray(40_000)]),
    );
    expect(key).toMatch(/^[a-f0-9]{2}\/[a-f0-9]{30}$/);
    expect(size).toBe(bytes.length);
    expect(await storage.size(key)).toBe(bytes.length);
    expect((await readAll(await storage.read(key))).equals(bytes)).toBe(true);
  });

  it('stores an empty stream', async () => {
    const { key, size } = await storage.put(Readable.from([]));
    expect(size).toBe(0);
    expect((await readAll(await storage.read(key))).length).toBe(0);
  });

  it('reads an inclusive byte range', async () => {
    const bytes = randomBytes(10_000);
    const { key } = await storage.put(Readable.from([bytes]));
    const part = await readAll(await storage.read(key, { start: 1000, end: 1999 }));
    expect(part.length).toBe(1000);
    expect(part.equals(bytes.subarray(1000, 2000))).toBe(true);
    const last = await readAll(await storage.read(key, { start: 9990, end: 9999 }));
    expect(last.equals(bytes.subarray(9990))).toBe(true);
  });

  it('streams a 30 MB upload (multipart on S3) and serves a range from its middle', async () => {
    const total = 30 * 1024 * 1024;
    const source = generated(total, 7);
    const { key, size } = await storage.put(source.stream);
    expect(size).toBe(total);
    expect(await storage.size(key)).toBe(total);
    const whole = createHash('sha256');
    for await (const chunk of await storage.read(key)) whole.update(chunk);
    expect(whole.digest('hex')).toBe(await source.sha256);
    // A range across a part boundary (8 MiB parts on S3).
    const start = 8 * 1024 * 1024 - 10;
    const part = await readAll(await storage.read(key, { start, end: start + 19 }));
    expect(part.length).toBe(20);
    expect(part.readUInt32BE(10)).toBe(8 * 1024 * 1024);
    await storage.remove(key);
  }, 120_000);

  it('removes a file: reads then reject as missing and its size is null', async () => {
    const { key } = await storage.put(Readable.from([Buffer.from('bye')]));
    await storage.remove(key);
    expect(await storage.size(key)).toBeNull();
    const error = await storage.read(key).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ kind: 'missing', key });
    // Removing again is not an error.
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('a source that fails rejects with its own error', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put(failing)).rejects.toThrow('client went away');
  });

  it('refuses keys that are not its own', async () => {
    await expect(storage.read('../etc/passwd')).rejects.toThrow();
    await expect(storage.remove('../x')).rejects.toThrow('invalid storage key');
  });
});

describe('S3 unreachable', () => {
  let storage: Storage;
  beforeAll(async () => {
    storage = createS3Storage(await unreachableS3());
  });
  afterAll(() => storage.close?.());

  it('fails uploads, reads and the check as the store being unavailable', async () => {
    const put = await storage.put(Readable.from([Buffer.from('hello')])).catch((e: unknown) => e);
    expect(put).toBeInstanceOf(StorageError);
    expect(put).toMatchObject({ kind: 'unavailable' });
    await expect(storage.read('ab/0123456789abcdef0123456789abcd')).rejects.toMatchObject({
      kind: 'unavailable',
    });
    await expect(storage.check()).rejects.toThrow();
  });

  it('fails a large upload (still streaming when the bucket fails) as unavailable, not as the source', async () => {
    const put = await storage.put(generated(20 * 1024 * 1024, 3).stream).catch((e: unknown) => e);
    expect(put).toBeInstanceOf(StorageError);
    expect(put).toMatchObject({ kind: 'unavailable' });
  });
});
