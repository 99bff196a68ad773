import type { RouteFields } from '../operation.ts';

/*
 * The platform settings' routes (design §13), free of zod, for the web client (ADR 015).
 * `settings.ts` builds each operation from its route.
 */
export type * from '../settings.ts';

export const adminGetSettings = {
  method: 'GET',
  path: '/v1/admin/settings',
  access: 'staff',
} as const satisfies RouteFields;
export const adminUpdateSettings = {
  method: 'PUT',
  path: '/v1/admin/settings',
  access: 'admin',
} as const satisfies RouteFields;
