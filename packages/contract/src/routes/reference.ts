import type { RouteFields } from '../operation.ts';

/*
 * The reference operations' routes: their method, path and access, free of zod, for the web client
 * (ADR 015). `reference.ts` builds each operation from its route. The operations' types come along,
 * type-only.
 */
export type * from '../reference.ts';

export const listCategories = {
  method: 'GET',
  path: '/v1/influencer/category',
  access: 'public',
} as const satisfies RouteFields;
export const listCountries = {
  method: 'GET',
  path: '/v1/influencer/country/list',
  access: 'public',
} as const satisfies RouteFields;
export const listBrandNiches = {
  method: 'GET',
  path: '/v1/influencer/brand/niche/list',
  access: 'public',
} as const satisfies RouteFields;
export const getReferenceLists = {
  method: 'GET',
  path: '/v1/reference',
  access: 'public',
} as const satisfies RouteFields;
