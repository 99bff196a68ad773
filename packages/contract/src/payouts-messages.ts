import { DESTINATION_PENDING } from './payout-pending.ts';

/** The sentences of payouts through a provider (design §18), one place each. */
export const PAYOUT_MESSAGES = {
  noUpi: 'This creator has no UPI ID on file. Ask them to add one, or pay by bank transfer.',
  noBank: 'This creator has no bank account on file. Ask them to add one, or pay by UPI.',
  destinationPending: DESTINATION_PENDING,
  destinationInvalid:
    'The bank could not confirm these payout details. Ask the creator to check them and save again.',
  destinationRefused:
    'The bank refused these details. Check the IFSC, account number or UPI ID and save again.',
  nameMismatch: (name: string) =>
    `The name at the bank (${name}) does not match the creator's name. An admin must approve this account before paying.`,
  destinationNotFound: 'This creator has no payout details of that kind to approve.',
  nothingToApprove: 'These payout details are not waiting for an approval.',
  approved: 'The account is approved for payouts.',
  reason: 'Say why this account may be paid (at least 5 characters).',
  kind: 'Choose upi or bank.',
  otherViaProvider:
    'Payouts go through the bank by UPI or bank transfer. For "Other", enter the reference of the payment already sent.',
  retried: 'The payout is being sent again.',
  notRetryable: 'Only a payout that failed, was rejected or reversed can be sent again.',
  manualPayment: 'This payment was recorded by hand; there is no payout to send again.',
  tasksTaken: "Some of this payment's work has been paid another way since. Refresh the page.",
  webhookSignature: 'The webhook signature does not match.',
  webhookTaken: 'Event received.',
  webhookOff: 'Payouts through a provider are not switched on.',
  webhookBody: 'The webhook body is not a payout event.',
} as const;
