import { PAYMENT_LIST_STATUSES } from './enums.ts';
import { WORK_MESSAGES } from './work-messages.ts';

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
