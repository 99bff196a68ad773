import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { influencers } from '../../db/schema/accounts.ts';
import { brands, campaigns } from '../../db/schema/catalogue.ts';
import { creatorDiscovery } from '../../db/schema/discovery.ts';
import { files } from '../../db/schema/files.ts';
import { mediaKits, postMetrics, reportShares } from '../../db/schema/results.ts';
import type { Executor } from '../../db/tx.ts';

export type ShareRow = typeof reportShares.$inferSelect;

/** A link not revoked and not yet run out at `now`. */
const openAt = (now: Date) => and(isNull(reportShares.revokedAt), gt(reportShares.expiresAt, now));

export async function insertShare(db: Executor, row: typeof reportShares.$inferInsert): Promise<ShareRow> {
  const [added] = await db.insert(reportShares).values(row).returning();
  if (!added) throw new Error('share insert returned no row');
  return added;
}

/** The campaign's links still open at `now`, newest first. */
export async function openShares(db: Executor, campaignId: string, now: Date) {
  return db
    .select()
    .from(reportShares)
    .where(and(eq(reportShares.campaignId, campaignId), openAt(now)))
    .orderBy(desc(reportShares.createdAt))
    .limit(50);
}

/** Revokes one of the campaign's links; answers it, or null when the campaign has no such link. */
export async function revokeShareRow(db: Executor, campaignId: string, shareId: string, now: Date) {
  const [row] = await db
    .update(reportShares)
    .set({ revokedAt: sql`coalesce(${reportShares.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(reportShares.id, shareId), eq(reportShares.campaignId, campaignId)))
    .returning({ id: reportShares.id });
  return row ?? null;
}

/** The campaign a token opens: not revoked, not expired at `now`; null otherwise. */
export async function campaignOfToken(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ campaignId: reportShares.campaignId })
    .from(reportShares)
    .where(and(eq(reportShares.tokenHash, tokenHash), openAt(now)))
    .limit(1);
  return row?.campaignId ?? null;
}

export async function findMediaKit(db: Executor, influencerId: string) {
  const [row] = await db.select().from(mediaKits).where(eq(mediaKits.influencerId, influencerId)).limit(1);
  return row ?? null;
}

/** Switches the kit; its slug is made once (the first switch) and kept, so a shared link stays the same. */
export async function upsertMediaKit(db: Executor, influencerId: string, slug: string, enabled: boolean) {
  const [row] = await db
    .insert(mediaKits)
    .values({ influencerId, slug, enabled })
    .onConflictDoUpdate({ target: mediaKits.influencerId, set: { enabled, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('media kit upsert returned no row');
  return row;
}

/** What a public media kit shows of the creator: never contact, bank or tax data. */
export async function mediaKitProfile(db: Executor, slug: string) {
  const [row] = await db
    .select({
      influencerId: creatorDiscovery.influencerId,
      name: creatorDiscovery.name,
      city: creatorDiscovery.city,
      state: creatorDiscovery.state,
      niches: creatorDiscovery.niches,
      accounts: creatorDiscovery.accounts,
      medianViews: creatorDiscovery.medianViews,
      imageId: files.id,
      imageVisibility: files.visibility,
    })
    .from(mediaKits)
    .innerJoin(influencers, eq(influencers.id, mediaKits.influencerId))
    .innerJoin(creatorDiscovery, eq(creatorDiscovery.influencerId, mediaKits.influencerId))
    .leftJoin(files, eq(files.id, creatorDiscovery.profileImageFileId))
    .where(and(eq(mediaKits.slug, slug), eq(mediaKits.enabled, true), eq(influencers.status, 'active')))
    .limit(1);
  return row ?? null;
}

/** The creator's confirmed results, the latest confirmed reading of each post, newest first. */
export async function confirmedResults(db: Executor, influencerId: string) {
  const res = await db.execute<Record<string, unknown>>(sql`
    select * from (
      select distinct on (pm.application_id, pm.post_url)
             c.event_name as campaign_name, b.name as brand_name, pm.platform, pm.post_url,
             pm.views, pm.likes, pm.comments, pm.captured_at
        from ${postMetrics} pm
        join ${campaigns} c on c.id = pm.campaign_id
        join ${brands} b on b.id = c.brand_id
       where pm.influencer_id = ${influencerId} and pm.status = 'confirmed'
       order by pm.application_id, pm.post_url, pm.captured_at desc nulls last) latest
     order by captured_at desc limit 30`);
  return res.rows.map((r) => ({
    campaignName: String(r.campaign_name),
    brandName: String(r.brand_name),
    platform: String(r.platform),
    postUrl: String(r.post_url),
    views: Number(r.views),
    likes: Number(r.likes),
    comments: Number(r.comments),
    capturedAt: new Date(r.captured_at as string).toISOString(),
  }));
}
