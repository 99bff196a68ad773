/**
 * What the app needs React DOM for: the root and the router's synchronous updates. main.tsx imports
 * this module dynamically, so the router starts the first page's code and data while React DOM, the
 * largest file, is still downloading (the HTML preloads it: build/preload-renderer.ts, ADR 028). The
 * public document's entry (public/main.tsx) does the same for its root and its first page's code.
 */
import { flushSync as reactDomFlushSync } from 'react-dom';

export { createRoot } from 'react-dom/client';

/** React DOM's flushSync in the shape RouterProvider takes (what react-router/dom passes it). */
export function flushSync(fn: () => unknown): undefined {
  reactDomFlushSync(fn);
}
