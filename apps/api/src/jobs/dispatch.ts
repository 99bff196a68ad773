import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { eventCursors, events } from '../db/schema/events.ts';
import { toStoredEvent } from '../events/record.ts';
import { addJob, addTriedJob, type JobSpec } from './add-job.ts';
import { type ConsumerDeps, EVENT_JOB_ATTEMPTS, type EventConsumer } from './consumers.ts';
import { TASKS } from './tasks.ts';

const BATCH = 500;

/**
 * A dispatch hands its events to a consumer in at most this many jobs (the queue's concurrency, so
 * they still run side by side): a burst of 1,000 events is a few jobs, not 1,000 (issue 32). A single
 * event keeps the job it always had: `{ consumer, eventId }`.
 */
const JOBS_PER_DISPATCH = 4;

export type ConsumerJob = { consumer: string; eventId: number } | { consumer: string; eventIds: number[] };

function consumerJobs(consumer: EventConsumer, ids: number[]): JobSpec[] {
  const size = Math.ceil(ids.length / JOBS_PER_DISPATCH);
  const specs: JobSpec[] = [];
  for (let i = 0; i < ids.length; i += size) {
    const part = ids.slice(i, i + size);
    specs.push(
      part.length === 1
        ? singleEventJob(consumer, part[0]!)
        : {
            task: TASKS.eventConsumer,
            payload: { consumer: consumer.name, eventIds: part },
            jobKey: `events:${consumer.name}:${part[0]}-${part.at(-1)}`,
            maxAttempts: consumer.maxAttempts ?? EVENT_JOB_ATTEMPTS,
          },
    );
  }
  return specs;
}

const singleEventJob = (consumer: EventConsumer, eventId: number) => ({
  task: TASKS.eventConsumer,
  payload: { consumer: consumer.name, eventId },
  jobKey: `event:${consumer.name}:${eventId}`,
  maxAttempts: consumer.maxAttempts ?? EVENT_JOB_ATTEMPTS,
});

/**
 * Hands committed events to each consumer in commit order, in at most JOBS_PER_DISPATCH jobs per
 * consumer, and moves the consumer's cursor in the same transaction, so an event is handed over exactly once
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
        // One statement a job, in commit order: a queue draining one job at a time meets them in that order.
        for (const job of consumerJobs(
          consumer,
          safe.map((r) => Number(r.id)),
        ))
          await addJob(tx, job.task, job.payload, job);
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

/**
 * Runs one consumer on its job's events. One event: throws (so the job is retried) when the consumer
 * throws. Several: each in commit order; one that throws gets a job of its own, counted as tried once
 * with its error, so it is retried alone and never holds back the others of its batch.
 */
export async function consumeEvent(
  deps: ConsumerDeps,
  consumers: readonly EventConsumer[],
  payload: ConsumerJob,
): Promise<void> {
  const consumer = consumers.find((c) => c.name === payload.consumer);
  if (!consumer)
    throw new Error(`No event consumer named ${payload.consumer} is registered in this process.`);
  if ('eventId' in payload) {
    const [row] = await deps.db.select().from(events).where(eq(events.id, payload.eventId));
    if (!row) throw new Error(`Event ${payload.eventId} does not exist.`);
    await consumer.handle(toStoredEvent(row), deps);
    return;
  }
  const rows = await deps.db
    .select()
    .from(events)
    .where(inArray(events.id, payload.eventIds))
    .orderBy(events.txId, events.id);
  // One transaction for the batch, a savepoint for each event: a burst commits a few times, not once
  // per event (each commit waits for the disk, and one that NOTIFYs holds a cluster-wide lock while it
  // does). An event that throws rolls back to its savepoint alone.
  const failed: { id: number; error: unknown }[] = [];
  await deps.db.transaction(async (tx) => {
    for (const row of rows) {
      try {
        // The transaction stands in for the pool: a consumer's own db.transaction() becomes a savepoint.
        await tx.transaction((sp) =>
          consumer.handle(toStoredEvent(row), { ...deps, db: sp as unknown as Db }),
        );
      } catch (error) {
        failed.push({ id: row.id, error });
      }
    }
  });
  for (const { id, error } of failed) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    deps.log.warn(
      { err: error, consumer: consumer.name, eventId: id },
      'event consumer failed; retried alone',
    );
    await addTriedJob(deps.db, singleEventJob(consumer, id), message);
  }
}
