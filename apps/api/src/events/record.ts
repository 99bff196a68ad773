import { asc, eq } from 'drizzle-orm';
import { events } from '../db/schema/events.ts';
import type { Executor, Tx } from '../db/tx.ts';
import type { EventType, NewEvent, StoredEvent } from './types.ts';

/**
 * Appends a domain event inside the caller's transaction: it commits with the change or not at all
 * (transactional outbox, design §11). Nothing is sent from here; the queue's dispatcher hands
 * committed events to their consumers.
 */
export async function recordEvent(tx: Tx, event: NewEvent): Promise<number> {
  const [row] = await tx
    .insert(events)
    .values({
      type: event.type,
      applicationId: event.applicationId ?? null,
      campaignId: event.campaignId ?? null,
      brandId: event.brandId ?? null,
      influencerId: event.influencerId ?? null,
      actorKind: event.actor.kind,
      actorId: event.actor.id,
      payload: event.payload ?? {},
      createdAt: event.at,
    })
    .returning({ id: events.id });
  return row!.id;
}

type EventRow = typeof events.$inferSelect;

export const toStoredEvent = (r: EventRow): StoredEvent => ({
  id: r.id,
  type: r.type as EventType,
  applicationId: r.applicationId,
  campaignId: r.campaignId,
  brandId: r.brandId,
  influencerId: r.influencerId,
  actor: { kind: r.actorKind, id: r.actorId },
  payload: r.payload,
  createdAt: r.createdAt,
});

/** One application's events, oldest first: its history as the log tells it. */
export async function eventsOfApplication(db: Executor, applicationId: string): Promise<StoredEvent[]> {
  const rows = await db
    .select()
    .from(events)
    .where(eq(events.applicationId, applicationId))
    .orderBy(asc(events.id));
  return rows.map(toStoredEvent);
}
