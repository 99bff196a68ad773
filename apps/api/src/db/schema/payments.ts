import { PAYMENT_METHODS, PAYMENT_RECORD_STATUSES } from '@ih/contract/enums';
import { PAYOUT_STATUSES } from '@ih/contract/payout-enums';
import { TAX_KINDS } from '@ih/contract/tax';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { influencers, staffUsers } from './accounts.ts';
import { createdAt, id, requiredRef, timestamptz } from './columns.ts';
import { files } from './files.ts';
import { applications } from './pipeline.ts';

/** Where a payment went and to whom, frozen on the payment (account and PAN masked). */
export interface PayeeDetails {
  name: string;
  email: string;
  mobile: string;
  upiId: string | null;
  bank: { name: string; maskedAccount: string; ifsc: string } | null;
  panMasked: string | null;
  address: string;
}

/** A payout batch: one transfer to a creator covering one or more final-posted applications. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    influencerId: requiredRef('influencer_id', () => influencers.id),
    /** Gross: whole rupees, the sum of the tasks' final amounts (before TDS and GST). */
    totalAmount: integer('total_amount').notNull(),
    /** The financial year of paid_at ('2026-27', Asia/Kolkata), the key of TDS thresholds and statements. */
    financialYear: text('financial_year').notNull(),
    /** Whole rupees deducted, and the rule it was deducted under (copied: rules of later years differ). */
    tdsAmount: integer('tds_amount').notNull().default(0),
    /** TDS owed by this payment beyond what it could carry (a tiny payment crossing the threshold); the next payment takes it. */
    tdsShortfall: integer('tds_shortfall').notNull().default(0),
    tdsSection: text('tds_section'),
    tdsRate: numeric('tds_rate', { precision: 5, scale: 2, mode: 'number' }),
    tdsThresholdCrossed: boolean('tds_threshold_crossed').notNull().default(false),
    /** GST in paise (18% of gross; whole rupees × 18 is always whole paise). */
    cgstPaise: integer('cgst_paise').notNull().default(0),
    sgstPaise: integer('sgst_paise').notNull().default(0),
    igstPaise: integer('igst_paise').notNull().default(0),
    /** What the creator received, in paise: gross + GST − TDS. */
    netPaise: bigint('net_paise', { mode: 'number' }).notNull(),
    /** The Rule 46 tax invoice serial ('IH/2627/000042'), for GST-registered creators only. */
    invoiceNumber: text('invoice_number').unique(),
    /** The breakdown as shown before confirming, with the supplier's details as they were (invoices never change). */
    taxDetails: jsonb('tax_details').$type<Record<string, unknown>>(),
    /**
     * The payee as they were when paid (issue 26): the receipt prints these, never a profile changed
     * later. Null only for a payment recorded before they were kept (migration 0020 fills those).
     */
    payeeDetails: jsonb('payee_details').$type<PayeeDetails>(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('UPI'),
    /** UTR or other transfer reference. */
    reference: text('reference'),
    status: text('status', { enum: PAYMENT_RECORD_STATUSES }).notNull().default('paid'),
    /** Design §18: `manual` (staff sent it outside), else the latest provider attempt's state. */
    payoutStatus: text('payout_status', { enum: PAYOUT_STATUSES }).notNull().default('manual'),
    /** The bank's transfer reference once the provider has processed the payout. */
    utr: text('utr'),
    receiptNumber: text('receipt_number').notNull().unique(),
    receiptFileId: uuid('receipt_file_id').references(() => files.id),
    paidAt: timestamptz('paid_at').notNull().defaultNow(),
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
    index('payments_influencer_year_idx').on(t.influencerId, t.financialYear),
    index('payments_paid_idx').on(t.paidAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** The unique index on application_id is what makes paying a task twice impossible, even in a race. */
export const paymentItems = pgTable(
  'payment_items',
  {
    id: id(),
    paymentId: requiredRef('payment_id', () => payments.id, { onDelete: 'cascade' }),
    applicationId: requiredRef('application_id', () => applications.id),
    amount: integer('amount').notNull(),
  },
  (t) => [
    uniqueIndex('payment_items_application_key').on(t.applicationId),
    index('payment_items_payment_idx').on(t.paymentId),
  ],
);

/** TDS rules as data (design §13): one per financial year and kind, labelled by the Act in force. */
export const taxRules = pgTable(
  'tax_rules',
  {
    id: id(),
    financialYear: text('financial_year').notNull(),
    kind: text('kind', { enum: TAX_KINDS }).notNull(),
    act: text('act').notNull(),
    section: text('section').notNull(),
    label: text('label').notNull(),
    ratePercent: numeric('rate_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    noPanRatePercent: numeric('no_pan_rate_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    thresholdYearly: integer('threshold_yearly').notNull(),
    createdByStaffId: uuid('created_by_staff_id').references(() => staffUsers.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tax_rules_year_kind_key').on(t.financialYear, t.kind)],
);
