import { z } from 'zod';
import { adminApplicationListItem } from './admin-applications.ts';
import {
  type BudgetValues,
  budgetErrors,
  CAMPAIGN_RULE_MESSAGES,
  dateOrderErrors,
} from './admin-campaign-rules.ts';
import { usageRights, usageRightsWire } from './agreements.ts';
import { campaignWire } from './campaigns.ts';
import { APPLICATION_STATUSES, BUDGET_TYPES, CAMPAIGN_STATUSES, CAMPAIGN_VISIBILITIES } from './enums.ts';
import { envelope, pageQuery, paginatedEnvelope } from './envelope.ts';
import { defineOperation } from './operation.ts';
import { MAX_AUTO_APPROVE_DAYS, MAX_PAYOUT_TERMS_DAYS } from './payout-terms.ts';
import * as route from './routes/admin-campaigns.ts';
import { isHttpUrl } from './validation.ts';

export { budgetErrors, dateOrderErrors } from './admin-campaign-rules.ts';

/** The staff console's campaign texts (ours; design §5). */
export const ADMIN_CAMPAIGN_MESSAGES = {
  payoutTermsDays: `Payout terms are a whole number of days from 1 to ${MAX_PAYOUT_TERMS_DAYS}.`,
  autoApproveDays: `Auto-approval is a whole number of working days from 1 to ${MAX_AUTO_APPROVE_DAYS}.`,
  listed: 'Campaigns fetched successfully',
  fetched: 'Campaign fetched successfully',
  created: 'Campaign created successfully',
  updated: 'Campaign updated successfully',
  applicantsListed: 'Applicants fetched successfully',
  notFound: 'Campaign Not Found',
  notYourBrand: 'You can only manage campaigns of your brands.',
  brand: 'Choose the brand this campaign is for.',
  brandInvalid: 'Choose a brand from the list.',
  status: `status must be one of: ${CAMPAIGN_STATUSES.join(', ')}.`,
  visibility: `visibility must be one of: ${CAMPAIGN_VISIBILITIES.join(', ')}.`,
  eventName: 'Enter the event name.',
  campaignTitle: 'Enter the campaign title.',
  platforms: 'Choose at least one platform.',
  platformInvalid: 'Choose platforms from the list.',
  referenceDescription: 'Describe the reference.',
  referenceLink: 'Enter a web address starting with http:// or https://.',
  date: 'Use a date such as 2030-01-31.',
  endBeforeStart: CAMPAIGN_RULE_MESSAGES.endBeforeStart,
  deadline: 'Enter the submission deadline as a date and time, such as 2030-01-31T18:00:00+05:30.',
  deliverables: 'Add at least one deliverable.',
  deliverableType: 'Choose a deliverable type from the list.',
  deliverableUnknown: 'This deliverable does not belong to the campaign.',
  deliverableHasWork: 'This deliverable already has submitted work and cannot be removed.',
  postingTime: 'Enter the posting time as HH:MM, such as 18:30.',
  budgetType: `Choose a budget type: ${BUDGET_TYPES.join(', ')}.`,
  fixedPrice: CAMPAIGN_RULE_MESSAGES.fixedPrice,
  commission: CAMPAIGN_RULE_MESSAGES.commission,
  rupees: 'Enter a whole number of rupees.',
  influencerRequired: 'Enter how many influencers are needed (at least 1).',
  stateInvalid: 'Choose a state from the list.',
  kindInvalid: 'Choose an influencer type from the list.',
  languageInvalid: 'Choose a language from the list.',
  followerInvalid: 'Choose a follower range from the list.',
  categoryInvalid: 'Choose categories from the list.',
  id: 'must be a valid id',
  mediaInvalid: (field: string) =>
    `${field} must be a file uploaded with POST /v1/files (purpose campaign-asset), or empty.`,
} as const;

const text = (max: number) => z.string().trim().max(max, `at most ${max} characters`);
const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `at most ${max} characters`);
/** Optional free text; blank is kept as '' (columns that are never null). */
const optText = (max: number) => text(max).optional();
/** Optional free text whose blank means "none" (nullable columns). */
const nullText = (max: number) =>
  text(max)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));
const uuid = z.uuid({ error: ADMIN_CAMPAIGN_MESSAGES.id });
const nullId = z
  .union([uuid, z.literal('')], { error: ADMIN_CAMPAIGN_MESSAGES.id })
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));
const day = z
  .union([z.iso.date({ error: ADMIN_CAMPAIGN_MESSAGES.date }), z.literal('')], {
    error: ADMIN_CAMPAIGN_MESSAGES.date,
  })
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));
const rupees = z
  .number({ error: ADMIN_CAMPAIGN_MESSAGES.rupees })
  .int(ADMIN_CAMPAIGN_MESSAGES.rupees)
  .min(0, ADMIN_CAMPAIGN_MESSAGES.rupees)
  .max(100_000_000, ADMIN_CAMPAIGN_MESSAGES.rupees)
  .nullable()
  .optional();
