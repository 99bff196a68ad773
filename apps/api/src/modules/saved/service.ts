import { UUID_PATTERN } from '@ih/contract/patterns';
import { SAVED_MESSAGES } from '@ih/contract/saved';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { visibleCampaignId } from '../campaigns/visible.ts';
import { deleteSaved, upsertSaved } from './repository.ts';

/** Idempotent: saving again answers the first save's time. */
export async function saveCampaign(db: Db, influencerId: string, campaignIdOrCode: string) {
  const campaignId = await visibleCampaignId(db, campaignIdOrCode, influencerId);
  if (!campaignId) throw notFound(SAVED_MESSAGES.campaignNotFound);
  const savedAt = await upsertSaved(db, influencerId, campaignId);
  return { campaignId, savedAt: savedAt.toISOString() };
}

export async function unsaveCampaign(db: Db, influencerId: string, campaignId: string): Promise<void> {
  // Only uuids can be saved rows; a code or anything else cannot be in the list.
  const removed = UUID_PATTERN.test(campaignId) && (await deleteSaved(db, influencerId, campaignId));
  if (!removed) throw notFound(SAVED_MESSAGES.notSaved);
}
