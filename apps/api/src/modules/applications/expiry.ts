import { EXPIRY_NOTE } from '@ih/contract/history-notes';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaigns } from '../../db/schema/catalogue.ts';
import { applications } from '../../db/schema/pipeline.ts';
import type { Tx } from '../../db/tx.ts';
import { TASKS } from '../../jobs/tasks.ts';
import { clearTimer, ensureTimers, setTimer } from '../../jobs/timers.ts';
import type { Clock } from '../../lib/clock.ts';
import { transition } from './transitions.ts';

const timerKey = (campaignId: string) => `${TASKS.applicationExpiry}:${campaignId}`;

/**
 * Keeps a campaign's expiry timer at its submission deadline, inside the transaction that sets the
 * deadline: a new campaign gets one, an edit moves it, removing the deadline removes it.
 */
export async function scheduleExpiry(
  tx: Tx,
  clock: Clock,
  campaignId: string,
  deadline: Date | null,
): Promise<void> {
  if (!deadline) return clearTimer(tx, timerKey(campaignId));
  await setTimer(tx, clock, {
    key: timerKey(campaignId),
    task: TASKS.applicationExpiry,
    dueAt: deadline,
    payload: { campaignId },
  });
}

/**
 * The timer's job: moves every pending application of the campaign to 'expired' through
 * transition(), so each gets its history row and event (actor: system). The campaign row is locked
 * first, so a staff edit of the deadline and this job serialise; a deadline moved later (the timer
 * fired for the old one) sets the timer again instead of expiring anything. Running it twice expires
 * nothing twice: only applications still pending are moved.
 */
export async function expireCampaignApplications(
  db: Db,
  clock: Clock,
  campaignId: string,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({ deadline: campaigns.submissionDeadline })
      .from(campaigns)
      .where(eq(campaigns.id, campaignId))
      .for('update');
    if (!campaign?.deadline) return [];
    const now = clock.now();
    if (campaign.deadline.getTime() > now.getTime()) {
      await scheduleExpiry(tx, clock, campaignId, campaign.deadline);
      return [];
    }
    const pending = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.campaignId, campaignId), eq(applications.status, 'pending')))
      .orderBy(asc(applications.id))
      .for('update');
    for (const { id } of pending) {
      await transition(tx, {
        applicationId: id,
        to: 'expired',
        actor: { kind: 'system', id: null },
        note: EXPIRY_NOTE,
        now,
      });
    }
    return pending.map((p) => p.id);
  });
}

/**
 * Gives every campaign that has pending applications and a deadline its timer, if it has none: for
 * data written before timers existed (an upgraded database) or by the seeds. Run when the queue
 * starts; idempotent (an existing timer is left as it is).
 */
export async function ensureExpiryTimers(db: Db): Promise<void> {
  await ensureTimers(
    db,
    TASKS.applicationExpiry,
    sql`select c.id, c.submission_deadline as due_at, json_build_object('campaignId', c.id) as payload
          from campaigns c
         where c.submission_deadline is not null
           and exists (select 1 from applications a where a.campaign_id = c.id and a.status = 'pending')`,
  );
}
