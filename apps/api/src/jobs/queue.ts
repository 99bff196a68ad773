import { Logger, type Runner, run, runOnce, type TaskList } from 'graphile-worker';
import type pg from 'pg';
import type { Db } from '../db/client.ts';
import { ChannelListener } from '../db/listen.ts';
import { coalesce } from '../lib/coalesce.ts';
import { addJob } from './add-job.ts';
import type { EventConsumer, JobLog } from './consumers.ts';
import { type ConsumerJob, consumeEvent, dispatchEvents } from './dispatch.ts';
import type { JobDeps, ModuleJobs, TaskHandler } from './module-jobs.ts';
import { TASKS } from './tasks.ts';
import { fireDueTimers } from './timers.ts';

export interface QueueDeps extends JobDeps {
  pool: pg.Pool;
  /** The modules' tasks and start-up work (src/module-jobs.ts). */
  modules: readonly ModuleJobs[];
  /** The event consumers to hand events to (the modules' own, or a test's). */
  consumers: readonly EventConsumer[];
}

/** Every minute, on whichever process takes the cron slot first: the safety net for missed wake-ups. */
const CRONTAB = [
  `* * * * * ${TASKS.timersTick} ?max=3`,
  `* * * * * ${TASKS.dispatchEvents} ?max=3`,
  `17 * * * * ${TASKS.storageSweep} ?max=1`,
].join('\n');

/** Wakes the dispatcher; the key folds a burst of events into one waiting job. */
/**
 * How soon a dispatch that found events held back by a running transaction looks again (issue 32:
 * a burst's events reach their consumers within a second of commit).
 */
const HELD_BACK_RETRY_MS = 200;

const wakeDispatcher = (db: Db, runAt?: Date) =>
  addJob(
    db,
    TASKS.dispatchEvents,
    {},
    {
      jobKey: runAt ? `${TASKS.dispatchEvents}:later` : TASKS.dispatchEvents,
      jobKeyMode: 'preserve_run_at',
      maxAttempts: 3,
      ...(runAt ? { runAt } : {}),
    },
  );

export function taskList(deps: QueueDeps): TaskList {
  return {
    [TASKS.timersTick]: async () => {
      const fired = await fireDueTimers(deps.db, deps.clock);
      if (fired) deps.log.info({ fired }, 'timers fired');
    },
    [TASKS.dispatchEvents]: async () => {
      const { heldBack } = await dispatchEvents(deps.db, deps.consumers);
      // Events of a transaction that started before a still-running one wait for it; look again soon.
      // Its own commit wakes the dispatcher too if it wrote events; this covers one that wrote none.
      if (heldBack) await wakeDispatcher(deps.db, new Date(Date.now() + HELD_BACK_RETRY_MS));
    },
    [TASKS.eventConsumer]: async (payload) => {
      await consumeEvent(deps, deps.consumers, payload as ConsumerJob);
    },
    ...moduleTasks(deps),
  };
}

/** Each module's own tasks, given the queue's dependencies; a name two modules claim is a mistake. */
function moduleTasks(deps: QueueDeps): TaskList {
  const list: TaskList = {};
  for (const m of deps.modules)
    for (const [name, handle] of Object.entries(m.tasks ?? {})) {
      if (list[name]) throw new Error(`Two modules register the task ${name}.`);
      list[name] = (payload: unknown) => (handle as TaskHandler)(payload, deps);
    }
  return list;
}

function graphileLogger(log: JobLog): Logger {
  return new Logger(() => (level, message, meta) => {
    if (level === 'error') log.error({ ...meta }, message);
    else if (level === 'warning') log.warn({ ...meta }, message);
    // info and debug lines (worker started, job completed) would drown the server's log.
  });
}

export interface Queue {
  stop(): Promise<void>;
}

/**
 * Starts the job runner in this process (the server, or `npm run worker`). Any number of processes
 * may run it on one database: graphile-worker takes each job with SKIP LOCKED, and the cron slot is
 * claimed in the database. Committed events wake the dispatcher through LISTEN on `ih_events`.
 */
export async function startQueue(deps: QueueDeps, opts: { concurrency?: number } = {}): Promise<Queue> {
  for (const m of deps.modules) await m.onStart?.(deps);
  const runner: Runner = await run({
    pgPool: deps.pool,
    taskList: taskList(deps),
    crontab: CRONTAB,
    concurrency: opts.concurrency ?? 4,
    noHandleSignals: true,
    pollInterval: 2000,
    logger: graphileLogger(deps.log),
  });
  // Whatever fell due or was written while no process ran: look at it now.
  await addJob(deps.db, TASKS.timersTick, {}, { jobKey: `${TASKS.timersTick}@start`, maxAttempts: 3 });
  await wakeDispatcher(deps.db);
  // Committed events wake the dispatcher at once; on a lost connection the minute's cron covers the
  // gap, and a reconnect looks at once too. NOTIFYs that arrive while a wake is on its way make one
  // more, not one each (a steady stream of applications would otherwise queue a job per event).
  const wake = coalesce(
    () => wakeDispatcher(deps.db),
    (err: unknown) => deps.log.warn({ err }, 'waking the dispatcher failed'),
  );
  const listener = new ChannelListener({
    connectionString: String(deps.pool.options.connectionString ?? ''),
    channel: 'ih_events',
    what: 'the job queue',
    log: deps.log,
    onNotify: wake,
    onReconnect: wake,
  });
  await listener.startOrRetry();
  return {
    async stop() {
      await listener.stop();
      await runner.stop();
    },
  };
}

/**
 * Runs, in this process, everything the queue has ready now and returns when nothing is left: the
 * timers due by the clock, the event hand-over and what they queued. For tests and one-off runs.
 */
export async function drainQueue(deps: QueueDeps, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  const runReady = () =>
    runOnce({
      pgPool: deps.pool,
      taskList: taskList(deps),
      noHandleSignals: true,
      logger: graphileLogger(deps.log),
    });
  await addJob(deps.db, TASKS.timersTick, {}, { jobKey: `${TASKS.timersTick}@drain`, maxAttempts: 3 });
  await runReady();
  // Jobs write events (expiry) and events make jobs: go round until a dispatch finds nothing new.
  // Events held back by a transaction still running elsewhere are waited for, not skipped.
  for (;;) {
    const { handed, heldBack } = await dispatchEvents(deps.db, deps.consumers);
    if (handed) await runReady();
    if (!handed && !heldBack) return;
    if (heldBack) {
      if (Date.now() > until) throw new Error('Events stayed held back by a transaction that did not end.');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
