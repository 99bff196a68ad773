import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { eventCursors, events } from '../db/schema/events.ts';
import { toStoredEvent } from '../events/record.ts';
import { addJob } from './add-job.ts';
import { type ConsumerDeps, EVENT_JOB_ATTEMPTS, type EventConsumer } from './consumers.ts';
import { TASKS } from './tasks.ts';

const BATCH = 500;

/**
 * Hands committed events to each consumer in commit order, as one job per (consumer, event), and
 * moves the consumer's cursor in the same transaction, so an event is handed over exactly once
 * whatever crashes. Events are read in (transaction id, id) order and only from transactions older
 * than every one still running: an event whose transaction commits late cannot be passed over.
 * Answers how many it handed over and whether it saw events not yet safe to hand over (their
 * transaction id is above the oldest one still running anywhere in the cluster): a later run takes them.
 */
export async function dispatchEvents(
  db: Db,
  consumers: readonly EventConsumer[],
): Promise<{ handed: number; heldBack: boolean }> {
  let heldBack = false;
  let handed = 0;
  for (const consumer of consumers) {
    for (;;) {
      const result = await db.transaction(async (tx) => {
        await tx.insert(eventCursors).values({ consumer: consumer.name }).onConflictDoNothing();
        // Two dispatchers at once queue behind this lock; the second continues from the first's cursor.
        const [cursor] = await tx
          .select()
          .from(eventCursors)
          .where(eq(eventCursors.consumer, consumer.name))
          .for('update');
        const batch = await tx.execute<{ id: number; tx_id: string; safe: boolean }>(sql`
          select id, tx_id::text, tx_id < pg_snapshot_xmin(pg_current_snapshot()) as safe
            from ${events}
           where (tx_id, id) > (${cursor!.txId}::xid8, ${cursor!.eventId}::bigint)
           order by tx_id, id
           limit ${BATCH}`);
        const rows = batch.rows;
        const safeCount = rows.findIndex((r) => !r.safe);
        const safe = safeCount === -1 ? rows : rows.slice(0, safeCount);
        for (const row of safe) {
          await addJob(
            tx,
            TASKS.eventConsumer,
            { consumer: consumer.name, eventId: Number(row.id) },
            {
              jobKey: `event:${consumer.name}:${row.id}`,
              maxAttempts: consumer.maxAttempts ?? EVENT_JOB_ATTEMPTS,
            },
          );
        }
        const last = safe.at(-1);
        if (last)
          await tx
            .update(eventCursors)
            .set({ txId: last.tx_id, eventId: Number(last.id), updatedAt: sql`now()` })
            .where(eq(eventCursors.consumer, consumer.name));
        return { handed: safe.length, more: rows.length === BATCH, held: safe.length < rows.length };
      });
      if (result.held) heldBack = true;
      handed += result.handed;
      if (!result.more || result.handed === 0) break;
    }
  }
  return { handed, heldBack };
}

/** Runs one consumer on one event; throws (so the job is retried) when the consumer throws. */
export async function consumeEvent(
  deps: ConsumerDeps,
  consumers: readonly EventConsumer[],
  payload: { consumer: string; eventId: number },
): Promise<void> {
  const consumer = consumers.find((c) => c.name === payload.consumer);
  if (!consumer)
    throw new Error(`No event consumer named ${payload.consumer} is registered in this process.`);
  const [row] = await deps.db.select().from(events).where(eq(events.id, payload.eventId));
  if (!row) throw new Error(`Event ${payload.eventId} does not exist.`);
  await consumer.handle(toStoredEvent(row), deps);
}
