import { paymentRecordText } from '@ih/contract/payout-terms';
import { ShieldCheck, Sparkles } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A brand's payment record (design §13) as creators see it before applying: its on-time share and
 * median days to pay, or "New on Influence Hub" until five payouts have fallen due.
 */
export function PaymentRecord({
  record,
  className,
}: {
  record: { onTimePayoutRate: number | null; medianDaysToPay: number | null };
  className?: string;
}) {
  const known = record.onTimePayoutRate !== null;
  const Icon = known ? ShieldCheck : Sparkles;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 text-xs font-medium',
        known && (record.onTimePayoutRate ?? 0) < 0.8
          ? 'text-amber-800'
          : known
            ? 'text-green-800'
            : 'text-gray-700',
        className,
      )}
    >
      <Icon aria-hidden className="size-3.5 shrink-0" />
      {paymentRecordText(record)}
    </span>
  );
}
