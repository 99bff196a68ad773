import type { Language } from '@ih/contract/language';
import { eq } from 'drizzle-orm';
import { influencers, staffUsers } from '../../db/schema/accounts.ts';
import type { Executor } from '../../db/tx.ts';

/** Whose language: a creator or a staff member. */
export type Reader = { kind: 'influencer' | 'staff'; id: string };

export async function storeLanguage(db: Executor, reader: Reader, language: Language): Promise<void> {
  if (reader.kind === 'influencer')
    await db.update(influencers).set({ language }).where(eq(influencers.id, reader.id));
  else await db.update(staffUsers).set({ language }).where(eq(staffUsers.id, reader.id));
}

/** The language a person reads in ('en' for someone unknown: nothing is written to nobody). */
export async function languageOf(db: Executor, reader: Reader): Promise<Language> {
  const table = reader.kind === 'influencer' ? influencers : staffUsers;
  const [row] = await db.select({ language: table.language }).from(table).where(eq(table.id, reader.id));
  return row?.language ?? 'en';
}
