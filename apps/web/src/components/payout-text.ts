import type { PayoutStatus } from '@ih/contract/payout-enums';
import { istDay, type PayoutState, payoutFacts } from '@ih/contract/payout-terms';
import { plural, t } from '@lingui/core/macro';
import { formatDayMonth, formatDayMonthYear } from '@/lib/format';

/*
 * The contract's payout sentences (packages/contract/src/payout-terms.ts, payout-enums.ts) in the
 * reader's language: the same facts and the same English, built at render time so a change of
 * language shows at once. Call them while rendering (they read the active catalogue).
 */

/** A YYYY-MM-DD day of India's calendar as a Date at its start there. */
const indiaDay = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** "Due in 3 days", "Overdue by 2 days", "Paid 2 days late" (the contract's payoutFacts, in words). */
export function payoutStateWords(
  dueDate: string | null,
  paidAt: Date | string | null,
  today: string,
): string | null {
  const facts = payoutFacts(dueDate, paidAt, today);
  switch (facts?.kind) {
    case undefined:
      return null;
    case 'paid on time':
      return t`Paid on time`;
    case 'paid late': {
      const { days } = facts;
      return t`Paid ${plural(days, { one: '# day', other: '# days' })} late`;
    }
    case 'overdue': {
      const { days } = facts;
      return t`Overdue by ${plural(days, { one: '# day', other: '# days' })}`;
    }
    case 'due today':
      return t`Due today`;
    case 'due in': {
      const { days: left } = facts;
      return t`Due in ${plural(left, { one: '# day', other: '# days' })}`;
    }
    case 'due by': {
      const date = formatDayMonthYear(indiaDay(facts.day));
      return t`Due by ${date}`;
    }
  }
}

/** A payout as the wire states it (the contract's describePayout). */
export function payoutWords(
  dueDate: string | null,
  state: PayoutState | null,
  today: string,
  payoutStatus?: string | null,
): string | null {
  const atTheBank = payoutStatus === 'queued' || payoutStatus === 'processing';
  if (state === 'paid on time') return atTheBank ? t`Sent on time · processing` : t`Paid on time`;
  if (state === 'paid late') return atTheBank ? t`Sent late · processing` : t`Paid late`;
  return payoutStateWords(dueDate, null, today);
}

/** The countdown on work waiting for the brand team (the contract's autoApprovalText). */
export function autoApprovalWords(at: Date | string): string {
  const date = formatDayMonth(indiaDay(istDay(new Date(at))));
  return t`Approved automatically on ${date} if the brand team does not respond`;
}

/** The line a payout state shows (the contract's payoutStatusLabel). */
export function payoutStatusWords(status: PayoutStatus, utr: string | null): string {
  switch (status) {
    case 'queued':
    case 'processing':
      return t`Processing`;
    case 'reversed':
      return t`Reversed by the bank`;
    case 'failed':
      return t`Failed`;
    case 'rejected':
      return t`Rejected`;
    default:
      return utr ? t`Paid · UTR ${utr}` : t`Paid`;
  }
}
