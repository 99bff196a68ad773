import {
  DESTINATION_KINDS,
  DESTINATION_STATUSES,
  PAYOUT_STATUSES,
  type PayoutAttemptStatus,
} from '@ih/contract/payout-enums';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { influencers, staffUsers } from './accounts.ts';
import { createdAt, id, requiredRef, timestamptz, updatedAt } from './columns.ts';
import { payments } from './payments.ts';

/**
 * One try at moving a payment's money through the provider (design §18). The first attempt's
 * idempotency key is the payment's id, so a retry, a double click or a second process asks the
 * provider for the same payout and never pays twice; a new attempt (after a failure) gets `<id>-<n>`.
 */
export const payoutAttempts = pgTable(
  'payout_attempts',
  {
    id: id(),
    paymentId: requiredRef('payment_id', () => payments.id, { onDelete: 'cascade' }),
    attemptNo: integer('attempt_no').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    provider: text('provider').notNull(),
    /** The provider's payout ('pout_…'), once it has answered. */
    providerPayoutId: text('provider_payout_id'),
    /** The verified destination it goes to, as the provider knows it ('fa_…'). */
    fundAccountId: text('fund_account_id'),
    status: text('status', { enum: PAYOUT_STATUSES }).$type<PayoutAttemptStatus>().notNull(),
    utr: text('utr'),
    failureReason: text('failure_reason'),
    amountPaise: integer('amount_paise').notNull(),
    mode: text('mode').notNull(),
    createdByStaffId: uuid('created_by_staff_id').references(() => staffUsers.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When it reached a final state (processed, reversed, failed, rejected). */
    settledAt: timestamptz('settled_at'),
  },
  (t) => [
    uniqueIndex('payout_attempts_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('payout_attempts_payment_no_key').on(t.paymentId, t.attemptNo),
    uniqueIndex('payout_attempts_provider_payout_key').on(t.providerPayoutId),
    index('payout_attempts_status_idx').on(t.status, t.createdAt),
  ],
);

/** Each provider webhook event taken, by its id: a replay finds its row and changes nothing. */
export const payoutWebhookEvents = pgTable('payout_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  providerPayoutId: text('provider_payout_id'),
  receivedAt: createdAt(),
});

/**
 * A creator's bank account or UPI id as the provider checked it (fund-account validation). The
 * destination itself stays on the profile (the account number sealed); `fingerprint` (an HMAC of it)
 * says which destination was checked, so a changed one is checked again.
 */
export const payoutDestinations = pgTable(
  'payout_destinations',
  {
    id: id(),
    influencerId: requiredRef('influencer_id', () => influencers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DESTINATION_KINDS }).notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: text('status', { enum: DESTINATION_STATUSES }).notNull().default('pending'),
    contactId: text('contact_id'),
    fundAccountId: text('fund_account_id'),
    validationId: text('validation_id'),
    nameAtBank: text('name_at_bank'),
    /** The name at the bank does not match the profile's (or the account holder's) name. */
    flagged: boolean('flagged').notNull().default(false),
    exceptionApprovedBy: uuid('exception_approved_by').references(() => staffUsers.id),
    exceptionReason: text('exception_reason'),
    exceptionApprovedAt: timestamptz('exception_approved_at'),
    problem: text('problem'),
    verifiedAt: timestamptz('verified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('payout_destinations_influencer_kind_key').on(t.influencerId, t.kind)],
);
