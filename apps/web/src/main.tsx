import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient, Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { prepareClassMerge } from './lib/cn';
import { whenIdle } from './lib/when-idle';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// One client for the pages and for the route loaders that prefetch into it (app/route-prefetch.ts).
const client = createQueryClient();

// Evaluating the modules and creating the router (which matches the URL and starts the first page's
// code and data) are two tasks, not one: on a slow phone each is a long task that blocks input
// (docs/benchmarks.md §3). A timer, not a top-level await, which would stop the build from copying
// small shared modules into their chunks (vite.config.ts).
setTimeout(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers client={client}>
        <RouterProvider router={createAppRouter(client)} />
      </Providers>
    </StrictMode>,
  );
  whenIdle(prepareClassMerge);
}, 0);
