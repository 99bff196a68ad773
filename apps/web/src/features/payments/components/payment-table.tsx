import { ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatRupees, pad2 } from '@/lib/format';
import type { useDownloadReceipt } from '../api';
import { PAYMENT_COLUMNS } from '../lib/export';
import type { BatchRow, PaymentRow } from '../lib/payment-rows';
import {
  batchApplications,
  batchEvents,
  MethodCell,
  PayoutDue,
  RowDate,
  TaxLines,
  ViewWorkButton,
} from './cells';
import { PaymentStatusBadge } from './payment-status-badge';
import { ReceiptActions } from './receipt-actions';

export interface PaymentRowsProps {
  rows: PaymentRow[];
  /** Serial number of the first row on this page (rows are numbered across pages). */
  firstSerial: number;
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  download: ReturnType<typeof useDownloadReceipt>;
}

export const detailsId = (row: BatchRow, where: string) => `payment-${where}-${row.id}`;

export function ToggleButton({
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
  const Icon = open ? ChevronDown : ChevronRight;
  return (
    <Button
      size="sm"
      variant="outline"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={`${open ? 'Hide' : 'Show'} the ${row.tasks.length} task${row.tasks.length === 1 ? '' : 's'} and receipt of payment ${row.receiptNumber}`}
      onClick={onToggle}
    >
      <Icon aria-hidden />
      {open ? 'Hide' : 'Details'}
    </Button>
  );
}

const money = 'text-right tabular-nums whitespace-nowrap';

/**
 * Nine columns share what is left beside the sidebar (about 1,040 px at 1366): tighter cell padding
 * and two-line headers keep the Receipt column (View, Download) inside the card instead of behind a
 * horizontal scroll.
 */
const FIT = '[&_td]:px-3 [&_th]:px-3 [&_th]:whitespace-normal';

/** The payment list from 1024 px: a batch row opens into its task rows and a transfer row. */
export function PaymentTable({ rows, firstSerial, expanded, onToggle, download }: PaymentRowsProps) {
  return (
    <Table desktopOnly className={FIT}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {PAYMENT_COLUMNS.map((c) => (
            <TableHead key={c} className={c === 'Credit' || c === 'Balance' ? 'text-right' : undefined}>
              {c}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, n) => {
          const serial = pad2(firstSerial + n);
          if (row.kind === 'task')
            return (
              <TableRow key={row.id}>
                <TableCell className="tabular-nums">{serial}</TableCell>
                <TableCell>
                  <RowDate iso={row.date} />
                </TableCell>
                <TableCell className="whitespace-nowrap">{row.applicationId}</TableCell>
                <TableCell className="min-w-40">{row.eventName}</TableCell>
                <TableCell>
                  <MethodCell method={row.method} />
                </TableCell>
                <TableCell>
                  <PaymentStatusBadge status={row.status} />
                  <PayoutDue row={row} />
                </TableCell>
                <TableCell className={money}>{formatRupees(row.credit)}</TableCell>
                <TableCell className={money}>{formatRupees(row.balance)}</TableCell>
                <TableCell>
                  <ViewWorkButton row={row} />
                </TableCell>
              </TableRow>
            );
          const open = expanded.has(row.id);
          const id = detailsId(row, 'table');
          return (
            <Fragment key={row.id}>
              <TableRow className={cn(open && 'bg-brand-50/40')}>
                <TableCell className="tabular-nums">{serial}</TableCell>
                <TableCell>
                  <RowDate iso={row.date} />
                </TableCell>
                <TableCell className="whitespace-nowrap">{batchApplications(row)}</TableCell>
                <TableCell className="min-w-40">{batchEvents(row)}</TableCell>
                <TableCell>
                  <MethodCell method={row.method} />
                </TableCell>
                <TableCell>
                  <PaymentStatusBadge status={row.status} />
                </TableCell>
                <TableCell className={cn(money, row.status === 'failed' && 'text-gray-600 line-through')}>
                  {formatRupees(row.credit)}
                </TableCell>
                <TableCell className={money}>{formatRupees(row.balance)}</TableCell>
                <TableCell>
                  <ToggleButton row={row} open={open} onToggle={() => onToggle(row.id)} controls={id} />
                </TableCell>
              </TableRow>
              {open ? <BatchDetailRows row={row} id={id} download={download} /> : null}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}

function BatchDetailRows({
  row,
  id,
  download,
}: {
  row: BatchRow;
  id: string;
  download: PaymentRowsProps['download'];
}) {
  const sub = 'bg-gray-50 hover:bg-gray-50';
  return (
    <>
      {row.tasks.map((t, i) => (
        <TableRow key={t.id} id={i === 0 ? id : undefined} className={sub}>
          <TableCell />
          <TableCell>
            <RowDate iso={row.date} />
          </TableCell>
          <TableCell className="whitespace-nowrap">
            <span className="pl-3">{t.applicationId}</span>
          </TableCell>
          <TableCell>{t.eventName}</TableCell>
          <TableCell>
            <MethodCell method={row.method} />
          </TableCell>
          <TableCell>
            <PaymentStatusBadge status={row.status} />
          </TableCell>
          <TableCell className={cn(money, 'text-gray-700')}>{formatRupees(t.amount)}</TableCell>
          <TableCell />
          <TableCell />
        </TableRow>
      ))}
      <TableRow id={row.tasks.length ? undefined : id} className={cn(sub, 'border-b-2 border-brand-200')}>
        <TableCell />
        <TableCell>
          <RowDate iso={row.date} />
        </TableCell>
        <TableCell className="whitespace-nowrap font-medium text-gray-900">
          <span className="pl-3">{row.receiptNumber}</span>
        </TableCell>
        <TableCell>
          <span className="font-medium text-gray-900">Payment transfer</span>
          <TaxLines row={row} />
          {row.reference ? (
            <span className="block text-xs break-all text-gray-600">Ref: {row.reference}</span>
          ) : null}
        </TableCell>
        <TableCell>
          <MethodCell method={row.method} />
        </TableCell>
        <TableCell>
          <PaymentStatusBadge status={row.status} />
        </TableCell>
        <TableCell className={cn(money, 'font-semibold text-gray-900')}>{formatRupees(row.credit)}</TableCell>
        <TableCell />
        <TableCell>
          <ReceiptActions row={row} download={download} />
        </TableCell>
      </TableRow>
    </>
  );
}
