import { MobileCard, MobileCards } from '@/components/ui/table';
import { formatRupees, pad2 } from '@/lib/format';
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
import { detailsId, type PaymentRowsProps, ToggleButton } from './payment-table';
import { ReceiptActions } from './receipt-actions';

/** The payment list below 1024 px (design §9): one card per row, a batch opening in place. */
export function PaymentCards({ rows, firstSerial, expanded, onToggle, download }: PaymentRowsProps) {
  return (
    <MobileCards>
      {rows.map((row, n) => {
        const title = (
          <span className="flex gap-2">
            <span className="text-gray-600 tabular-nums">{pad2(firstSerial + n)}</span>
            <span>{row.kind === 'task' ? row.eventName : batchEvents(row)}</span>
          </span>
        );
        const common = [
          { label: 'Date', value: <RowDate iso={row.date} /> },
          {
            label: 'Application ID',
            value: row.kind === 'task' ? row.applicationId : batchApplications(row),
          },
          { label: 'Payment Method', value: <MethodCell method={row.method} /> },
          { label: 'Credit', value: <span className="tabular-nums">{formatRupees(row.credit)}</span> },
          { label: 'Balance', value: <span className="tabular-nums">{formatRupees(row.balance)}</span> },
        ];
        if (row.kind === 'task')
          return (
            <MobileCard
              key={row.id}
              title={title}
              badge={<PaymentStatusBadge status={row.status} />}
              fields={row.due ? [...common, { label: 'Due', value: <PayoutDue row={row} bare /> }] : common}
              footer={<ViewWorkButton row={row} full />}
            />
          );
        const open = expanded.has(row.id);
        const id = detailsId(row, 'card');
        return (
          <MobileCard
            key={row.id}
            title={title}
            badge={<PaymentStatusBadge status={row.status} />}
            fields={common}
            footer={
              <div className="flex w-full flex-col gap-3">
                <ToggleButton row={row} open={open} onToggle={() => onToggle(row.id)} controls={id} />
                {open ? (
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
                        <span className="font-medium text-gray-900">Payment transfer</span>
                        <PaymentStatusBadge status={row.status} />
                      </div>
                      <div className="flex justify-between gap-2 text-gray-700">
                        <span>
                          {row.method} · {row.receiptNumber}
                        </span>
                        <span className="font-semibold tabular-nums text-gray-900">
                          {formatRupees(row.credit)}
                        </span>
                      </div>
                      <TaxLines row={row} />
                      {row.reference ? (
                        <span className="text-xs text-gray-600">Ref: {row.reference}</span>
                      ) : null}
                      <ReceiptActions row={row} download={download} />
                    </div>
                  </div>
                ) : null}
              </div>
            }
          />
        );
      })}
    </MobileCards>
  );
}
