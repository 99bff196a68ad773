// The service worker at /sw.js (design §19, docs/decisions/040). The build (build/service-worker.ts)
// writes the values below into a copy of this file at dist/sw.js; this template is never served.
//
// It keeps exactly two kinds of thing: the app shell (the two HTML documents, their code and styles,
// the offline page, icons) and the content-hashed files under /assets/ as they are used. It never
// stores an answer from the API (/v1, /files, /pincode, …): those carry personal data, and a stale one
// is worse than an honest "you are offline". Navigations go to the network first; without it the cached
// shell answers, and where no shell can (an API path, or the shell was never stored) the offline page.

/** Changes with every build whose shell differs: the cache's name, so a new build starts a new cache. */
const VERSION = '__SW_VERSION__';
/** What is fetched and stored when the worker installs: the shell, from the build. */
const PRECACHE = __SW_PRECACHE__;
/** Paths the light public document answers (landing, sign-in; docs/decisions/009). */
const PUBLIC_DOCUMENT_PATHS = __SW_PUBLIC_DOCUMENT_PATHS__;
/** The API server's own paths: never cached, never answered from the shell. */
const API_PREFIXES = __SW_API_PREFIXES__;

const CACHE = `ih-shell-${VERSION}`;
const OFFLINE_PAGE = '/offline.html';
/** A navigation that has had no answer by then gets the cached shell (slow mobile networks). */
const NAVIGATION_TIMEOUT_MS = 6000;
const NOTIFICATION_ICON = '/icons/icon-192.png';
const NOTIFICATION_BADGE = '/icons/badge-96.png';

const isApiPath = (pathname) => API_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
const isPublicDocumentPath = (pathname) =>
  PUBLIC_DOCUMENT_PATHS.includes(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith('ih-') && n !== CACHE).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(request, url));
    return;
  }
  // Never the API: the browser asks the network as if there were no worker.
  if (isApiPath(url.pathname)) return;
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(hashedFile(request));
    return;
  }
  if (PRECACHE.includes(url.pathname)) event.respondWith(cacheFirst(request));
});

/** Network first; the cached shell when the network fails or is slow; else the offline page. */
async function navigate(request, url) {
  const network = fetch(request);
  // Its failure is handled below, or it lost the race to the cached shell.
  network.catch(() => undefined);
  if (isApiPath(url.pathname)) return network.catch(() => offlinePage());
  const shell = isPublicDocumentPath(url.pathname) ? '/public.html' : '/index.html';
  const fallback = async () => (await caches.match(shell, { cacheName: CACHE })) ?? offlinePage();
  let timer;
  const slow = new Promise((resolve) => {
    timer = setTimeout(async () => {
      const cached = await caches.match(shell, { cacheName: CACHE });
      if (cached) resolve(cached);
    }, NAVIGATION_TIMEOUT_MS);
  });
  try {
    return await Promise.race([network, slow]);
  } catch {
    return fallback();
  } finally {
    clearTimeout(timer);
  }
}

async function offlinePage() {
  return (
    (await caches.match(OFFLINE_PAGE, { cacheName: CACHE })) ??
    new Response('You are offline. / आप ऑफ़लाइन हैं।', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  );
}

/** A file named by its content's hash never changes: the cache's copy, else the network's, kept. */
async function hashedFile(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

async function cacheFirst(request) {
  return (await caches.match(request, { cacheName: CACHE })) ?? fetch(request);
}

// Web Push (design §19): the payload is { title, body, url, tag }.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Influence Hub';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' && data.tag ? data.tag : undefined,
      data: { url: sameOriginUrl(data.url) },
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
    }),
  );
});

/** Only this site's pages open from a notification; anything else opens the app's home. */
function sameOriginUrl(value) {
  try {
    const url = new URL(typeof value === 'string' ? value : '/', self.location.origin);
    return url.origin === self.location.origin ? url.href : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        const navigated = await (focused ?? open).navigate(url).catch(() => null);
        if (navigated) return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
