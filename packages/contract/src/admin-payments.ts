import { z } from 'zod';
import { ADMIN_PAYMENT_MESSAGES, paymentDestinationProblem } from './admin-payments-messages.ts';
import { DEFAULT_PAYMENT_METHOD, PAYMENT_METHODS } from './enums.ts';
import { envelope, pageQuery, paginatedEnvelope } from './envelope.ts';
import { defineOperation } from './operation.ts';
import { dateOrderIssue, datesInOrder, paymentRecord } from './payments.ts';
import { DESTINATION_KINDS, PAYOUT_STATUSES } from './payout-enums.ts';
import { PAYOUT_STATES } from './payout-terms.ts';
import * as route from './routes/admin-payments.ts';
import { applicationCode } from './work.ts';

export { ADMIN_PAYMENT_MESSAGES, paymentDestinationProblem };

/** The sentences naming one application by its code ('APP-1A2B3C4D'). */
export const adminPaymentProblem = {
  duplicate: (code: string) => `${code} is listed more than once. Pay each application once.`,
  notFound: (code: string) => `We could not find ${code} among this creator's applications.`,
  notFinalPosted: (code: string) => `${code} is not final posted yet.`,
  alreadyPaid: (code: string) => `${code} has already been paid.`,
  noAmount: (code: string) => `${code} has no final amount to pay.`,
};

export const PAYMENT_MAX_APPLICATIONS = 100;
export const PAYMENT_REFERENCE_MAX = 64;

const blank = (v: unknown) => (typeof v === 'string' && (v.trim() === '' || v === 'all') ? undefined : v);
const uuidFilter = z.preprocess(blank, z.uuid({ error: ADMIN_PAYMENT_MESSAGES.uuid }).optional());
const day = z.preprocess(blank, z.iso.date({ error: ADMIN_PAYMENT_MESSAGES.date }).optional());

/** The creator as the payout screens show them: where the money goes, the account number masked. */
export const payee = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  mobile_number: z.string(),
  upi_id: z.string().nullable(),
  bank: z
    .object({
      account_holder_name: z.string(),
      bank_name: z.string(),
      /** Masked: 'XXXXXX' and the last four digits. */
      account_number: z.string(),
      ifsc_code: z.string(),
    })
    .nullable()
    .describe('null when the creator has not given a bank account'),
});
export type Payee = z.infer<typeof payee>;

/** A creator's bank account or UPI id as the provider checked it (design §18). */
export const payoutDestinationWire = z.object({
  kind: z.enum(DESTINATION_KINDS),
  status: z.enum(['pending', 'verified', 'invalid', 'error']),
  nameAtBank: z.string().nullable(),
  flagged: z.boolean(),
  exceptionReason: z.string().nullable(),
  exceptionApprovedAt: z.string().nullable(),
  problem: z.string().nullable(),
});
export type PayoutDestinationWire = z.infer<typeof payoutDestinationWire>;

export const owedTask = z.object({
  /** The application's id. */
  _id: z.uuid(),
  applicationCode: z.string(),
  campaign: z.object({ _id: z.uuid(), event_name: z.string(), campaign_id: z.string() }),
  final_amount: z.number().int(),
  finalPostedAt: z.string(),
  /** The promised day (design §13), where it stands today, and how many days late (0 if not). */
  payoutDueDate: z.string().nullable(),
  payoutState: z.enum(PAYOUT_STATES).nullable(),
  daysLate: z.number().int(),
});

export const owedEntry = z.object({
  influencer: payee,
  amountOwed: z.number().int(),
  /** The earliest due date among the tasks, and the most days any of them is late. */
  nextDueDate: z.string().nullable(),
  daysLate: z.number().int(),
  /** Earliest due first: the order they should be paid in. */
  tasks: z.array(owedTask),
  /** With a payout provider on: the creator's UPI id and bank account as the bank checked them (design §18). */
  payoutDestinations: z.array(payoutDestinationWire),
});
export type OwedEntry = z.infer<typeof owedEntry>;

