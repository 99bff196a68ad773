import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand } from './factories/catalogue.ts';
import { gifBytes, multipartBody, pngBytes } from './factories/files.ts';
import { createWork } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';

/**
 * Polyglot and mislabelled files, and the rule that a stored file is never served as a page. The
 * 38 refused download URLs of download.test.ts are not repeated; the SSRF forms below are new ones.
 */
let ctx: TestContext;
let creator: { id: string; headers: Record<string, string> };
let staffHeaders: Record<string, string>;
let answers = 0;
beforeAll(async () => {
  ctx = await createTestContext();
  const c = await createInfluencer(ctx.db);
  creator = { id: c.id, headers: authHeader(await tokenFor(ctx.db, { influencerId: c.id })) };
  const staff = await createStaff(ctx.db, { role: 'admin' });
  staffHeaders = authHeader(await tokenFor(ctx.db, { staffId: staff.id }));
});
afterAll(() => {
  console.log(`security-files: ${answers} file answers checked, none served as HTML`);
  return ctx.close();
});

const HTML = '<html><body><script>alert(document.domain)</script></body></html>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';
const upload = (
  bytes: Buffer,
  filename: string,
  contentType: string,
  purpose?: string,
  headers = creator.headers,
) => {
  const m = multipartBody(purpose ? { purpose } : {}, { filename, contentType, bytes });
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/files',
    payload: m.payload,
    headers: { ...m.headers, ...headers },
  });
};
const filesOnDisk = () => readdirSync(path.join(ctx.dataDir, 'files'), { recursive: true }).length;

