import { MESSAGE_EMAIL_AFTER_MINUTES } from '@ih/contract/messages-messages';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { addJob } from '../../jobs/add-job.ts';
import { TASKS } from '../../jobs/tasks.ts';
import { setTimer, setTimerIfAbsent } from '../../jobs/timers.ts';
import type { Clock } from '../../lib/clock.ts';
import { EMAIL_JOB_ATTEMPTS } from './deliver.ts';

/*
 * Messages are e-mailed only when they stay unread (issue 15): ten minutes after a message, each
 * person of the other side who has not read the thread gets one e-mail (their latest message
 * notification), and at most one per thread an hour. Reading the thread in time sends nothing.
 */

const AFTER_MS = MESSAGE_EMAIL_AFTER_MINUTES * 60_000;
const HOUR_MS = 3_600_000;

/** The dedupe key of a message notification: it names the thread, so its e-mails can be found. */
export const threadKey = (applicationId: string, eventId: number) => `message:${applicationId}:${eventId}`;

const timerKey = (applicationId: string) => `${TASKS.messageEmail}:${applicationId}`;

export async function scheduleMessageEmail(
  tx: Tx,
  clock: Clock,
  applicationId: string,
  at: Date,
): Promise<void> {
  await setTimerIfAbsent(tx, clock, {
    key: timerKey(applicationId),
    task: TASKS.messageEmail,
    dueAt: new Date(at.getTime() + AFTER_MS),
    payload: { applicationId },
  });
}

/** The timer's job; answers how many e-mails it queued. */
export async function emailUnreadMessages(db: Db, clock: Clock, applicationId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const cutoff = new Date(now.getTime() - AFTER_MS);
    const since = new Date(now.getTime() - HOUR_MS);
    const like = `message:${applicationId}:%`;
    // Per person: their newest message notification not e-mailed, if a message of the other side
    // older than ten minutes is still unread and nothing of this thread was e-mailed to them this hour.
    const { rows } = await tx.execute<{ id: string }>(sql`
      select distinct on (n.recipient_kind, n.recipient_id) n.id
        from notifications n
       where n.dedupe_key like ${like}
         and n.email_status = 'skipped'
         and n.created_at <= ${cutoff}
         and exists (select 1 from messages m
                      where m.application_id = ${applicationId}
                        and m.author_kind <> n.recipient_kind
                        and m.read_at is null and m.created_at <= ${cutoff})
         and not exists (select 1 from notifications e
                          where e.recipient_kind = n.recipient_kind and e.recipient_id = n.recipient_id
                            and e.dedupe_key like ${like}
                            and (e.email_status in ('pending', 'sending') or e.emailed_at > ${since}))
       order by n.recipient_kind, n.recipient_id, n.created_at desc`);
    for (const { id } of rows) {
      await tx.execute(sql`update notifications set email_status = 'pending' where id = ${id}`);
      await addJob(
        tx,
        TASKS.notificationEmail,
        { notificationId: id },
        {
          jobKey: `${TASKS.notificationEmail}:${id}`,
          maxAttempts: EMAIL_JOB_ATTEMPTS,
        },
      );
    }
    // Messages written since: look again ten minutes after the newest unread one.
    const { rows: later } = await tx.execute<{ at: Date | string }>(sql`
      select max(created_at) as at from messages
       where application_id = ${applicationId} and read_at is null and created_at > ${cutoff}`);
    const next = later[0]?.at ? new Date(later[0].at) : null;
    if (next)
      await setTimer(tx, clock, {
        key: timerKey(applicationId),
        task: TASKS.messageEmail,
        dueAt: new Date(next.getTime() + AFTER_MS),
        payload: { applicationId },
      });
    return rows.length;
  });
}
