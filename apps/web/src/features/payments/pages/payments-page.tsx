import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, ChevronRight, Clock, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRupees, pad2 } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { usePaymentSummary } from '../api';
import { EarningsChart } from '../components/earnings-chart';
import { StatementDownload } from '../components/statement-download';

interface CardProps {
  to: string;
  label: string;
  /** What the count counts, after the number: the cards count tasks, and one payment can pay several. */
  unit: (count: number) => string;
  icon: LucideIcon;
  tint: string;
  count: number;
  total: number;
  loading: boolean;
}

function SummaryCard({ to, label, unit: unitOf, icon: Icon, tint, count, total, loading }: CardProps) {
  const { t } = useLingui();
  const unit = unitOf(count);
  const shown = pad2(count);
  const amount = formatRupees(total);
  return (
    <Link
      to={to}
      aria-label={loading ? t`${label}: loading` : t`${label}: ${shown} ${unit}, ${amount}`}
      className="group flex items-center gap-4 rounded-card border border-border bg-white p-5 shadow-xs transition hover:border-brand-300 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <span className={`flex size-12 shrink-0 items-center justify-center rounded-xl ${tint}`}>
        <Icon aria-hidden className="size-6" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="text-sm font-medium text-gray-700">{label}</span>
        {loading ? (
          <>
            <Skeleton className="h-8 w-14" />
            <Skeleton className="h-5 w-24" />
          </>
        ) : (
          <>
            <span className="flex items-baseline gap-2">
              <span className="text-3xl font-semibold tabular-nums text-gray-900">{pad2(count)}</span>
              <span className="text-sm text-gray-700">{unit}</span>
            </span>
            <span className="text-base font-medium tabular-nums text-gray-800">{formatRupees(total)}</span>
          </>
        )}
      </span>
      <ChevronRight aria-hidden className="size-5 text-gray-500 transition group-hover:translate-x-0.5" />
    </Link>
  );
}

/** /payment (doc 001 §2): paid and pending cards, and the monthly earnings chart. */
export default function PaymentsPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Payments` });
  const summary = usePaymentSummary();
  // A failure is only logged (in the query); the cards then read 00 and ₹0.
  const data = summary.data;
  const loading = summary.isPending;
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <section aria-labelledby="payment-summary-heading">
        <h2 id="payment-summary-heading" className="sr-only">
          <Trans>Payment summary</Trans>
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4">
          <li>
            <SummaryCard
              to="/payment/paid"
              label={t`Paid Payments`}
              unit={(n) => (n === 1 ? t`task paid` : t`tasks paid`)}
              icon={CheckCircle2}
              tint="bg-green-50 text-green-800"
              count={data?.paid.count ?? 0}
              total={data?.paid.totalAmount ?? 0}
              loading={loading}
            />
          </li>
          <li>
            <SummaryCard
              to="/payment/pending"
              label={t`Pending Payments`}
              unit={(n) => (n === 1 ? t`task awaiting payment` : t`tasks awaiting payment`)}
              icon={Clock}
              tint="bg-amber-50 text-amber-800"
              count={data?.pending.count ?? 0}
              total={data?.pending.totalAmount ?? 0}
              loading={loading}
            />
          </li>
        </ul>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link
            to="/payment/overall"
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            <Trans>All payments</Trans>
          </Link>
          <Link
            to="/payment/failed"
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            <Trans>Failed payments</Trans>
          </Link>
        </p>
      </section>
      <EarningsChart months={data?.monthly ?? []} loading={loading} />
      <StatementDownload />
    </div>
  );
}
