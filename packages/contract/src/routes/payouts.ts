import type { RouteFields } from '../operation.ts';

/*
 * The payouts operations' routes (design §18): their method, path and access, free of zod, for the web
 * client (ADR 015). `payouts.ts` builds each operation from its route.
 */
export type * from '../payouts.ts';

export const razorpayxWebhook = {
  method: 'POST',
  path: '/v1/webhooks/razorpayx',
  access: 'public',
} as const satisfies RouteFields;
export const adminRetryPayout = {
  method: 'POST',
  path: '/v1/admin/payments/:id/payout/retry',
  access: 'staff',
} as const satisfies RouteFields;
export const adminApproveDestination = {
  method: 'POST',
  path: '/v1/admin/influencers/:id/payout-destination/approve',
  access: 'admin',
} as const satisfies RouteFields;
