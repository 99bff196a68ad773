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
