import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';
import { getToken, type Scope } from '@/lib/session';

/** Starts the queries a page will make first; the page's own hooks then find them in flight or cached. */
export type Prefetch = (client: QueryClient, args: LoaderFunctionArgs) => unknown;

/**
 * On the document's first load the page waits behind the splash for its prefetched data, at most this
 * long, so it renders once and complete instead of as skeletons and then again with the data (two
 * long renders on a slow phone, and a flash). Later navigations never wait: they show the page at once.
 */
export const FIRST_LOAD_DATA_WAIT_MS = 1500;

export interface PrefetchContext {
  client: QueryClient;
  /** True until the router has rendered its first page. */
  isFirstLoad: () => boolean;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A route loader that prefetches. React Router runs a route's loader alongside its `lazy` import, so
 * the page's first API calls travel while its code downloads instead of after it renders (ADR 012).
 * It never throws (prefetchQuery does not): the page shows loading and errors through its own
 * queries. Without a session it does nothing, so a guest is redirected by the guard without a burst
 * of 401s.
 */
export const prefetching =
  ({ client, isFirstLoad }: PrefetchContext, scope: Scope, prefetch: Prefetch): LoaderFunction =>
  async (args) => {
    if (!getToken(scope)) return null;
    const started = Promise.resolve(prefetch(client, args));
    if (isFirstLoad()) await Promise.race([started, wait(FIRST_LOAD_DATA_WAIT_MS)]);
    return null;
  };
