import type { RouteFields } from '../operation.ts';

/*
 * The admin-payments operations' routes: their method, path and access, free of zod, for the web client
 * (ADR 015). `admin-payments.ts` builds each operation from its route. The operations' types come along,
 * type-only.
 */
export type * from '../admin-payments.ts';

export const adminListOwed = {
  method: 'GET',
  path: '/v1/admin/payments/owed',
  access: 'staff',
} as const satisfies RouteFields;
export const adminListPayments = {
  method: 'GET',
  path: '/v1/admin/payments',
  access: 'staff',
} as const satisfies RouteFields;
export const adminRecordPayment = {
  method: 'POST',
  path: '/v1/admin/payments',
  access: 'staff',
} as const satisfies RouteFields;
export const adminDownloadReceipt = {
  method: 'GET',
  path: '/v1/admin/payments/:id/receipt',
  access: 'staff',
} as const satisfies RouteFields;
