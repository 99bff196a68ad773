import type { RouteFields } from '../operation.ts';

/*
 * The saved operations' routes: their method, path and access, free of zod, for the web client
 * (ADR 015). `saved.ts` builds each operation from its route. The operations' types come along,
 * type-only.
 */
export type * from '../saved.ts';

export const saveCampaign = {
  method: 'POST',
  path: '/v1/influencer/save-campaign',
  access: 'creator',
} as const satisfies RouteFields;
export const unsaveCampaign = {
  method: 'DELETE',
  path: '/v1/influencer/save-campaign/:id',
  access: 'creator',
} as const satisfies RouteFields;
