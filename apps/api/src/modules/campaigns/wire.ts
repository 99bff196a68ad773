import type { CampaignWire } from '@ih/contract/campaigns';
import { DEFAULT_CAMPAIGN_TYPE, DEFAULT_LOCATION } from '@ih/contract/constants';
import type { Db } from '../../db/client.ts';
import { groupBy } from '../../lib/group.ts';
import { NO_RECORD, paymentRecordsOf } from '../brands/payment-record.ts';
import { loadWireRows, unique } from './wire-repository.ts';

type Named = { _id: string; name: string };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * THE Campaign wire mapper (doc 000 §3, doc 001 §3): every campaign a client sees, in lists, detail
 * and embedded in work items, comes from here. Loads everything for all ids through
 * `loadWireRows` (a fixed number of batched queries). Unknown ids are simply absent from the map.
 * The same for every caller: each one's flags are set in per request (fragments.ts).
 */
export async function loadCampaignsWire(
  db: Db,
  campaignIds: string[],
  /** The Asia/Kolkata day by the app clock (the brands' payment records count up to it). */
  today: string,
): Promise<Map<string, CampaignWire>> {
  const out = new Map<string, CampaignWire>();
  const ids = unique(campaignIds);
  if (!ids.length) return out;

  const loaded = await loadWireRows(db, ids);
  if (!loaded) return out;
  const { rows, deliverables, platformRows, names } = loaded;
  const records = await paymentRecordsOf(
    db,
    rows.map((r) => r.brandId),
    today,
  );

  const platformById = new Map(platformRows.map((p) => [p.id, p]));
  const deliverablesBy = groupBy(
    deliverables,
    ({ d }) => d.campaignId,
    ({ d, contentType }): CampaignWire['deliverables'][number] => ({
      _id: d.id,
      deliverableType: { _id: d.deliverableTypeId, content_type: contentType },
      format: d.format,
      duration: d.duration,
      dimensions: d.dimensions,
      posting_date: d.postingDate,
      posting_time: d.postingTime,
      notes: d.notes,
      remarks: d.remarks,
      ...(d.optional ? { optional: true as const } : {}),
    }),
  );
  const named = (kind: string, id: string | null): Named | null => {
    const name = id ? names.get(kind)?.get(id) : undefined;
    return id && name !== undefined ? { _id: id, name } : null;
  };

  for (const r of rows) {
    const state = named('states', r.locationStateId);
    out.set(r.id, {
      _id: r.id,
      campaign_id: r.code,
      status: r.status,
      // The caller's flags are set in per request (fragments.ts): the campaign itself has none.
      isApplied: false,
      isSaved: false,
      application: null,
      submissionDeadline: iso(r.submissionDeadline),
      additionalInstructions: r.additionalInstructions,
      createdAt: r.createdAt.toISOString(),
      payout_terms_days: r.payoutTermsDays,
      auto_approve_days: r.autoApproveDays,
      // Design §16, present only when set, so answers without them stay byte for byte as they were.
      ...(r.usageRights ? { usage_rights: r.usageRights } : {}),
      ...(r.agreementRequired ? { agreement_required: true as const } : {}),
      basic_info: {
        brand_id: { _id: r.brandId, brand_name: r.brandName, ...(records.get(r.brandId) ?? NO_RECORD) },
        event_name: r.eventName,
        event_date: r.eventDate,
        location: r.location || DEFAULT_LOCATION,
        product_id: r.productTitle ? { title: r.productTitle } : null,
        // Keep the staff's chosen order of platforms.
        platform: r.platformIds.flatMap((id) => {
          const p = platformById.get(id);
          return p ? [{ _id: p.id, platform_name: p.name, platform_logo: p.logo }] : [];
        }),
        reference: r.references.map((ref) => ({ _id: ref.id, description: ref.description, link: ref.link })),
      },
      campaign_brief: {
        campaign_title: r.campaignTitle,
        campaign_type: r.campaignType || DEFAULT_CAMPAIGN_TYPE,
        objective: r.objective,
        plan: r.plan,
        description: r.description,
        key_message: r.keyMessage,
        content_plan: r.contentPlan,
        visual_content: r.visualContent,
        hashtags: r.hashtags,
        start_date: r.startDate,
        end_date: r.endDate,
      },
      deliverables: deliverablesBy.get(r.id) ?? [],
      terms_conditions: r.termsConditions,
      budget: {
        budget_type: r.budgetType,
        excepted_price_range: r.expectedPriceRange,
        fixed_commission_per_sale: r.fixedCommissionPerSale,
        coupon_code: r.couponCode,
        fixed_price: r.fixedPrice,
        product_value: r.productValue,
      },
      influencers: {
        influencer_required: r.influencersRequired,
        location: state ? { _id: state._id, state_name: state.name } : null,
        influencer_kind: named('kinds', r.influencerKindId),
        language: named('languages', r.languageId),
        minimum_follower: named('buckets', r.minimumFollowerId),
        category: r.categoryIds.flatMap((id) => named('categories', id) ?? []),
      },
      mediaAssets: {
        // A campaign without its own logo shows its brand's.
        brand_logo: r.brandLogoUrl ?? r.brandLogo,
        product_image: r.productImageUrls,
        brand_guidline: r.brandGuidelineUrl,
        refference_file: r.referenceFileUrl,
        instruction: r.instruction,
      },
    });
  }
  return out;
}