const days = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message).optional();
/** A media asset: one of our public file URLs, or blank/null for none. */
const fileUrl = z.string().trim().max(500, 'at most 500 characters').nullable().optional();

export const POSTING_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const deliverableInput = z.object({
  /** Present for a deliverable the campaign already has: it is kept and updated in place. */
  _id: uuid.optional(),
  deliverable_type_id: z.uuid({ error: ADMIN_CAMPAIGN_MESSAGES.deliverableType }),
  format: nullText(100),
  duration: nullText(100),
  dimensions: nullText(100),
  posting_date: day,
  posting_time: z
    .union([z.string().regex(POSTING_TIME_PATTERN, ADMIN_CAMPAIGN_MESSAGES.postingTime), z.literal('')], {
      error: ADMIN_CAMPAIGN_MESSAGES.postingTime,
    })
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v)),
  notes: nullText(2000),
  remarks: nullText(2000),
  /** Its upload slots may stay empty (issue 26 D); required when absent. */
  optional: z.boolean({ error: 'optional must be true or false.' }).optional(),
});

/**
 * Every Campaign field of doc 000 §3 and doc 001 §3, in wire-like names (the documents' spellings
 * included); the API maps them to columns in one place. Without cross-field rules, so `.partial()`
 * can build the PATCH body; `campaignInput` adds them.
 */
export const campaignFields = z.object({
  brand_id: z.uuid({ error: ADMIN_CAMPAIGN_MESSAGES.brand }),
  status: z.enum(CAMPAIGN_STATUSES, { error: ADMIN_CAMPAIGN_MESSAGES.status }).optional(),
  /** `invite-only`: never in the catalogue; only invited creators reach it (design §15). */
  visibility: z.enum(CAMPAIGN_VISIBILITIES, { error: ADMIN_CAMPAIGN_MESSAGES.visibility }).optional(),
  // basic_info
  event_name: required(ADMIN_CAMPAIGN_MESSAGES.eventName, 200),
  event_date: day,
  location: nullText(200),
  product_title: nullText(200),
  platform_ids: z
    .array(z.uuid({ error: ADMIN_CAMPAIGN_MESSAGES.platformInvalid }), {
      error: ADMIN_CAMPAIGN_MESSAGES.platforms,
    })
    .min(1, ADMIN_CAMPAIGN_MESSAGES.platforms)
    .max(20),
  references: z
    .array(
      z.object({
        _id: uuid.optional(),
        description: required(ADMIN_CAMPAIGN_MESSAGES.referenceDescription, 500),
        link: z
          .string({ error: ADMIN_CAMPAIGN_MESSAGES.referenceLink })
          .trim()
          .max(1000)
          .refine(isHttpUrl, ADMIN_CAMPAIGN_MESSAGES.referenceLink),
      }),
    )
    .max(20)
    .optional(),
  // campaign_brief
  campaign_title: required(ADMIN_CAMPAIGN_MESSAGES.campaignTitle, 200),
  campaign_type: nullText(100),
  objective: optText(5000),
  plan: optText(5000),
  description: optText(10_000),
  key_message: optText(5000),
  content_plan: optText(5000),
  visual_content: optText(5000),
  /** Space-separated, as the documents carry them; an array is joined. */
  hashtags: z
    .union([z.string().max(2000), z.array(z.string().max(200)).max(100)], {
      error: 'hashtags must be text or a list of text',
    })
    .optional()
    .transform((v) =>
      v === undefined
        ? undefined
        : (Array.isArray(v) ? v.join(' ') : v).split(/\s+/).filter(Boolean).join(' '),
    ),
  start_date: day,
  end_date: day,
  submission_deadline: z
    .union([z.iso.datetime({ offset: true, error: ADMIN_CAMPAIGN_MESSAGES.deadline }), z.literal('')], {
      error: ADMIN_CAMPAIGN_MESSAGES.deadline,
    })
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v)),
  additional_instructions: nullText(5000),
  terms_conditions: z
    .array(text(2000))
    .max(50)
    .optional()
    .transform((v) => v?.filter(Boolean)),
  deliverables: z
    .array(deliverableInput, { error: ADMIN_CAMPAIGN_MESSAGES.deliverables })
    .min(1, ADMIN_CAMPAIGN_MESSAGES.deliverables)
    .max(30),
  // budget
  budget_type: z.enum(BUDGET_TYPES, { error: ADMIN_CAMPAIGN_MESSAGES.budgetType }),
  excepted_price_range: nullText(200),
  fixed_price: rupees,
  fixed_commission_per_sale: rupees,
  /** Barter (design §13): the rupee value of the product the creator keeps; null when none. */
  product_value: rupees,
  coupon_code: nullText(100),
  // the payout promise (design §13); the platform defaults when left out of a new campaign
  payout_terms_days: days(MAX_PAYOUT_TERMS_DAYS, ADMIN_CAMPAIGN_MESSAGES.payoutTermsDays),
  auto_approve_days: days(MAX_AUTO_APPROVE_DAYS, ADMIN_CAMPAIGN_MESSAGES.autoApproveDays),
  // terms (design §16): null = the creator's own post only
  usage_rights: usageRights.nullable().optional(),
  agreement_required: z.boolean({ error: 'agreement_required must be true or false.' }).optional(),
  // influencers
  influencer_required: z
    .number({ error: ADMIN_CAMPAIGN_MESSAGES.influencerRequired })
    .int(ADMIN_CAMPAIGN_MESSAGES.influencerRequired)
    .min(1, ADMIN_CAMPAIGN_MESSAGES.influencerRequired)
    .max(100_000, ADMIN_CAMPAIGN_MESSAGES.influencerRequired),
  location_state_id: nullId,
  influencer_kind_id: nullId,
  language_id: nullId,
  minimum_follower_id: nullId,
  category_ids: z
    .array(z.uuid({ error: ADMIN_CAMPAIGN_MESSAGES.categoryInvalid }))
    .max(30)
    .optional(),
  // mediaAssets
  brand_logo: fileUrl,
  product_image: z.array(z.string().trim().max(500)).max(20).optional(),
  brand_guidline: fileUrl,
  refference_file: fileUrl,
  instruction: fileUrl,
});

