import type { RouteFields } from '../operation.ts';

/*
 * The admin-influencers operations' routes: their method, path and access, free of zod, for the web client
 * (ADR 015). `admin-influencers.ts` builds each operation from its route. The operations' types come along,
 * type-only.
 */
export type * from '../admin-influencers.ts';

export const listAdminInfluencers = {
  method: 'GET',
  path: '/v1/admin/influencers',
  access: 'staff',
} as const satisfies RouteFields;
export const getAdminInfluencer = {
  method: 'GET',
  path: '/v1/admin/influencers/:id',
  access: 'staff',
} as const satisfies RouteFields;
export const updateAdminInfluencer = {
  method: 'PATCH',
  path: '/v1/admin/influencers/:id',
  access: 'admin',
} as const satisfies RouteFields;
