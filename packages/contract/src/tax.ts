import { z } from 'zod';
import { recordPaymentBody } from './admin-payments.ts';
import { envelope } from './envelope.ts';
import { isFinancialYear } from './financial-year.ts';
import { defineOperation } from './operation.ts';
import * as route from './routes/tax.ts';
import { TAX_MESSAGES } from './tax-messages.ts';

export * from './financial-year.ts';
export { TAX_MESSAGES };

/*
 * India tax on payouts (design §13). Rules are data (one row per financial year and kind); what is
 * fixed here is what the law fixes for every year: the GST rate and SAC of advertising services,
 * the no-PAN rate, and how a financial year is named.
 */

/** SAC of "advertising services provided by an individual" (influencer services). */
export const SAC_CODE = '998361';
export const GST_RATE_PERCENT = 18;
/** The rate where the payee has given no PAN (s. 206AA of the 1961 Act; s. 397(2) of the 2025 Act). */
export const NO_PAN_RATE_PERCENT = 20;
/** fees: money paid for the work; benefit: products kept (barter), tracked against its threshold. */
export const TAX_KINDS = ['fees', 'benefit'] as const;
export type TaxKind = (typeof TAX_KINDS)[number];

const financialYear = z
  .string({ error: TAX_MESSAGES.financialYear })
  .trim()
  .refine(isFinancialYear, TAX_MESSAGES.financialYear);

export const taxRule = z.object({
  _id: z.uuid(),
  financialYear: z.string(),
  kind: z.enum(TAX_KINDS),
  /** The Act in force on the payment date, e.g. 'Income-tax Act, 2025'. */
  act: z.string(),
  /** As printed on statements: '194J', '393(1)'. */
  section: z.string(),
  label: z.string(),
  ratePercent: z.number(),
  noPanRatePercent: z.number(),
  /** Whole rupees in the financial year; nothing is deducted while the year's total stays at or under it. */
  thresholdYearly: z.number().int(),
});
export type TaxRule = z.infer<typeof taxRule>;

const percent = z
  .number({ error: TAX_MESSAGES.ruleRate })
  .min(0, TAX_MESSAGES.ruleRate)
  .max(100, TAX_MESSAGES.ruleRate)
  .refine((v) => Number.isInteger(v * 100), TAX_MESSAGES.ruleRate);

export const adminListTaxRules = defineOperation({
  ...route.adminListTaxRules,
  summary: 'The TDS rules by financial year (newest first): section, rate, no-PAN rate, yearly threshold',
  tags: ['admin'],
  response: envelope(z.array(taxRule)),
});

export const adminCreateTaxRule = defineOperation({
  ...route.adminCreateTaxRule,
  summary: "Add a financial year's rule (admins); one per year and kind, never changed once payments use it",
  tags: ['admin'],
  forbidden: TAX_MESSAGES.ruleForbidden,
  body: z.object({
    financialYear,
    kind: z.enum(TAX_KINDS, { error: TAX_MESSAGES.ruleKind }),
    act: z
      .string({ error: TAX_MESSAGES.ruleAct })
      .trim()
      .min(3, TAX_MESSAGES.ruleAct)
      .max(80, TAX_MESSAGES.ruleAct),
    section: z
      .string({ error: TAX_MESSAGES.ruleSection })
      .trim()
      .min(1, TAX_MESSAGES.ruleSection)
      .max(40, TAX_MESSAGES.ruleSection),
    label: z
      .string({ error: TAX_MESSAGES.ruleLabel })
      .trim()
      .min(1, TAX_MESSAGES.ruleLabel)
      .max(160, TAX_MESSAGES.ruleLabel),
    ratePercent: percent,
    noPanRatePercent: percent.default(NO_PAN_RATE_PERCENT),
    thresholdYearly: z
      .number({ error: TAX_MESSAGES.ruleThreshold })
      .int(TAX_MESSAGES.ruleThreshold)
      .min(0, TAX_MESSAGES.ruleThreshold)
      .max(100_000_000, TAX_MESSAGES.ruleThreshold),
  }),
  response: envelope(taxRule),
  status: 201,
});

