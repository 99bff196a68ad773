import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { influencers } from '../../db/schema/accounts.ts';

/** A creator's row as stored (the account number still sealed), or null. */
export async function findInfluencerRow(db: Db, id: string) {
  const [row] = await db.select().from(influencers).where(eq(influencers.id, id)).limit(1);
  return row ?? null;
}