/** Every answer that carries stored bytes: never HTML, never sniffable, never able to run script. */
function assertInert(res: LightMyRequestResponse, expectedType: string) {
  answers++;
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(expectedType);
  expect(String(res.headers['content-type'])).not.toMatch(/html|xml|svg|javascript/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(String(res.headers['content-security-policy'])).toMatch(/default-src 'none'.*sandbox/);
  expect(String(res.headers['content-disposition'])).not.toMatch(/[\r\n]/);
}

async function serveEveryWay(fileUrl: string, id: string, expectedType: string, headers = creator.headers) {
  assertInert(await ctx.app.inject({ method: 'GET', url: fileUrl }), expectedType);
  assertInert(
    await ctx.app.inject({ method: 'GET', url: `${fileUrl}${fileUrl.includes('?') ? '&' : '?'}download=1` }),
    expectedType,
  );
  const dl = await ctx.app.inject({
    method: 'POST',
    url: '/v1/collateral/download-file',
    headers,
    payload: { imageUrl: `/files/${id}` },
  });
  assertInert(dl, expectedType);
  expect(String(dl.headers['content-disposition'])).toMatch(/^attachment;/);
}

describe('polyglot and mislabelled uploads', () => {
  it('a PNG with an HTML/JS payload appended, sent as evil.html and text/html, is stored and served as image/png', async () => {
    const bytes = Buffer.concat([pngBytes(), Buffer.from(HTML)]);
    const res = await upload(bytes, 'evil.html', 'text/html');
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.contentType).toBe('image/png');
    await serveEveryWay(data.fileUrl, data._id, 'image/png');
  });

  it('a GIF with a script tail, sent as payload.js and application/javascript, is served as image/gif', async () => {
    const res = await upload(
      Buffer.concat([gifBytes(), Buffer.from(`*/alert(1)/*${HTML}`)]),
      'payload.js',
      'application/javascript',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.contentType).toBe('image/gif');
    await serveEveryWay(res.json().data.fileUrl, res.json().data._id, 'image/gif');
  });

  it('a staff brand logo (a public file) with an HTML tail is public but still inert', async () => {
    const res = await upload(
      Buffer.concat([pngBytes(), Buffer.from(HTML)]),
      'logo.htm',
      'text/html',
      'brand-logo',
      staffHeaders,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.fileUrl).toBe(`/files/${res.json().data._id}`);
    await serveEveryWay(res.json().data.fileUrl, res.json().data._id, 'image/png', staffHeaders);
  });

  it('refuses HTML and SVG in every disguise (415), storing nothing', async () => {
    const before = filesOnDisk();
    const disguises: [Buffer, string, string][] = [
      [Buffer.from(HTML), 'photo.png', 'image/png'],
      [Buffer.from(`\ufeff<?xml version="1.0"?>${SVG}`), 'photo.png', 'image/png'],
      [Buffer.from(SVG), 'logo.svg', 'image/svg+xml'],
      [Buffer.from(`<!DOCTYPE html>${HTML}`), 'clip.mp4', 'video/mp4'],
      [Buffer.from(`\x89PN${HTML}`), 'x.png', 'image/png'],
      [Buffer.from('%PDF-1.4 <script>alert(1)</script>'), 'x.pdf', 'application/pdf'],
    ];
    for (const [bytes, name, type] of disguises) {
      const res = await upload(bytes, name, type);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().success).toBe(false);
    }
    expect(filesOnDisk()).toBe(before);
  });

  it('a file name with path traversal or header injection is only a label: the bytes go under a random key', async () => {
    const names = [
      '../../../../evil.png',
      '..\\..\\evil.png',
      'a"\r\nSet-Cookie: pwned=1\r\nX: .png',
      '/etc/passwd.png',
    ];
    for (const name of names) {
      const res = await upload(pngBytes(), name, 'image/png');
      expect(res.statusCode, name).toBe(201);
      const served = await ctx.app.inject({ method: 'GET', url: res.json().data.fileUrl });
      assertInert(served, 'image/png');
      expect(served.headers['set-cookie']).toBeUndefined();
    }
    expect(existsSync(path.join(ctx.dataDir, 'evil.png'))).toBe(false);
    expect(existsSync(path.join(ctx.dataDir, '..', 'evil.png'))).toBe(false);
    for (const entry of readdirSync(path.join(ctx.dataDir, 'files'), { recursive: true }))
      expect(String(entry)).not.toMatch(/evil|passwd|\.png$/);
  });

  it('work sent as data URLs: a PNG with an HTML tail is stored as image/png; HTML, SVG or a text/html label is refused', async () => {
    const brand = await createBrand(ctx.db);
    const work = await createWork(ctx.db, {
      influencerId: creator.id,
      brandId: brand.id,
      status: 'accepted',
      // One file is a whole submission here: the test is about the bytes, not the slots.
      optionalDeliverables: true,
    });
    const submit = (fileUrl: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/v1/influencer/task/submission',
        headers: creator.headers,
        payload: {
          taskId: work.applicationId,
          task_details: [
            {
              platformId: work.platformIds[0],
              deliverables: [{ deliverableType: work.deliverableIds[0], files: [{ fileUrl }] }],
            },
          ],
        },
      });
    const refused = await submit(`data:image/png;base64,${Buffer.from(HTML).toString('base64')}`);
    expect([400, 415]).toContain(refused.statusCode);
    const svg = await submit(`data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`);
    expect([400, 415]).toContain(svg.statusCode);
    const polyglot = Buffer.concat([pngBytes(), Buffer.from(HTML)]);
    // A label that is not an allowed type is refused outright, whatever the bytes.
    expect((await submit(`data:text/html;base64,${polyglot.toString('base64')}`)).statusCode).toBe(415);
    const ok = await submit(`data:image/png;base64,${polyglot.toString('base64')}`);
    expect(ok.statusCode, ok.body).toBe(200);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/v1/influencer/apply?taskId=${work.applicationId}`,
      headers: creator.headers,
    });
    const files = list
      .json()
      .data[0].task_details.flatMap(
        (t: { deliverables: { files: { _id: string; fileUrl: string; contentType: string }[] }[] }) =>
          t.deliverables.flatMap((d) => d.files),
      );
    expect(files).toHaveLength(1);
    expect(files[0].contentType).toBe('image/png');
    await serveEveryWay(files[0].fileUrl, files[0]._id, 'image/png');
  });
});

/** Forms beyond download.test.ts's 38: encodings, lookalikes and cloud metadata hosts. */
const id = '0b3c1c7e-6f3a-4c55-9a51-2a9e8f8f2b11';
const MORE_SSRF_FORMS = [
  `http://[::ffff:127.0.0.1]:3000/files/${id}`,
  `http://[::ffff:7f00:1]:3000/files/${id}`,
  `http://0177.0.0.1:3000/files/${id}`,
  `http://127.0.0.1.nip.io:3000/files/${id}`,
  `http://localtest.me:3000/files/${id}`,
  'http://metadata.google.internal/computeMetadata/v1/',
  'http://100.100.100.200/latest/meta-data/',
  'http://[fd00:ec2::254]/latest/meta-data/',
  `h\tttp://localhost:3000/files/${id}`,
  `http://localhost:3000\n/files/${id}`,
  `http:/localhost:3000/files/${id}`,
  `http:localhost:3000/files/${id}`,
  `HTTP://EVIL.COM/files/${id}`,
  `http://ⓛⓞⓒⓐⓛⓗⓞⓢⓣ:3000/files/${id}`,
  `http://localhost%3a3000/files/${id}`,
  `https://evil.com/?next=http://localhost:3000/files/${id}`,
  `/files/${id}?x=http://evil.com/`,
  `/\\evil.com/files/${id}`,
  `/%2f%2fevil.com/files/${id}`,
  `http://localhost:3000/files/${id}@evil.com`,
  `jar:http://evil.com/x.jar!/files/${id}`,
  `netdoc:///etc/passwd`,
];

describe('download-file: more server-side request forgery forms', () => {
  it(`refuses ${MORE_SSRF_FORMS.length} more forms with 400 (or 404 for our own unknown id), fetching nothing`, async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    for (const url of MORE_SSRF_FORMS) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/v1/collateral/download-file',
        headers: creator.headers,
        payload: { imageUrl: url },
      });
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.json().success, url).toBe(false);
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
