import { z } from 'zod';
import { usageRightsWire } from './agreements.ts';
import { paymentRecordFields } from './brands.ts';
import { CAMPAIGN_MESSAGES } from './campaigns-messages.ts';
import { APPLICATION_STATUSES, BUDGET_TYPES, CAMPAIGN_STATUSES } from './enums.ts';
import { envelope, MAX_PAGE_LIMIT, paginatedEnvelope } from './envelope.ts';
import { defineOperation } from './operation.ts';
import { platformItem } from './reference.ts';
import * as route from './routes/campaigns.ts';

export { CAMPAIGN_MESSAGES };

const idName = z.object({ _id: z.uuid(), name: z.string() });

/**
 * The caller's part of a campaign: the same campaign answers each creator with their own flags.
 * Kept apart so the API's cached campaign JSON (ADR 022) splits exactly around these keys.
 */
export const campaignViewerFields = {
  isApplied: z.boolean(),
  isSaved: z.boolean(),
  /**
   * The caller's application to it, or null (an addition to the documents): the campaign page
   * offers its next step, e.g. the upload of an accepted application's work.
   */
  application: z.object({ _id: z.uuid(), status: z.enum(APPLICATION_STATUSES) }).nullable(),
  /** Only on the saved list (savedOnly=true): when the caller saved it. */
  savedAt: z.string().optional(),
};

/**
 * The Campaign of doc 000 §3 and doc 001 §3, spellings included (`excepted_price_range`,
 * `brand_guidline`, `refference_file`). The creator's lists and detail answer it, and work items
 * embed the very same object. Ids beside names (location, kind, follower bucket) are additions the
 * staff form needs; clients written against the documents ignore them.
 */
export const campaignWire = z.object({
  _id: z.uuid(),
  /** Human-readable code, e.g. CMP-000123. */
  campaign_id: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  ...campaignViewerFields,
  submissionDeadline: z.string().nullable(),
  additionalInstructions: z.string().nullable(),
  createdAt: z.string(),
  /** The payout promise (design §13): paid within this many days of the post going live. */
  payout_terms_days: z.number().int(),
  /** Working days a silent brand team has before the work is approved automatically. */
  auto_approve_days: z.number().int(),
  /**
   * Design §16: how the brand may use the content beyond the creator's own post. Absent when the
   * campaign has none (the creator's own post only), so answers without it stay as they were.
   */
  usage_rights: usageRightsWire.optional(),
  /** Design §16: present (true) when both sides sign an agreement before the work is uploaded; absent means false. */
  agreement_required: z.literal(true).optional(),
  basic_info: z.object({
    brand_id: z.object({ _id: z.uuid(), brand_name: z.string(), ...paymentRecordFields }),
    event_name: z.string(),
    /** A calendar day, YYYY-MM-DD. */
    event_date: z.string().nullable(),
    location: z.string(),
    product_id: z.object({ title: z.string() }).nullable(),
    platform: z.array(platformItem),
    reference: z.array(z.object({ _id: z.string(), description: z.string(), link: z.string() })),
  }),
  campaign_brief: z.object({
    campaign_title: z.string(),
    campaign_type: z.string(),
    objective: z.string(),
    plan: z.string(),
    description: z.string(),
    key_message: z.string(),
    content_plan: z.string(),
    visual_content: z.string(),
    /** Space-separated, e.g. '#Diwali #GiftBox'. */
    hashtags: z.string(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
  }),
  deliverables: z.array(
    z.object({
      _id: z.uuid(),
      deliverableType: z.object({ _id: z.uuid(), content_type: z.string() }),
      format: z.string().nullable(),
      duration: z.string().nullable(),
      dimensions: z.string().nullable(),
      posting_date: z.string().nullable(),
      posting_time: z.string().nullable(),
      notes: z.string().nullable(),
      remarks: z.string().nullable(),
      /**
       * An addition to the documents (issue 26): true when the brand marked the deliverable optional,
       * so its upload slots may stay empty. Absent when it is required, so answers stay as they were.
       */
      optional: z.literal(true).optional(),
    }),
  ),
  terms_conditions: z.array(z.string()),
  budget: z.object({
    budget_type: z.enum(BUDGET_TYPES),
    excepted_price_range: z.string().nullable(),
    fixed_commission_per_sale: z.number().int().nullable(),
    coupon_code: z.string().nullable(),
    fixed_price: z.number().int().nullable(),
    /** Barter: whole rupees of the product the creator keeps (a taxable benefit, design §13), or null. */
    product_value: z.number().int().nullable(),
  }),
  influencers: z.object({
    influencer_required: z.number().int().nullable(),
    location: z.object({ _id: z.uuid(), state_name: z.string() }).nullable(),
    influencer_kind: idName.nullable(),
    language: idName.nullable(),
    minimum_follower: idName.nullable(),
    category: z.array(idName),
  }),
  mediaAssets: z.object({
    brand_logo: z.string().nullable(),
    product_image: z.array(z.string()),
    brand_guidline: z.string().nullable(),
    refference_file: z.string().nullable(),
    instruction: z.string().nullable(),
  }),
});
export type CampaignWire = z.infer<typeof campaignWire>;

/** Blank and 'all' mean "no filter", as the web's select boxes send them. */
const filterText = z
  .string()
  .trim()
  .max(100, 'filter values are at most 100 characters')
  .optional()
  .transform((v) => (!v || v.toLowerCase() === 'all' ? undefined : v));

const isoDay = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'use an ISO date such as 2030-01-31',
});

