import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient, Providers } from './app/providers';
import { createAppRouter } from './app/router';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// One client for the pages and for the route loaders that prefetch into it (app/route-prefetch.ts).
const client = createQueryClient();

createRoot(root).render(
  <StrictMode>
    <Providers client={client}>
      <RouterProvider router={createAppRouter(client)} />
    </Providers>
  </StrictMode>,
);
