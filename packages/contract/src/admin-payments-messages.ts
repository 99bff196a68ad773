import { PAYMENT_METHODS } from './enums.ts';
import { PAYMENT_MESSAGES } from './payments-messages.ts';

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
