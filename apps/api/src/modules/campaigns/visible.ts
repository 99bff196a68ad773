import type { Db } from '../../db/client.ts';
import { findVisibleCampaignId } from './repository.ts';

/**
 * The campaign a creator may see (open, or one they applied to), by id or public code; null when
 * there is none. The entry point other modules use (saving a campaign) instead of this module's SQL.
 */
export function visibleCampaignId(db: Db, idOrCode: string, influencerId: string): Promise<string | null> {
  return findVisibleCampaignId(db, idOrCode, influencerId);
}
