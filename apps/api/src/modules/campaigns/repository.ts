import type { BudgetType } from '@ih/contract/enums';
import { and, or, sql } from 'drizzle-orm';
import { campaignKey } from '../../db/campaign-key.ts';
import type { Db } from '../../db/client.ts';
import { brandOfCampaign } from '../../db/joins.ts';
import { brands, campaigns } from '../../db/schema/catalogue.ts';
import { applications } from '../../db/schema/pipeline.ts';
import { openCampaign } from './rules-repository.ts';

export interface CampaignFilter {
  influencerId: string;
  statuses: ('active' | 'closed')[];
  categoryId?: string;
  languageId?: string;
  platformId?: string;
  stateId?: string;
  minimumFollowerId?: string;
  budgetType?: BudgetType;
  search?: string;
  applied: 'applied' | 'not-applied' | 'all';
  deadlineFrom?: Date;
  /** Exclusive upper bound. */
  deadlineBefore?: Date;
  deadlineUntil?: Date;
  savedOnly: boolean;
  /**
   * Only campaigns still taking applications (no deadline, or a deadline still ahead) and those the
   * creator applied to: so "All" is exactly "Applied" plus "Not Applied" (issue 12 §6).
   */
  openOnly: boolean;
}

export const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The campaign code a search names, written as the column holds it: 'CMP-000123', 'cmp-123',
 * 'CMP123', '000123' and '123' all mean CMP-000123 (the box promises "Campaign, event or ID").
 */
export function codeFromSearch(q: string): string | undefined {
  const digits = /^(?:cmp\s*-?\s*)?(\d{1,12})$/i.exec(q.trim())?.[1];
  return digits ? `CMP-${digits.replace(/^0+(?=\d)/, '').padStart(6, '0')}` : undefined;
}

/**
 * A campaign a creator may open, by uuid or CMP code: visible ones (not inactive, brand active), and
 * any the creator has applied to, so their work keeps its campaign page.
 */
export async function findVisibleCampaignId(
  db: Db,
  idOrCode: string,
  influencerId: string,
): Promise<string | null> {
  const key = campaignKey(idOrCode);
  if (!key) return null;
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .innerJoin(brands, brandOfCampaign)
    .where(
      and(
        key,
        or(
          openCampaign(),
          sql`exists (select 1 from ${applications} where ${applications.campaignId} = ${campaigns.id} and ${applications.influencerId} = ${influencerId})`,
        ),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}
