import type { RouteFields } from '../operation.ts';

/*
 * The discovery operations' routes: their method, path and access, free of zod, for the web client
 * (ADR 015). `discovery.ts` builds each operation from its route. The operations' types come along,
 * type-only.
 */
export type * from '../discovery.ts';

export const searchCreators = {
  method: 'GET',
  path: '/v1/admin/creators/search',
  access: 'staff',
} as const satisfies RouteFields;
export const getDiscoveredCreator = {
  method: 'GET',
  path: '/v1/admin/creators/:id',
  access: 'staff',
} as const satisfies RouteFields;
