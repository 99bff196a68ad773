import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedCampaigns } from '../../db/schema/catalogue.ts';

/**
 * Saves a campaign for a creator and answers when it was saved. One statement: a second save touches
 * nothing but still answers the first save's time (an update to the same value keeps created_at),
 * and no unsave in between can leave it without a row.
 */
export async function upsertSaved(db: Db, influencerId: string, campaignId: string): Promise<Date> {
  const [row] = await db
    .insert(savedCampaigns)
    .values({ influencerId, campaignId })
    .onConflictDoUpdate({
      target: [savedCampaigns.influencerId, savedCampaigns.campaignId],
      set: { influencerId: sql`excluded.influencer_id` },
    })
    .returning({ savedAt: savedCampaigns.createdAt });
  return row!.savedAt;
}

/** Removes a creator's save; whether there was one. */
export async function deleteSaved(db: Db, influencerId: string, campaignId: string): Promise<boolean> {
  const removed = await db
    .delete(savedCampaigns)
    .where(and(eq(savedCampaigns.influencerId, influencerId), eq(savedCampaigns.campaignId, campaignId)))
    .returning({ campaignId: savedCampaigns.campaignId });
  return removed.length > 0;
}
