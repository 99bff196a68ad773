import type { WorkItem } from '@ih/contract/work';
import { t } from '@lingui/core/macro';
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
    const lines: FeeLine[] = [{ label: t`Agreed Fee`, value: formatRupees(i.agreedAmount) }];
    const net = formatRupees(i.netAmount);
    if (i.netAmount !== null) lines.push({ label: t`Received`, value: t`${net} after TDS and GST` });
    // Design §18: paid through a provider, the money is on its way until the bank says processed.
    if (i.payoutStatus === 'queued' || i.payoutStatus === 'processing')
      lines.push({ label: t`Payment`, value: t`Processing: on its way to your bank` });
    if (i.utr) lines.push({ label: 'UTR', value: i.utr });
    return lines;
  }
  const { budget_type, fixed_price } = i.campaign.budget;
  if (budget_type === 'get quote' && i.quote_asking_amount > 0) {
    const quote = formatRupees(i.quote_asking_amount);
    return [{ label: t`Your Quote`, value: t`${quote} (not agreed yet)` }];
  }
  if (budget_type === 'fixed' && fixed_price !== null)
    return [{ label: t`Fixed Price`, value: formatRupees(fixed_price) }];
  return [];
}

/** One short line for a list's Cost cell: "₹12,500 agreed", "₹13,000 quoted", "₹5,000 fixed". */
export function feeSummary(i: FeeSource): string | null {
  if (i.agreedAmount !== null) {
    const agreed = formatRupees(i.agreedAmount);
    const net = formatRupees(i.netAmount);
    return i.netAmount !== null
      ? t`${agreed} agreed · ${net} received`
      : i.payoutStatus === 'queued' || i.payoutStatus === 'processing'
        ? t`${agreed} agreed · payment processing`
        : t`${agreed} agreed`;
  }
  const { budget_type, fixed_price } = i.campaign.budget;
  if (budget_type === 'get quote' && i.quote_asking_amount > 0) {
    const quote = formatRupees(i.quote_asking_amount);
    return t`${quote} quoted`;
  }
  if (budget_type === 'fixed' && fixed_price !== null) {
    const fixed = formatRupees(fixed_price);
    return t`${fixed} fixed`;
  }
  return null;
}
