import { PAYMENT_METHODS, PAYMENT_RECORD_STATUSES } from '@ih/contract/enums';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { influencers, staffUsers } from './accounts.ts';
import { createdAt, id } from './columns.ts';
import { files } from './files.ts';
import { applications } from './pipeline.ts';

/** A payout batch: one transfer to a creator covering one or more final-posted applications. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    influencerId: uuid('influencer_id')
      .notNull()
      .references(() => influencers.id),
    totalAmount: integer('total_amount').notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('UPI'),
    /** UTR or other transfer reference. */
    reference: text('reference'),
    status: text('status', { enum: PAYMENT_RECORD_STATUSES }).notNull().default('paid'),
    receiptNumber: text('receipt_number').notNull().unique(),
    receiptFileId: uuid('receipt_file_id').references(() => files.id),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    createdByStaffId: uuid('created_by_staff_id').references(() => staffUsers.id),
    createdAt: createdAt(),
  },
  (t) => [
    // In the lists' order (paid_at DESC, id DESC; NULLS FIRST is what a plain DESC means), so a page
    // reads the index instead of sorting every payment (test/query-plans.test.ts).
    index('payments_influencer_paid_idx').on(
      t.influencerId,
      t.paidAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('payments_paid_idx').on(t.paidAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** The unique index on application_id is what makes paying a task twice impossible, even in a race. */
export const paymentItems = pgTable(
  'payment_items',
  {
    id: id(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    amount: integer('amount').notNull(),
  },
  (t) => [
    uniqueIndex('payment_items_application_key').on(t.applicationId),
    index('payment_items_payment_idx').on(t.paymentId),
  ],
);
