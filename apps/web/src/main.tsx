import { StrictMode } from 'react';
import { RouterProvider } from 'react-router';
import { showLoadFailure } from './app/load-failure';
import { createQueryClient, Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { clearCacheOnSessionChange } from './app/session-cache';
import { activateLocale, startingLocale } from './lib/i18n';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// One client for the pages and for the route loaders that prefetch into it (app/route-prefetch.ts).
const client = createQueryClient();
clearCacheOnSessionChange(client);

// React DOM is needed to render, not to start the first page's code and data. Imported apart, it no
// longer holds this entry back: the router below starts as soon as its own, smaller files are here,
// while React DOM downloads beside the page's (docs/decisions/028).
const reactDom = import('./app/render');
// English is built in; another language's catalogue loads beside React DOM (lib/i18n.ts).
const language = activateLocale(startingLocale(), { remember: false });

// Evaluating the modules and creating the router (which matches the URL and starts the first page's
// code and data) are two tasks, not one: on a slow phone each is a long task that blocks input
// (docs/benchmarks.md §3). A timer, not a top-level await, which would stop the build from copying
// small shared modules into their chunks (vite.config.ts).
setTimeout(() => {
  const router = createAppRouter(client);
  void Promise.all([reactDom, language]).then(
    ([{ createRoot, flushSync }]) =>
      createRoot(root).render(
        <StrictMode>
          <Providers client={client}>
            <RouterProvider router={router} flushSync={flushSync} />
          </Providers>
        </StrictMode>,
      ),
    showLoadFailure,
  );
}, 0);
