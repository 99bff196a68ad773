import { type PaymentRecordFacts, paymentRecordText, paymentRecordTone } from '@ih/contract/payout-terms';
import { ShieldAlert, ShieldCheck, Sparkles } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A brand's payment record (design §13) as creators see it before applying: its on-time share and
 * median days to pay from five due payouts; below that the facts that exist ("1 payout overdue by 19
 * days", "2 of 2 paid on time"); "New on Influence Hub" only while no payout has fallen due (issue 26).
 */
export function PaymentRecord({ record, className }: { record: PaymentRecordFacts; className?: string }) {
  const tone = paymentRecordTone(record);
  const Icon = tone === 'bad' ? ShieldAlert : tone === 'good' ? ShieldCheck : Sparkles;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 text-xs font-medium',
        tone === 'bad' ? 'text-amber-800' : tone === 'good' ? 'text-green-800' : 'text-gray-700',
        className,
      )}
    >
      <Icon aria-hidden className="size-3.5 shrink-0" />
      {paymentRecordText(record)}
    </span>
  );
}