/** What a payment deducts and adds (design §13), shown before staff confirm and kept with the payment. */
export const paymentBreakdown = z.object({
  financialYear: z.string(),
  /** Whole rupees: the sum of the tasks' final amounts. */
  grossAmount: z.number().int(),
  tds: z.object({
    /** Whole rupees deducted from this payment (rounded to the nearest rupee, halves up). */
    amount: z.number().int(),
    section: z.string(),
    label: z.string(),
    act: z.string(),
    ratePercent: z.number(),
    /** false: nothing was deducted because the year's total stays at or under the threshold. */
    deducted: z.boolean(),
    /** This payment took the year's total over the threshold (the year's earlier payments are caught up). */
    thresholdCrossed: z.boolean(),
    threshold: z.number().int(),
    /** The creator's gross paid earlier in the financial year, and how much of it is taxed now. */
    yearGrossBefore: z.number().int(),
    caughtUp: z.number().int(),
    panOnFile: z.boolean(),
  }),
  gst: z
    .object({
      /** Rupees with paise: 18% of the gross, split CGST + SGST within a state, else IGST. */
      amount: z.number(),
      cgst: z.number(),
      sgst: z.number(),
      igst: z.number(),
      gstin: z.string(),
      placeOfSupply: z.string(),
      sac: z.string(),
    })
    .nullable()
    .describe('null when the creator is not registered for GST'),
  /** Gross + GST − TDS, rupees with paise: what the creator receives. */
  netAmount: z.number(),
});
export type PaymentBreakdown = z.infer<typeof paymentBreakdown>;

export const adminPreviewPayment = defineOperation({
  ...route.adminPreviewPayment,
  summary:
    'The TDS, GST and net amount a payment would have, computed as recording it would; nothing is saved',
  tags: ['admin'],
  body: recordPaymentBody,
  response: envelope(paymentBreakdown),
});

export const STATEMENT_FORMATS = ['json', 'csv', 'pdf'] as const;

export const statementRow = z.object({
  paymentId: z.uuid(),
  paymentDate: z.string(),
  receiptNumber: z.string(),
  invoiceNumber: z.string().nullable(),
  grossAmount: z.number().int(),
  tdsSection: z.string().nullable(),
  tdsRate: z.number().nullable(),
  tdsAmount: z.number().int(),
  gstAmount: z.number(),
  netAmount: z.number(),
});

export const paymentStatement = z.object({
  financialYear: z.string(),
  from: z.string(),
  to: z.string(),
  payments: z.array(statementRow),
  totals: z.object({ gross: z.number().int(), tds: z.number().int(), gst: z.number(), net: z.number() }),
  /** TDS by section, as Form 26AS / the annual information statement lists it. */
  bySection: z.array(
    z.object({ section: z.string(), label: z.string(), gross: z.number().int(), tds: z.number().int() }),
  ),
  /** Products kept from barter campaigns in the year, against the benefit rule's threshold. */
  productsKept: z.object({
    total: z.number().int(),
    threshold: z.number().int().nullable(),
    section: z.string().nullable(),
    items: z.array(
      z.object({
        date: z.string(),
        event_name: z.string(),
        campaign_id: z.string(),
        value: z.number().int(),
      }),
    ),
  }),
});
export type PaymentStatement = z.infer<typeof paymentStatement>;

export const statementQuery = z.object({
  fy: financialYear.optional().describe('Financial year, e.g. 2026-27; the current one when left out'),
  format: z.enum(STATEMENT_FORMATS, { error: TAX_MESSAGES.format }).default('json'),
});

export const getPaymentStatement = defineOperation({
  ...route.getPaymentStatement,
  summary:
    "The caller's yearly statement: each payment's gross, TDS and net, totals by section (format=csv|pdf for files)",
  tags: ['payments'],
  query: statementQuery,
  response: envelope(paymentStatement),
});
