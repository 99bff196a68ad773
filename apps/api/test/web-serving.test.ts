import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';

// A stand-in for the built web app: the two documents and one asset with its brotli copy.
const dist = mkdtempSync(path.join(tmpdir(), 'ih-web-dist-'));
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let t: TestContext;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(dist, 'public.html'), '<!doctype html><title>public</title>');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  t = await createTestContext({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('sends the brotli copy of an asset to browsers that accept it, cached for good', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers landing, sign-in and verify with the public document, other pages with the app', async () => {
    for (const url of ['/landing', '/signin', '/verify-otp', '/signin?x=1']) {
      expect((await t.app.inject({ method: 'GET', url })).body, url).toContain('<title>public</title>');
    }
    for (const url of ['/', '/campaigns', '/work/rework-details/abc', '/admin/signin', '/register']) {
      expect((await t.app.inject({ method: 'GET', url })).body, url).toContain('<title>app</title>');
    }
  });

  it('never answers an API path with a page', async () => {
    for (const url of ['/v1/nowhere', '/files/nothing', '/pincode']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toContain('application/json');
    }
  });
});

describe('compressing answers made per request', () => {
  it('compresses a large JSON answer for a client that accepts it, and not for one that does not', async () => {
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/v1/reference',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    const plain = await t.app.inject({
      method: 'GET',
      url: '/v1/reference',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().success).toBe(true);
  });
});
