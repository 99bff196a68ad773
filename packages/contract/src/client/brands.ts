import type * as operations from '../brands.ts';
import type { Route, RouteTable } from '../operation.ts';

/**
 * What a client of the brands operations needs at run time, free of zod (ADR 015): each
 * operation's method, path and access (`brands.ts` builds its operations from `routes`) and the texts.
 * The operations' types come along, type-only.
 */
export type * from '../brands.ts';

export const BRAND_MESSAGES = {
  listed: 'Brands fetched successfully',
  fetched: 'Brand fetched successfully',
  notFound: 'Brand Not Found',
  listFailed: 'Failed to fetch brands',
  detailFailed: 'Failed to fetch brand details',
  empty: 'No brands found matching your filters.',
  noActiveCampaigns: 'No active campaigns found for this brand.',
} as const;

export const routes = {
  listBrands: { method: 'GET', path: '/v1/influencer/brand/get', access: 'creator' },
  getBrand: { method: 'GET', path: '/v1/influencer/brand/get/:id', access: 'creator' },
} as const satisfies RouteTable;

export const listBrands: Route<typeof operations.listBrands> = routes.listBrands;
export const getBrand: Route<typeof operations.getBrand> = routes.getBrand;
