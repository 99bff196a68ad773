import { staffCampaignApplicationsPath } from '@ih/contract/links';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/pipeline.ts';
import type { Tx } from '../../db/tx.ts';
import { TASKS } from '../../jobs/tasks.ts';
import { keepEarliestSince, setTimer, setTimerIfAbsent } from '../../jobs/timers.ts';
import type { Clock } from '../../lib/clock.ts';
import { dayIn } from '../../lib/i18n/index.ts';
import { type ApplicationContext, applicationContext } from './context.ts';
import { deliver, inTheirLanguages } from './deliver.ts';
import { activeCreator, staffOfBrand } from './recipients-repository.ts';

/*
 * Reminders and the staff digest are timers (design §11): set in the transaction of the change that
 * makes them due, and re-checked when they fire, so a reminder for work already submitted, or a
 * timer left over from an old deadline, tells nobody anything.
 */

const HOUR = 3600_000;
export const SUBMISSION_REMINDER_BEFORE_MS = 48 * HOUR;
export const STAFF_DIGEST_WINDOW_MS = HOUR;

/** Today in Asia/Kolkata, YYYY-MM-DD. */
const istDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
/** 09:00 in Asia/Kolkata on the day before `day`. */
const morningBefore = (day: string) => new Date(new Date(`${day}T09:00:00+05:30`).getTime() - 24 * HOUR);

export async function scheduleSubmissionReminder(tx: Tx, clock: Clock, c: ApplicationContext): Promise<void> {
  if (!c.submissionDeadline) return;
  const dueAt = new Date(c.submissionDeadline.getTime() - SUBMISSION_REMINDER_BEFORE_MS);
  // Accepted with less than 48 hours to go: the acceptance itself said when the deadline is.
  if (dueAt.getTime() <= clock.now().getTime()) return;
  await setTimer(tx, clock, {
    key: `${TASKS.reminderSubmission}:${c.applicationId}`,
    task: TASKS.reminderSubmission,
    dueAt,
    payload: { applicationId: c.applicationId },
  });
}

/** The first posting day from today on, if the campaign has one. */
const nextPostingDay = (c: ApplicationContext, now: Date) => c.postingDates.find((d) => d >= istDay(now));

export async function schedulePostingReminder(tx: Tx, clock: Clock, c: ApplicationContext): Promise<void> {
  const now = clock.now();
  const day = nextPostingDay(c, now);
  if (!day || day === istDay(now)) return;
  const at = morningBefore(day);
  await setTimer(tx, clock, {
    key: `${TASKS.reminderPosting}:${c.applicationId}`,
    task: TASKS.reminderPosting,
    dueAt: at.getTime() > now.getTime() ? at : now,
    payload: { applicationId: c.applicationId },
  });
}

export async function sendSubmissionReminder(db: Db, clock: Clock, applicationId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const c = await applicationContext(tx, applicationId);
    if (c?.status !== 'accepted' || !c.submissionDeadline) return false;
    const now = clock.now();
    const left = c.submissionDeadline.getTime() - now.getTime();
    if (left <= 0) return false;
    // The deadline moved later since the timer was set: wait for the new moment.
    if (left > SUBMISSION_REMINDER_BEFORE_MS) {
      await scheduleSubmissionReminder(tx, clock, c);
      return false;
    }
    const creator = await activeCreator(tx, c.influencerId);
    const hours = Math.max(1, Math.round(left / HOUR));
    const added = await deliver(
      tx,
      now,
      inTheirLanguages(creator ? [creator] : [], (t) => ({
        type: 'reminder.submission',
        title: t('reminder.submission.title', { campaign: c.campaignName }),
        body: t('reminder.submission.body', { campaign: c.campaignName, hours }),
        link: `/work/upload/${c.campaignId}`,
      })),
      `reminder-submission:${c.applicationId}:${c.submissionDeadline.toISOString()}`,
      null,
    );
    return added.length > 0;
  });
}

export async function sendPostingReminder(db: Db, clock: Clock, applicationId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const c = await applicationContext(tx, applicationId);
    if (c?.status !== 'approved') return false;
    const now = clock.now();
    const day = nextPostingDay(c, now);
    if (!day) return false;
    const tomorrow = istDay(new Date(now.getTime() + 24 * HOUR));
    if (day !== tomorrow) {
      // The schedule changed: remind the morning before the new day instead.
      if (day > tomorrow) await schedulePostingReminder(tx, clock, c);
      return false;
    }
    const creator = await activeCreator(tx, c.influencerId);
    const added = await deliver(
      tx,
      now,
      inTheirLanguages(creator ? [creator] : [], (t) => ({
        type: 'reminder.posting',
        title: t('reminder.posting.title', { campaign: c.campaignName }),
        body: t('reminder.posting.body', { campaign: c.campaignName, day: dayIn(t.language, day) }),
        link: `/work/approved-details/${c.applicationId}`,
      })),
      `reminder-posting:${c.applicationId}:${day}`,
      null,
    );
    return added.length > 0;
  });
}

/** The first new application of a campaign opens an hour's window; the digest goes when it ends. */
export async function openStaffDigest(tx: Tx, clock: Clock, campaignId: string, at: Date): Promise<void> {
  const key = `${TASKS.staffApplicationsDigest}:${campaignId}`;
  const opened = await setTimerIfAbsent(tx, clock, {
    key,
    task: TASKS.staffApplicationsDigest,
    dueAt: new Date(at.getTime() + STAFF_DIGEST_WINDOW_MS),
    payload: { campaignId, since: at.toISOString() },
  });
  // An earlier application handled after a later one still counts in this window.
  if (!opened) await keepEarliestSince(tx, key, 'since', at);
}

/** One notification to the campaign's staff: how many applications came in the window, still pending. */
export async function sendStaffDigest(
  db: Db,
  clock: Clock,
  campaignId: string,
  since: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          eq(applications.campaignId, campaignId),
          eq(applications.status, 'pending'),
          gte(applications.appliedAt, sql`${since}::timestamptz`),
        ),
      )
      .limit(1000);
    if (rows.length === 0) return 0;
    const c = await applicationContext(tx, rows[0]!.id);
    if (!c) return 0;
    const n = rows.length;
    const added = await deliver(
      tx,
      clock.now(),
      inTheirLanguages(await staffOfBrand(tx, c.brandId), (t) => {
        const names = { creator: c.creatorName, campaign: c.campaignName, brand: c.brandName };
        return {
          type: 'staff.applications',
          title: t('staffDigest.title', { ...names, n }),
          body: n === 1 ? t('staffDigest.one', names) : t('staffDigest.many', { ...names, others: n - 1 }),
          link: staffCampaignApplicationsPath(campaignId),
        };
      }),
      `staff-applications:${campaignId}:${since}`,
      null,
    );
    return added.length;
  });
}