export const adminListOwed = defineOperation({
  ...route.adminListOwed,
  summary:
    'Creators with final-posted, unpaid work (brand staff: their brands only): overdue first, most days late first, then by due date',
  tags: ['admin'],
  query: z.object({ influencerId: uuidFilter }),
  response: envelope(z.array(owedEntry)),
});

/** One try at moving a payment's money through the provider; the first one's key is the payment's id. */
export const payoutAttempt = z.object({
  attemptNo: z.number().int(),
  idempotencyKey: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  utr: z.string().nullable(),
  failureReason: z.string().nullable(),
  amount: z.number(),
  mode: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type PayoutAttempt = z.infer<typeof payoutAttempt>;

export const adminPaymentRecord = paymentRecord.extend({
  influencer: payee.pick({ _id: true, name: true, email: true, mobile_number: true }),
  /** Each attempt at the provider, first first (empty for a payment recorded by hand). */
  payoutAttempts: z.array(payoutAttempt),
});
export type AdminPaymentRecord = z.infer<typeof adminPaymentRecord>;

export const adminPaymentListQuery = z
  .object({
    ...pageQuery(20),
    influencerId: uuidFilter,
    paymentMethod: z.preprocess(
      blank,
      z.enum(PAYMENT_METHODS, { error: ADMIN_PAYMENT_MESSAGES.paymentMethod }).optional(),
    ),
    from: day.describe('Paid on or after this day (YYYY-MM-DD, Asia/Kolkata)'),
    to: day.describe('Paid on or before this day (YYYY-MM-DD, Asia/Kolkata)'),
    format: z
      .preprocess(blank, z.enum(['json', 'csv'], { error: ADMIN_PAYMENT_MESSAGES.format }).default('json'))
      .describe('csv answers text/csv (every matching row, no paging) as an attachment'),
  })
  .refine((q) => datesInOrder({ startDate: q.from, endDate: q.to }), { ...dateOrderIssue, path: ['to'] });

export const adminListPayments = defineOperation({
  ...route.adminListPayments,
  summary: 'Payment history, newest first; format=csv exports it',
  tags: ['admin'],
  query: adminPaymentListQuery,
  response: paginatedEnvelope(adminPaymentRecord),
});

export const recordPaymentBody = z
  .object({
    influencerId: z.uuid({ error: ADMIN_PAYMENT_MESSAGES.influencerId }),
    applicationIds: z
      .array(z.uuid({ error: ADMIN_PAYMENT_MESSAGES.applicationId }), {
        error: ADMIN_PAYMENT_MESSAGES.applicationIds,
      })
      .min(1, ADMIN_PAYMENT_MESSAGES.applicationIds)
      .max(PAYMENT_MAX_APPLICATIONS, ADMIN_PAYMENT_MESSAGES.applicationIds),
    paymentMethod: z
      .enum(PAYMENT_METHODS, { error: ADMIN_PAYMENT_MESSAGES.paymentMethod })
      .default(DEFAULT_PAYMENT_METHOD),
    reference: z.preprocess(
      blank,
      z.string().trim().max(PAYMENT_REFERENCE_MAX, ADMIN_PAYMENT_MESSAGES.reference).optional(),
    ),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    for (const [i, id] of body.applicationIds.entries()) {
      const key = id.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          message: adminPaymentProblem.duplicate(applicationCode(key)),
          path: ['applicationIds', i],
        });
        return;
      }
      seen.add(key);
    }
  });

export const adminRecordPayment = defineOperation({
  ...route.adminRecordPayment,
  summary: "Marks a creator's final-posted applications paid in one payment and makes its receipt",
  tags: ['admin'],
  body: recordPaymentBody,
  response: envelope(adminPaymentRecord),
  status: 201,
});

export const adminDownloadReceipt = defineOperation({
  ...route.adminDownloadReceipt,
  summary: 'A payment receipt as a PDF attachment',
  tags: ['admin'],
  params: z.object({ id: z.uuid({ error: ADMIN_PAYMENT_MESSAGES.notFound }) }),
});
