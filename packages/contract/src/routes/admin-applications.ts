import type { RouteFields } from '../operation.ts';

/*
 * The admin-applications operations' routes: their method, path and access, free of zod, for the web client
 * (ADR 015). `admin-applications.ts` builds each operation from its route. The operations' types come along,
 * type-only.
 */
export type * from '../admin-applications.ts';

export const adminListApplications = {
  method: 'GET',
  path: '/v1/admin/applications',
  access: 'staff',
} as const satisfies RouteFields;
export const adminGetApplication = {
  method: 'GET',
  path: '/v1/admin/applications/:id',
  access: 'staff',
} as const satisfies RouteFields;
export const adminBulkTransition = {
  method: 'POST',
  path: '/v1/admin/applications/bulk-transition',
  access: 'staff',
} as const satisfies RouteFields;
export const adminTransitionApplication = {
  method: 'POST',
  path: '/v1/admin/applications/:id/transition',
  access: 'staff',
} as const satisfies RouteFields;
