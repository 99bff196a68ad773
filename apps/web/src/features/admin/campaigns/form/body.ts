import { budgetErrors, dateOrderErrors } from '@ih/contract/admin-campaign-rules';
import type { FieldErrors, Resolver, ResolverOptions } from 'react-hook-form';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import {
  type BudgetField,
  budgetFieldVisible,
  type CampaignBody,
  type CampaignValues,
  istLocalToIso,
} from './values';

/*
 * The campaign form's request body and rules, loaded on first validation (values.ts, campaignRules).
 */

/** Typed text as a number: '' is none (null); anything else goes to the schema to judge (NaN fails). */
const toNumber = (v: string): number | null => (v.trim() === '' ? null : Number(v.trim()));

/** Design §16: no channel is the creator's own post only (null). */
function usageRightsBody(u: CampaignValues['usage_rights']): CampaignBody['usage_rights'] {
  if (!u?.channels?.length) return null;
  return {
    channels: u.channels,
    duration_days: toNumber(String(u.duration_days ?? '')) ?? Number.NaN,
    territory: u.territory ?? 'India',
    exclusivity_days: toNumber(String(u.exclusivity_days ?? '')) ?? 0,
    exclusivity_category: u.exclusivity_category?.trim() || null,
  };
}

/**
 * The request body. Every field is sent, so the same body creates or replaces the whole campaign;
 * blank optional values travel as '' or null, which the contract reads as "none". Budget fields the
 * chosen type does not show are cleared, so a switch from Fixed to Quote does not keep a stale price.
 */
export function valuesToBody(v: CampaignValues): CampaignBody {
  const shown = (field: BudgetField) => budgetFieldVisible(v.budget_type, field);
  return {
    brand_id: v.brand_id,
    status: v.status,
    visibility: v.visibility,
    event_name: v.event_name,
    event_date: v.event_date || null,
    location: v.location,
    product_title: v.product_title,
    platform_ids: v.platform_ids,
    references: v.references.map((r) => ({
      ...(r._id ? { _id: r._id } : {}),
      description: r.description,
      link: r.link,
    })),
    campaign_title: v.campaign_title,
    campaign_type: v.campaign_type,
    objective: v.objective,
    plan: v.plan,
    description: v.description,
    key_message: v.key_message,
    content_plan: v.content_plan,
    visual_content: v.visual_content,
    hashtags: v.hashtags,
    start_date: v.start_date || null,
    end_date: v.end_date || null,
    submission_deadline: v.submission_deadline ? istLocalToIso(v.submission_deadline) : null,
    additional_instructions: v.additional_instructions,
    terms_conditions: v.terms_conditions.map((t) => t.value),
    deliverables: v.deliverables.map(({ _id, ...d }) => ({ ...(_id ? { _id } : {}), ...d })),
    budget_type: v.budget_type,
    excepted_price_range: shown('excepted_price_range') ? v.excepted_price_range : null,
    fixed_price: shown('fixed_price') ? toNumber(v.fixed_price) : null,
    fixed_commission_per_sale: shown('fixed_commission_per_sale')
      ? toNumber(v.fixed_commission_per_sale)
      : null,
    coupon_code: shown('coupon_code') ? v.coupon_code : null,
    product_value: v.product_value.trim() ? toNumber(v.product_value) : null,
    // Blank keeps what is there (the platform default on a new campaign); anything else is checked.
    ...(v.payout_terms_days.trim() ? { payout_terms_days: Number(v.payout_terms_days) } : {}),
    ...(v.auto_approve_days.trim() ? { auto_approve_days: Number(v.auto_approve_days) } : {}),
    // Design §16: no channel is the creator's own post only.
    usage_rights: usageRightsBody(v.usage_rights),
    agreement_required: v.agreement_required,
    // An empty count reaches the schema as NaN, so its own message ('Enter how many…') is shown.
    influencer_required: v.influencer_required.trim() === '' ? Number.NaN : Number(v.influencer_required),
    location_state_id: v.location_state_id || null,
    influencer_kind_id: v.influencer_kind_id || null,
    language_id: v.language_id || null,
    minimum_follower_id: v.minimum_follower_id || null,
    category_ids: v.category_ids,
    brand_logo: v.brand_logo || null,
    product_image: v.product_image,
    brand_guidline: v.brand_guidline || null,
    refference_file: v.refference_file || null,
    instruction: v.instruction || null,
  };
}

/**
 * The contract's create schema, with zod, loads on first validation rather than with the page
 * (design §7); the form preloads it when idle (`usePreloadWhenIdle(campaignValidation)`).
 */
export const campaignValidation = lazyZodResolver(() =>
  import('@ih/contract/admin-campaigns').then((m) => m.campaignInput),
);

/**
 * The contract's create schema judges the whole form, budget and date rules included (one rule set
 * for server and browser). Valid values pass through unchanged; the submit handler builds the body.
 */
export const campaignResolver: Resolver<CampaignValues, unknown, CampaignValues> = async (
  values,
  ctx,
  options,
) => {
  const body = valuesToBody(values);
  const result = await campaignValidation(body, ctx, options as unknown as ResolverOptions<CampaignBody>);
  if (!Object.keys(result.errors).length) return { values, errors: {} };
  // zod runs the cross-field rules only once every field passes; the contract exports them so the
  // form can show them together with the rest. Term inputs are capped at the schema's length, so no
  // message is lost at their deeper path.
  const errors = { ...result.errors } as FieldErrors<CampaignValues> & Record<string, unknown>;
  for (const [path, message] of Object.entries({ ...budgetErrors(body), ...dateOrderErrors(body) }))
    errors[path] ??= { type: 'custom', message };
  return { values: {}, errors };
};
