import { sql } from 'drizzle-orm';
import type { Executor } from '../db/tx.ts';

export interface FailedJob {
  id: string;
  task: string;
  attempts: number;
  lastError: string | null;
  payload: unknown;
  updatedAt: Date;
}

/**
 * Jobs that used up their tries: kept with their last error until someone retries them. Read from
 * the package's tables because its public `jobs` view leaves out the payload, which says what failed.
 */
export async function listFailedJobs(db: Executor): Promise<FailedJob[]> {
  const result = await db.execute<{
    id: string;
    task_identifier: string;
    attempts: number;
    last_error: string | null;
    payload: unknown;
    updated_at: Date | string;
  }>(sql`
    select j.id::text, t.identifier as task_identifier, j.attempts, j.last_error, j.payload, j.updated_at
      from graphile_worker._private_jobs j
      join graphile_worker._private_tasks t on t.id = j.task_id
     where j.attempts >= j.max_attempts and j.locked_at is null
     order by j.updated_at desc, j.id desc`);
  return result.rows.map((r) => ({
    id: r.id,
    task: r.task_identifier,
    attempts: r.attempts,
    lastError: r.last_error,
    payload: r.payload,
    updatedAt: new Date(r.updated_at),
  }));
}

/** Gives failed jobs their tries back and makes them due now; answers how many it found. */
export async function retryFailedJobs(db: Executor, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const result = await db.execute(sql`
    select graphile_worker.reschedule_jobs(
      ${`{${ids.join(',')}}`}::bigint[], run_at := now(), attempts := 0)`);
  return result.rows.length;
}
