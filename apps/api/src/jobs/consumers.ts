import type { Db } from '../db/client.ts';
import type { StoredEvent } from '../events/types.ts';
import type { Clock } from '../lib/clock.ts';

export interface ConsumerDeps {
  db: Db;
  clock: Clock;
  log: JobLog;
}

/** The part of a pino logger the queue uses; the server passes its own, the worker a console one. */
export interface JobLog {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}

/**
 * Something that reacts to domain events (notifications, e-mails, live pushes). It gets every
 * committed event once, in commit order, from its own cursor: one added later still sees the events
 * written before it existed. `handle` must be idempotent by event id (a retry calls it again).
 */
export interface EventConsumer {
  /** Stable: the cursor is stored under it. */
  name: string;
  handle(event: StoredEvent, deps: ConsumerDeps): Promise<void>;
  /** Tries before the job is kept as failed (default EVENT_JOB_ATTEMPTS). */
  maxAttempts?: number;
}

export const EVENT_JOB_ATTEMPTS = 10;
