import type { RouteFields } from '../operation.ts';

/*
 * The tax operations' routes (design §13), free of zod, for the web client (ADR 015). `tax.ts`
 * builds each operation from its route.
 */
export type * from '../tax.ts';

export const adminListTaxRules = {
  method: 'GET',
  path: '/v1/admin/tax-rules',
  access: 'staff',
} as const satisfies RouteFields;
export const adminCreateTaxRule = {
  method: 'POST',
  path: '/v1/admin/tax-rules',
  access: 'admin',
} as const satisfies RouteFields;
export const adminPreviewPayment = {
  method: 'POST',
  path: '/v1/admin/payments/preview',
  access: 'staff',
} as const satisfies RouteFields;
export const getPaymentStatement = {
  method: 'GET',
  path: '/v1/influencer/payment/statement',
  access: 'creator',
} as const satisfies RouteFields;
