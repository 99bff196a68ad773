import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
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

/**
 * The built worker, run against stand-ins for its global scope: the Cache API (one store), the network
 * (a function the test sets) and the clients. Each test gets a fresh worker.
 */
function loadWorker() {
  const listeners = new Map<string, (event: unknown) => void>();
  const store = new Map<string, Response>();
  const key = (r: Request | string) => new URL(typeof r === 'string' ? r : r.url, ORIGIN).pathname;
  const cache = {
    addAll: async (urls: string[]) => {
      for (const url of urls) store.set(key(url), new Response(`cached ${url}`));
    },
    match: async (r: Request | string) => store.get(key(r))?.clone(),
    put: async (r: Request | string, response: Response) => {
      store.set(key(r), response);
    },
  };
  const caches = {
    open: async () => cache,
    match: async (r: Request | string) => store.get(key(r))?.clone(),
    keys: async () => ['ih-shell-old', 'ih-shell-v1', 'someone-else'],
    delete: vi.fn(async () => true),
  };
  const network = { fetch: vi.fn(async (_r: Request): Promise<Response> => new Response('network')) };
  const windows: { url: string; focus: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> }[] = [];
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: vi.fn(async () => undefined),
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
    registration: { showNotification: vi.fn(async () => undefined) },
  };
  const source = serviceWorkerSource(readFileSync(SW_TEMPLATE, 'utf8'), {
    version: 'v1',
    precache: ['/index.html', '/public.html', '/offline.html', '/assets/app-1.js'],
    apiPrefixes: ['/v1', '/files', '/docs'],
  });
  new Function('self', 'caches', 'fetch', source)(self, caches, (r: Request) => network.fetch(r));

  /** Dispatches an event; answers what the worker gave respondWith (undefined: left to the browser). */
  async function dispatch(type: string, fields: Record<string, unknown>) {
    let answer: Promise<Response> | undefined;
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({
      ...fields,
      respondWith: (r: Promise<Response>) => {
        answer = r;
      },
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    });
    await Promise.all(waits);
    return answer ? await answer : undefined;
  }
  const request = (path: string, mode: RequestMode = 'cors') => {
    const r = new Request(new URL(path, ORIGIN));
    Object.defineProperty(r, 'mode', { value: mode });
    return r;
  };
  const fetchEvent = (path: string, mode?: RequestMode) =>
    dispatch('fetch', { request: request(path, mode) });
  return { dispatch, fetchEvent, network, store, caches, self, windows };
}

const ORIGIN = 'https://app.example.in';
const offline = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch');
};

describe('the service worker', () => {
  it('stores the shell on install, then drops its older caches and nobody else’s', async () => {
    const sw = loadWorker();
    await sw.dispatch('install', {});
    expect([...sw.store.keys()]).toEqual([
      '/index.html',
      '/public.html',
      '/offline.html',
      '/assets/app-1.js',
    ]);
    await sw.dispatch('activate', {});
    expect(sw.caches.delete.mock.calls).toEqual([['ih-shell-old']]);
    expect(sw.self.clients.claim).toHaveBeenCalled();
  });

  it('never answers or stores an API request, whatever it is', async () => {
    const sw = loadWorker();
    await sw.dispatch('install', {});
    for (const path of ['/v1/influencer/profile', '/files/a.pdf', '/v1/assets/x']) {
      expect(await sw.fetchEvent(path), path).toBeUndefined();
    }
    expect([...sw.store.keys()].filter((p) => !p.startsWith('/assets/') && !p.endsWith('.html'))).toEqual([]);
  });

  it('keeps a hashed file the first time it is fetched, and answers it from the cache after', async () => {
    const sw = loadWorker();
    // A same-origin answer, as the browser's fetch gives it ('basic'; a constructed one is 'default').
    sw.network.fetch.mockImplementation(async () =>
      Object.defineProperty(new Response('chunk'), 'type', { value: 'basic' }),
    );
    expect(await (await sw.fetchEvent('/assets/page-2.js'))?.text()).toBe('chunk');
    sw.network.fetch.mockImplementation(offline);
    expect(await (await sw.fetchEvent('/assets/page-2.js'))?.text()).toBe('chunk');
  });

  it('loads pages from the network first, from the shell without one, else the offline page', async () => {
    const sw = loadWorker();
    await sw.dispatch('install', {});
    expect(await (await sw.fetchEvent('/campaigns', 'navigate'))?.text()).toBe('network');
    sw.network.fetch.mockImplementation(offline);
    expect(await (await sw.fetchEvent('/campaigns', 'navigate'))?.text()).toBe('cached /index.html');
    expect(await (await sw.fetchEvent('/signin/', 'navigate'))?.text()).toBe('cached /public.html');
    expect(await (await sw.fetchEvent('/docs', 'navigate'))?.text()).toBe('cached /offline.html');
  });

  it('shows a push with its title, text and link, and opens the link in an open window', async () => {
    const sw = loadWorker();
    const payload = {
      title: 'Rework asked',
      body: 'Kesar Kitchen left notes',
      url: '/work/rework/a1',
      tag: 'n1',
    };
    await sw.dispatch('push', { data: { json: () => payload, text: () => JSON.stringify(payload) } });
    expect(sw.self.registration.showNotification).toHaveBeenCalledWith('Rework asked', {
      body: 'Kesar Kitchen left notes',
      tag: 'n1',
      data: { url: `${ORIGIN}/work/rework/a1` },
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
    });

    const open = { url: `${ORIGIN}/campaigns`, focus: vi.fn(), navigate: vi.fn() };
    open.focus.mockResolvedValue(open);
    open.navigate.mockResolvedValue(open);
    sw.windows.push(open);
    const close = vi.fn();
    await sw.dispatch('notificationclick', {
      notification: { close, data: { url: `${ORIGIN}/work/rework/a1` } },
    });
    expect(close).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/work/rework/a1`);
    expect(sw.self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when none is open, and never a link to another site', async () => {
    const sw = loadWorker();
    await sw.dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { url: 'https://evil.example.com/' } },
    });
    expect(sw.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });
});
