import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDayMonth, formatDayMonthYear, formatRupees } from '@/lib/format';
import type { BatchRow, TaskRow } from '../lib/payment-rows';

/** An amount's cell: right-aligned figures of one width. */
export const MONEY_CELL = 'text-right tabular-nums whitespace-nowrap';

/** What a pending row says where a paid one names its method. */
export const NOT_PAID_YET = 'Not paid yet';

/** List dates are short day-month (doc 001 §9); the full date is in the title and the datetime. */
export function RowDate({ iso }: { iso: string | null }) {
  if (!iso) return <span className="text-gray-600">-</span>;
  return (
    <time dateTime={iso} title={formatDayMonthYear(iso)} className="whitespace-nowrap">
      {formatDayMonth(iso)}
    </time>
  );
}

export const batchApplications = (row: BatchRow) =>
  row.tasks.length === 1 ? (row.tasks[0]?.applicationId ?? '-') : `${row.tasks.length} tasks`;

export const batchEvents = (row: BatchRow) => {
  const [first, ...rest] = row.tasks;
  if (!first) return '-';
  return rest.length ? `${first.eventName} +${rest.length} more` : first.eventName;
};

/** Pending work opens its final posted page (doc 001 §2). */
export function ViewWorkButton({ row, full = false }: { row: TaskRow; full?: boolean }) {
  return (
    <Button asChild size="sm" variant="secondary" className={full ? 'w-full' : undefined}>
      <Link to={`/work/final-posted/${row.taskId}`} aria-label={`View ${row.eventName}`}>
        <Eye aria-hidden />
        View
      </Link>
    </Button>
  );
}

/** A pending payout's promise (design §13): "Due by 30 Nov 2026", in red once it is overdue. */
export function PayoutDue({ row, bare = false }: { row: TaskRow; bare?: boolean }) {
  if (!row.due) return null;
  return (
    <span
      className={cn(
        'text-xs',
        !bare && 'mt-1 block',
        row.overdue ? 'font-semibold text-red-700' : 'text-gray-700',
      )}
    >
      {row.due}
    </span>
  );
}

/** A payment's tax lines (design §13): gross, TDS with its section, GST, and the invoice serial. */
export function TaxLines({ row }: { row: BatchRow }) {
  const tax = row.tax;
  if (!tax) return null;
  const parts = [
    `Gross ${formatRupees(tax.gross)}`,
    tax.gst ? `GST +${formatRupees(tax.gst)}` : null,
    tax.tdsLabel ? `${tax.tdsLabel} −${formatRupees(tax.tds)}` : null,
    tax.invoiceNumber ? `Tax invoice ${tax.invoiceNumber}` : null,
  ].filter(Boolean);
  return <span className="block text-xs text-gray-600">{parts.join(' · ')}</span>;
}

/** The payment method: none until the task is paid (issue 26), so a pending row never claims UPI. */
export function MethodCell({ method }: { method: string }) {
  return <span className={method ? undefined : 'text-gray-600'}>{method || NOT_PAID_YET}</span>;
}
