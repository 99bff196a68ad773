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
  // The installable app's files (docs/decisions/040): the worker with its brotli copy, the manifest and
  // the offline page, as the web build writes them.
  const worker = `self.addEventListener('fetch', () => {});${' '.repeat(2000)}`;
  writeFileSync(path.join(dist, 'sw.js'), worker);
  writeFileSync(path.join(dist, 'sw.js.br'), brotliCompressSync(worker));
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Influence Hub"}');
  writeFileSync(path.join(dist, 'offline.html'), '<!doctype html><title>offline</title>');
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

describe('the installable app (design §19)', () => {
  it('serves the service worker at the root, never cached by the browser, allowed the whole site', async () => {
    for (const encoding of ['br', 'identity']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/sw.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['content-type'], encoding).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control'], encoding).toBe('no-cache');
      expect(res.headers['service-worker-allowed'], encoding).toBe('/');
    }
  });

  it('serves the manifest as a web app manifest', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ name: 'Influence Hub' });
  });

  it('serves the offline page as HTML, and not in place of the app document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/offline.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>offline</title>');
    expect(res.headers['service-worker-allowed']).toBeUndefined();
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
