import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brandOfCampaign, typeOfDeliverable } from '../../db/joins.ts';
import { brands, campaignDeliverables, campaigns } from '../../db/schema/catalogue.ts';
import { deliverableTypes, platforms } from '../../db/schema/reference.ts';

export type CampaignRow = typeof campaigns.$inferSelect & { brandName: string; brandLogo: string | null };

export const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];

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
 * Everything the campaign wire shape needs for these ids, in a fixed number of batched queries
 * (campaign+brand, deliverables, platforms, reference names), never one per campaign. Null when none of the ids exists.
 */
export async function loadWireRows(db: Db, ids: string[]) {
  const rows: CampaignRow[] = (
    await db
      .select({ c: campaigns, brandName: brands.name, brandLogo: brands.logoUrl })
      .from(campaigns)
      .innerJoin(brands, brandOfCampaign)
      .where(inArray(campaigns.id, ids))
  ).map((r) => ({ ...r.c, brandName: r.brandName, brandLogo: r.brandLogo }));
  if (!rows.length) return null;
  const found = rows.map((r) => r.id);
  const platformIds = unique(rows.flatMap((r) => r.platformIds));

  const [deliverables, platformRows, names] = await Promise.all([
    db
      .select({ d: campaignDeliverables, contentType: deliverableTypes.contentType })
      .from(campaignDeliverables)
      .innerJoin(deliverableTypes, typeOfDeliverable)
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
  ]);

  return { rows, deliverables, platformRows, names };
}
