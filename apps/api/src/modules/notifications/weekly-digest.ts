import type { Language } from '@ih/contract/language';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { timers } from '../../db/schema/events.ts';
import { TASKS } from '../../jobs/tasks.ts';
import { setTimer } from '../../jobs/timers.ts';
import type { Clock } from '../../lib/clock.ts';
import { deliver, inTheirLanguages } from './deliver.ts';

/*
 * The weekly digest (issue 14): on Monday morning, each creator who switched it on hears how many
 * active campaigns were added in the week in their niches. Off by default: a creator who did not ask
 * for it gets nothing, not even in the app. One timer for everyone, moved a week on each time.
 */

const WEEK_MS = 7 * 24 * 3600_000;
const KEY = TASKS.weeklyDigest;

/** The next Monday 09:00 in Asia/Kolkata strictly after `now`. */
export function nextDigestAt(now: Date): Date {
  const ist = new Date(now.getTime() + 330 * 60_000);
  const daysToMonday = (8 - ist.getUTCDay()) % 7;
  const day = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + daysToMonday));
  let at = new Date(`${day.toISOString().slice(0, 10)}T09:00:00+05:30`);
  if (at.getTime() <= now.getTime()) at = new Date(at.getTime() + WEEK_MS);
  return at;
}

/** Gives the digest its timer if it has none (at queue start; idempotent). */
export async function ensureDigestTimer(db: Db, clock: Clock): Promise<void> {
  await db
    .insert(timers)
    .values({ key: KEY, task: TASKS.weeklyDigest, dueAt: nextDigestAt(clock.now()), payload: {} })
    .onConflictDoNothing();
}

/** Sends this week's digests (once per creator per week, whatever repeats) and sets next week's timer. */
export async function sendWeeklyDigests(db: Db, clock: Clock, dueAt: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const since = new Date(dueAt.getTime() - WEEK_MS);
    const { rows } = await tx.execute<{
      id: string;
      email: string;
      name: string;
      mobile: string;
      language: Language;
      n: number;
    }>(sql`
      select i.id, i.email, i.name, i.mobile_number as mobile, i.language, count(c.id)::int as n
        from influencers i
        join notification_preferences p
          on p.subject_kind = 'influencer' and p.subject_id = i.id and p.category = 'digest' and p.email
        join campaigns c
          on c.status = 'active' and c.created_at >= ${since} and c.created_at < ${dueAt}
         and c.category_ids && array(select k.id from categories k where k.name = any(i.niches))
       where i.status = 'active'
       group by i.id`);
    let sent = 0;
    for (const { n, ...r } of rows) {
      const added = await deliver(
        tx,
        clock.now(),
        inTheirLanguages([{ kind: 'influencer', ...r }], (t) => ({
          type: 'digest.campaigns',
          title: t('digest.title', { n }),
          body: t('digest.body', { n }),
          link: '/campaigns',
        })),
        `digest:${dueAt.toISOString()}`,
        null,
      );
      sent += added.length;
    }
    await setTimer(tx, clock, {
      key: KEY,
      task: TASKS.weeklyDigest,
      dueAt: nextDigestAt(dueAt),
      payload: {},
    });
    return sent;
  });
}
