import { sql } from 'drizzle-orm';
import type { Executor } from '../db/tx.ts';

export interface AddJobOptions {
  /** Same key, one job: adding it again while it waits replaces it instead of adding a second. */
  jobKey?: string;
  /** 'preserve_run_at' keeps the waiting job's time; 'replace' (the default) takes the new one. */
  jobKeyMode?: 'replace' | 'preserve_run_at';
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * Queues a job with graphile-worker's own SQL function, on whatever executor is given: inside a
 * transaction the job exists only if that transaction commits (no job for a change that rolled back).
 */
export async function addJob(
  db: Executor,
  task: string,
  payload: Record<string, unknown>,
  opts: AddJobOptions = {},
): Promise<void> {
  await db.execute(sql`select graphile_worker.add_job(
    identifier := ${task},
    payload := ${JSON.stringify(payload)}::json,
    run_at := ${opts.runAt ?? null}::timestamptz,
    max_attempts := ${opts.maxAttempts ?? null}::int,
    job_key := ${opts.jobKey ?? null}::text,
    job_key_mode := ${opts.jobKeyMode ?? 'replace'}::text
  )`);
}

export interface JobSpec extends AddJobOptions {
  task: string;
  payload: Record<string, unknown>;
}

/**
 * Queues a job as if it had already been tried once and failed with `error`: graphile-worker's own
 * count of tries, its last error and its first backoff (exp(1) s) are what a job of its own would have
 * had. For work first tried as part of a larger job (a batch of events) whose failure must be
 * retried alone, with no extra try.
 */
export async function addTriedJob(
  db: Executor,
  spec: JobSpec & { jobKey: string },
  error: string,
): Promise<void> {
  await addJob(db, spec.task, spec.payload, spec);
  await db.execute(sql`
    update graphile_worker._private_jobs
       set attempts = 1, last_error = ${error}, run_at = now() + interval '1 second' * exp(1)
     where key = ${spec.jobKey}`);
}