const crossFieldRules = (
  v: BudgetValues & { start_date?: string | null; end_date?: string | null },
  ctx: z.RefinementCtx,
) => {
  for (const [path, message] of Object.entries({ ...budgetErrors(v), ...dateOrderErrors(v) }))
    ctx.addIssue({ code: 'custom', path: [path], message });
};

export const campaignInput = campaignFields.superRefine(crossFieldRules);
export type CampaignInput = z.output<typeof campaignInput>;

/** PATCH: any subset. The budget and date rules are checked again on the merged campaign. */
export const campaignPatch = campaignFields.partial().superRefine((v, ctx) => {
  // Only judge the budget here when the type is sent; otherwise the stored type decides (service).
  if (v.budget_type) crossFieldRules(v, ctx);
  else crossFieldRules({ start_date: v.start_date, end_date: v.end_date }, ctx);
});
export type CampaignPatch = z.output<typeof campaignPatch>;

/** Counts of a campaign's applications by status, plus all. */
export const APPLICANT_COUNT_KEYS = ['all', ...APPLICATION_STATUSES] as const;
export const applicantCounts = z.record(z.enum(APPLICANT_COUNT_KEYS), z.number().int());
export type ApplicantCounts = z.infer<typeof applicantCounts>;

/** The stored values in the input's names, unshaped by display defaults: what the edit form loads. */
export const campaignForm = z.object({
  brand_id: z.uuid(),
  status: z.enum(CAMPAIGN_STATUSES),
  visibility: z.enum(CAMPAIGN_VISIBILITIES),
  event_name: z.string(),
  event_date: z.string().nullable(),
  location: z.string().nullable(),
  product_title: z.string().nullable(),
  platform_ids: z.array(z.uuid()),
  references: z.array(z.object({ _id: z.string(), description: z.string(), link: z.string() })),
  campaign_title: z.string(),
  campaign_type: z.string().nullable(),
  objective: z.string(),
  plan: z.string(),
  description: z.string(),
  key_message: z.string(),
  content_plan: z.string(),
  visual_content: z.string(),
  hashtags: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  submission_deadline: z.string().nullable(),
  additional_instructions: z.string().nullable(),
  terms_conditions: z.array(z.string()),
  deliverables: z.array(
    z.object({
      _id: z.uuid(),
      deliverable_type_id: z.uuid(),
      format: z.string().nullable(),
      duration: z.string().nullable(),
      dimensions: z.string().nullable(),
      posting_date: z.string().nullable(),
      posting_time: z.string().nullable(),
      notes: z.string().nullable(),
      remarks: z.string().nullable(),
      optional: z.boolean(),
    }),
  ),
  budget_type: z.enum(BUDGET_TYPES),
  excepted_price_range: z.string().nullable(),
  fixed_price: z.number().int().nullable(),
  fixed_commission_per_sale: z.number().int().nullable(),
  product_value: z.number().int().nullable(),
  coupon_code: z.string().nullable(),
  payout_terms_days: z.number().int(),
  auto_approve_days: z.number().int(),
  usage_rights: usageRightsWire.nullable(),
  agreement_required: z.boolean(),
  influencer_required: z.number().int().nullable(),
  location_state_id: z.uuid().nullable(),
  influencer_kind_id: z.uuid().nullable(),
  language_id: z.uuid().nullable(),
  minimum_follower_id: z.uuid().nullable(),
  category_ids: z.array(z.uuid()),
  brand_logo: z.string().nullable(),
  product_image: z.array(z.string()),
  brand_guidline: z.string().nullable(),
  refference_file: z.string().nullable(),
  instruction: z.string().nullable(),
});
export type CampaignForm = z.infer<typeof campaignForm>;

