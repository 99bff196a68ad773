import type { ApplicationStatus } from '@ih/contract/enums';
import {
  addDays,
  addWorkingDays,
  deliveredOnTime,
  PAYOUT_DUE_SOON_DAYS,
  payoutDueDateFor,
} from '@ih/contract/payout-terms';
import { eq } from 'drizzle-orm';
import { campaigns } from '../../db/schema/catalogue.ts';
import type { applications } from '../../db/schema/pipeline.ts';
import type { Tx } from '../../db/tx.ts';
import { TASKS } from '../../jobs/tasks.ts';
import { clearTimer, setTimer } from '../../jobs/timers.ts';
import type { Clock } from '../../lib/clock.ts';
import { readSettings } from '../settings/read.ts';

/*
 * Decisions on time (design §13): work left in pending review, or posts left unconfirmed, for the
 * campaign's working days is decided for the creator; a confirmed post gets the day its payout is
 * promised for, and staff are told two days before and when it is late. All of it is timers, set
 * and cleared by transition() in the move's own transaction, and re-checked when they fire.
 */

/** The statuses a silent brand team decides automatically, and what the decision is. */
export const AUTO_DECISIONS: Partial<Record<ApplicationStatus, ApplicationStatus>> = {
  'pending review': 'approved',
  'final submission': 'final posted',
};

const decisionKey = (applicationId: string) => `${TASKS.autoDecision}:${applicationId}`;
const payoutKey = (kind: 'soon' | 'overdue', applicationId: string) => `payout-${kind}:${applicationId}`;
/** A clock that reads the move's own time, for the timers a move sets. */
const at = (now: Date): Clock => ({ now: () => now });

/** The application row a move changes (transitions.ts names it ApplicationRow). */
type ApplicationRow = typeof applications.$inferSelect;

/** 09:00 in India on a day (YYYY-MM-DD). */
const morningOf = (day: string) => new Date(`${day}T09:00:00+05:30`);

/**
 * What a move to `to` does to the timers and the columns they show (called by transition()).
 * Entering a status a silent brand decides sets its timer; leaving it clears the timer; a post
 * confirmed live gets its payout due date and the two payout reminders.
 */
export async function onTimeChanges(
  tx: Tx,
  current: ApplicationRow,
  to: ApplicationStatus,
  now: Date,
): Promise<Partial<ApplicationRow>> {
  const changes: Partial<ApplicationRow> = {};
  const needsCampaign = AUTO_DECISIONS[to] || to === 'final posted';
  const [campaign] = needsCampaign
    ? await tx
        .select({
          terms: campaigns.payoutTermsDays,
          autoDays: campaigns.autoApproveDays,
          deadline: campaigns.submissionDeadline,
        })
        .from(campaigns)
        .where(eq(campaigns.id, current.campaignId))
    : [];
  // The first version of the work decides (a resubmission after rework keeps the first answer).
  if (to === 'pending review' && current.deliveredOnTime === null && campaign)
    changes.deliveredOnTime = deliveredOnTime(now, campaign.deadline);
  if (AUTO_DECISIONS[to] && campaign) {
    const { holidays } = await readSettings(tx);
    const decideAt = addWorkingDays(now, campaign.autoDays, holidays);
    changes.autoDecisionAt = decideAt;
    await setTimer(tx, at(now), {
      key: decisionKey(current.id),
      task: TASKS.autoDecision,
      dueAt: decideAt,
      payload: { applicationId: current.id },
    });
  } else if (current.autoDecisionAt) {
    changes.autoDecisionAt = null;
    await clearTimer(tx, decisionKey(current.id));
  }
  if (to === 'final posted' && campaign) {
    const due = payoutDueDateFor(now, campaign.terms);
    changes.payoutDueDate = due;
    const soon = morningOf(addDays(due, -PAYOUT_DUE_SOON_DAYS));
    await setTimer(tx, at(now), {
      key: payoutKey('soon', current.id),
      task: TASKS.payoutReminder,
      // Terms of two days or less are "due soon" from the start.
      dueAt: soon.getTime() > now.getTime() ? soon : now,
      payload: { applicationId: current.id, kind: 'soon' },
    });
    await setTimer(tx, at(now), {
      key: payoutKey('overdue', current.id),
      task: TASKS.payoutReminder,
      dueAt: new Date(`${addDays(due, 1)}T00:00:00+05:30`),
      payload: { applicationId: current.id, kind: 'overdue' },
    });
  }
  return changes;
}
