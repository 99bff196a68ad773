import type { ApplicationStatus } from '@ih/contract/enums';
import { autoDecisionNote } from '@ih/contract/history-notes';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaigns } from '../../db/schema/catalogue.ts';
import { applications } from '../../db/schema/pipeline.ts';
import { recordEvent } from '../../events/record.ts';
import type { Clock } from '../../lib/clock.ts';
import { AUTO_DECISIONS } from './on-time.ts';
import { lockApplication, transition } from './transitions.ts';

/*
 * The jobs of the on-time timers that on-time.ts sets (design §13): a silent brand's decision and
 * the payout reminders. They move applications through transition(), which calls on-time.ts: kept
 * apart so the two files do not import each other.
 */

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
