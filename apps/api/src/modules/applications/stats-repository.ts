import { type ApplyStats, STATS_KEYS } from '@ih/contract/apply';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/pipeline.ts';
import { unreadForCreator } from '../messages/unread.ts';

/** The caller's counts by status in one grouped query (index applications_influencer_status_idx). */
export async function applyStatsFor(db: Db, influencerId: string) {
  const [rows, unreadMessages] = await Promise.all([
    db
      .select({ status: applications.status, n: count() })
      .from(applications)
      .where(eq(applications.influencerId, influencerId))
      .groupBy(applications.status),
    unreadForCreator(db, influencerId),
  ]);
  const data = { ...Object.fromEntries(STATS_KEYS.map((k) => [k, 0])), unreadMessages } as ApplyStats;
  for (const r of rows) {
    data[r.status] = r.n;
    data.all += r.n;
  }
  return data;
}
