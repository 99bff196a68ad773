import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from './transitions.ts';

/** How often the background job looks for overdue applications. */
export const EXPIRY_INTERVAL_MS = 5 * 60 * 1000;
export const EXPIRY_NOTE = 'The submission deadline passed before the application was accepted.';

/**
 * Moves every pending application whose campaign's submission deadline has passed to 'expired'
 * (design §10), with a system history row each. One statement: the UPDATE … FROM campaigns returns
 * the ids it changed and the same statement inserts their history, so the two cannot drift apart.
 * The `status = 'pending'` condition is re-checked under the row lock, so two runs at once (the job
 * and a creator's list) never expire or record the same application twice.
 */
export async function expireOverdueApplications(
  db: Executor,
  opts: { influencerId?: string; now?: Date } = {},
): Promise<string[]> {
  const now = opts.now ?? new Date();
  const onlyCreator = opts.influencerId ? sql`and a.influencer_id = ${opts.influencerId}` : sql``;
  const result = await db.execute<{ application_id: string }>(sql`
    with expired as (
      update applications a
         set status = 'expired', updated_at = ${now}
        from campaigns c
       where c.id = a.campaign_id
         and a.status = 'pending'
         and c.submission_deadline is not null
         and c.submission_deadline < ${now}
         ${onlyCreator}
      returning a.id
    )
    insert into application_history (application_id, from_status, to_status, actor_kind, actor_id, note, created_at)
    select id, 'pending', 'expired', 'system', null, ${EXPIRY_NOTE}, ${now} from expired
    returning application_id`);
  return result.rows.map((r) => r.application_id);
}

/**
 * Runs the expiry every few minutes so staff lists are right even when the creator never looks. The
 * timer is unref'd (it never keeps the process alive) and cleared when the app closes.
 */
export function startExpiryJob(app: FastifyInstance, intervalMs = EXPIRY_INTERVAL_MS): NodeJS.Timeout {
  let running = false;
  const timer = setInterval(() => {
    // A slow run must not overlap the next one.
    if (running) return;
    running = true;
    expireOverdueApplications(app.db)
      .then((ids) => {
        if (ids.length) app.log.info({ count: ids.length }, 'expired overdue applications');
      })
      .catch((err: unknown) => app.log.error({ err }, 'expiring overdue applications failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return timer;
}
