import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { sessions } from '../src/db/schema/accounts.ts';
import { hashToken, newToken } from '../src/lib/tokens.ts';

export interface BenchFixtures {
  token: string;
  campaignId: string;
  categoryId: string;
}

/** A session for one seeded creator (25 applications) and ids for the detail and filter targets. */
export async function benchFixtures(db: Db): Promise<BenchFixtures> {
  const creator = await db.execute<{ id: string }>(
    sql`select id from influencers where email like 'bench%@example.com' order by email limit 1`,
  );
  const influencerId = creator.rows[0]?.id;
  if (!influencerId)
    throw new Error('No bench creators: run `npm run seed:bench` on this DATABASE_URL first.');
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    subjectKind: 'influencer',
    influencerId,
    expiresAt: new Date(Date.now() + 3600 * 1000),
  });
  const campaign = await db.execute<{ id: string }>(
    sql`select id from campaigns where status = 'active' order by created_at desc limit 1 offset 777`,
  );
  const category = await db.execute<{ id: string }>(sql`select id from categories where name = 'Tech'`);
  return { token, campaignId: campaign.rows[0]!.id, categoryId: category.rows[0]!.id };
}
