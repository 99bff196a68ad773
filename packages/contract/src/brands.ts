import { z } from 'zod';
import { BRAND_MESSAGES } from './brands-messages.ts';
import { CAMPAIGN_STATUSES } from './enums.ts';
import { envelope, pageQuery, paginatedEnvelope } from './envelope.ts';
import { defineOperation } from './operation.ts';
import * as route from './routes/brands.ts';

export { BRAND_MESSAGES };

/**
 * A brand's payment record (design §13): on-time share of the payouts due in the last 90 days and
 * the median days from post to payment, null until it has 5 due payouts; below that the counts say
 * what happened (issue 26), and "New on Influence Hub" is only for a brand with no due payout.
 */
export const paymentRecordFields = {
  onTimePayoutRate: z.number().min(0).max(1).nullable(),
  medianDaysToPay: z.number().nullable(),
  duePayoutsCounted: z.number().int(),
  paidOnTimeCount: z
    .number()
    .int()
    .describe('Of the payouts due in the last 90 days, how many were paid by their due date (issue 26)'),
  paidCount: z.number().int().describe('Of the payouts due in the last 90 days, how many are paid'),
  overduePayouts: z
    .number()
    .int()
    .describe('Payouts past their due date and still unpaid, whatever their age (issue 26)'),
  longestOverdueDays: z
    .number()
    .int()
    .nullable()
    .describe('Days the oldest unpaid overdue payout is past its due date; null when none is'),
};

/** Brand of doc 000 §3, spellings included (`county_name`). */
export const brandItem = z.object({
  _id: z.uuid(),
  brand_name: z.string(),
  brand_company_name: z.string(),
  brand_logo: z.string().nullable(),
  website_link: z.string().nullable(),
  about_brand: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  county_name: z.string(),
  country_logo: z.string(),
  ...paymentRecordFields,
});
export type BrandItem = z.infer<typeof brandItem>;

/** An active campaign in the brand detail (doc 000 §3), one deliverable entry per platform × type. */
export const brandActiveTask = z.object({
  _id: z.uuid(),
  campaign_id: z.string(),
  event_name: z.string(),
  product_name: z.string().nullable(),
  deliverables: z.array(z.object({ plaform_logo: z.string(), deliverableTypeName: z.string() })),
  event_date: z.string().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
});

const filterText = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => (!v || v.toLowerCase() === 'all' ? undefined : v));

export const listBrands = defineOperation({
  ...route.listBrands,
  summary: 'Active brands, optionally by niche (id or name) and country (id, value or name)',
  tags: ['brands'],
  query: z.object({ niche: filterText, country: filterText, ...pageQuery(12) }),
  response: paginatedEnvelope(brandItem),
});

export const getBrand = defineOperation({
  ...route.getBrand,
  summary: 'One active brand by id or name (case-insensitive), with its active campaigns',
  tags: ['brands'],
  params: z.object({ id: z.string().trim().min(1).max(200) }),
  response: envelope(z.object({ brand: brandItem, activeTasks: z.array(brandActiveTask) })),
});
