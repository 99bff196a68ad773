import { payoutStatusLabel } from '@ih/contract/payout-enums';
import type { BatchRow } from '../lib/payment-rows';

/**
 * Design §18: where a payment's money is when a payout provider moves it, under its status: "Processing"
 * while the bank works, then the bank's reference (UTR) the creator can quote to their bank.
 */
export function PayoutLine({ payout }: { payout: BatchRow['payout'] }) {
  if (!payout) return null;
  if (payout.status === 'processed' && payout.utr)
    return (
      <span className="mt-1 block text-xs text-gray-600">
        UTR <span className="font-mono text-gray-900">{payout.utr}</span>
      </span>
    );
  const inFlight = payout.status === 'queued' || payout.status === 'processing';
  return (
    <span className={`mt-1 block text-xs font-medium ${inFlight ? 'text-blue-700' : 'text-red-700'}`}>
      {payoutStatusLabel(payout.status, payout.utr)}
    </span>
  );
}
