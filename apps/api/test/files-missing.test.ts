import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { FILES_MESSAGES } from '@ih/contract/files';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema/files.ts';
import { StorageError } from '../src/lib/storage.ts';
import type { StoredFile } from '../src/modules/files/service.ts';
import { mp4Bytes, pngBytes, signedInCreator, storeCreatorFile } from './factories/files.ts';
import { createTestContext, type TestContext } from './harness.ts';

/**
 * A file whose record exists but whose bytes are gone or unreadable (a lost disk, a restore that
 * missed files, a second API process without the same disk) answers our envelope: 404 for the file,
 * 503 when the whole store cannot be reached. A failure after the bytes started flowing cuts the
 * connection, and nothing hangs.
 */

/** How the wrapped store misbehaves for the next reads. */
let failure: 'none' | 'unreachable' | 'mid-stream' = 'none';
const SENT_BEFORE_FAILING = 64 * 1024;

/** Sends one chunk, then fails on the next read, as a disk that dies mid-file would. */
function failingAfterFirstChunk(): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (sent) return void this.destroy(new Error('EIO: i/o error, read'));
      sent = true;
      this.push(Buffer.alloc(SENT_BEFORE_FAILING, 7));
    },
  });
}

let t: TestContext;
let creator: Awaited<ReturnType<typeof signedInCreator>>;
const videoBytes = mp4Bytes(300_000);

beforeAll(async () => {
  t = await createTestContext({
    storage: (local) => ({
      ...local,
      async read(key, range) {
        if (failure === 'unreachable') throw new StorageError('unavailable', key);
        if (failure === 'mid-stream') return failingAfterFirstChunk();
        return local.read(key, range);
      },
    }),
  });
  creator = await signedInCreator(t.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());
beforeEach(() => {
  failure = 'none';
});

const upload = (bytes: Buffer, filename: string, visibility: 'public' | 'private') =>
  storeCreatorFile(t.app, creator.influencerId, { bytes, filename, visibility });

/** Where a stored file's bytes live on disk. */
async function bytesPath(file: StoredFile) {
  const [row] = await t.db.select({ key: files.key }).from(files).where(eq(files.id, file.id));
  if (!row) throw new Error('no file row');
  return path.join(t.dataDir, 'files', row.key);
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** Our envelope, and none of the file's own headers (a cached 404 or a download of JSON would be wrong). */
function expectEnvelope(res: Awaited<ReturnType<typeof get>>, status: number, code: string, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json()).toEqual({ success: false, code, message });
  expect(res.headers['content-disposition']).toBeUndefined();
  expect(res.headers['content-range']).toBeUndefined();
  expect(String(res.headers['cache-control'] ?? '')).not.toMatch(/max-age=[1-9]/);
}

describe('a stored file whose bytes are missing or unreadable', () => {
  it('answers 404 with a sentence for a whole and a range request, private or public', async () => {
    for (const visibility of ['private', 'public'] as const) {
      const file = await upload(pngBytes(), 'gone.png', visibility);
      rmSync(await bytesPath(file));
      for (const headers of [{}, { range: 'bytes=0-9' }, { range: 'bytes=-5' }] as Record<string, string>[]) {
        expectEnvelope(await get(file.url, headers), 404, 'NOT_FOUND', FILES_MESSAGES.bytesMissing);
      }
    }
  });

  it('answers 404 through the download call too', async () => {
    const file = await upload(pngBytes(), 'gone.png', 'private');
    rmSync(await bytesPath(file));
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/collateral/download-file',
      headers: creator.headers,
      payload: { imageUrl: file.url },
    });
    expectEnvelope(res, 404, 'NOT_FOUND', FILES_MESSAGES.bytesMissing);
  });

  it('answers 404 for bytes that cannot be read (a directory where the file should be)', async () => {
    const file = await upload(pngBytes(), 'odd.png', 'private');
    const where = await bytesPath(file);
    rmSync(where);
    mkdirSync(where);
    expectEnvelope(await get(file.url), 404, 'NOT_FOUND', FILES_MESSAGES.bytesMissing);
    expectEnvelope(
      await get(file.url, { range: 'bytes=0-9' }),
      404,
      'NOT_FOUND',
      FILES_MESSAGES.bytesMissing,
    );
  });

  it('answers 503 when the store itself cannot be reached (its root is gone, or it refuses)', async () => {
    const file = await upload(pngBytes(), 'fine.png', 'private');
    const root = path.join(t.dataDir, 'files');
    renameSync(root, `${root}.away`);
    try {
      expectEnvelope(await get(file.url), 503, 'UNAVAILABLE', FILES_MESSAGES.storeUnavailable);
    } finally {
      renameSync(`${root}.away`, root);
    }
    failure = 'unreachable';
    expectEnvelope(await get(file.url), 503, 'UNAVAILABLE', FILES_MESSAGES.storeUnavailable);
    failure = 'none';
    // Nothing was lost: the same link serves the bytes again.
    const back = await get(file.url);
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(pngBytes())).toBe(true);
  });
});

describe('a read error while the bytes are flowing', () => {
  /**
   * A real GET over a socket; resolves when the response ends or the connection is cut (before or
   * after the headers arrived, as the server's socket happened to flush), with what arrived.
   */
  function fetchOverSocket(url: string) {
    const port = (t.app.server.address() as AddressInfo).port;
    type Outcome = { status: number; length: number; received: number; complete: boolean };
    return new Promise<Outcome>((resolve) => {
      const req = httpGet({ port, host: '127.0.0.1', path: url }, (res) => {
        let received = 0;
        res.on('data', (c: Buffer) => {
          received += c.length;
        });
        // Node emits 'error' (aborted) on a cut response; 'close' follows it either way.
        res.on('error', () => {});
        res.on('close', () =>
          resolve({
            status: res.statusCode ?? 0,
            length: Number(res.headers['content-length']),
            received,
            complete: res.complete,
          }),
        );
      });
      // Cut before any header reached us (socket hang up / reset).
      req.on('error', () => resolve({ status: 0, length: 0, received: 0, complete: false }));
    });
  }

  it('closes the connection without hanging, short of the announced length, and keeps serving', async () => {
    const file = await upload(videoBytes, 'clip.mp4', 'private');
    failure = 'mid-stream';
    const cut = await fetchOverSocket(file.url);
    // Never a complete answer: a client must not take the cut file for the whole one.
    expect(cut.complete).toBe(false);
    expect(cut.received).toBeLessThan(videoBytes.length);
    if (cut.status) expect(cut.length).toBe(videoBytes.length);

    failure = 'none';
    const whole = await fetchOverSocket(file.url);
    expect(whole).toEqual({
      status: 200,
      length: videoBytes.length,
      received: videoBytes.length,
      complete: true,
    });
  });
});
