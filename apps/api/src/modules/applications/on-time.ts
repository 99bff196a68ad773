import type { ApplicationStatus } from '@ih/contract/enums';
import { addDays, addWorkingDays, PAYOUT_DUE_SOON_DAYS, payoutDueDateFor } from '@ih/contract/payout-terms';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaigns } from '../../db/schema/catalogue.ts';
import { applications } from '../../db/schema/pipeline.ts';
import type { Tx } from '../../db/tx.ts';
import { TASKS } from '../../jobs/tasks.ts';
import { clearTimer, setTimer } from '../../jobs/timers.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordEvent } from '../events/record.ts';
import { readSettings } from '../settings/read.ts';
import { type ApplicationRow, lockApplication, transition } from './transitions.ts';

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
        .select({ terms: campaigns.payoutTermsDays, autoDays: campaigns.autoApproveDays })
        .from(campaigns)
        .where(eq(campaigns.id, current.campaignId))
    : [];
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

export const autoDecisionNote = (to: ApplicationStatus, days: number) =>
  to === 'approved'
    ? `Approved automatically: the brand team did not respond within ${days} working day${days === 1 ? '' : 's'}.`
    : `Confirmed automatically: the brand team did not respond within ${days} working day${days === 1 ? '' : 's'}.`;

/**
 * The auto-decision timer's job. The application is locked first, so a staff decision and this job
 * serialise: whichever comes second finds the status moved (or the decision moment moved) and does
 * nothing. Running it twice decides nothing twice.
 */
export async function decideForSilentBrand(
  db: Db,
  clock: Clock,
  applicationId: string,
): Promise<ApplicationStatus | null> {
  return db.transaction(async (tx) => {
    const row = await lockApplication(tx, applicationId).catch(() => null);
    const to = row ? AUTO_DECISIONS[row.status] : undefined;
    const now = clock.now();
    if (!row || !to || !row.autoDecisionAt || row.autoDecisionAt.getTime() > now.getTime()) return null;
    const [campaign] = await tx
      .select({ autoDays: campaigns.autoApproveDays })
      .from(campaigns)
      .where(eq(campaigns.id, row.campaignId));
    await transition(tx, {
      applicationId,
      to,
      actor: { kind: 'system', id: null },
      note: autoDecisionNote(to, campaign?.autoDays ?? 0),
      now,
    });
    return to;
  });
}

/** The payout reminder timers' job: tells staff (through an event) only if it is still unpaid. */
export async function remindPayout(
  db: Db,
  clock: Clock,
  applicationId: string,
  kind: 'soon' | 'overdue',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.id, applicationId),
          eq(applications.status, 'final posted'),
          eq(applications.paymentStatus, 'pending'),
          isNull(applications.paidAt),
        ),
      );
    if (!row?.payoutDueDate) return false;
    await recordEvent(tx, {
      type: kind === 'soon' ? 'payout.due_soon' : 'payout.overdue',
      actor: { kind: 'system', id: null },
      at: clock.now(),
      applicationId,
      campaignId: row.campaignId,
      influencerId: row.influencerId,
      payload: { dueDate: row.payoutDueDate, amount: row.finalAmount },
    });
    return true;
  });
}
