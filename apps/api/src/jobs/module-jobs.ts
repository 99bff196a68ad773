import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { SmsSender } from '../lib/sms.ts';
import type { Storage } from '../lib/storage.ts';
import type { EventConsumer, JobLog } from './consumers.ts';
import type { TASKS } from './tasks.ts';

/** What a module's task handlers may use: the server passes its own, the worker makes them from the config. */
export interface JobDeps {
  db: Db;
  clock: Clock;
  log: JobLog;
  /** For notification e-mails and SMS. */
  mailer: Mailer;
  sms: SmsSender;
  config: Config;
  /** The file store, for the sweep of abandoned multipart uploads (S3 only). */
  storage?: Storage | undefined;
}

export type TaskName = (typeof TASKS)[keyof typeof TASKS];

/** One task: its payload is what the job was added with (addJob), read by the handler. */
export type TaskHandler = (payload: unknown, deps: JobDeps) => Promise<void>;

/**
 * What one module runs on the queue: its tasks, its event consumers, and what must exist before the
 * queue starts (timers). Modules export this; the assembly (src/module-jobs.ts) lists them, and the
 * queue (jobs/queue.ts) knows no module.
 */
export interface ModuleJobs {
  tasks?: Partial<Record<TaskName, TaskHandler>>;
  consumers?: readonly EventConsumer[];
  onStart?: (deps: JobDeps) => Promise<void>;
}
