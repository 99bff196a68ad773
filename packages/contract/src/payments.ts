import { z } from 'zod';
import {
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_LIST_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_RECORD_STATUSES,
} from './enums.ts';
import { envelope } from './envelope.ts';
import { defineOperation } from './operation.ts';
import { PAYMENT_MESSAGES } from './payments-messages.ts';
import { PAYOUT_STATUSES } from './payout-enums.ts';
import { PAYOUT_STATES } from './payout-terms.ts';
import * as route from './routes/payments.ts';

export { receiptFileName } from './receipt.ts';
export { PAYMENT_MESSAGES };

/** How many months the earnings chart covers, the current one included. */
export const PAYMENT_CHART_MONTHS = 12;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const day = z.preprocess(blankToUndefined, z.iso.date({ error: PAYMENT_MESSAGES.date }).optional());

/** From and To as calendar days in India (Asia/Kolkata), both inclusive. */
export const paymentDateRange = {
  startDate: day.describe('From, YYYY-MM-DD, inclusive (Asia/Kolkata day)'),
  endDate: day.describe('To, YYYY-MM-DD, inclusive (Asia/Kolkata day); not before startDate'),
};

/** The From/To rule as a refinement any query object with the two fields can use. */
export const datesInOrder = (q: { startDate?: string | undefined; endDate?: string | undefined }) =>
  !q.startDate || !q.endDate || q.endDate >= q.startDate;
export const dateOrderIssue = { message: PAYMENT_MESSAGES.dateOrder, path: ['endDate'] };

export const paymentListQuery = z.object(paymentDateRange).refine(datesInOrder, dateOrderIssue);

export const paymentDetailsQuery = z
  .object({
    status: z.preprocess(
      blankToUndefined,
      z.enum(PAYMENT_LIST_STATUSES, { error: PAYMENT_MESSAGES.status }).default('overall'),
    ),
    ...paymentDateRange,
  })
  .refine(datesInOrder, dateOrderIssue);

const amount = z.number().int();
const campaignRef = z.object({ event_name: z.string(), campaign_id: z.string() });

/** One task (application) paid in a payment. */
export const paymentTask = z.object({
  /** Readable code: 'APP-' and the first 8 hex characters of the application id. */
  applicationId: z.string(),
  /** The campaign's id. */
  taskId: z.uuid(),
  /** The application's id. */
  _id: z.uuid(),
  campaign: campaignRef,
  /** Whole rupees paid for this task. */
  final_amount: amount,
  /** The day it was promised for, and whether it was paid by then (design §13). */
  payoutDueDate: z.string().nullable(),
  payoutState: z.enum(PAYOUT_STATES).nullable(),
});

/** The Payment record of doc 001 §3: one transfer covering one or more tasks. */
export const paymentRecord = z.object({
  _id: z.uuid(),
  /** What the creator received: gross + GST − TDS, rupees (paise only where GST brings them). */
  totalAmount: z.number(),
  /** The tax lines of design §13: gross (sum of the tasks), TDS (whole rupees) and GST. */
  grossAmount: amount,
  tdsAmount: amount,
  /** The section as the Act in force on the payment date names it ('194J', '393(1)'); null if none applies. */
  tdsSection: z.string().nullable(),
  /** Percent, e.g. 10 for 10%; null when nothing was deducted. */
  tdsRate: z.number().nullable(),
  gstAmount: z.number(),
  /** Equal to totalAmount. */
  netAmount: z.number(),
  /** The Rule 46 tax invoice's serial (GST-registered creators), else null. */
  invoiceNumber: z.string().nullable(),
  /** Signed, expiring URL of the receipt PDF (about an hour). */
  paymentReceipt: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** When the money was sent. */
  paymentDate: z.string(),
  createdAt: z.string(),
  status: z.enum(PAYMENT_RECORD_STATUSES),
  /** The transfer reference (UTR), when staff gave one. */
  reference: z.string().nullable(),
  /** 'RCPT-YYYY-NNNNNN'. */
  receiptNumber: z.string(),
  tasks: z.array(paymentTask),
  /** Design §18: `manual` (sent outside the product), or where the provider's payout stands. */
  payoutStatus: z.enum(PAYOUT_STATUSES),
  /** The bank's transfer reference once the payout is processed, else null. */
  utr: z.string().nullable(),
});
export type PaymentRecord = z.infer<typeof paymentRecord>;

/** A final-posted task waiting for its payment (design §10: amount = final_amount). */
export const pendingTaskRow = z.object({
  _id: z.uuid(),
  applicationId: z.string(),
  taskId: z.uuid(),
  campaign: campaignRef,
  final_amount: amount,
  status: z.literal('pending'),
  /** The method it will be paid by unless staff choose another (doc 001 §9). */
  paymentMethod: z.literal(DEFAULT_PAYMENT_METHOD),
  /** When the posts were confirmed live; the row's date. */
  date: z.string(),
  /** The day the payout is promised for (design §13), and where it stands today. */
  payoutDueDate: z.string().nullable(),
  payoutState: z.enum(PAYOUT_STATES).nullable(),
});
export type PendingTaskRow = z.infer<typeof pendingTaskRow>;

export const paymentListItem = z
  .discriminatedUnion('kind', [
    paymentRecord.extend({ kind: z.literal('payment') }),
    pendingTaskRow.extend({ kind: z.literal('task') }),
  ])
  .describe(
    "kind 'payment': a recorded payment (paid or failed) with its tasks, dated by paymentDate. " +
      "kind 'task': a final-posted task whose payment is pending, dated by date (its final posted time).",
  );
export type PaymentListItem = z.infer<typeof paymentListItem>;

const total = z.object({
  count: z.number().int().describe('Number of tasks (applications), not of payment batches'),
  totalAmount: amount.describe('Whole rupees'),
});

export const paymentSummary = z.object({
  paid: total.describe("The caller's tasks with paymentStatus paid"),
  pending: total.describe("The caller's tasks that are final posted with paymentStatus pending"),
  monthly: z
    .array(
      z.object({
        month: z.string().describe('YYYY-MM, Asia/Kolkata'),
        paid: amount.describe('Rupees paid out in the month'),
        pending: amount.describe('Rupees of tasks final posted in the month and still unpaid'),
        late: amount.describe("Of the month's paid rupees, those paid after their due date (design §13)"),
      }),
    )
    .describe(`The last ${PAYMENT_CHART_MONTHS} months, oldest first, the current one included`),
});
export type PaymentSummary = z.infer<typeof paymentSummary>;

export const getPaymentSummary = defineOperation({
  ...route.getPaymentSummary,
  summary: "The caller's paid and pending totals and a 12-month earnings series",
  tags: ['payments'],
  response: envelope(paymentSummary),
});

export const listPaidPayments = defineOperation({
  ...route.listPaidPayments,
  summary: "The caller's payment records, newest first (paid on a day between From and To)",
  tags: ['payments'],
  query: paymentListQuery,
  response: envelope(z.array(paymentRecord)),
});

export const listPaymentDetails = defineOperation({
  ...route.listPaymentDetails,
  summary: 'One payment list by status: paid or failed records, pending tasks, or all of them (overall)',
  tags: ['payments'],
  query: paymentDetailsQuery,
  response: envelope(z.array(paymentListItem)),
});

export const downloadReceipt = defineOperation({
  ...route.downloadReceipt,
  summary: "One of the caller's receipts as a PDF attachment (invoice-XXXXXX.pdf)",
  tags: ['payments'],
  params: z.object({ id: z.uuid({ error: PAYMENT_MESSAGES.id }) }),
});
