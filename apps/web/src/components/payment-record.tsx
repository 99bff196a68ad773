import { type PaymentRecordFacts, paymentRecordTone } from '@ih/contract/payout-terms';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ShieldAlert, ShieldCheck, Sparkles } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A brand's payment record (design §13) as creators see it before applying: its on-time share and
 * median days to pay from five due payouts; below that the facts that exist ("1 payout overdue by 19
 * days", "2 of 2 paid on time"); "New on Influence Hub" only while no payout has fallen due (issue 26).
 * The same sentences as the contract's paymentRecordText, in the reader's language.
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
      {usePaymentRecordText(record)}
    </span>
  );
}

function usePaymentRecordText(r: PaymentRecordFacts): string {
  const { t } = useLingui();
  const count = r.overduePayouts ?? 0;
  const days = r.longestOverdueDays ?? 0;
  const overdue =
    count === 0
      ? null
      : count === 1
        ? t`1 payout overdue by ${plural(days, { one: '# day', other: '# days' })}`
        : t`${count} payouts overdue, the oldest by ${plural(days, { one: '# day', other: '# days' })}`;
  if (r.onTimePayoutRate !== null) {
    const rate = Math.round(r.onTimePayoutRate * 100);
    const median = r.medianDaysToPay;
    const parts = [
      t`Pays on time ${rate}%`,
      median === null ? null : t`pays in ${plural(median, { one: '# day', other: '# days' })} (median)`,
      overdue,
    ];
    return parts.filter((p) => p !== null).join(' · ');
  }
  const paid = r.paidCount ?? 0;
  const onTime = r.paidOnTimeCount ?? 0;
  const parts = [overdue, paid > 0 ? t`${onTime} of ${paid} paid on time` : null].filter((p) => p !== null);
  if (parts.length) return parts.join(' · ');
  const due = r.duePayoutsCounted ?? 0;
  return due > 0
    ? t`${plural(due, { one: '# payout due, none late yet', other: '# payouts due, none late yet' })}`
    : t`New on Influence Hub`;
}
