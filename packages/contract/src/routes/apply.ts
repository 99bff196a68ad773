import type { RouteFields } from '../operation.ts';

/*
 * The apply operations' routes: their method, path and access, free of zod, for the web client
 * (ADR 015). `apply.ts` builds each operation from its route. The operations' types come along,
 * type-only.
 */
export type * from '../apply.ts';

export const applyForCampaign = {
  method: 'POST',
  path: '/v1/influencer/apply',
  access: 'creator',
} as const satisfies RouteFields;
export const getApplyStats = {
  method: 'GET',
  path: '/v1/influencer/apply/stats',
  access: 'creator',
} as const satisfies RouteFields;
export const withdrawApplication = {
  method: 'POST',
  path: '/v1/influencer/apply/:applicationId/withdraw',
  access: 'creator',
} as const satisfies RouteFields;
