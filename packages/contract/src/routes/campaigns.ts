import type { RouteFields } from '../operation.ts';

/*
 * The campaigns operations' routes: their method, path and access, free of zod, for the web client
 * (ADR 015). `campaigns.ts` builds each operation from its route. The operations' types come along,
 * type-only.
 */
export type * from '../campaigns.ts';

export const listCampaigns = {
  method: 'GET',
  path: '/v1/influencer/active/task',
  access: 'creator',
} as const satisfies RouteFields;
export const getCampaign = {
  method: 'GET',
  path: '/v1/influencer/active/task/:id',
  access: 'creator',
} as const satisfies RouteFields;
