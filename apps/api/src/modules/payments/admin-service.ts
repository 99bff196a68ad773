import { ADMIN_PAYMENT_MESSAGES, type OwedEntry } from '@ih/contract/admin-payments';
import { applicationCode } from '@ih/contract/work';
import { notFound } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { StaffPrincipal } from '../../plugins/auth.ts';
import { findScopedPayment, listOwedTasks } from './admin-repository.ts';
import type { PaymentRow } from './repository.ts';
import { toPayee } from './wire.ts';

/**
 * What is owed, per creator: their posted, unpaid tasks and the sum, largest debt first (then by
 * name), within the staff member's brands.
 */
export async function listOwed(
  deps: Deps,
  staff: StaffPrincipal,
  influencerId?: string,
): Promise<OwedEntry[]> {
  const rows = await listOwedTasks(deps.db, staff, influencerId);
  const byCreator = new Map<string, OwedEntry>();
  for (const row of rows) {
    const entry = byCreator.get(row.creator.id) ?? {
      influencer: toPayee(row.creator),
      amountOwed: 0,
      tasks: [],
    };
    const amount = row.amount ?? 0;
    entry.amountOwed += amount;
    entry.tasks.push({
      _id: row.applicationId,
      applicationCode: applicationCode(row.applicationId),
      campaign: { _id: row.campaignId, event_name: row.eventName, campaign_id: row.campaignCode },
      final_amount: amount,
      finalPostedAt: (row.finalPostedAt ?? new Date(0)).toISOString(),
    });
    byCreator.set(row.creator.id, entry);
  }
  return [...byCreator.values()].sort(
    (a, b) => b.amountOwed - a.amountOwed || a.influencer.name.localeCompare(b.influencer.name),
  );
}

/** The payment if the staff member may see it; otherwise 404, as if it did not exist. */
export async function scopedPayment(deps: Deps, staff: StaffPrincipal, id: string): Promise<PaymentRow> {
  const row = await findScopedPayment(deps.db, staff, id);
  if (!row) throw notFound(ADMIN_PAYMENT_MESSAGES.notFound);
  return row;
}
