import type { CampaignForm, campaignFields } from '@ih/contract/admin-campaigns';
import type { UsageChannel, UsageTerritory } from '@ih/contract/agreement-enums';
import type { BudgetType, CampaignStatus, CampaignVisibility } from '@ih/contract/enums';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { lazy } from '@/lib/lazy-zod-resolver';

export type CampaignBody = z.input<typeof campaignFields>;

export interface DeliverableValues {
  /** The stored deliverable's id when editing: sent back so the row is kept, not replaced. */
  _id?: string;
  deliverable_type_id: string;
  format: string;
  duration: string;
  dimensions: string;
  posting_date: string;
  posting_time: string;
  notes: string;
  remarks: string;
  /** The brand does not require it: creators may leave its upload slots empty (issue 26 D). */
  optional: boolean;
}

/**
 * Usage rights as stored or typed (numbers arrive as numbers, leave the inputs as text); null is the
 * creator's own post only. The terms section fills its defaults when a channel is first chosen.
 */
export interface UsageRightsValues {
  channels: UsageChannel[];
  duration_days: string | number;
  territory: UsageTerritory;
  exclusivity_days: string | number;
  exclusivity_category: string | null;
}

/**
 * What the form edits. The names are the contract's, so the schema's error paths land on the right
 * inputs; numbers are kept as typed text ('' is none) and turned into numbers for the body. Terms are
 * objects because a field array needs them.
 */
export interface CampaignValues {
  brand_id: string;
  status: CampaignStatus;
  visibility: CampaignVisibility;
  event_name: string;
  event_date: string;
  location: string;
  product_title: string;
  platform_ids: string[];
  references: { _id?: string; description: string; link: string }[];
  campaign_title: string;
  campaign_type: string;
  objective: string;
  plan: string;
  description: string;
  key_message: string;
  content_plan: string;
  visual_content: string;
  hashtags: string;
  start_date: string;
  end_date: string;
  /** The datetime-local value, India time ('2030-01-31T18:00'). */
  submission_deadline: string;
  additional_instructions: string;
  terms_conditions: { value: string }[];
  deliverables: DeliverableValues[];
  budget_type: BudgetType;
  excepted_price_range: string;
  fixed_price: string;
  fixed_commission_per_sale: string;
  coupon_code: string;
  /** Barter: the rupee value of the product the creator keeps; blank when none. */
  product_value: string;
  /** Blank on a new campaign: the platform's defaults apply (admin settings). */
  payout_terms_days: string;
  auto_approve_days: string;
  /** Design §16: no channel chosen means the creator's own post only (null in the body). */
  usage_rights: UsageRightsValues | null;
  agreement_required: boolean;
  influencer_required: string;
  location_state_id: string;
  influencer_kind_id: string;
  language_id: string;
  minimum_follower_id: string;
  category_ids: string[];
  brand_logo: string;
  product_image: string[];
  brand_guidline: string;
  refference_file: string;
  instruction: string;
}

export type BudgetField =
  | 'fixed_price'
  | 'excepted_price_range'
  | 'fixed_commission_per_sale'
  | 'coupon_code';

/** Which budget inputs each type shows (and sends): the others are cleared on save. */
export const BUDGET_FIELDS: Record<BudgetType, readonly BudgetField[]> = {
  fixed: ['fixed_price', 'excepted_price_range'],
  'get quote': ['excepted_price_range'],
  'fixed affiliate': ['fixed_commission_per_sale', 'coupon_code'],
};

