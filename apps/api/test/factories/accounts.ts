import { randomInt } from 'node:crypto';
import type { Db } from '../../src/db/client.ts';
import { influencers, sessions, staffBrands, staffUsers } from '../../src/db/schema/accounts.ts';
import { hashToken, newToken } from '../../src/lib/tokens.ts';

// A per-process counter plus a random start keeps e-mails and mobiles unique across calls and across
// test files that share nothing but the template database.
let seq = randomInt(0, 1_000_000);
const next = () => ++seq;

export interface CreatedInfluencer {
  id: string;
  email: string;
  mobileNumber: string;
  name: string;
}

export async function createInfluencer(
  db: Db,
  overrides: Partial<typeof influencers.$inferInsert> = {},
): Promise<CreatedInfluencer> {
  const n = next();
  const [row] = await db
    .insert(influencers)
    .values({
      name: `Creator ${n}`,
      email: `creator${n}@example.com`,
      // Starts with 9 (a valid Indian mobile prefix), nine more digits.
      mobileNumber: `9${String(n).padStart(9, '0').slice(-9)}`,
      accountTypes: ['Personal Account'],
      address: '12 MG Road',
      country: 'India',
      state: 'Karnataka',
      city: 'Bengaluru',
      pincode: '560001',
      // Where UPI payments go: a payment by UPI needs one on file (issue 26).
      upiId: `creator${n}@okaxis`,
      ...overrides,
    })
    .returning({
      id: influencers.id,
      email: influencers.email,
      mobileNumber: influencers.mobileNumber,
      name: influencers.name,
    });
  if (!row) throw new Error('influencer not inserted');
  return row;
}

export async function createStaff(
  db: Db,
  input: {
    role: 'admin' | 'brand';
    brandIds?: string[];
    email?: string;
    name?: string;
    /** Their place on those brands' teams: owners by default, as `npm run staff -- add` makes them. */
    brandRole?: 'owner' | 'member';
  },
): Promise<{ id: string; email: string }> {
  const n = next();
  const [row] = await db
    .insert(staffUsers)
    .values({
      email: input.email ?? `staff${n}@example.com`,
      name: input.name ?? `Staff ${n}`,
      role: input.role,
    })
    .returning({ id: staffUsers.id, email: staffUsers.email });
  if (!row) throw new Error('staff not inserted');
  if (input.brandIds?.length) {
    await db
      .insert(staffBrands)
      .values(
        input.brandIds.map((brandId) => ({ staffId: row.id, brandId, role: input.brandRole ?? 'owner' })),
      );
  }
  return row;
}

/** A live 30-day session for the account (from `from`: a test's moved clock); returns the raw bearer token. */
export async function tokenFor(
  db: Db,
  who: { influencerId: string } | { staffId: string },
  from = new Date(),
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    subjectKind: 'influencerId' in who ? 'influencer' : 'staff',
    influencerId: 'influencerId' in who ? who.influencerId : null,
    staffId: 'staffId' in who ? who.staffId : null,
    expiresAt: new Date(from.getTime() + 30 * 24 * 3600 * 1000),
  });
  return token;
}

export const authHeader = (token: string) => ({ authorization: `Bearer ${token}` });
