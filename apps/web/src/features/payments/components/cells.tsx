import { istDay } from '@ih/contract/payout-terms';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { payoutWords } from '@/components/payout-text';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDayMonth, formatDayMonthYear, formatRupees } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import type { BatchRow, TaskRow } from '../lib/payment-rows';

/** An amount's cell: right-aligned figures of one width. */
export const MONEY_CELL = 'text-right tabular-nums whitespace-nowrap';

/** What a pending row says where a paid one names its method. */
export const NOT_PAID_YET: MessageDescriptor = msg`Not paid yet`;

/** List dates are short day-month (doc 001 §9); the full date is in the title and the datetime. */
export function RowDate({ iso }: { iso: string | null }) {
  if (!iso) return <span className="text-gray-600">-</span>;
  return (
    <time dateTime={iso} title={formatDayMonthYear(iso)} className="whitespace-nowrap">
      {formatDayMonth(iso)}
    </time>
  );
}

/** Call while rendering (it reads the active catalogue). */
export const batchApplications = (row: BatchRow) => {
  const count = row.tasks.length;
  return count === 1 ? (row.tasks[0]?.applicationId ?? '-') : i18n._(msg`${count} tasks`);
};

export const batchEvents = (row: BatchRow) => {
  const [first, ...rest] = row.tasks;
  if (!first) return '-';
  const name = first.eventName;
  const more = rest.length;
  return more ? i18n._(msg`${name} +${more} more`) : name;
};

/** Pending work opens its final posted page (doc 001 §2). */
export function ViewWorkButton({ row, full = false }: { row: TaskRow; full?: boolean }) {
  const { t } = useLingui();
  const name = row.eventName;
  return (
    <Button asChild size="sm" variant="secondary" className={full ? 'w-full' : undefined}>
      <Link to={`/work/final-posted/${row.taskId}`} aria-label={t`View ${name}`}>
        <Eye aria-hidden />
        <Trans>View</Trans>
      </Link>
    </Button>
  );
}

/** A pending payout's promise (design §13): "Due by 30 Nov 2026", in red once it is overdue. */
export function PayoutDue({ row, bare = false }: { row: TaskRow; bare?: boolean }) {
  const words = row.due ? payoutWords(row.due.dueDate, row.due.state, istDay(new Date())) : null;
  if (!words) return null;
  return (
    <span
      className={cn(
        'text-xs',
        !bare && 'mt-1 block',
        row.overdue ? 'font-semibold text-red-700' : 'text-gray-700',
      )}
    >
      {words}
    </span>
  );
}

/** A payment's tax lines (design §13): gross, TDS with its section, GST, and the invoice serial. */
export function TaxLines({ row }: { row: BatchRow }) {
  const { t } = useLingui();
  const tax = row.tax;
  if (!tax) return null;
  const gross = formatRupees(tax.gross);
  const gst = formatRupees(tax.gst);
  const tds = formatRupees(tax.tds);
  const invoice = tax.invoiceNumber;
  const parts = [
    t`Gross ${gross}`,
    tax.gst ? `GST +${gst}` : null,
    tax.tdsLabel ? `${tax.tdsLabel} −${tds}` : null,
    invoice ? t`Tax invoice ${invoice}` : null,
  ].filter(Boolean);
  return <span className="block text-xs text-gray-600">{parts.join(' · ')}</span>;
}

/** The payment method: none until the task is paid (issue 26), so a pending row never claims UPI. */
export function MethodCell({ method }: { method: string }) {
  const { t } = useLingui();
  return <span className={method ? undefined : 'text-gray-600'}>{method || t(NOT_PAID_YET)}</span>;
}
