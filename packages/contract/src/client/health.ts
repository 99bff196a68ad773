import type * as operations from '../health.ts';
import type { Route, RouteTable } from '../operation.ts';

/**
 * What a client of the health operations needs at run time, free of zod (ADR 015): each
 * operation's method, path and access (`health.ts` builds its operations from `routes`).
 * The operations' types come along, type-only.
 */
export type * from '../health.ts';

export const routes = {
  healthCheck: { method: 'GET', path: '/healthz', access: 'public' },
} as const satisfies RouteTable;

export const healthCheck: Route<typeof operations.healthCheck> = routes.healthCheck;
