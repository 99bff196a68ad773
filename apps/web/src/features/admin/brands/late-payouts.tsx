import { useQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/card';
import { formatDayMonthYear, formatRupees } from '@/lib/format';
import { latePayoutsQuery } from './api';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'} late`;

/**
 * The late ones behind the brand's payment record (design §13): payouts due in the last 90 days that
 * were paid after their due date or are still unpaid, most days late first. Shown only when there are any.
 */
export function LatePayouts({ brandId }: { brandId: string }) {
  const late = useQuery(latePayoutsQuery(brandId));
  if (!late.data?.length) return null;
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="late-payouts">
      <div>
        <h2 className="text-base font-semibold text-gray-900">Late payouts (last 90 days)</h2>
        <p className="text-sm text-gray-700">These lower the on-time rate creators see on the brand.</p>
      </div>
      <ul className="flex flex-col divide-y divide-border text-sm">
        {late.data.map((p) => (
          <li
            key={p._id}
            className="flex flex-col gap-1 py-2 sm:flex-row sm:items-baseline sm:justify-between"
          >
            <span className="min-w-0">
              <span className="block font-medium text-gray-900">
                {p.influencer.name} · {p.campaign.event_name}
              </span>
              <span className="text-gray-600">
                {p.applicationCode} · due {formatDayMonthYear(p.payoutDueDate)} ·{' '}
                {p.paidAt ? `paid ${formatDayMonthYear(p.paidAt)}` : 'not paid yet'}
              </span>
            </span>
            <span className="flex gap-3 whitespace-nowrap">
              <span className="tabular-nums text-gray-900">{formatRupees(p.final_amount)}</span>
              <span className={p.paidAt ? 'text-amber-800' : 'font-semibold text-red-700'}>
                {days(p.daysLate)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
