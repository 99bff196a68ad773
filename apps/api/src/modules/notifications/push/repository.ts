import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { notifications } from '../../../db/schema/notifications.ts';
import { pushSubscriptions } from '../../../db/schema/push.ts';
import type { Executor } from '../../../db/tx.ts';
import type { NotificationRow, Person } from '../repository.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Devices one person keeps at most; subscribing one more forgets their oldest. */
export const MAX_DEVICES_PER_PERSON = 20;

const of = (p: Person) =>
  and(eq(pushSubscriptions.recipientKind, p.kind), eq(pushSubscriptions.recipientId, p.id));

/**
 * Stores a browser's subscription for a person: one row per endpoint, whatever happens. The same
 * endpoint again updates its keys; an endpoint another person registered (someone else signed in on
 * that browser before) becomes this person's, counted as new.
 */
export async function upsertSubscription(
  db: Executor,
  person: Person,
  s: { endpoint: string; p256dh: string; auth: string; userAgent: string | null },
  at: Date,
): Promise<PushSubscriptionRow> {
  const moved = sql`(${pushSubscriptions.recipientKind} <> excluded.recipient_kind
    or ${pushSubscriptions.recipientId} <> excluded.recipient_id)`;
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ recipientKind: person.kind, recipientId: person.id, ...s, createdAt: at })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        recipientKind: sql`excluded.recipient_kind`,
        recipientId: sql`excluded.recipient_id`,
        p256dh: sql`excluded.p256dh`,
        auth: sql`excluded.auth`,
        userAgent: sql`excluded.user_agent`,
        createdAt: sql`case when ${moved} then excluded.created_at else ${pushSubscriptions.createdAt} end`,
        lastSuccessAt: sql`case when ${moved} then null else ${pushSubscriptions.lastSuccessAt} end`,
        failures: sql`case when ${moved} then 0 else ${pushSubscriptions.failures} end`,
      },
    })
    .returning();
  const keep = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(of(person))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(MAX_DEVICES_PER_PERSON);
  await db.delete(pushSubscriptions).where(and(of(person), notInArray(pushSubscriptions.id, keep)));
  return row!;
}

/** Removes a person's own subscription by endpoint; answers whether there was one. */
export async function removeSubscription(db: Executor, person: Person, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(of(person), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function subscriptionsOf(db: Executor, person: Person): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(of(person)).orderBy(pushSubscriptions.createdAt);
}

export async function subscriptionById(db: Executor, id: string): Promise<PushSubscriptionRow | null> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row ?? null;
}

/** Which of these people (all of one kind) have at least one subscribed device. */
export async function subscribedAmong(
  db: Executor,
  kind: Person['kind'],
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: pushSubscriptions.recipientId })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.recipientKind, kind), inArray(pushSubscriptions.recipientId, ids)));
  return new Set(rows.map((r) => r.id));
}

/** The push service said the subscription is gone (404/410): it will never take a push again. */
export async function deleteSubscription(db: Executor, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markDelivered(db: Executor, id: string, at: Date): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ lastSuccessAt: at, failures: 0 })
    .where(eq(pushSubscriptions.id, id));
}

export async function markFailed(db: Executor, id: string): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ failures: sql`${pushSubscriptions.failures} + 1` })
    .where(eq(pushSubscriptions.id, id));
}

/** One notification by id (the push job's subject), or null once gone. */
export async function notificationById(db: Executor, id: string): Promise<NotificationRow | null> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row ?? null;
}