/** The creator-facing Campaign (one mapper), its applicant counts, and the form's raw values. */
export const adminCampaign = campaignWire
  .omit({ isApplied: true, isSaved: true, savedAt: true, application: true })
  .extend({
    updatedAt: z.string(),
    applicants: applicantCounts,
    form: campaignForm,
  });
export type AdminCampaign = z.infer<typeof adminCampaign>;

export const adminCampaignListItem = z.object({
  _id: z.uuid(),
  campaign_id: z.string(),
  event_name: z.string(),
  campaign_title: z.string(),
  brand: z.object({ _id: z.uuid(), brand_name: z.string() }),
  status: z.enum(CAMPAIGN_STATUSES),
  visibility: z.enum(CAMPAIGN_VISIBILITIES),
  budget_type: z.enum(BUDGET_TYPES),
  submission_deadline: z.string().nullable(),
  applicants: applicantCounts,
  createdAt: z.string(),
});
export type AdminCampaignListItem = z.infer<typeof adminCampaignListItem>;

/** Blank and 'all' mean "no filter", as select boxes send them. */
const blank = (v: unknown) => (typeof v === 'string' && (v.trim() === '' || v === 'all') ? undefined : v);

export const adminCampaignListQuery = z.object({
  ...pageQuery(20),
  status: z.preprocess(
    blank,
    z.enum(CAMPAIGN_STATUSES, { error: ADMIN_CAMPAIGN_MESSAGES.status }).optional(),
  ),
  brandId: z.preprocess(blank, z.uuid({ error: 'brandId must be a brand id' }).optional()),
  /** Matches the campaign code, event name or title. */
  search: z.preprocess(blank, z.string().trim().max(100, 'search is at most 100 characters').optional()),
  budgetType: z.preprocess(
    blank,
    z.enum(BUDGET_TYPES, { error: ADMIN_CAMPAIGN_MESSAGES.budgetType }).optional(),
  ),
});

const idParams = z.object({ id: z.string().trim().min(1).max(100) });

export const adminListCampaigns = defineOperation({
  ...route.adminListCampaigns,
  summary: 'Campaigns the staff member may act on (admins: all), newest first, with applicant counts',
  tags: ['admin'],
  query: adminCampaignListQuery,
  response: paginatedEnvelope(adminCampaignListItem),
});

export const adminCreateCampaign = defineOperation({
  ...route.adminCreateCampaign,
  summary: 'Create a campaign with its deliverables (brand staff: for their brands only)',
  tags: ['admin'],
  body: campaignInput,
  response: envelope(adminCampaign),
  status: 201,
});

export const adminGetCampaign = defineOperation({
  ...route.adminGetCampaign,
  summary: 'One campaign by id or CMP code: the Campaign, applicant counts and the form values',
  tags: ['admin'],
  params: idParams,
  response: envelope(adminCampaign),
});

export const adminUpdateCampaign = defineOperation({
  ...route.adminUpdateCampaign,
  summary:
    'Change a campaign; deliverables, when sent, replace the list (kept by _id; ones with submitted work cannot be removed)',
  tags: ['admin'],
  params: idParams,
  body: campaignPatch,
  response: envelope(adminCampaign),
});

export const adminListCampaignApplicants = defineOperation({
  ...route.adminListCampaignApplicants,
  summary: "A campaign's applications with each creator's contact and followers, newest first",
  tags: ['admin'],
  params: idParams,
  query: z.object({
    ...pageQuery(20),
    status: z.preprocess(
      blank,
      z
        .enum(APPLICATION_STATUSES, { error: `status must be one of: ${APPLICATION_STATUSES.join(', ')}.` })
        .optional(),
    ),
  }),
  response: paginatedEnvelope(adminApplicationListItem),
});
