import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { isPublicDocumentPath } from '../../packages/contract/src/web-documents.ts';
import { catalogueFirst } from './build/catalogue-first.ts';
import { linguiPlugins } from './build/lingui.ts';
import { precompress } from './build/precompress.ts';
import { preloadOnlyWhatIsMissing } from './build/preload-known.ts';
import { preloadRenderer } from './build/preload-renderer.ts';
import { serviceWorker } from './build/service-worker.ts';
import { splashFirst } from './build/splash-first.ts';
import { holdsState } from './build/stateful-modules.ts';

// The API serves the built app itself; in development Vite forwards the API's paths to it.
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';
const proxied = ['/v1', '/pincode', '/files', '/static', '/docs', '/healthz'];

/** In development, serve the public document for its paths, as the API server does in production. */
const publicDocument = (): Plugin => ({
  name: 'influence-hub-public-document',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const pathname = (req.url ?? '/').split('?')[0] ?? '/';
      if (req.method === 'GET' && isPublicDocumentPath(pathname)) req.url = '/public.html';
      next();
    });
  },
});

const preloads = preloadOnlyWhatIsMissing();

export default defineConfig({
  plugins: [
    ...linguiPlugins(),
    react(),
    tailwindcss(),
    publicDocument(),
    // Before precompress: both write after the bundle, in this order, and sw.js is compressed too.
    serviceWorker(proxied),
    precompress(),
    splashFirst(),
    preloadRenderer(),
    catalogueFirst(),
    preloads.plugin,
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: {
    manifest: true,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    target: 'es2022',
    rollupOptions: {
      input: {
        app: path.resolve(import.meta.dirname, 'index.html'),
        public: path.resolve(import.meta.dirname, 'public.html'),
      },
      // Route-level splitting leaves dozens of tiny shared chunks (an icon, a badge, a hook) that a
      // page fetched one by one over HTTP/1.1 connections; small ones are copied into the chunks that
      // use them instead, so a page loads a handful of files (docs/decisions/012). Stateful modules
      // are never copied. Copying needs strict execution order, which Rolldown then turns on.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 16 * 1024, exclude: holdsState },
          // React DOM is one download, apart from React (the app's entry imports React but not React
          // DOM, which it loads beside the first page: src/main.tsx). A group takes in what its
          // modules import, so React is claimed first, by a group of its own.
          groups: [
            { name: 'react', test: /\/node_modules\/react\//, priority: 2 },
            {
              name: 'react-dom',
              test: /\/node_modules\/(react-dom|scheduler)\/|\/src\/app\/render\.tsx$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiUrl, changeOrigin: true }])),
  },
});
