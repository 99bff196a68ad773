import type { Route, RouteTable } from '../operation.ts';
import type * as operations from '../saved.ts';

/**
 * What a client of the saved operations needs at run time, free of zod (ADR 015): each
 * operation's method, path and access (`saved.ts` builds its operations from `routes`) and the texts.
 * The operations' types come along, type-only.
 */
export type * from '../saved.ts';

export const SAVED_MESSAGES = {
  saved: 'Campaign saved successfully!',
  removed: 'Campaign removed from your saved list.',
  notSaved: 'This campaign is not in your saved list.',
  campaignNotFound: 'Campaign Not Found',
  saveFailed: 'Failed to save campaign',
  unsaveFailed: 'Failed to unsave campaign',
  listFailed: 'Failed to fetch saved campaigns',
} as const;

export const routes = {
  saveCampaign: { method: 'POST', path: '/v1/influencer/save-campaign', access: 'creator' },
  unsaveCampaign: { method: 'DELETE', path: '/v1/influencer/save-campaign/:id', access: 'creator' },
} as const satisfies RouteTable;

export const saveCampaign: Route<typeof operations.saveCampaign> = routes.saveCampaign;
export const unsaveCampaign: Route<typeof operations.unsaveCampaign> = routes.unsaveCampaign;
