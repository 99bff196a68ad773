import {
  ADMIN_CAMPAIGN_MESSAGES,
  budgetErrors,
  type CampaignForm,
  type CampaignPatch,
  dateOrderErrors,
} from '@ih/contract/admin-campaigns';
import { postingTimeValue } from '@ih/contract/posting-time';
import type { campaignDeliverables, campaigns } from '../../db/schema/catalogue.ts';
import { badRequest } from '../../lib/app-error.ts';

/**
 * The ONE place where the staff campaign input's wire-like names meet the table's columns, both ways:
 * input → columns (create and patch) and row → form values (the edit form's defaults).
 */

type CampaignRow = typeof campaigns.$inferSelect;
type DeliverableRow = typeof campaignDeliverables.$inferSelect;
export type CampaignColumns = Partial<typeof campaigns.$inferInsert>;

/**
 * The budget as it will be stored, judged on the merged campaign (a PATCH may send only a price or
 * only a type). Each type keeps only its own amount, so a campaign switched to 'get quote' does not
 * keep advertising an old price.
 */
function budgetColumns(input: CampaignPatch, current: CampaignRow | undefined): CampaignColumns {
  const touched =
    input.budget_type !== undefined ||
    input.fixed_price !== undefined ||
    input.fixed_commission_per_sale !== undefined;
  if (!touched) return {};
  const merged = {
    budget_type: input.budget_type ?? current?.budgetType,
    fixed_price: input.fixed_price !== undefined ? input.fixed_price : current?.fixedPrice,
    fixed_commission_per_sale:
      input.fixed_commission_per_sale !== undefined
        ? input.fixed_commission_per_sale
        : current?.fixedCommissionPerSale,
  };
  const errors = budgetErrors(merged);
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0]!, errors);
  return {
    budgetType: merged.budget_type,
    fixedPrice: merged.budget_type === 'fixed' ? (merged.fixed_price ?? null) : null,
    fixedCommissionPerSale:
      merged.budget_type === 'fixed affiliate' ? (merged.fixed_commission_per_sale ?? null) : null,
  };
}

/** A PATCH may move only one end of the campaign window; the order is judged on the result. */
function checkDates(input: CampaignPatch, current: CampaignRow | undefined) {
  const errors = dateOrderErrors({
    start_date: input.start_date !== undefined ? input.start_date : current?.startDate,
    end_date: input.end_date !== undefined ? input.end_date : current?.endDate,
  });
  if (Object.keys(errors).length) throw badRequest(ADMIN_CAMPAIGN_MESSAGES.endBeforeStart, errors);
}

/**
 * Columns for the given input; undefined fields are left out (PATCH leaves them as they are).
 * Media URLs must already be in their canonical form (checked by `checkCampaignMedia`).
 */
