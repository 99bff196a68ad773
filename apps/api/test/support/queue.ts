import { sql } from 'drizzle-orm';
import type { EventConsumer } from '../../src/jobs/consumers.ts';
import { drainQueue, type QueueDeps } from '../../src/jobs/queue.ts';
import { MODULE_JOBS } from '../../src/module-jobs.ts';
import type { TestContext } from '../harness.ts';

const silent = { info() {}, warn() {}, error() {} };

/** The queue's dependencies on a test context: its database, its movable clock, no log lines. */
export const queueDeps = (t: TestContext, consumers: readonly EventConsumer[] = []): QueueDeps => ({
  db: t.db,
  pool: t.database.pool,
  clock: t.clock,
  log: silent,
  modules: MODULE_JOBS,
  consumers,
  mailer: t.app.mailer,
  sms: t.app.sms,
  config: t.config,
});

/** Runs what the queue has ready (due timers by the test clock, event hand-over) until nothing is left. */
export const runQueue = (t: TestContext, consumers: readonly EventConsumer[] = []) =>
  drainQueue(queueDeps(t, consumers));

/**
 * Makes jobs waiting for a retry ready now: graphile-worker waits exp(attempts) seconds of real
 * time between tries, which a test moves past instead of sleeping through.
 */
export async function makeRetriesDue(t: TestContext): Promise<void> {
  await t.db.execute(
    sql`update graphile_worker._private_jobs set run_at = now() where attempts > 0 and attempts < max_attempts`,
  );
}