export const CAMPAIGN_LIST_STATUSES = ['active', 'closed', 'all'] as const;
/**
 * The list's tabs. 'applied': every campaign the caller applied to (past its deadline too);
 * 'not-applied': campaigns still taking applications the caller has not applied to; 'all': both,
 * so All = Applied + Not Applied.
 */
export const APPLIED_FILTERS = ['applied', 'not-applied', 'all'] as const;

export const campaignListQuery = z.object({
  status: z
    .enum(CAMPAIGN_LIST_STATUSES, { error: `status must be one of ${CAMPAIGN_LIST_STATUSES.join(', ')}` })
    .default('active'),
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .default(1),
  /** Defaults to 10, or 30 for the saved list (doc 000 §7). */
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(MAX_PAGE_LIMIT, `limit must be at most ${MAX_PAGE_LIMIT}`)
    .optional(),
  /** Category id or name. */
  category: filterText,
  /** Language id or name. */
  language: filterText,
  /** Platform id or name. */
  platform: filterText,
  /** State id or name. */
  location: filterText,
  search: filterText,
  budgetType: z
    .string()
    .optional()
    .transform((v) => (!v || v === 'all' ? undefined : v))
    .pipe(z.enum(BUDGET_TYPES, { error: `budgetType must be one of ${BUDGET_TYPES.join(', ')}` }).optional()),
  applied: z
    .enum(APPLIED_FILTERS, { error: `applied must be one of ${APPLIED_FILTERS.join(', ')}` })
    .default('all'),
  minimumFollower: z
    .string()
    .optional()
    .transform((v) => (!v || v === 'all' ? undefined : v))
    .pipe(z.uuid('minimumFollower must be a follower bucket id').optional()),
  deadlineFrom: isoDay.optional(),
  deadlineTo: isoDay.optional(),
  savedOnly: z.enum(['true', 'false'], { error: 'savedOnly must be true or false' }).optional(),
});

export const listCampaigns = defineOperation({
  ...route.listCampaigns,
  summary: 'Campaigns for creators (also the saved list with savedOnly=true), newest first',
  tags: ['campaigns'],
  query: campaignListQuery,
  response: paginatedEnvelope(campaignWire),
});

export const getCampaign = defineOperation({
  ...route.getCampaign,
  summary: 'One campaign by id or CMP code, with isApplied and isSaved for the caller',
  tags: ['campaigns'],
  params: z.object({ id: z.string().trim().min(1).max(100) }),
  response: envelope(campaignWire),
});
