import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentAssets, SW_TEMPLATE, serviceWorkerSource } from './service-worker';

const publicDir = path.resolve(import.meta.dirname, '..', 'public');

describe('the service worker the build writes', () => {
  it('precaches what a document loads from /assets/, once each', () => {
    const html = `<script type="module" crossorigin src="/assets/app-1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-2.js">
      <link rel="stylesheet" crossorigin href="/assets/styles-3.css">
      <link rel="modulepreload" crossorigin href="/assets/react-2.js">
      <link rel="icon" href="/favicon.svg">`;
    expect(documentAssets(html)).toEqual(['/assets/app-1.js', '/assets/react-2.js', '/assets/styles-3.css']);
  });

  it('fills in every value of the template, leaving valid JavaScript', () => {
    const source = serviceWorkerSource(readFileSync(SW_TEMPLATE, 'utf8'), {
      version: 'abc123',
      precache: ['/index.html', '/assets/app-1.js'],
      apiPrefixes: ['/v1', '/files'],
    });
    expect(source).not.toMatch(/__SW_\w+__/);
    expect(source).toContain(`const VERSION = 'abc123';`);
    expect(source).toContain('const PRECACHE = ["/index.html","/assets/app-1.js"];');
    expect(source).toContain('const API_PREFIXES = ["/v1","/files"];');
    expect(() => new Function(source)).not.toThrow();
  });
});

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string) {
  const bytes = readFileSync(path.join(publicDir, file));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the web app manifest (design §19)', () => {
  const manifest = JSON.parse(readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8'));

  it('names the app and opens it standalone on the whole site', () => {
    expect(manifest).toMatchObject({
      name: 'Influence Hub',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#6d28d9',
      background_color: '#f6f7f9',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(15);
  });

  it('lists icons of 192 and 512 pixels and a maskable one, each the size it says', () => {
    const icons: { src: string; sizes: string; purpose: string }[] = manifest.icons;
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const { width, height } = pngSize(icon.src);
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
    expect(pngSize('/icons/apple-touch-icon.png')).toEqual({ width: 180, height: 180 });
  });
});
