import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema/files.ts';
import {
  gifBytes,
  mp4Bytes,
  multipartBody,
  pdfBytes,
  pngBytes,
  signedInCreator,
  signedInStaff,
} from './factories/files.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let creator: Awaited<ReturnType<typeof signedInCreator>>;
let staff: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  t = await createTestContext();
  creator = await signedInCreator(t.db);
  staff = await signedInStaff(t.db);
});
afterAll(() => t.close());

/** Every file under the storage root: what is really on disk. */
function storedKeys(): string[] {
  const root = path.join(t.dataDir, 'files');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}
const rowCount = async () => (await t.db.select({ id: files.id }).from(files)).length;

const upload = (
  headers: Record<string, string>,
  fields: Record<string, string>,
  file?: Parameters<typeof multipartBody>[1],
) => {
  const body = multipartBody(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/v1/files',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
};

describe('POST /v1/files', () => {
  it('stores an upload and serves the identical bytes back, with its owner recorded', async () => {
    const bytes = mp4Bytes(50_000);
    const res = await upload(creator.headers, {}, { filename: 'reel.mp4', contentType: 'video/mp4', bytes });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'File uploaded',
      data: { name: 'reel.mp4', size: bytes.length, contentType: 'video/mp4' },
    });
    expect(body.data.fileUrl).toMatch(
      new RegExp(`^/files/${body.data._id}\\?expires=\\d+&signature=[0-9a-f]{64}$`),
    );
    const [row] = await t.db.select().from(files).where(eq(files.id, body.data._id));
    expect(row).toMatchObject({ influencerId: creator.influencerId, staffId: null, visibility: 'private' });

    const got = await t.app.inject({ method: 'GET', url: body.data.fileUrl });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(bytes)).toBe(true);
    expect(got.headers['content-type']).toBe('video/mp4');
  });

  it('names the type by the bytes, not the file name: a PNG called clip.mp4 is image/png', async () => {
    const res = await upload(
      creator.headers,
      {},
      { filename: 'clip.mp4', contentType: 'video/mp4', bytes: pngBytes() },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.contentType).toBe('image/png');
  });

  it('refuses text that claims to be a PNG with 415, storing nothing', async () => {
    const [keys, rows] = [storedKeys().length, await rowCount()];
    const res = await upload(
      creator.headers,
      {},
      {
        filename: 'x.png',
        contentType: 'image/png',
        bytes: Buffer.from('<html><script>alert(1)</script></html>'),
      },
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(
      'This file type is not allowed. Please upload a JPG, PNG, GIF or WEBP image, or an MP4, MOV, AVI or WEBM video.',
    );
    expect(storedKeys().length).toBe(keys);
    expect(await rowCount()).toBe(rows);
  });

  it('refuses SVG (it can carry script), even from staff for a brand logo', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await upload(staff.headers, { purpose: 'brand-logo' }, { filename: 'logo.svg', bytes: svg });
    expect(res.statusCode).toBe(415);
  });

  it('answers 413 for a profile image over 2 MB, leaving no file and no row', async () => {
    const [keys, rows] = [storedKeys().length, await rowCount()];
    const big = Buffer.concat([pngBytes(), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const res = await upload(
      creator.headers,
      { purpose: 'profile-image' },
      { filename: 'me.png', bytes: big },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'This file is too large. The limit is 2 MB.',
    });
    expect(storedKeys().length).toBe(keys);
    expect(await rowCount()).toBe(rows);
  });

  it('applies the purpose: a profile image must be JPG, PNG or GIF', async () => {
    const res = await upload(
      creator.headers,
      { purpose: 'profile-image' },
      { filename: 'v.mp4', bytes: mp4Bytes() },
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('This file type is not allowed. Please upload a JPG, PNG or GIF image.');
    const ok = await upload(
      creator.headers,
      { purpose: 'profile-image' },
      { filename: 'g.gif', bytes: gifBytes() },
    );
    expect(ok.statusCode).toBe(201);
  });

  it('refuses an unknown purpose with 400', async () => {
    const res = await upload(
      creator.headers,
      { purpose: 'anything' },
      { filename: 'a.png', bytes: pngBytes() },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^purpose must be one of: work, proof/);
  });

  it('requires a session (401) and keeps staff purposes for staff (403)', async () => {
    const anon = await upload({}, {}, { filename: 'a.png', bytes: pngBytes() });
    expect(anon.statusCode).toBe(401);
    const logo = await upload(
      creator.headers,
      { purpose: 'brand-logo' },
      { filename: 'a.png', bytes: pngBytes() },
    );
    expect(logo.statusCode).toBe(403);
    expect(logo.json().message).toBe('Only Influence Hub staff can upload this kind of file.');
  });

  it('stores staff brand logos and campaign PDFs as public files owned by the staff member', async () => {
    const logo = await upload(
      staff.headers,
      { purpose: 'brand-logo' },
      { filename: 'logo.png', bytes: pngBytes() },
    );
    expect(logo.statusCode).toBe(201);
    expect(logo.json().data.fileUrl).toBe(`/files/${logo.json().data._id}`);
    const [row] = await t.db.select().from(files).where(eq(files.id, logo.json().data._id));
    expect(row).toMatchObject({ staffId: staff.staffId, influencerId: null, visibility: 'public' });
    const pdf = await upload(
      staff.headers,
      { purpose: 'campaign-asset' },
      { filename: 'guide.pdf', bytes: pdfBytes() },
    );
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json().data.contentType).toBe('application/pdf');
  });

  it('answers 415 with a clear sentence when the body is not multipart', async () => {
    for (const [type, payload] of [
      ['application/json', '{"file":"x"}'],
      ['application/octet-stream', 'abc'],
      ['text/plain', 'abc'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/files',
        headers: { ...creator.headers, 'content-type': type },
        payload,
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json().message).toMatch(/multipart\/form-data/);
    }
  });

  it('answers 400 when the form has no file, or an empty one', async () => {
    const none = await upload(creator.headers, { purpose: 'work' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please choose a file to upload.');
    const empty = await upload(creator.headers, {}, { filename: 'a.png', bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
  });

  it('answers 400, not 500, when a multipart body is not a well-formed form', async () => {
    for (const type of ['multipart/form-data', 'multipart/form-data; boundary=x']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/files',
        headers: { ...creator.headers, 'content-type': type },
        payload: 'garbage',
      });
      expect(res.statusCode, type).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'Please choose a file to upload.' });
    }
  });

  it('is listed in the OpenAPI document as a multipart call', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/openapi.json' })).json();
    expect(Object.keys(doc.paths['/v1/files'].post.requestBody.content)).toEqual(['multipart/form-data']);
    expect(doc.paths['/v1/collateral/download-file']).toBeDefined();
  });
});
