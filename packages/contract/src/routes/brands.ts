import type { RouteFields } from '../operation.ts';

/*
 * The brands operations' routes: their method, path and access, free of zod, for the web client
 * (ADR 015). `brands.ts` builds each operation from its route. The operations' types come along,
 * type-only.
 */
export type * from '../brands.ts';

export const listBrands = {
  method: 'GET',
  path: '/v1/influencer/brand/get',
  access: 'creator',
} as const satisfies RouteFields;
export const getBrand = {
  method: 'GET',
  path: '/v1/influencer/brand/get/:id',
  access: 'creator',
} as const satisfies RouteFields;
