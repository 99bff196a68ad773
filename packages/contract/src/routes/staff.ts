import type { RouteFields } from '../operation.ts';

/*
 * The staff operations' routes: their method, path and access, free of zod, for the web client
 * (ADR 015). `staff.ts` builds each operation from its route. The operations' types come along,
 * type-only.
 */
export type * from '../staff.ts';

export const staffLogout = {
  method: 'POST',
  path: '/v1/admin/logout',
  access: 'staff',
} as const satisfies RouteFields;
export const staffMe = {
  method: 'GET',
  path: '/v1/admin/me',
  access: 'staff',
} as const satisfies RouteFields;
