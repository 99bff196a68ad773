import type * as operations from '../admin-applications.ts';
import type { Route, RouteTable } from '../operation.ts';

/**
 * What a client of the admin-applications operations needs at run time, free of zod (ADR 015): each
 * operation's method, path and access (`admin-applications.ts` builds its operations from `routes`).
 * The operations' types come along, type-only.
 */
export type * from '../admin-applications.ts';

export const routes = {
  adminListApplications: { method: 'GET', path: '/v1/admin/applications', access: 'staff' },
  adminGetApplication: { method: 'GET', path: '/v1/admin/applications/:id', access: 'staff' },
  adminTransitionApplication: {
    method: 'POST',
    path: '/v1/admin/applications/:id/transition',
    access: 'staff',
  },
  adminBulkTransition: { method: 'POST', path: '/v1/admin/applications/bulk-transition', access: 'staff' },
} as const satisfies RouteTable;

export const adminListApplications: Route<typeof operations.adminListApplications> =
  routes.adminListApplications;
export const adminGetApplication: Route<typeof operations.adminGetApplication> = routes.adminGetApplication;
export const adminTransitionApplication: Route<typeof operations.adminTransitionApplication> =
  routes.adminTransitionApplication;
export const adminBulkTransition: Route<typeof operations.adminBulkTransition> = routes.adminBulkTransition;
