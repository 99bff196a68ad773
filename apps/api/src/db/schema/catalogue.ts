import type { UsageRightsWire } from '@ih/contract/agreements';
import { BRAND_STATUSES, BUDGET_TYPES, CAMPAIGN_STATUSES, CAMPAIGN_VISIBILITIES } from '@ih/contract/enums';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { influencers } from './accounts.ts';
import { createdAt, id, requiredRef, sortOrder, timestamptz, updatedAt } from './columns.ts';
import {
  countries,
  deliverableTypes,
  followerBuckets,
  influencerKinds,
  languages,
  states,
} from './reference.ts';

export const brands = pgTable(
  'brands',
  {
    id: id(),
    name: text('name').notNull(),
    companyName: text('company_name').notNull(),
    logoUrl: text('logo_url'),
    websiteLink: text('website_link'),
    about: text('about').notNull().default(''),
    /** Sanitised HTML (sanitize-html on write). */
    descriptionHtml: text('description_html').notNull().default(''),
    countryId: requiredRef('country_id', () => countries.id),
    /** Niche ids (reference table `niches`); filtered with a GIN index. */
    nicheIds: uuid('niche_ids').array().notNull().default(sql`'{}'::uuid[]`),
    status: text('status', { enum: BRAND_STATUSES }).notNull().default('active'),
    /** The GSTIN a brand joined with (issue 28), checked like a creator's; not unique: one company may run several brands. */
    gstin: text('gstin'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('brands_status_name_idx').on(t.status, t.name),
    index('brands_gstin_idx').on(t.gstin),
    index('brands_lower_name_idx').on(sql`lower(${t.name})`),
    index('brands_country_idx').on(t.countryId),
    index('brands_niches_gin_idx').using('gin', t.nicheIds),
    // A campaign search also matches the brand's name (page-repository.ts).
    index('brands_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const campaignCodeSeq = pgSequence('campaign_code_seq', { startWith: 1 });

export interface CampaignReference {
  id: string;
  description: string;
  link: string;
}

/** A campaign ("task" on the wire) with every field of both documents' section 3. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    /** Human-readable code such as CMP-000123. */
    code: text('code')
      .notNull()
      .unique()
      .default(sql`'CMP-' || lpad(nextval('campaign_code_seq')::text, 6, '0')`),
    brandId: requiredRef('brand_id', () => brands.id),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('active'),
    /** `invite-only` campaigns are never in the catalogue; invited creators open them (design §15). */
    visibility: text('visibility', { enum: CAMPAIGN_VISIBILITIES }).notNull().default('public'),
    // basic_info
    eventName: text('event_name').notNull(),
    eventDate: date('event_date'),
    location: text('location'),
    productTitle: text('product_title'),
    platformIds: uuid('platform_ids').array().notNull().default(sql`'{}'::uuid[]`),
    references: jsonb('references').$type<CampaignReference[]>().notNull().default([]),
    // campaign_brief
    campaignTitle: text('campaign_title').notNull(),
    campaignType: text('campaign_type'),
    objective: text('objective').notNull().default(''),
    plan: text('plan').notNull().default(''),
    description: text('description').notNull().default(''),
    keyMessage: text('key_message').notNull().default(''),
    contentPlan: text('content_plan').notNull().default(''),
    visualContent: text('visual_content').notNull().default(''),
    /** Space-separated, as the documents carry them. */
    hashtags: text('hashtags').notNull().default(''),
    startDate: date('start_date'),
    endDate: date('end_date'),
    submissionDeadline: timestamptz('submission_deadline'),
    additionalInstructions: text('additional_instructions'),
    termsConditions: text('terms_conditions').array().notNull().default(sql`'{}'::text[]`),
    // budget
    budgetType: text('budget_type', { enum: BUDGET_TYPES }).notNull(),
    /** Free text such as '₹5,000 - ₹10,000' (`excepted_price_range` on the wire). */
    expectedPriceRange: text('expected_price_range'),
    /** Whole rupees offered for a fixed campaign; prefills the final amount on acceptance. */
    fixedPrice: integer('fixed_price'),
    /** The payout promise (design §13): paid within this many days of the post going live. */
    payoutTermsDays: integer('payout_terms_days').notNull().default(7),
    /** Working days a silent brand has before work is approved (or posts confirmed) automatically. */
    autoApproveDays: integer('auto_approve_days').notNull().default(3),
    /** Design §16: how the brand may use the content beyond the creator's own post; null = own post only. */
    usageRights: jsonb('usage_rights').$type<UsageRightsWire>(),
    /** Design §16: both sides sign an agreement before the work is uploaded. */
    agreementRequired: boolean('agreement_required').notNull().default(false),
    fixedCommissionPerSale: integer('fixed_commission_per_sale'),
    /** Barter: whole rupees of the product the creator keeps (design §13), tracked against the benefit threshold. */
    productValue: integer('product_value'),
    couponCode: text('coupon_code'),
    // influencers
    influencersRequired: integer('influencers_required'),
    locationStateId: uuid('location_state_id').references(() => states.id),
    influencerKindId: uuid('influencer_kind_id').references(() => influencerKinds.id),
    languageId: uuid('language_id').references(() => languages.id),
    minimumFollowerId: uuid('minimum_follower_id').references(() => followerBuckets.id),
    categoryIds: uuid('category_ids').array().notNull().default(sql`'{}'::uuid[]`),
    // mediaAssets
    brandLogoUrl: text('brand_logo_url'),
    productImageUrls: text('product_image_urls').array().notNull().default(sql`'{}'::text[]`),
    brandGuidelineUrl: text('brand_guideline_url'),
    referenceFileUrl: text('reference_file_url'),
    instruction: text('instruction'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('campaigns_status_created_idx').on(t.status, t.createdAt.desc(), t.id),
    index('campaigns_brand_status_idx').on(t.brandId, t.status),
    index('campaigns_status_budget_idx').on(t.status, t.budgetType, t.createdAt.desc()),
    index('campaigns_language_idx').on(t.languageId),
    index('campaigns_state_idx').on(t.locationStateId),
    index('campaigns_min_follower_idx').on(t.minimumFollowerId),
    index('campaigns_deadline_idx').on(t.submissionDeadline),
    index('campaigns_categories_gin_idx').using('gin', t.categoryIds),
    index('campaigns_platforms_gin_idx').using('gin', t.platformIds),
    index('campaigns_search_trgm_idx').using(
      'gin',
      sql`(${t.eventName} || ' ' || ${t.campaignTitle} || ' ' || ${t.code}) gin_trgm_ops`,
    ),
  ],
);

export const campaignDeliverables = pgTable(
  'campaign_deliverables',
  {
    id: id(),
    campaignId: requiredRef('campaign_id', () => campaigns.id, { onDelete: 'cascade' }),
    deliverableTypeId: requiredRef('deliverable_type_id', () => deliverableTypes.id),
    format: text('format'),
    duration: text('duration'),
    /** Sizes written with *, e.g. 1080*1920. */
    dimensions: text('dimensions'),
    postingDate: date('posting_date'),
    postingTime: text('posting_time'),
    notes: text('notes'),
    remarks: text('remarks'),
    /** The brand does not require it: its upload slots may stay empty (issue 26 D). */
    optional: boolean('optional').notNull().default(false),
    sortOrder: sortOrder(),
  },
  (t) => [index('campaign_deliverables_campaign_idx').on(t.campaignId, t.sortOrder)],
);

export const savedCampaigns = pgTable(
  'saved_campaigns',
  {
    influencerId: requiredRef('influencer_id', () => influencers.id, { onDelete: 'cascade' }),
    campaignId: requiredRef('campaign_id', () => campaigns.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.influencerId, t.campaignId] }),
    index('saved_campaigns_recent_idx').on(t.influencerId, t.createdAt.desc()),
  ],
);

/**
 * The catalogue's version (ADR 025): one row, raised in the same transaction by triggers on every
 * table a creator's catalogue answer is built from (migration 0013). A process caches pages,
 * totals and fragments under the version its fill read, and each request's own statement reads the
 * current one, so nothing changed since is ever answered from a cache, by any process.
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Each creator's own catalogue version: raised by triggers when their applications (status, campaign)
 * or saved campaigns change, so their flags (isApplied, isSaved, application) can be cached per
 * process and checked by the request's statement.
 */
export const creatorFlagVersions = pgTable('creator_flag_versions', {
  influencerId: uuid('influencer_id')
    .primaryKey()
    .references(() => influencers.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Each creator's work version: raised by triggers (migration 0014) when anything their work list shows
 * changes (their applications, history, submissions and files, messages), so a process can keep their
 * work list answer and check it by this version in the request's one statement (ADR 025).
 */
export const creatorWorkVersions = pgTable('creator_work_versions', {
  influencerId: uuid('influencer_id')
    .primaryKey()
    .references(() => influencers.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
