/*
 * Money that moves (design §18): the states of a payout made through a provider, zod-free and out of
 * enums.ts (the web bundle budget), like invitation-enums.ts.
 */

/** A payment's payout on the wire: `manual` when staff moved the money outside and typed its reference. */
export const PAYOUT_STATUSES = [
  'manual',
  'queued',
  'processing',
  'processed',
  'reversed',
  'failed',
  'rejected',
] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** One attempt's state at the provider (no `manual`: an attempt is always the provider's). */
export type PayoutAttemptStatus = Exclude<PayoutStatus, 'manual'>;

/** The states after which a payout never changes again, except `processed`, which a bank may reverse. */
export const FAILED_PAYOUT_STATUSES = ['reversed', 'failed', 'rejected'] as const;

export const isFailedPayout = (s: string): boolean =>
  (FAILED_PAYOUT_STATUSES as readonly string[]).includes(s);

/** Whether the money is still on its way (shown as "Processing"). */
export const isPayoutInFlight = (s: string): boolean => s === 'queued' || s === 'processing';

/**
 * States only move forward: a late `processing` after `processed` changes nothing (design §18). The one
 * move out of `processed` is a reversal, which banks make days later.
 */
const NEXT: Record<PayoutAttemptStatus, readonly PayoutAttemptStatus[]> = {
  queued: ['processing', 'processed', 'failed', 'rejected', 'reversed'],
  processing: ['processed', 'failed', 'rejected', 'reversed'],
  processed: ['reversed'],
  reversed: [],
  failed: [],
  rejected: [],
};

export const payoutMayMove = (from: PayoutAttemptStatus, to: PayoutAttemptStatus): boolean =>
  NEXT[from].includes(to);

/** Where a creator's verified destination stands (fund-account validation, design §18). */
export const DESTINATION_STATUSES = ['pending', 'verified', 'invalid', 'error'] as const;
export type DestinationStatus = (typeof DESTINATION_STATUSES)[number];

export const DESTINATION_KINDS = ['upi', 'bank'] as const;
export type DestinationKind = (typeof DESTINATION_KINDS)[number];

/** The line a payout state shows people (creator and staff pages, receipt). */
export function payoutStatusLabel(status: PayoutStatus, utr: string | null): string {
  switch (status) {
    case 'queued':
    case 'processing':
      return 'Processing';
    case 'processed':
      return utr ? `Paid · UTR ${utr}` : 'Paid';
    case 'reversed':
      return 'Reversed by the bank';
    case 'failed':
      return 'Failed';
    case 'rejected':
      return 'Rejected';
    default:
      return 'Paid';
  }
}
