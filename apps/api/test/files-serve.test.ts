import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUrl, type StoredFile } from '../src/modules/files/service.ts';
import { mp4Bytes, pngBytes, signedInCreator, storeCreatorFile } from './factories/files.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let video: StoredFile;
let logo: StoredFile;
const videoBytes = mp4Bytes(100_000);

beforeAll(async () => {
  t = await createTestContext();
  const creator = await signedInCreator(t.db);
  const save = (bytes: Buffer, filename: string, visibility: 'public' | 'private') =>
    storeCreatorFile(t.app, creator.influencerId, { bytes, filename, visibility });
  video = await save(videoBytes, 'मेरा वीडियो "final".mp4', 'private');
  logo = await save(pngBytes(), 'logo.png', 'public');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const EXPIRED = 'This link has expired. Reload the page to get a fresh one.';

describe('GET /files/:id', () => {
  it('serves a private file with a valid signature, cached only privately until the link expires', async () => {
    const res = await get(video.url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(videoBytes)).toBe(true);
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(Number(res.headers['content-length'])).toBe(videoBytes.length);
  });

  it('refuses a private file without a signature, with a tampered one, or an expired one (403)', async () => {
    const bare = await get(`/files/${video.id}`);
    expect(bare.statusCode).toBe(403);
    expect(bare.json().message).toBe(EXPIRED);

    const tampered = video.url.replace(
      /signature=([0-9a-f])/,
      (_m, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`,
    );
    expect(tampered).not.toBe(video.url);
    expect((await get(tampered)).statusCode).toBe(403);

    const laterExpiry = video.url.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 900}`);
    expect((await get(laterExpiry)).statusCode).toBe(403);

    const expired = fileUrl(t.app, video, new Date(Date.now() - 3 * 3600 * 1000));
    expect(expired).toMatch(/signature=/);
    const res = await get(expired);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(EXPIRED);
  });

  it("does not accept one file's signature for another", async () => {
    const otherPrivate = { id: logo.id, visibility: 'private' as const };
    const signedForLogo = fileUrl(t.app, otherPrivate);
    const query = signedForLogo.split('?')[1];
    expect((await get(`/files/${video.id}?${query}`)).statusCode).toBe(403);
  });

  it('hands out the same signed URL within a window, valid for at least an hour', () => {
    const now = new Date();
    const a = fileUrl(t.app, video, now);
    const b = fileUrl(t.app, video, new Date(now.getTime() + 1000));
    const expires = Number(/expires=(\d+)/.exec(a)?.[1]);
    expect(expires * 1000 - now.getTime()).toBeGreaterThanOrEqual(3600 * 1000);
    expect(expires * 1000 - now.getTime()).toBeLessThanOrEqual(75 * 60 * 1000);
    // Either identical, or the second call crossed a window boundary.
    if (a !== b) expect(Number(/expires=(\d+)/.exec(b)?.[1])).toBe(expires + 900);
  });

  it('serves a public file to anyone without a signature, cacheable for a day', async () => {
    expect(logo.url).toBe(`/files/${logo.id}`);
    const res = await get(logo.url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pngBytes())).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('sends headers that stop a stored file from ever running as a page', async () => {
    const res = await get(logo.url);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
    );
    expect(res.headers['content-disposition']).toBe('inline; filename="logo.png"');
    expect(res.headers['accept-ranges']).toBe('bytes');
  });

  it('offers the original name, non-ASCII included, and attachment with ?download=1', async () => {
    const res = await get(`${video.url}&download=1`);
    expect(res.statusCode).toBe(200);
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(disposition).not.toContain('"final"');
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe('मेरा वीडियो "final".mp4');
  });

  it('answers a byte range with 206 and exactly that slice (video seeking)', async () => {
    const res = await get(video.url, { range: 'bytes=70000-70999' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 70000-70999/${videoBytes.length}`);
    expect(res.rawPayload.equals(videoBytes.subarray(70000, 71000))).toBe(true);

    const tail = await get(video.url, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(videoBytes.subarray(-10))).toBe(true);

    const open = await get(video.url, { range: 'bytes=99990-' });
    expect(open.rawPayload.equals(videoBytes.subarray(99990))).toBe(true);

    const beyond = await get(video.url, { range: `bytes=${videoBytes.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${videoBytes.length}`);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: logo.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(pngBytes().length));
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get('/files/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    for (const bad of ['/files/not-a-uuid', "/files/1'%20or%201=1", '/files/..%2f..%2fetc%2fpasswd']) {
      const res = await get(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().success).toBe(false);
    }
  });
});
