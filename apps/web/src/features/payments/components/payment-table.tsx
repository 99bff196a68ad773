import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { type Column, DataTable } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatRupees, pad2 } from '@/lib/format';
import type { useDownloadReceipt } from '../api';
import { PAYMENT_COLUMNS } from '../lib/export';
import type { BatchRow, PaymentRow } from '../lib/payment-rows';
import { BatchDetailCard, BatchDetailRows } from './batch-details';
import {
  batchApplications,
  batchEvents,
  MethodCell,
  MONEY_CELL,
  PayoutDue,
  RowDate,
  ViewWorkButton,
} from './cells';
import { PaymentStatusBadge } from './payment-status-badge';
import { BatchStatus } from './payout-line';

export interface PaymentRowsProps {
  rows: PaymentRow[];
  /** Serial number of the first row on this page (rows are numbered across pages). */
  firstSerial: number;
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  download: ReturnType<typeof useDownloadReceipt>;
}

const detailsId = (row: BatchRow, where: string) => `payment-${where}-${row.id}`;

function ToggleButton({
  row,
  open,
  onToggle,
  controls,
}: {
  row: BatchRow;
  open: boolean;
  onToggle: () => void;
  controls: string;
}) {
  const { t } = useLingui();
  const Icon = open ? ChevronDown : ChevronRight;
  const count = row.tasks.length;
  const receipt = row.receiptNumber;
  const tasks = plural(count, { one: '# task', other: '# tasks' });
  return (
    <Button
      size="sm"
      variant="outline"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={
        open
          ? t`Hide the ${tasks} and receipt of payment ${receipt}`
          : t`Show the ${tasks} and receipt of payment ${receipt}`
      }
      onClick={onToggle}
    >
      <Icon aria-hidden />
      {open ? t`Hide` : t`Details`}
    </Button>
  );
}

const [
  serialName,
  dateName,
  applicationName,
  eventName,
  methodName,
  statusName,
  creditName,
  balanceName,
  receiptName,
] = PAYMENT_COLUMNS;

/**
 * Nine columns share what is left beside the sidebar (about 1,040 px at 1366): tighter cell padding
 * and two-line headers keep the Receipt column (View, Download) inside the card instead of behind a
 * horizontal scroll.
 */
const FIT = '[&_td]:px-3 [&_th]:px-3 [&_th]:whitespace-normal';

/**
 * The payment list: a table from 1024 px and a card per row below (design §9). A batch opens in
 * place into its task rows and a transfer row.
 */
export function PaymentTable({ rows, firstSerial, expanded, onToggle, download }: PaymentRowsProps) {
  const { t } = useLingui();
  const serial = (n: number) => pad2(firstSerial + n);
  const toggle = (row: BatchRow, where: string) => (
    <ToggleButton
      row={row}
      open={expanded.has(row.id)}
      onToggle={() => onToggle(row.id)}
      controls={detailsId(row, where)}
    />
  );
  const eventOf = (row: PaymentRow) => (row.kind === 'task' ? row.eventName : batchEvents(row));
  const columns: Column<PaymentRow>[] = [
    { name: t(serialName), card: false, className: 'tabular-nums', cell: (_, n) => serial(n) },
    { name: t(dateName), cell: (row) => <RowDate iso={row.date} /> },
    {
      name: t(applicationName),
      className: 'whitespace-nowrap',
      cell: (row) => (row.kind === 'task' ? row.applicationId : batchApplications(row)),
    },
    {
      name: t(eventName),
      card: 'title',
      className: 'min-w-40',
      cell: eventOf,
      cardValue: (row, n) => (
        <span className="flex gap-2">
          <span className="text-gray-600 tabular-nums">{serial(n)}</span>
          <span>{eventOf(row)}</span>
        </span>
      ),
    },
    { name: t(methodName), cell: (row) => <MethodCell method={row.method} /> },
    {
      name: t(statusName),
      card: 'badge',
      cell: (row) => (
        <>
          {row.kind === 'task' ? (
            <>
              <PaymentStatusBadge status={row.status} />
              <PayoutDue row={row} />
            </>
          ) : (
            <BatchStatus row={row} />
          )}
        </>
      ),
      cardValue: (row) =>
        row.kind === 'batch' ? <BatchStatus row={row} /> : <PaymentStatusBadge status={row.status} />,
    },
    {
      name: t(creditName),
      headClassName: 'text-right',
      className: (row) =>
        cn(MONEY_CELL, row.kind === 'batch' && row.status === 'failed' && 'text-gray-600 line-through'),
      cell: (row) => formatRupees(row.credit),
      cardValue: (row) => <span className="tabular-nums">{formatRupees(row.credit)}</span>,
    },
    {
      name: t(balanceName),
      headClassName: 'text-right',
      className: MONEY_CELL,
      cell: (row) => formatRupees(row.balance),
      cardValue: (row) => <span className="tabular-nums">{formatRupees(row.balance)}</span>,
    },
    {
      name: t(receiptName),
      card: 'footer',
      cell: (row) => (row.kind === 'task' ? <ViewWorkButton row={row} /> : toggle(row, 'table')),
      cardValue: (row) =>
        row.kind === 'task' ? (
          <ViewWorkButton row={row} full />
        ) : (
          <div className="flex w-full flex-col gap-3">
            {toggle(row, 'card')}
            {expanded.has(row.id) ? (
              <BatchDetailCard row={row} id={detailsId(row, 'card')} download={download} />
            ) : null}
          </div>
        ),
    },
    {
      name: t`Due`,
      table: false,
      cell: (row) => (row.kind === 'task' && row.due ? <PayoutDue row={row} bare /> : null),
    },
  ];
  return (
    <DataTable
      className={FIT}
      rows={rows}
      rowKey={(row) => row.id}
      rowClassName={(row) => cn(expanded.has(row.id) && 'bg-brand-50/40')}
      columns={columns}
      after={(row) =>
        row.kind === 'batch' && expanded.has(row.id) ? (
          <BatchDetailRows row={row} id={detailsId(row, 'table')} download={download} />
        ) : null
      }
    />
  );
}
