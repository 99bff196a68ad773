import type { CampaignWire } from '@ih/contract/campaigns';
import { DEFAULT_CAMPAIGN_TYPE, DEFAULT_LOCATION } from '@ih/contract/constants';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, campaignDeliverables, campaigns, savedCampaigns } from '../../db/schema/catalogue.ts';
import { applications } from '../../db/schema/pipeline.ts';
import { deliverableTypes, platforms } from '../../db/schema/reference.ts';

type CampaignRow = typeof campaigns.$inferSelect & { brandName: string; brandLogo: string | null };
type Named = { _id: string; name: string };

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];

/**
 * Loads the named reference rows the campaigns point at in ONE query (a union over the small
 * reference tables), keyed by kind then id.
 */
async function loadNames(db: Db, rows: CampaignRow[]): Promise<Map<string, Map<string, string>>> {
  const ids = {
    states: unique(rows.map((r) => r.locationStateId)),
    kinds: unique(rows.map((r) => r.influencerKindId)),
    languages: unique(rows.map((r) => r.languageId)),
    buckets: unique(rows.map((r) => r.minimumFollowerId)),
    categories: unique(rows.flatMap((r) => r.categoryIds)),
  };
  const arr = (v: string[]) => sql`${`{${v.join(',')}}`}::uuid[]`;
  const result = await db.execute<{ kind: string; id: string; name: string }>(sql`
    select 'states' as kind, id, name from states where id = any(${arr(ids.states)})
    union all select 'kinds', id, name from influencer_kinds where id = any(${arr(ids.kinds)})
    union all select 'languages', id, name from languages where id = any(${arr(ids.languages)})
    union all select 'buckets', id, name from follower_buckets where id = any(${arr(ids.buckets)})
    union all select 'categories', id, name from categories where id = any(${arr(ids.categories)})`);
  const byKind = new Map<string, Map<string, string>>();
  for (const r of result.rows) {
    const m = byKind.get(r.kind) ?? new Map<string, string>();
    m.set(r.id, r.name);
    byKind.set(r.kind, m);
  }
  return byKind;
}

/**
 * THE Campaign wire mapper (doc 000 §3, doc 001 §3): every campaign a client sees, in lists, detail
 * and embedded in work items, comes from here. Loads everything for all ids in a fixed number of
 * batched queries (campaign+brand, deliverables, platforms, reference names, and for a viewer their
 * applications and saves), never one per campaign. Unknown ids are simply absent from the map.
 */
export async function loadCampaignsWire(
  db: Db,
  campaignIds: string[],
  viewerInfluencerId?: string,
): Promise<Map<string, CampaignWire>> {
  const out = new Map<string, CampaignWire>();
  const ids = unique(campaignIds);
  if (!ids.length) return out;

  const rows: CampaignRow[] = (
    await db
      .select({ c: campaigns, brandName: brands.name, brandLogo: brands.logoUrl })
      .from(campaigns)
      .innerJoin(brands, eq(brands.id, campaigns.brandId))
      .where(inArray(campaigns.id, ids))
  ).map((r) => ({ ...r.c, brandName: r.brandName, brandLogo: r.brandLogo }));
  if (!rows.length) return out;
  const found = rows.map((r) => r.id);
  const platformIds = unique(rows.flatMap((r) => r.platformIds));

  const [deliverables, platformRows, names, applied, saved] = await Promise.all([
    db
      .select({ d: campaignDeliverables, contentType: deliverableTypes.contentType })
      .from(campaignDeliverables)
      .innerJoin(deliverableTypes, eq(deliverableTypes.id, campaignDeliverables.deliverableTypeId))
      .where(inArray(campaignDeliverables.campaignId, found))
      .orderBy(asc(campaignDeliverables.sortOrder), asc(campaignDeliverables.id)),
    platformIds.length
      ? db
          .select({
            id: platforms.id,
            name: platforms.name,
            logo: platforms.logoUrl,
            sort: platforms.sortOrder,
          })
          .from(platforms)
          .where(inArray(platforms.id, platformIds))
      : Promise.resolve([]),
    loadNames(db, rows),
    viewerInfluencerId
      ? db
          .select({ campaignId: applications.campaignId, id: applications.id, status: applications.status })
          .from(applications)
          .where(
            and(eq(applications.influencerId, viewerInfluencerId), inArray(applications.campaignId, found)),
          )
      : Promise.resolve([]),
    viewerInfluencerId
      ? db
          .select({ campaignId: savedCampaigns.campaignId })
          .from(savedCampaigns)
          .where(
            and(
              eq(savedCampaigns.influencerId, viewerInfluencerId),
              inArray(savedCampaigns.campaignId, found),
            ),
          )
      : Promise.resolve([]),
  ]);

  const platformById = new Map(platformRows.map((p) => [p.id, p]));
  const appliedBy = new Map(applied.map((a) => [a.campaignId, { _id: a.id, status: a.status }]));
  const savedSet = new Set(saved.map((s) => s.campaignId));
  const deliverablesBy = new Map<string, CampaignWire['deliverables']>();
  for (const { d, contentType } of deliverables) {
    const list = deliverablesBy.get(d.campaignId) ?? [];
    list.push({
      _id: d.id,
      deliverableType: { _id: d.deliverableTypeId, content_type: contentType },
      format: d.format,
      duration: d.duration,
      dimensions: d.dimensions,
      posting_date: d.postingDate,
      posting_time: d.postingTime,
      notes: d.notes,
      remarks: d.remarks,
    });
    deliverablesBy.set(d.campaignId, list);
  }
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
      isApplied: appliedBy.has(r.id),
      isSaved: savedSet.has(r.id),
      application: appliedBy.get(r.id) ?? null,
      submissionDeadline: iso(r.submissionDeadline),
      additionalInstructions: r.additionalInstructions,
      createdAt: r.createdAt.toISOString(),
      basic_info: {
        brand_id: { _id: r.brandId, brand_name: r.brandName },
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
