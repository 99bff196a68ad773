import type { registrationBody } from '@ih/contract/registration';
import { REGISTRATION_MESSAGES } from '@ih/contract/registration';
import { eq, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { influencerSocialAccounts, influencers } from '../../db/schema/accounts.ts';
import { recordEvent } from '../../events/record.ts';
import { conflict } from '../../lib/app-error.ts';

type Registration = z.output<typeof registrationBody>;

/** The constraint a PostgreSQL unique violation (23505) hit, looking through Drizzle's wrapper. */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e === 'object' && 'code' in e && e.code === '23505') {
      return 'constraint' in e && typeof e.constraint === 'string' ? e.constraint : '';
    }
    e = typeof e === 'object' && 'cause' in e ? e.cause : null;
  }
  return null;
}

const duplicateFor = (constraint: string) =>
  conflict(
    constraint.includes('mobile')
      ? REGISTRATION_MESSAGES.duplicateMobile
      : constraint.includes('email')
        ? REGISTRATION_MESSAGES.duplicateEmail
        : REGISTRATION_MESSAGES.duplicate,
  );

/**
 * Creates the creator and their social accounts in one transaction; the account is active at once
 * (design §10). A known e-mail or mobile answers 409 naming which. The look-up gives the friendly
 * answer in the common case; the unique indexes settle a race between two identical submits, and
 * their violation is mapped to the same 409.
 */
export async function register(db: Db, input: Registration, now: Date): Promise<{ id: string }> {
  const taken = await db
    .select({ email: influencers.email, mobileNumber: influencers.mobileNumber })
    .from(influencers)
    .where(or(eq(influencers.email, input.email), eq(influencers.mobileNumber, input.mobile_number)))
    .limit(2);
  if (taken.some((t) => t.email === input.email)) throw conflict(REGISTRATION_MESSAGES.duplicateEmail);
  if (taken.length) throw conflict(REGISTRATION_MESSAGES.duplicateMobile);

  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(influencers)
        .values({
          name: input.name,
          email: input.email,
          mobileNumber: input.mobile_number,
          accountTypes: [...new Set(input.account_type)],
          address: input.address,
          country: input.country,
          state: input.state,
          city: input.city,
          pincode: input.pincode || null,
          niches: [...new Set(input.niche)],
          description: input.description,
        })
        .returning({ id: influencers.id });
      if (!row) throw new Error('influencer insert returned no row');
      await tx.insert(influencerSocialAccounts).values(
        input.social_platform.map((s, i) => ({
          influencerId: row.id,
          platformName: s.platform_name,
          profileUrl: s.profile_url,
          followers: s.followers,
          sortOrder: i,
        })),
      );
      await recordEvent(tx, {
        type: 'influencer.registered',
        actor: { kind: 'influencer', id: row.id },
        at: now,
        influencerId: row.id,
      });
      return row;
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint !== null) throw duplicateFor(constraint);
    throw error;
  }
}
