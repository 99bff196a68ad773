import type { DestinationKind, PayoutAttemptStatus } from '@ih/contract/payout-enums';
import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffUsers } from '../../db/schema/accounts.ts';
import { campaigns } from '../../db/schema/catalogue.ts';
import { paymentItems, payments } from '../../db/schema/payments.ts';
import { payoutAttempts, payoutDestinations, payoutWebhookEvents } from '../../db/schema/payouts.ts';
import { applications } from '../../db/schema/pipeline.ts';
import type { Executor, Tx } from '../../db/tx.ts';

export type AttemptRow = typeof payoutAttempts.$inferSelect;
export type DestinationRow = typeof payoutDestinations.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findAttempt(db: Executor, id: string): Promise<AttemptRow | null> {
  const [row] = await db.select().from(payoutAttempts).where(eq(payoutAttempts.id, id)).limit(1);
  return row ?? null;
}

/** The attempt, locked: by the provider's payout id, or by our reference (the attempt's id) when the provider's answer was never committed. */
export async function lockAttemptOf(tx: Tx, providerPayoutId: string, referenceId: string | null) {
  const byReference = referenceId && UUID.test(referenceId) ? eq(payoutAttempts.id, referenceId) : undefined;
  const [row] = await tx
    .select()
    .from(payoutAttempts)
    .where(or(eq(payoutAttempts.providerPayoutId, providerPayoutId), byReference))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function lockAttempt(tx: Tx, id: string): Promise<AttemptRow | null> {
  const [row] = await tx
    .select()
    .from(payoutAttempts)
    .where(eq(payoutAttempts.id, id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function latestAttemptNo(tx: Executor, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${payoutAttempts.attemptNo}), 0)::int` })
    .from(payoutAttempts)
    .where(eq(payoutAttempts.paymentId, paymentId));
  return row?.n ?? 0;
}

export async function insertAttempt(tx: Tx, values: typeof payoutAttempts.$inferInsert): Promise<AttemptRow> {
  const [row] = await tx.insert(payoutAttempts).values(values).returning();
  if (!row) throw new Error('payout attempt insert returned no row');
  return row;
}

export async function updateAttempt(tx: Tx, id: string, values: Partial<typeof payoutAttempts.$inferInsert>) {
  await tx.update(payoutAttempts).set(values).where(eq(payoutAttempts.id, id));
}

export async function setPaymentPayout(
  tx: Tx,
  paymentId: string,
  values: { payoutStatus: PayoutAttemptStatus; utr: string | null; reference?: string | null },
) {
  // The receipt states the payout's state: drawn again on its next request (the old file stays, unlinked).
  await tx
    .update(payments)
    .set({ ...values, receiptFileId: null })
    .where(eq(payments.id, paymentId));
}

export async function lockPayment(tx: Tx, paymentId: string) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).limit(1).for('update');
  return row ?? null;
}

/** The applications a payment pays, with their campaign (for the events). */
export async function paymentTasks(tx: Executor, paymentId: string) {
  return tx
    .select({
      applicationId: paymentItems.applicationId,
      amount: paymentItems.amount,
      campaignId: applications.campaignId,
      brandId: campaigns.brandId,
      paymentStatus: applications.paymentStatus,
    })
    .from(paymentItems)
    .innerJoin(applications, eq(applications.id, paymentItems.applicationId))
    .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
    .where(eq(paymentItems.paymentId, paymentId))
    .orderBy(asc(paymentItems.applicationId));
}

/** Back to due (a failed payout) or paid again (a new attempt), for the payment's tasks. */
export async function setTasksPaid(tx: Tx, ids: string[], paidAt: Date | null) {
  if (!ids.length) return;
  await tx
    .update(applications)
    .set({ paymentStatus: paidAt ? 'paid' : 'pending', paidAt, updatedAt: paidAt ?? new Date() })
    .where(inArray(applications.id, ids));
}

/** Takes a webhook event id; false when it was taken before (a replay). */
export async function takeWebhookEvent(
  tx: Tx,
  values: { eventId: string; event: string; providerPayoutId: string | null; receivedAt: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(payoutWebhookEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: payoutWebhookEvents.eventId });
  return rows.length > 0;
}

export async function attemptsOf(db: Executor, paymentIds: string[]): Promise<AttemptRow[]> {
  if (!paymentIds.length) return [];
  return db
    .select()
    .from(payoutAttempts)
    .where(inArray(payoutAttempts.paymentId, paymentIds))
    .orderBy(asc(payoutAttempts.paymentId), asc(payoutAttempts.attemptNo));
}

/** Attempts not final since before `before` (stuck), and those that failed since `since`. */
export async function attemptsToReport(db: Db, before: Date, since: Date) {
  return db
    .select()
    .from(payoutAttempts)
    .where(
      or(
        and(inArray(payoutAttempts.status, ['queued', 'processing']), lt(payoutAttempts.createdAt, before)),
        and(
          inArray(payoutAttempts.status, ['failed', 'rejected', 'reversed']),
          sql`${payoutAttempts.updatedAt} >= ${since}`,
        ),
      ),
    )
    .orderBy(desc(payoutAttempts.createdAt))
    .limit(200);
}

export async function destinationsOf(db: Executor, influencerIds: string[]): Promise<DestinationRow[]> {
  if (!influencerIds.length) return [];
  return db.select().from(payoutDestinations).where(inArray(payoutDestinations.influencerId, influencerIds));
}

export async function findDestination(db: Executor, influencerId: string, kind: DestinationKind) {
  const [row] = await db
    .select()
    .from(payoutDestinations)
    .where(and(eq(payoutDestinations.influencerId, influencerId), eq(payoutDestinations.kind, kind)))
    .limit(1);
  return row ?? null;
}

/** A destination given or changed: checked again from the start (nothing of the old check is kept). */
export async function resetDestination(
  tx: Tx,
  influencerId: string,
  kind: DestinationKind,
  fingerprint: string,
) {
  const fresh = {
    fingerprint,
    status: 'pending' as const,
    contactId: null,
    fundAccountId: null,
    validationId: null,
    nameAtBank: null,
    flagged: false,
    exceptionApprovedBy: null,
    exceptionReason: null,
    exceptionApprovedAt: null,
    problem: null,
    verifiedAt: null,
  };
  await tx
    .insert(payoutDestinations)
    .values({ influencerId, kind, ...fresh })
    .onConflictDoUpdate({
      target: [payoutDestinations.influencerId, payoutDestinations.kind],
      set: fresh,
      where: sql`${payoutDestinations.fingerprint} <> ${fingerprint}`,
    });
}

export async function removeDestination(tx: Tx, influencerId: string, kind: DestinationKind) {
  await tx
    .delete(payoutDestinations)
    .where(and(eq(payoutDestinations.influencerId, influencerId), eq(payoutDestinations.kind, kind)));
}

/** Stores a check's outcome, only if the destination is still the one checked. */
export async function storeDestinationCheck(
  db: Executor,
  id: string,
  fingerprint: string,
  values: Partial<typeof payoutDestinations.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(payoutDestinations)
    .set(values)
    .where(and(eq(payoutDestinations.id, id), eq(payoutDestinations.fingerprint, fingerprint)))
    .returning({ id: payoutDestinations.id });
  return rows.length > 0;
}

/** Who gets the daily payout summary. */
export function activeAdmins(db: Db) {
  return db
    .select({ email: staffUsers.email, name: staffUsers.name })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'admin'), eq(staffUsers.status, 'active')));
}
