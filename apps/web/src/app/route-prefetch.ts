import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';
import { getToken, type Scope } from '@/lib/session';

/** Starts the queries a page will make first; the page's own hooks then find them in flight or cached. */
export type Prefetch = (client: QueryClient, args: LoaderFunctionArgs) => unknown;

/**
 * A route loader that only prefetches. React Router runs a route's loader alongside its `lazy`
 * import, so the page's first API calls travel while its code downloads instead of after it renders
 * (ADR 012). It never waits and never throws: the page shows loading and errors through its own
 * queries exactly as without it. Without a session it does nothing, so a guest is redirected by the
 * guard without a burst of 401s.
 */
export const prefetching =
  (client: QueryClient, scope: Scope, prefetch: Prefetch): LoaderFunction =>
  (args) => {
    if (getToken(scope)) void prefetch(client, args);
    return null;
  };
