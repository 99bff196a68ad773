import { DEFAULT_LANGUAGE, type Language } from '@ih/contract/language';
import type {
  ContactAvailability,
  contactAvailabilityBody,
  registrationBody,
} from '@ih/contract/registration';
import { REGISTRATION_MESSAGES } from '@ih/contract/registration';
import { eq, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { influencerSocialAccounts, influencers } from '../../db/schema/accounts.ts';
import { recordEvent } from '../../events/record.ts';
import { conflict } from '../../lib/app-error.ts';
import type { Limit } from '../auth/rate-limit.ts';

type Registration = z.output<typeof registrationBody>;
type Contacts = z.output<typeof contactAvailabilityBody>;

/**
 * Which of an e-mail and a mobile number (normalised by the contract) a creator already uses: the
 * one rule for registration's 409 and the check step 1 makes as they are typed (issue 26 C).
 */
async function takenContacts(
  db: Db,
  contacts: Contacts,
): Promise<{ email: boolean; mobile_number: boolean }> {
  const { email, mobile_number } = contacts;
  const matches = [
    ...(email !== undefined ? [eq(influencers.email, email)] : []),
    ...(mobile_number !== undefined ? [eq(influencers.mobileNumber, mobile_number)] : []),
  ];
  const rows = matches.length
    ? await db
        .select({ email: influencers.email, mobileNumber: influencers.mobileNumber })
        .from(influencers)
        .where(or(...matches))
        .limit(2)
    : [];
  return {
    email: email !== undefined && rows.some((r) => r.email === email),
    mobile_number: mobile_number !== undefined && rows.some((r) => r.mobileNumber === mobile_number),
  };
}

/** Per network address, as sign-in's code requests are (design §6): a check is one look-up. */
export const CONTACT_CHECK_LIMIT: Limit = {
  bucket: 'registration-check:ip',
  max: 30,
  windowSeconds: 15 * 60,
  message: REGISTRATION_MESSAGES.tooManyChecks,
};

const availability = (taken: boolean): ContactAvailability => (taken ? 'taken' : 'available');

/**
 * Step 1's check: for each contact given, whether registering with it would be refused as taken,
 * and the message registration would give. It tells nothing registration does not (design §10).
 */
export async function checkContacts(db: Db, contacts: Contacts) {
  const taken = await takenContacts(db, contacts);
  return {
    data: {
      ...(contacts.email !== undefined ? { email: availability(taken.email) } : {}),
      ...(contacts.mobile_number !== undefined ? { mobile_number: availability(taken.mobile_number) } : {}),
    },
    message: taken.email
      ? REGISTRATION_MESSAGES.duplicateEmail
      : taken.mobile_number
        ? REGISTRATION_MESSAGES.duplicateMobile
        : REGISTRATION_MESSAGES.contactsFree,
  };
}

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
/**
 * Registers a creator. `language` is the one their browser asked for (Accept-Language, design §19):
 * the registration body is the documents' and has no field for it.
 */
export async function register(
  db: Db,
  input: Registration,
  now: Date,
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ id: string }> {
  const taken = await takenContacts(db, { email: input.email, mobile_number: input.mobile_number });
  if (taken.email) throw conflict(REGISTRATION_MESSAGES.duplicateEmail);
  if (taken.mobile_number) throw conflict(REGISTRATION_MESSAGES.duplicateMobile);

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
          language,
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
