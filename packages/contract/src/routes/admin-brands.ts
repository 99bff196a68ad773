import type { RouteFields } from '../operation.ts';

/*
 * The admin-brands operations' routes: their method, path and access, free of zod, for the web client
 * (ADR 015). `admin-brands.ts` builds each operation from its route. The operations' types come along,
 * type-only.
 */
export type * from '../admin-brands.ts';

export const adminListBrands = {
  method: 'GET',
  path: '/v1/admin/brands',
  access: 'staff',
} as const satisfies RouteFields;
export const adminCreateBrand = {
  method: 'POST',
  path: '/v1/admin/brands',
  access: 'admin',
} as const satisfies RouteFields;
export const adminGetBrand = {
  method: 'GET',
  path: '/v1/admin/brands/:id',
  access: 'staff',
} as const satisfies RouteFields;
export const adminListLatePayouts = {
  method: 'GET',
  path: '/v1/admin/brands/:id/late-payouts',
  access: 'staff',
} as const satisfies RouteFields;
export const adminUpdateBrand = {
  method: 'PATCH',
  path: '/v1/admin/brands/:id',
  access: 'staff',
} as const satisfies RouteFields;
