import { UUID_PATTERN } from '@ih/contract/patterns';
import { SAVED_MESSAGES } from '@ih/contract/saved';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedCampaigns } from '../../db/schema/catalogue.ts';
import { notFound } from '../../lib/app-error.ts';
import { visibleCampaignId } from '../campaigns/visible.ts';

/** Idempotent: the primary key (influencer, campaign) makes a second save a no-op that still succeeds. */
export async function saveCampaign(db: Db, influencerId: string, campaignIdOrCode: string) {
  const campaignId = await visibleCampaignId(db, campaignIdOrCode, influencerId);
  if (!campaignId) throw notFound(SAVED_MESSAGES.campaignNotFound);
  // One statement: a second save touches nothing but still answers the first save's time (an update
  // to the same value keeps created_at), and no unsave in between can leave it without a row.
  const [row] = await db
    .insert(savedCampaigns)
    .values({ influencerId, campaignId })
    .onConflictDoUpdate({
      target: [savedCampaigns.influencerId, savedCampaigns.campaignId],
      set: { influencerId: sql`excluded.influencer_id` },
    })
    .returning({ savedAt: savedCampaigns.createdAt });
  return {
    message: SAVED_MESSAGES.saved,
    data: { campaignId, savedAt: row!.savedAt.toISOString() },
  };
}

export async function unsaveCampaign(db: Db, influencerId: string, campaignId: string) {
  // Only uuids can be saved rows; a code or anything else cannot be in the list.
  const valid = UUID_PATTERN.test(campaignId);
  const removed = valid
    ? await db
        .delete(savedCampaigns)
        .where(and(eq(savedCampaigns.influencerId, influencerId), eq(savedCampaigns.campaignId, campaignId)))
        .returning({ campaignId: savedCampaigns.campaignId })
    : [];
  if (!removed.length) throw notFound(SAVED_MESSAGES.notSaved);
  return { message: SAVED_MESSAGES.removed };
}
