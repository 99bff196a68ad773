import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { RouterNav } from '@/app/router-nav';

/**
 * Mounts `page` at `path` as the app's router would (with its navigation, RouterNav). `entry` is where
 * it opens (a location with state, say), `routes` any others it may go to, `wrapper` the providers.
 */
export function renderAt(
  path: string,
  page: ReactNode,
  {
    entry = path,
    routes = [],
    wrapper,
  }: {
    entry?: string | { pathname: string; state: unknown };
    routes?: RouteObject[];
    wrapper?: ComponentType<{ children: ReactNode }>;
  } = {},
) {
  const router = createMemoryRouter([{ path, element: <RouterNav>{page}</RouterNav> }, ...routes], {
    initialEntries: [entry],
  });
  render(<RouterProvider router={router} />, { wrapper });
  return router;
}
