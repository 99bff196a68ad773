import type { RouteFields } from '../operation.ts';

/*
 * The domain events' routes: their method, path and access, free of zod, for the web client
 * (ADR 015). `events.ts` builds each operation from its route. The operations' types come along,
 * type-only.
 */
export type * from '../events.ts';

export const adminListApplicationEvents = {
  method: 'GET',
  path: '/v1/admin/applications/:id/events',
  access: 'staff',
} as const satisfies RouteFields;
