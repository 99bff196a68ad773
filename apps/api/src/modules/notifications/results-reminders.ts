import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { TASKS } from '../../jobs/tasks.ts';
import { setTimer } from '../../jobs/timers.ts';
import type { Clock } from '../../lib/clock.ts';
import { applicationContext } from './context.ts';
import { deliver, inTheirLanguages } from './deliver.ts';
import { activeCreator } from './recipients-repository.ts';
import { liveSince, reportedSince } from './results-repository.ts';

/*
 * Results reminders (design §17): 24 hours and 7 days after a post went live the creator is asked
 * for its numbers. Timers set when the post is confirmed live, re-checked when they fire: numbers
 * already reported (any at 24 hours; the week's, from day 6 on, at 7 days) tell nobody anything.
 */

const HOUR = 3600_000;
export const RESULTS_REMINDERS = {
  '24h': { after: 24 * HOUR, reportedFrom: 0 },
  '7d': { after: 7 * 24 * HOUR, reportedFrom: 6 * 24 * HOUR },
} as const;
export type ResultsStage = keyof typeof RESULTS_REMINDERS;

export async function scheduleResultsReminders(tx: Tx, clock: Clock, applicationId: string, liveAt: Date) {
  for (const stage of Object.keys(RESULTS_REMINDERS) as ResultsStage[])
    await setTimer(tx, clock, {
      key: `${TASKS.reminderResults}:${applicationId}:${stage}`,
      task: TASKS.reminderResults,
      dueAt: new Date(liveAt.getTime() + RESULTS_REMINDERS[stage].after),
      payload: { applicationId, stage },
    });
}

export async function sendResultsReminder(
  db: Db,
  clock: Clock,
  applicationId: string,
  stage: ResultsStage,
): Promise<boolean> {
  const rule = RESULTS_REMINDERS[stage];
  if (!rule) return false;
  return db.transaction(async (tx) => {
    const live = await liveSince(tx, applicationId);
    if (!live) return false;
    if (await reportedSince(tx, applicationId, new Date(live.getTime() + rule.reportedFrom))) return false;
    const c = await applicationContext(tx, applicationId);
    if (!c) return false;
    const creator = await activeCreator(tx, c.influencerId);
    const added = await deliver(
      tx,
      clock.now(),
      inTheirLanguages(creator ? [creator] : [], (t) => ({
        type: 'reminder.results',
        title: t('reminder.results.title', { campaign: c.campaignName }),
        body: t(stage === '24h' ? 'reminder.results.dayBody' : 'reminder.results.weekBody', {
          campaign: c.campaignName,
        }),
        link: `/work/final-posted/${c.campaignId}`,
      })),
      `reminder-results:${applicationId}:${stage}`,
      null,
    );
    return added.length > 0;
  });
}