export const budgetFieldVisible = (type: BudgetType, field: BudgetField) =>
  BUDGET_FIELDS[type].includes(field);

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** A stored deadline (ISO, UTC) as the datetime-local value in India time. */
export function isoToIstLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  return new Date(t + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value, read as India time, with its offset: what the contract takes. */
export function istLocalToIso(local: string): string {
  if (!local) return '';
  const withSeconds = local.length === 16 ? `${local}:00` : local;
  return `${withSeconds}+05:30`;
}

export const emptyDeliverable = (): DeliverableValues => ({
  deliverable_type_id: '',
  format: '',
  duration: '',
  dimensions: '',
  posting_date: '',
  posting_time: '',
  notes: '',
  remarks: '',
  optional: false,
});

export function emptyCampaign(brandId = ''): CampaignValues {
  return {
    brand_id: brandId,
    status: 'active',
    visibility: 'public',
    event_name: '',
    event_date: '',
    location: '',
    product_title: '',
    platform_ids: [],
    references: [],
    campaign_title: '',
    campaign_type: '',
    objective: '',
    plan: '',
    description: '',
    key_message: '',
    content_plan: '',
    visual_content: '',
    hashtags: '',
    start_date: '',
    end_date: '',
    submission_deadline: '',
    additional_instructions: '',
    terms_conditions: [],
    deliverables: [emptyDeliverable()],
    budget_type: 'fixed',
    excepted_price_range: '',
    fixed_price: '',
    fixed_commission_per_sale: '',
    coupon_code: '',
    product_value: '',
    payout_terms_days: '',
    auto_approve_days: '',
    usage_rights: null,
    agreement_required: false,
    influencer_required: '1',
    location_state_id: '',
    influencer_kind_id: '',
    language_id: '',
    minimum_follower_id: '',
    category_ids: [],
    brand_logo: '',
    product_image: [],
    brand_guidline: '',
    refference_file: '',
    instruction: '',
  };
}

const str = (v: string | null | undefined) => v ?? '';
const num = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** The API's stored form values (adminCampaign.form) as the form's values. */
export function formToValues(f: CampaignForm): CampaignValues {
  return {
    brand_id: f.brand_id,
    status: f.status,
    visibility: f.visibility,
    event_name: f.event_name,
    event_date: str(f.event_date),
    location: str(f.location),
    product_title: str(f.product_title),
    platform_ids: f.platform_ids,
    references: f.references.map((r) => ({ _id: r._id, description: r.description, link: r.link })),
    campaign_title: f.campaign_title,
    campaign_type: str(f.campaign_type),
    objective: f.objective,
    plan: f.plan,
    description: f.description,
    key_message: f.key_message,
    content_plan: f.content_plan,
    visual_content: f.visual_content,
    hashtags: f.hashtags,
    start_date: str(f.start_date),
    end_date: str(f.end_date),
    submission_deadline: isoToIstLocal(f.submission_deadline),
    additional_instructions: str(f.additional_instructions),
    terms_conditions: f.terms_conditions.map((value) => ({ value })),
    deliverables: f.deliverables.map((d) => ({
      _id: d._id,
      deliverable_type_id: d.deliverable_type_id,
      format: str(d.format),
      duration: str(d.duration),
      dimensions: str(d.dimensions),
      posting_date: str(d.posting_date),
      posting_time: str(d.posting_time),
      notes: str(d.notes),
      remarks: str(d.remarks),
      optional: d.optional,
    })),
    budget_type: f.budget_type,
    excepted_price_range: str(f.excepted_price_range),
    fixed_price: num(f.fixed_price),
    fixed_commission_per_sale: num(f.fixed_commission_per_sale),
    coupon_code: str(f.coupon_code),
    product_value: num(f.product_value),
    payout_terms_days: num(f.payout_terms_days),
    auto_approve_days: num(f.auto_approve_days),
    usage_rights: f.usage_rights,
    agreement_required: f.agreement_required,
    influencer_required: num(f.influencer_required),
    location_state_id: str(f.location_state_id),
    influencer_kind_id: str(f.influencer_kind_id),
    language_id: str(f.language_id),
    minimum_follower_id: str(f.minimum_follower_id),
    category_ids: f.category_ids,
    brand_logo: str(f.brand_logo),
    product_image: f.product_image,
    brand_guidline: str(f.brand_guidline),
    refference_file: str(f.refference_file),
    instruction: str(f.instruction),
  };
}

/**
 * Server and schema error keys are body paths ('terms_conditions.2'); the form's term inputs sit one
 * level deeper ('terms_conditions.2.value').
 */
export function formPathOf(bodyPath: string): string {
  return /^terms_conditions\.\d+$/.test(bodyPath) ? `${bodyPath}.value` : bodyPath;
}

/**
 * The body builder and the contract's rules (zod with them) load on first validation, not with the
 * page (design §7); the form preloads them when idle (`usePreloadWhenIdle(campaignRules)`).
 */
export const campaignRules = lazy(() => import('./body'));

/** The form's resolver: the rules' own, once they have loaded. */
export const campaignResolver: Resolver<CampaignValues, unknown, CampaignValues> = async (...args) =>
  (await campaignRules()).campaignResolver(...args);
