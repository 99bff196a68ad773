import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { TASKS } from '../../jobs/tasks.ts';
import { setTimer } from '../../jobs/timers.ts';
import type { Clock } from '../../lib/clock.ts';
import { applicationContext } from './context.ts';
import { deliver } from './deliver.ts';
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
    const when = stage === '24h' ? 'a day' : 'a week';
    const added = await deliver(
      tx,
      clock.now(),
      [
        {
          draft: {
            type: 'reminder.results',
            title: `Add your results: ${c.campaignName}`,
            body: `Your post for ${c.campaignName} has been live for ${when}. Add its views, likes and comments with a screenshot of the insights.`,
            link: `/work/final-posted/${c.campaignId}`,
          },
          recipients: creator ? [creator] : [],
        },
      ],
      `reminder-results:${applicationId}:${stage}`,
      null,
    );
    return added.length > 0;
  });
}
