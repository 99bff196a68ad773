import { ADMIN_PAYMENT_MESSAGES, type OwedEntry } from '@ih/contract/admin-payments';
import { daysBetween, istDay, payoutStateOf } from '@ih/contract/payout-terms';
import { applicationCode } from '@ih/contract/work';
import { notFound } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { StaffPrincipal } from '../../plugins/auth.ts';
import { destinationsByCreator } from '../payouts/read.ts';
import { findScopedPayment, listOwedTasks } from './admin-repository.ts';
import type { PaymentRow } from './repository.ts';
import { toPayee } from './wire.ts';

/**
 * What is owed, per creator, within the staff member's brands: their posted, unpaid tasks by due date
 * and the sum. Creators with overdue payouts come first (most days late first), then by the earliest
 * due date, then the largest debt (design §13: pay on time).
 */
export async function listOwed(
  deps: Deps,
  staff: StaffPrincipal,
  influencerId?: string,
): Promise<OwedEntry[]> {
  const rows = await listOwedTasks(deps.db, staff, influencerId);
  const today = istDay(deps.clock.now());
  const byCreator = new Map<string, OwedEntry>();
  for (const row of rows) {
    const entry = byCreator.get(row.creator.id) ?? {
      influencer: toPayee(row.creator),
      amountOwed: 0,
      nextDueDate: null,
      daysLate: 0,
      tasks: [],
      payoutDestinations: [],
    };
    const amount = row.amount ?? 0;
    const daysLate = row.payoutDueDate ? Math.max(0, daysBetween(row.payoutDueDate, today)) : 0;
    entry.amountOwed += amount;
    entry.daysLate = Math.max(entry.daysLate, daysLate);
    if (row.payoutDueDate && (!entry.nextDueDate || row.payoutDueDate < entry.nextDueDate))
      entry.nextDueDate = row.payoutDueDate;
    entry.tasks.push({
      _id: row.applicationId,
      applicationCode: applicationCode(row.applicationId),
      campaign: { _id: row.campaignId, event_name: row.eventName, campaign_id: row.campaignCode },
      final_amount: amount,
      finalPostedAt: (row.finalPostedAt ?? new Date(0)).toISOString(),
      payoutDueDate: row.payoutDueDate,
      payoutState: payoutStateOf(row.payoutDueDate, null, today),
      daysLate,
    });
    byCreator.set(row.creator.id, entry);
  }
  // With a provider on, where each creator's money would go, as the bank checked it (design §18).
  const destinations = await destinationsByCreator(deps.db, deps.config, [...byCreator.keys()]);
  for (const [id, entry] of byCreator) entry.payoutDestinations = destinations.get(id) ?? [];
  const due = (e: OwedEntry) => e.nextDueDate ?? '9999-12-31';
  return [...byCreator.values()].sort(
    (a, b) =>
      b.daysLate - a.daysLate ||
      due(a).localeCompare(due(b)) ||
      b.amountOwed - a.amountOwed ||
      a.influencer.name.localeCompare(b.influencer.name),
  );
}

/** The payment if the staff member may see it; otherwise 404, as if it did not exist. */
export async function scopedPayment(deps: Deps, staff: StaffPrincipal, id: string): Promise<PaymentRow> {
  const row = await findScopedPayment(deps.db, staff, id);
  if (!row) throw notFound(ADMIN_PAYMENT_MESSAGES.notFound);
  return row;
}
