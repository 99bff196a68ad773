import { isPayoutInFlight } from '@ih/contract/payout-enums';
import { Trans } from '@lingui/react/macro';
import { payoutStatusWords } from '@/components/payout-text';
import { Badge } from '@/components/ui/badge';
import type { BatchRow } from '../lib/payment-rows';
import { PaymentStatusBadge } from './payment-status-badge';

/**
 * Design §18: a payment's status when a payout provider moves its money: "Processing" while the bank
 * works (not yet "Paid"), then Paid with the bank's reference (UTR) the creator can quote to their bank.
 */
export function BatchStatus({ row }: { row: BatchRow }) {
  const payout = row.payout;
  if (payout && isPayoutInFlight(payout.status))
    return (
      <Badge tone="blue">
        <Trans>Processing</Trans>
      </Badge>
    );
  return (
    <>
      <PaymentStatusBadge status={row.status} />
      {payout?.status === 'processed' && payout.utr ? (
        <span className="mt-1 block text-xs text-gray-600">
          UTR <span className="font-mono break-all text-gray-900">{payout.utr}</span>
        </span>
      ) : payout && payout.status !== 'processed' ? (
        <span className="mt-1 block text-xs font-medium text-red-700">
          {payoutStatusWords(payout.status, null)}
        </span>
      ) : null}
    </>
  );
}
