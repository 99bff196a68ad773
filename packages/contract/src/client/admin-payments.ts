import type * as operations from '../admin-payments.ts';
import { PAYMENT_METHODS } from '../enums.ts';
import type { Route, RouteTable } from '../operation.ts';
import { PAYMENT_MESSAGES } from './payments.ts';

/**
 * What a client of the admin-payments operations needs at run time, free of zod (ADR 015): each
 * operation's method, path and access (`admin-payments.ts` builds its operations from `routes`) and the texts.
 * The operations' types come along, type-only.
 */
export type * from '../admin-payments.ts';

/** The staff console's payout texts (ours; design §5). */
export const ADMIN_PAYMENT_MESSAGES = {
  owed: 'Amounts owed fetched successfully',
  listed: 'Payments fetched successfully',
  recorded: 'Payment recorded. The receipt is ready.',
  notFound: 'We could not find this payment.',
  influencerId: 'Choose the creator to pay.',
  applicationIds: 'Choose between 1 and 100 applications to pay.',
  applicationId: 'Each application id must be a valid id.',
  paymentMethod: `paymentMethod must be one of: ${PAYMENT_METHODS.join(', ')}.`,
  reference: 'The reference is at most 64 characters.',
  format: 'format must be json or csv.',
  uuid: 'must be a valid id',
  date: PAYMENT_MESSAGES.date,
  dateOrder: PAYMENT_MESSAGES.dateOrder,
} as const;

export const routes = {
  adminListOwed: { method: 'GET', path: '/v1/admin/payments/owed', access: 'staff' },
  adminListPayments: { method: 'GET', path: '/v1/admin/payments', access: 'staff' },
  adminRecordPayment: { method: 'POST', path: '/v1/admin/payments', access: 'staff' },
  adminDownloadReceipt: { method: 'GET', path: '/v1/admin/payments/:id/receipt', access: 'staff' },
} as const satisfies RouteTable;

export const adminListOwed: Route<typeof operations.adminListOwed> = routes.adminListOwed;
export const adminListPayments: Route<typeof operations.adminListPayments> = routes.adminListPayments;
export const adminRecordPayment: Route<typeof operations.adminRecordPayment> = routes.adminRecordPayment;
export const adminDownloadReceipt: Route<typeof operations.adminDownloadReceipt> =
  routes.adminDownloadReceipt;
