import type * as operations from '../admin-brands.ts';
import type { Route, RouteTable } from '../operation.ts';

/**
 * What a client of the admin-brands operations needs at run time, free of zod (ADR 015): each
 * operation's method, path and access (`admin-brands.ts` builds its operations from `routes`).
 * The operations' types come along, type-only.
 */
export type * from '../admin-brands.ts';

export const routes = {
  adminListBrands: { method: 'GET', path: '/v1/admin/brands', access: 'staff' },
  adminCreateBrand: { method: 'POST', path: '/v1/admin/brands', access: 'staff' },
  adminGetBrand: { method: 'GET', path: '/v1/admin/brands/:id', access: 'staff' },
  adminUpdateBrand: { method: 'PATCH', path: '/v1/admin/brands/:id', access: 'staff' },
} as const satisfies RouteTable;

export const adminListBrands: Route<typeof operations.adminListBrands> = routes.adminListBrands;
export const adminCreateBrand: Route<typeof operations.adminCreateBrand> = routes.adminCreateBrand;
export const adminGetBrand: Route<typeof operations.adminGetBrand> = routes.adminGetBrand;
export const adminUpdateBrand: Route<typeof operations.adminUpdateBrand> = routes.adminUpdateBrand;
