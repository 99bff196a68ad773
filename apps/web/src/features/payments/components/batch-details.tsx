import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { TableCell, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatRupees } from '@/lib/format';
import type { useDownloadReceipt } from '../api';
import type { BatchRow } from '../lib/payment-rows';
import { MethodCell, MONEY_CELL, RowDate, TaxLines } from './cells';
import { PaymentStatusBadge } from './payment-status-badge';
import { ReceiptActions } from './receipt-actions';

interface DetailsProps {
  row: BatchRow;
  /** The id the batch's Details button controls. */
  id: string;
  download: ReturnType<typeof useDownloadReceipt>;
}

/** A row under an open batch: the batch's date, method and status beside what the row is about. */
function SubRow({
  row,
  id,
  className,
  application,
  event,
  credit,
  receipt,
}: {
  row: BatchRow;
  id: string | undefined;
  className?: string;
  application: ReactNode;
  event: ReactNode;
  credit: ReactNode;
  receipt?: ReactNode;
}) {
  return (
    <TableRow id={id} className={cn('bg-gray-50 hover:bg-gray-50', className)}>
      <TableCell />
      <TableCell>
        <RowDate iso={row.date} />
      </TableCell>
      {application}
      <TableCell>{event}</TableCell>
      <TableCell>
        <MethodCell method={row.method} />
      </TableCell>
      <TableCell>
        <PaymentStatusBadge status={row.status} />
      </TableCell>
      {credit}
      <TableCell />
      <TableCell>{receipt}</TableCell>
    </TableRow>
  );
}

/** The transfer's bank reference. */
function Reference({ value }: { value: string }) {
  return <Trans>Ref: {value}</Trans>;
}

/** An open batch in the table: a row per task it paid, then the transfer with its receipt. */
export function BatchDetailRows({ row, id, download }: DetailsProps) {
  return (
    <>
      {row.tasks.map((t, i) => (
        <SubRow
          key={t.id}
          row={row}
          id={i === 0 ? id : undefined}
          application={
            <TableCell className="whitespace-nowrap">
              <span className="pl-3">{t.applicationId}</span>
            </TableCell>
          }
          event={t.eventName}
          credit={<TableCell className={cn(MONEY_CELL, 'text-gray-700')}>{formatRupees(t.amount)}</TableCell>}
        />
      ))}
      <SubRow
        row={row}
        id={row.tasks.length ? undefined : id}
        className="border-b-2 border-brand-200"
        application={
          <TableCell className="whitespace-nowrap font-medium text-gray-900">
            <span className="pl-3">{row.receiptNumber}</span>
          </TableCell>
        }
        event={
          <>
            <span className="font-medium text-gray-900">
              <Trans>Payment transfer</Trans>
            </span>
            <TaxLines row={row} />
            {row.reference ? (
              <span className="block text-xs break-all text-gray-600">
                <Reference value={row.reference} />
              </span>
            ) : null}
          </>
        }
        credit={
          <TableCell className={cn(MONEY_CELL, 'font-semibold text-gray-900')}>
            {formatRupees(row.credit)}
          </TableCell>
        }
        receipt={<ReceiptActions row={row} download={download} />}
      />
    </>
  );
}

/** An open batch on its card: the tasks it paid, then the transfer with its receipt. */
export function BatchDetailCard({ row, id, download }: DetailsProps) {
  return (
    <div id={id} className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y divide-border rounded-lg bg-gray-50 px-3">
        {row.tasks.map((t) => (
          <li key={t.id} className="flex items-start justify-between gap-3 py-2 text-sm">
            <span className="min-w-0">
              <span className="block font-medium text-gray-900">{t.eventName}</span>
              <span className="text-xs text-gray-600">{t.applicationId}</span>
            </span>
            <span className="tabular-nums text-gray-900">{formatRupees(t.amount)}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 rounded-lg border border-brand-200 p-3 text-sm">
        <div className="flex items-center justify-between gap-2">
          <span className="font-medium text-gray-900">
            <Trans>Payment transfer</Trans>
          </span>
          <PaymentStatusBadge status={row.status} />
        </div>
        <div className="flex justify-between gap-2 text-gray-700">
          <span>
            {row.method} · {row.receiptNumber}
          </span>
          <span className="font-semibold tabular-nums text-gray-900">{formatRupees(row.credit)}</span>
        </div>
        <TaxLines row={row} />
        {row.reference ? (
          <span className="text-xs text-gray-600">
            <Reference value={row.reference} />
          </span>
        ) : null}
        <ReceiptActions row={row} download={download} />
      </div>
    </div>
  );
}