export function toColumns(input: CampaignPatch, current?: CampaignRow): CampaignColumns {
  checkDates(input, current);
  const out: CampaignColumns = {
    brandId: input.brand_id,
    status: input.status,
    visibility: input.visibility,
    eventName: input.event_name,
    eventDate: input.event_date,
    location: input.location,
    productTitle: input.product_title,
    platformIds: input.platform_ids ? [...new Set(input.platform_ids)] : undefined,
    // References keep their ids across edits, so a client can tell them apart.
    references: input.references?.map((r) => ({
      id: r._id ?? crypto.randomUUID(),
      description: r.description,
      link: r.link,
    })),
    campaignTitle: input.campaign_title,
    campaignType: input.campaign_type,
    objective: input.objective,
    plan: input.plan,
    description: input.description,
    keyMessage: input.key_message,
    contentPlan: input.content_plan,
    visualContent: input.visual_content,
    hashtags: input.hashtags,
    startDate: input.start_date,
    endDate: input.end_date,
    submissionDeadline:
      input.submission_deadline === undefined
        ? undefined
        : input.submission_deadline
          ? new Date(input.submission_deadline)
          : null,
    additionalInstructions: input.additional_instructions,
    termsConditions: input.terms_conditions,
    ...budgetColumns(input, current),
    expectedPriceRange: input.excepted_price_range,
    couponCode: input.coupon_code,
    productValue: input.product_value,
    payoutTermsDays: input.payout_terms_days,
    autoApproveDays: input.auto_approve_days,
    usageRights: input.usage_rights,
    agreementRequired: input.agreement_required,
    influencersRequired: input.influencer_required,
    locationStateId: input.location_state_id,
    influencerKindId: input.influencer_kind_id,
    languageId: input.language_id,
    minimumFollowerId: input.minimum_follower_id,
    categoryIds: input.category_ids ? [...new Set(input.category_ids)] : undefined,
    brandLogoUrl: input.brand_logo,
    productImageUrls: input.product_image,
    brandGuidelineUrl: input.brand_guidline,
    referenceFileUrl: input.refference_file,
    instruction: input.instruction,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

type DeliverableInput = NonNullable<CampaignPatch['deliverables']>[number];

/** A deliverable's columns; the position in the list is its order. */
export const deliverableColumns = (campaignId: string, d: DeliverableInput, sortOrder: number) => ({
  id: d._id ?? crypto.randomUUID(),
  campaignId,
  deliverableTypeId: d.deliverable_type_id,
  format: d.format ?? null,
  duration: d.duration ?? null,
  dimensions: d.dimensions ?? null,
  postingDate: d.posting_date ?? null,
  postingTime: d.posting_time ? postingTimeValue(d.posting_time) : null,
  notes: d.notes ?? null,
  remarks: d.remarks ?? null,
  optional: d.optional ?? false,
  sortOrder,
});

/** THE form-values mapper: the stored values without the display defaults the wire applies. */
export function toForm(row: CampaignRow, deliverables: DeliverableRow[]): CampaignForm {
  return {
    brand_id: row.brandId,
    status: row.status,
    visibility: row.visibility,
    event_name: row.eventName,
    event_date: row.eventDate,
    location: row.location,
    product_title: row.productTitle,
    platform_ids: row.platformIds,
    references: row.references.map((r) => ({ _id: r.id, description: r.description, link: r.link })),
    campaign_title: row.campaignTitle,
    campaign_type: row.campaignType,
    objective: row.objective,
    plan: row.plan,
    description: row.description,
    key_message: row.keyMessage,
    content_plan: row.contentPlan,
    visual_content: row.visualContent,
    hashtags: row.hashtags,
    start_date: row.startDate,
    end_date: row.endDate,
    submission_deadline: row.submissionDeadline?.toISOString() ?? null,
    additional_instructions: row.additionalInstructions,
    terms_conditions: row.termsConditions,
    deliverables: deliverables.map((d) => ({
      _id: d.id,
      deliverable_type_id: d.deliverableTypeId,
      format: d.format,
      duration: d.duration,
      dimensions: d.dimensions,
      posting_date: d.postingDate,
      // The time field takes 'HH:MM'; older rows may hold '11:00 AM' (one stored form).
      posting_time: d.postingTime === null ? null : postingTimeValue(d.postingTime),
      notes: d.notes,
      remarks: d.remarks,
      optional: d.optional,
    })),
    budget_type: row.budgetType,
    excepted_price_range: row.expectedPriceRange,
    fixed_price: row.fixedPrice,
    fixed_commission_per_sale: row.fixedCommissionPerSale,
    product_value: row.productValue,
    coupon_code: row.couponCode,
    payout_terms_days: row.payoutTermsDays,
    auto_approve_days: row.autoApproveDays,
    usage_rights: row.usageRights ?? null,
    agreement_required: row.agreementRequired,
    influencer_required: row.influencersRequired,
    location_state_id: row.locationStateId,
    influencer_kind_id: row.influencerKindId,
    language_id: row.languageId,
    minimum_follower_id: row.minimumFollowerId,
    category_ids: row.categoryIds,
    brand_logo: row.brandLogoUrl,
    product_image: row.productImageUrls,
    brand_guidline: row.brandGuidelineUrl,
    refference_file: row.referenceFileUrl,
    instruction: row.instruction,
  };
}
