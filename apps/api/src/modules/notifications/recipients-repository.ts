import type { Language } from '@ih/contract/language';
import { and, eq, inArray, or } from 'drizzle-orm';
import { influencers, staffBrands, staffUsers } from '../../db/schema/accounts.ts';
import type { Executor } from '../../db/tx.ts';
import type { Person } from './repository.ts';

/** Someone who can be told something: who, and where an e-mail goes. */
export interface Recipient extends Person {
  email: string;
  name: string;
  /** Ten-digit mobile number, creators only (SMS). */
  mobile: string | null;
  /** What they read (design §19): their notifications and e-mails are written in it. */
  language: Language;
}

/** The creator, if active: a suspended creator is told nothing (issue 14). */
export async function activeCreator(db: Executor, influencerId: string): Promise<Recipient | null> {
  const [row] = await db
    .select({
      id: influencers.id,
      email: influencers.email,
      name: influencers.name,
      mobile: influencers.mobileNumber,
      language: influencers.language,
    })
    .from(influencers)
    .where(and(eq(influencers.id, influencerId), eq(influencers.status, 'active')));
  return row ? { kind: 'influencer', ...row } : null;
}

/**
 * The staff a brand's news concerns: every active admin, and the active brand-role members of that
 * brand. A brand member of another brand is never among them.
 */
export async function staffOfBrand(db: Executor, brandId: string): Promise<Recipient[]> {
  const members = db
    .select({ id: staffBrands.staffId })
    .from(staffBrands)
    .where(eq(staffBrands.brandId, brandId));
  const rows = await db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      language: staffUsers.language,
    })
    .from(staffUsers)
    .where(
      and(
        eq(staffUsers.status, 'active'),
        or(eq(staffUsers.role, 'admin'), and(eq(staffUsers.role, 'brand'), inArray(staffUsers.id, members))),
      ),
    );
  return rows.map((r) => ({ kind: 'staff', ...r, mobile: null }));
}

/** An active person as a recipient (at send time: suspended since the notification means no e-mail). */
export async function recipientOf(db: Executor, person: Person): Promise<Recipient | null> {
  if (person.kind === 'influencer') return activeCreator(db, person.id);
  const [row] = await db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      language: staffUsers.language,
    })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, person.id), eq(staffUsers.status, 'active')));
  return row ? { kind: 'staff', ...row, mobile: null } : null;
}

/** Where a person's e-mail goes, whatever their status (for the unsubscribe page). */
export async function emailOf(db: Executor, person: Person): Promise<string | null> {
  const table = person.kind === 'influencer' ? influencers : staffUsers;
  const [row] = await db.select({ email: table.email }).from(table).where(eq(table.id, person.id));
  return row?.email ?? null;
}
