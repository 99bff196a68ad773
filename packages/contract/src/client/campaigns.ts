import type * as operations from '../campaigns.ts';
import type { Route, RouteTable } from '../operation.ts';

/**
 * What a client of the campaigns operations needs at run time, free of zod (ADR 015): each
 * operation's method, path and access (`campaigns.ts` builds its operations from `routes`) and the texts.
 * The operations' types come along, type-only.
 */
export type * from '../campaigns.ts';

export const CAMPAIGN_MESSAGES = {
  listed: 'Campaigns fetched successfully',
  fetched: 'Campaign fetched successfully',
  notFound: 'Campaign Not Found',
  listFailed: 'Failed to fetch campaigns',
  detailFailed: 'Failed to fetch campaign details',
  savedListFailed: 'Failed to fetch saved campaigns',
} as const;

export const routes = {
  listCampaigns: { method: 'GET', path: '/v1/influencer/active/task', access: 'creator' },
  getCampaign: { method: 'GET', path: '/v1/influencer/active/task/:id', access: 'creator' },
} as const satisfies RouteTable;

export const listCampaigns: Route<typeof operations.listCampaigns> = routes.listCampaigns;
export const getCampaign: Route<typeof operations.getCampaign> = routes.getCampaign;
