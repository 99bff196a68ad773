import type { WorkItem } from '@ih/contract/work';
import { formatRupees } from '@/lib/format';

/** The parts of a work item its fee is read from. */
export type FeeSource = Pick<WorkItem, 'agreedAmount' | 'netAmount' | 'quote_asking_amount'> &
  Partial<Pick<WorkItem, 'payoutStatus' | 'utr'>> & {
    campaign: { budget: Pick<WorkItem['campaign']['budget'], 'budget_type' | 'fixed_price'> };
  };

export interface FeeLine {
  label: string;
  value: string;
}

/**
 * What the work pays, in the words every work row and page uses (issue 26): the fee agreed on
 * acceptance, and once paid what arrived after TDS and GST. Before a decision, the creator's own
 * quote or the campaign's fixed price, said as such; an affiliate campaign pays per sale.
 */
export function feeLines(i: FeeSource): FeeLine[] {
  if (i.agreedAmount !== null) {
    const lines: FeeLine[] = [{ label: 'Agreed Fee', value: formatRupees(i.agreedAmount) }];
    if (i.netAmount !== null)
      lines.push({ label: 'Received', value: `${formatRupees(i.netAmount)} after TDS and GST` });
    // Design §18: paid through a provider, the money is on its way until the bank says processed.
    if (i.payoutStatus === 'queued' || i.payoutStatus === 'processing')
      lines.push({ label: 'Payment', value: 'Processing: on its way to your bank' });
    if (i.utr) lines.push({ label: 'UTR', value: i.utr });
    return lines;
  }
  const { budget_type, fixed_price } = i.campaign.budget;
  if (budget_type === 'get quote' && i.quote_asking_amount > 0)
    return [{ label: 'Your Quote', value: `${formatRupees(i.quote_asking_amount)} (not agreed yet)` }];
  if (budget_type === 'fixed' && fixed_price !== null)
    return [{ label: 'Fixed Price', value: formatRupees(fixed_price) }];
  return [];
}

/** One short line for a list's Cost cell: "₹12,500 agreed", "₹13,000 quoted", "₹5,000 fixed". */
export function feeSummary(i: FeeSource): string | null {
  if (i.agreedAmount !== null)
    return i.netAmount !== null
      ? `${formatRupees(i.agreedAmount)} agreed · ${formatRupees(i.netAmount)} received`
      : i.payoutStatus === 'queued' || i.payoutStatus === 'processing'
        ? `${formatRupees(i.agreedAmount)} agreed · payment processing`
        : `${formatRupees(i.agreedAmount)} agreed`;
  const { budget_type, fixed_price } = i.campaign.budget;
  if (budget_type === 'get quote' && i.quote_asking_amount > 0)
    return `${formatRupees(i.quote_asking_amount)} quoted`;
  if (budget_type === 'fixed' && fixed_price !== null) return `${formatRupees(fixed_price)} fixed`;
  return null;
}
