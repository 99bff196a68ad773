import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { otpChallenges, type SUBJECT_KINDS } from '../../db/schema/accounts.ts';
import type { Executor, Tx } from '../../db/tx.ts';

export type SubjectKind = (typeof SUBJECT_KINDS)[number];
export type OtpChallenge = typeof otpChallenges.$inferSelect;

/**
 * Stores a fresh code's MAC for the contact, replacing any earlier one (one row per kind and
 * contact). The replaced code's MAC is kept while it was still live at `now`, so its late use is
 * answered plainly (issue 26 B).
 */
export async function putChallenge(
  db: Executor,
  row: { kind: SubjectKind; contact: string; codeHmac: string; expiresAt: Date; now: Date },
): Promise<void> {
  const { kind, contact, codeHmac, expiresAt, now } = row;
  await db
    .insert(otpChallenges)
    .values({ subjectKind: kind, contact, codeHmac, expiresAt })
    .onConflictDoUpdate({
      target: [otpChallenges.subjectKind, otpChallenges.contact],
      set: {
        codeHmac,
        supersededCodeHmac: sql`case when ${otpChallenges.consumedAt} is null and ${otpChallenges.expiresAt} > ${now.toISOString()}::timestamptz then ${otpChallenges.codeHmac} end`,
        expiresAt,
        failedAttempts: 0,
        consumedAt: null,
        createdAt: now,
      },
    });
}

/** Forgets a code nobody received (its delivery failed). */
export async function dropChallenge(db: Db, kind: SubjectKind, codeHmac: string): Promise<void> {
  await db
    .delete(otpChallenges)
    .where(and(eq(otpChallenges.subjectKind, kind), eq(otpChallenges.codeHmac, codeHmac)));
}

/** The contact's challenge, locked until the transaction ends (parallel guesses queue behind it). */
export async function lockChallenge(
  tx: Tx,
  kind: SubjectKind,
  contact: string,
): Promise<OtpChallenge | null> {
  const [c] = await tx
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.subjectKind, kind), eq(otpChallenges.contact, contact)))
    .for('update');
  return c ?? null;
}

export async function countFailedTry(tx: Tx, id: string, failedAttempts: number): Promise<void> {
  await tx.update(otpChallenges).set({ failedAttempts }).where(eq(otpChallenges.id, id));
}

export async function markConsumed(tx: Tx, id: string, at: Date): Promise<void> {
  await tx.update(otpChallenges).set({ consumedAt: at }).where(eq(otpChallenges.id, id));
}
