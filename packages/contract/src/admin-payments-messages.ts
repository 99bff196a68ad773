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
  // Paying to a destination the creator never gave (issue 26).
  noUpiId:
    'This creator has no UPI ID on file. Ask them to add one to their profile, or pay by another method; to record a UPI payment already sent, give its reference (UTR).',
  noBankAccount:
    'This creator has no bank account on file. Ask them to add one to their profile, or pay by another method; to record a transfer already sent, give its reference (UTR).',
  otherNeedsReference: 'Give the reference of this payment, so it can be traced.',
  referenceNeeded: 'Give the reference (UTR) of the payment already sent.',
} as const;

/** Where a creator can be paid, as the payee details show it. */
export interface PayoutDestinations {
  upi_id: string | null;
  bank: unknown;
}

/**
 * Whether a payment by `method` can be recorded for a creator (issue 26): UPI needs a UPI ID on
 * file and a bank transfer a bank account, unless the reference of a payment already sent is given;
 * 'Other' always needs its reference. Answers the sentence saying what is missing, or null.
 */
export function paymentDestinationProblem(
  method: (typeof PAYMENT_METHODS)[number],
  payee: PayoutDestinations,
  reference: string | null | undefined,
): string | null {
  if (reference?.trim()) return null;
  if (method === 'UPI' && !payee.upi_id) return ADMIN_PAYMENT_MESSAGES.noUpiId;
  if (method === 'Bank Transfer' && !payee.bank) return ADMIN_PAYMENT_MESSAGES.noBankAccount;
  if (method === 'Other') return ADMIN_PAYMENT_MESSAGES.otherNeedsReference;
  return null;
}
