import { PAYMENT_LIST_STATUSES } from '../enums.ts';
import type { Route, RouteTable } from '../operation.ts';
import type * as operations from '../payments.ts';
import { WORK_MESSAGES } from './work.ts';

/**
 * What a client of the payments operations needs at run time, free of zod (ADR 015): each
 * operation's method, path and access (`payments.ts` builds its operations from `routes`) and the texts.
 * The operations' types come along, type-only.
 */
export type * from '../payments.ts';

/** The creator's payment texts (doc 001 §2, §5, §8); the date-order rule is the work list's, word for word. */
export const PAYMENT_MESSAGES = {
  summary: 'Payment summary fetched successfully',
  listed: 'Payments fetched successfully',
  empty: 'No payment data available',
  notFound: 'We could not find this payment.',
  id: 'The payment id is not valid.',
  date: 'Use a date such as 2030-01-31.',
  dateOrder: WORK_MESSAGES.dateOrder,
  status: `status must be one of: ${PAYMENT_LIST_STATUSES.join(', ')}.`,
} as const;

export const routes = {
  getPaymentSummary: { method: 'GET', path: '/v1/influencer/payment/stats/mine', access: 'creator' },
  listPaidPayments: { method: 'GET', path: '/v1/influencer/payment/get', access: 'creator' },
  listPaymentDetails: { method: 'GET', path: '/v1/influencer/payment/details', access: 'creator' },
  downloadReceipt: { method: 'GET', path: '/v1/influencer/payment/:id/receipt', access: 'creator' },
} as const satisfies RouteTable;

export const getPaymentSummary: Route<typeof operations.getPaymentSummary> = routes.getPaymentSummary;
export const listPaidPayments: Route<typeof operations.listPaidPayments> = routes.listPaidPayments;
export const listPaymentDetails: Route<typeof operations.listPaymentDetails> = routes.listPaymentDetails;
export const downloadReceipt: Route<typeof operations.downloadReceipt> = routes.downloadReceipt;
