import type { RouteFields } from '../operation.ts';

/*
 * The payments operations' routes: their method, path and access, free of zod, for the web client
 * (ADR 015). `payments.ts` builds each operation from its route. The operations' types come along,
 * type-only.
 */
export type * from '../payments.ts';

export const getPaymentSummary = {
  method: 'GET',
  path: '/v1/influencer/payment/stats/mine',
  access: 'creator',
} as const satisfies RouteFields;
export const listPaidPayments = {
  method: 'GET',
  path: '/v1/influencer/payment/get',
  access: 'creator',
} as const satisfies RouteFields;
export const listPaymentDetails = {
  method: 'GET',
  path: '/v1/influencer/payment/details',
  access: 'creator',
} as const satisfies RouteFields;
export const downloadReceipt = {
  method: 'GET',
  path: '/v1/influencer/payment/:id/receipt',
  access: 'creator',
} as const satisfies RouteFields;
