import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { timers } from '../db/schema/events.ts';
import type { Tx } from '../db/tx.ts';
import type { Clock } from '../lib/clock.ts';
import { addJob } from './add-job.ts';
import { TASKS } from './tasks.ts';

export interface Timer {
  /** What the timer is about, e.g. `application-expiry:<campaign id>`: one timer per key. */
  key: string;
  /** The queue task that runs when it is due. */
  task: string;
  dueAt: Date;
  payload: Record<string, unknown>;
}

/** Attempts of the job a due timer becomes; retried with backoff, then kept as failed. */
export const TIMER_JOB_ATTEMPTS = 10;

/**
 * The real instant at which the queue should look at a time read from the app clock. The same in
 * production; in tests, where the clock was moved, it keeps the wake-up in real time.
 */
const realTime = (clock: Clock, at: Date) => new Date(at.getTime() - (clock.now().getTime() - Date.now()));

/** Asks the queue to look at the timers when one falls due (one waiting tick per instant). */
const wakeAt = (tx: Tx, clock: Clock, dueAt: Date) =>
  addJob(
    tx,
    TASKS.timersTick,
    {},
    {
      runAt: realTime(clock, dueAt),
      jobKey: `${TASKS.timersTick}@${dueAt.toISOString()}`,
      jobKeyMode: 'preserve_run_at',
      maxAttempts: 3,
    },
  );

/**
 * Sets (or moves) a timer inside the caller's transaction, and asks the queue to look at the timers
 * when it falls due. A second call with the same key moves the one timer; nothing is ever doubled.
 */
export async function setTimer(tx: Tx, clock: Clock, timer: Timer): Promise<void> {
  await tx
    .insert(timers)
    .values(timer)
    .onConflictDoUpdate({
      target: timers.key,
      set: { task: timer.task, dueAt: timer.dueAt, payload: timer.payload },
    });
  await wakeAt(tx, clock, timer.dueAt);
}

/**
 * Sets a timer only if none has the key: the first of several triggers decides when it fires (a
 * digest collects what comes after it). Answers whether it was set.
 */
export async function setTimerIfAbsent(tx: Tx, clock: Clock, timer: Timer): Promise<boolean> {
  const added = await tx.insert(timers).values(timer).onConflictDoNothing().returning({ key: timers.key });
  if (added.length === 0) return false;
  await wakeAt(tx, clock, timer.dueAt);
  return true;
}

/**
 * For a timer that collects what happened since a time in its payload (`field`, an ISO time): moves
 * that time back to `at` when `at` is earlier. Events may be handled out of commit order (batches run
 * side by side), so the one that opened the timer is not always the earliest.
 */
export async function keepEarliestSince(tx: Tx, key: string, field: string, at: Date): Promise<void> {
  await tx.execute(sql`
    update timers set payload = jsonb_set(payload, ${`{${field}}`}::text[], to_jsonb(${at.toISOString()}::text))
     where key = ${key} and (payload->>${field})::timestamptz > ${at.toISOString()}::timestamptz`);
}

/**
 * Gives each row of `due` (columns `id`, `due_at`, `payload`) a timer of `task` keyed `<task>:<id>`
 * unless it has one: for data written before its timers existed, a restored database or the seeds.
 * Run when the queue starts; an existing timer is left as it is.
 */
export async function ensureTimers(db: Db, task: string, due: SQL): Promise<void> {
  await db.execute(sql`
    insert into timers (key, task, due_at, payload)
    select ${`${task}:`} || d.id, ${task}, d.due_at, d.payload from (${due}) d
    on conflict (key) do nothing`);
}

export async function clearTimer(tx: Tx, key: string): Promise<void> {
  await tx.delete(timers).where(eq(timers.key, key));
}

/**
 * Turns every timer due by the clock into a queue job, in the transaction that deletes it. The job
 * key is the timer's key and due time, so even a replayed tick cannot queue the same run twice, and
 * SKIP LOCKED lets two workers tick at once without taking the same rows. Returns how many fired.
 */
export async function fireDueTimers(db: Db, clock: Clock): Promise<number> {
  let fired = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx.execute<{
        key: string;
        task: string;
        due_at: Date | string;
        payload: unknown;
      }>(sql`
        delete from timers t
         using (select key from timers where due_at <= ${clock.now()} order by due_at limit 200
                for update skip locked) d
         where t.key = d.key
        returning t.key, t.task, t.due_at, t.payload`);
      for (const row of due.rows) {
        const dueAt = new Date(row.due_at);
        await addJob(
          tx,
          row.task,
          { ...(row.payload as Record<string, unknown>), timerKey: row.key, dueAt: dueAt.toISOString() },
          { jobKey: `${row.key}@${dueAt.toISOString()}`, maxAttempts: TIMER_JOB_ATTEMPTS },
        );
      }
      return due.rows.length;
    });
    fired += batch;
    if (batch < 200) return fired;
  }
}
