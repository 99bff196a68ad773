import type { Route, RouteTable } from '../operation.ts';
import type * as operations from '../reference.ts';

/**
 * What a client of the reference operations needs at run time, free of zod (ADR 015): each
 * operation's method, path and access (`reference.ts` builds its operations from `routes`) and the texts.
 * The operations' types come along, type-only.
 */
export type * from '../reference.ts';

export const REFERENCE_MESSAGES = {
  categoriesFailed: 'Failed to fetch categories',
  countriesFailed: 'Failed to fetch countries',
  nichesFailed: 'Failed to fetch brand niches',
} as const;

export const routes = {
  listCategories: { method: 'GET', path: '/v1/influencer/category', access: 'public' },
  listCountries: { method: 'GET', path: '/v1/influencer/country/list', access: 'public' },
  listBrandNiches: { method: 'GET', path: '/v1/influencer/brand/niche/list', access: 'public' },
  getReferenceLists: { method: 'GET', path: '/v1/reference', access: 'public' },
} as const satisfies RouteTable;

export const listCategories: Route<typeof operations.listCategories> = routes.listCategories;
export const listCountries: Route<typeof operations.listCountries> = routes.listCountries;
export const listBrandNiches: Route<typeof operations.listBrandNiches> = routes.listBrandNiches;
export const getReferenceLists: Route<typeof operations.getReferenceLists> = routes.getReferenceLists;
