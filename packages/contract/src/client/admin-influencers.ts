import type * as operations from '../admin-influencers.ts';
import type { Route, RouteTable } from '../operation.ts';

/**
 * What a client of the admin-influencers operations needs at run time, free of zod (ADR 015): each
 * operation's method, path and access (`admin-influencers.ts` builds its operations from `routes`).
 * The operations' types come along, type-only.
 */
export type * from '../admin-influencers.ts';

export const routes = {
  listAdminInfluencers: { method: 'GET', path: '/v1/admin/influencers', access: 'staff' },
  getAdminInfluencer: { method: 'GET', path: '/v1/admin/influencers/:id', access: 'staff' },
  updateAdminInfluencer: { method: 'PATCH', path: '/v1/admin/influencers/:id', access: 'staff' },
} as const satisfies RouteTable;

export const listAdminInfluencers: Route<typeof operations.listAdminInfluencers> =
  routes.listAdminInfluencers;
export const getAdminInfluencer: Route<typeof operations.getAdminInfluencer> = routes.getAdminInfluencer;
export const updateAdminInfluencer: Route<typeof operations.updateAdminInfluencer> =
  routes.updateAdminInfluencer;
