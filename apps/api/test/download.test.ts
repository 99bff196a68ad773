import { Readable } from 'node:stream';
import { IMAGE_TYPES, VIDEO_TYPES } from '@ih/contract/constants';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileIdFromUrl, fileUrl, type StoredFile, saveStream } from '../src/modules/files/service.ts';
import { mp4Bytes, pngBytes, signedInCreator } from './factories/files.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let alice: Awaited<ReturnType<typeof signedInCreator>>;
let bob: Awaited<ReturnType<typeof signedInCreator>>;
let alicesWork: StoredFile;
let bobsWork: StoredFile;
let logo: StoredFile;

const save = (owner: string, bytes: Buffer, filename: string, visibility: 'public' | 'private') =>
  saveStream(t.app, {
    source: Readable.from([bytes]),
    filename,
    owner: { influencerId: owner },
    visibility,
    allowed: [...IMAGE_TYPES, ...VIDEO_TYPES],
    maxBytes: 1_000_000,
  });

beforeAll(async () => {
  t = await createTestContext();
  alice = await signedInCreator(t.db);
  bob = await signedInCreator(t.db);
  alicesWork = await save(alice.influencerId, mp4Bytes(4000), 'alice reel.mp4', 'private');
  bobsWork = await save(bob.influencerId, mp4Bytes(5000), 'bob.mp4', 'private');
  logo = await save(alice.influencerId, pngBytes(), 'brand-logo.png', 'public');
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const download = (imageUrl: unknown, headers: Record<string, string> = alice.headers) =>
  t.app.inject({ method: 'POST', url: '/v1/collateral/download-file', headers, payload: { imageUrl } });

/** URLs download-file must refuse: other hosts, internal addresses, other schemes, parser tricks. */
const id = '0b3c1c7e-6f3a-4c55-9a51-2a9e8f8f2b11';
const refused = [
  `https://evil.example.com/files/${id}`,
  'http://169.254.169.254/latest/meta-data/',
  'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
  `http://127.0.0.1:3000/files/${id}`,
  `http://localhost:3001/files/${id}`,
  `https://localhost:3000/files/${id}`,
  `http://[::1]:3000/files/${id}`,
  `http://2130706433/files/${id}`,
  `http://0x7f000001/files/${id}`,
  `http://017700000001/files/${id}`,
  `http://127.1/files/${id}`,
  `http://0.0.0.0:3000/files/${id}`,
  'file:///etc/passwd',
  `gopher://localhost:3000/_GET%20/files/${id}`,
  'dict://localhost:11211/stat',
  `ftp://localhost/files/${id}`,
  `http://localhost:3000@evil.com/files/${id}`,
  `http://evil.com#@localhost:3000/files/${id}`,
  `http://localhost:3000.evil.com/files/${id}`,
  `http://localhost:3000\\@evil.com/files/${id}`,
  `/files\\${id}`,
  `\\\\evil.com\\files\\${id}`,
  `//evil.com/files/${id}`,
  '/files/%2e%2e%2fetc%2fpasswd',
  '/files/..%2F..%2Fetc%2Fpasswd',
  `/files/${id.replaceAll('-', '%2d')}`,
  '/files/../../etc/passwd',
  `/files/${id}/../../etc/passwd`,
  `/files/${id}#fragment`,
  `/static/../files/${id}`,
  `/v1/files/${id}`,
  `/files/${id}\r\nHost: evil.com`,
  ` http://evil.com/files/${id}`,
  'javascript:alert(1)',
  'data:image/png;base64,iVBORw0KGgo=',
  `http://localhost:3000/redirect?to=http://evil.com/files/${id}`,
  '',
  'not a url',
];

describe('POST /v1/collateral/download-file', () => {
  it('answers our public file as an attachment under its original name', async () => {
    for (const url of [logo.url, `http://localhost:3000${logo.url}`]) {
      const res = await download(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.rawPayload.equals(pngBytes())).toBe(true);
      expect(res.headers['content-disposition']).toBe('attachment; filename="brand-logo.png"');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-type']).toBe('image/png');
    }
  });

  it("serves the caller's own private file, signed or not", async () => {
    for (const url of [alicesWork.url, `/files/${alicesWork.id}`]) {
      const res = await download(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.rawPayload.equals(mp4Bytes(4000))).toBe(true);
    }
  });

  it("never gives another creator's private file without a valid signature", async () => {
    const expired = fileUrl(t.app, bobsWork, new Date(Date.now() - 3 * 3600 * 1000));
    const forged = `/files/${bobsWork.id}?expires=9999999999&signature=${'0'.repeat(64)}`;
    for (const url of [
      `/files/${bobsWork.id}`,
      expired,
      forged,
      `http://localhost:3000/files/${bobsWork.id}`,
    ]) {
      const res = await download(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'File not found.' });
      expect(res.rawPayload.includes(Buffer.from('ftypisom'))).toBe(false);
    }
  });

  it('serves a private file whose URL carries a valid signature (links we handed out, e.g. to staff)', async () => {
    const res = await download(bobsWork.url, alice.headers);
    expect(res.statusCode).toBe(200);
  });

  it('requires a session', async () => {
    expect((await download(logo.url, {})).statusCode).toBe(401);
  });

  it('answers 404 for an unknown file id', async () => {
    expect((await download('/files/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it(`refuses ${refused.length} foreign, internal and tricked URLs with 400, fetching nothing`, async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    for (const url of refused) {
      const res = await download(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ success: false, message: 'This file cannot be downloaded.' });
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses a body without a string imageUrl with 400', async () => {
    for (const bad of [undefined, 42, null, { url: logo.url }, 'x'.repeat(3000)]) {
      const res = await download(bad);
      expect(res.statusCode, JSON.stringify(bad)?.slice(0, 40)).toBe(400);
    }
  });
});

describe('fileIdFromUrl', () => {
  it('reads the id of our relative and absolute file URLs, ignoring the query', () => {
    expect(fileIdFromUrl(`/files/${logo.id}`)).toBe(logo.id);
    expect(fileIdFromUrl(alicesWork.url)).toBe(alicesWork.id);
    expect(fileIdFromUrl(`http://localhost:3000/files/${logo.id}`, t.app)).toBe(logo.id);
    expect(fileIdFromUrl(`/files/${logo.id.toUpperCase()}`)).toBe(logo.id);
  });

  it('returns null for everything else', () => {
    expect(fileIdFromUrl(`http://localhost:3000/files/${logo.id}`)).toBeNull();
    for (const url of refused) expect(fileIdFromUrl(url, t.app), url).toBeNull();
  });
});
