import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/tx.ts';
import { unreadCounts } from './repository.ts';

/** The brand team's messages a creator has not read, per application (the work rows' badges). */
export const unreadFromStaff = (db: Executor, applicationIds: string[]) =>
  unreadCounts(db, applicationIds, 'staff');

/** All the brand teams' messages a creator has not read (the dashboard's count). */
export async function unreadForCreator(db: Executor, influencerId: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from messages m join applications a on a.id = m.application_id
     where a.influencer_id = ${influencerId} and m.author_kind = 'staff' and m.read_at is null`);
  return rows[0]?.n ?? 0;
}
