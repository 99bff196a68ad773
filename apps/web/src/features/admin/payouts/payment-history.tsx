import { ADMIN_PAYMENT_MESSAGES } from '@ih/contract/admin-payments-messages';
import type { PaymentMethod } from '@ih/contract/enums';
import { isPayoutInFlight } from '@ih/contract/payout-enums';
import type { AdminPaymentRecord } from '@ih/contract/routes/admin-payments';
import { useQuery } from '@tanstack/react-query';
import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { DataTable, dateColumn } from '@/components/data-table';
import { EmailAddress } from '@/components/ui/email-address';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { useListParams } from '@/lib/use-list-params';
import { countOf, ListState } from '../shared/list-state';
import { exportPaymentsCsv, paymentsQuery } from './api';
import { HistoryFilters } from './history-filters';
import { PayoutCell } from './payout-cell';
import { ReceiptActions } from './receipt-actions';

/** The payments tab: every recorded payment, newest first, filterable, exportable as CSV. */
export function PaymentHistory() {
  const { params, page, update, setPage } = useListParams();
  const filters = {
    influencerId: params.get('creator') ?? undefined,
    paymentMethod: (params.get('method') as PaymentMethod | null) ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  };
  // Checked here as well, so a backwards range says why instead of showing an error state.
  const dateError =
    filters.from && filters.to && filters.to < filters.from ? ADMIN_PAYMENT_MESSAGES.dateOrder : undefined;
  const query = useQuery({
    ...paymentsQuery({ ...filters, page }),
    enabled: !dateError,
    // Design §18: while a payout on this page is at the bank, its state is looked at again every few
    // seconds (failures also arrive as notifications, which refresh the page at once).
    refetchInterval: (q) => (q.state.data?.data.some((p) => isPayoutInFlight(p.payoutStatus)) ? 5000 : false),
  });
  const [exporting, setExporting] = useState(false);

  async function onExport() {
    if (exporting) return;
    setExporting(true);
    try {
      await exportPaymentsCsv(filters);
      toast({ title: 'Export ready', description: 'The CSV file has been downloaded.', variant: 'success' });
    } catch (err) {
      toast({
        title: 'Error',
        description: errorMessage(err, 'Failed to export payments'),
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  }

  const tasksOf = (p: AdminPaymentRecord) =>
    p.tasks.map((t) => `${t.campaign.event_name} (${t.applicationId})`).join(', ');

  return (
    <div className="flex flex-col gap-4">
      <HistoryFilters
        values={filters}
        onChange={update}
        onExport={onExport}
        exporting={exporting}
        dateError={dateError}
      />
      <ListState
        query={query}
        paused={Boolean(dateError)}
        count={(n) => countOf(n, 'payment', 'payments')}
        skeletonRows={5}
        pagesLabel="Payment pages"
        onPageChange={setPage}
        empty={
          <EmptyState
            icon={Receipt}
            title="No payments found"
            description="Recorded payments appear here with their receipts."
          />
        }
      >
        {(rows) => (
          <DataTable
            framed
            caption="Payments"
            rows={rows}
            columns={[
              { name: 'Receipt', className: 'font-medium whitespace-nowrap', cell: (p) => p.receiptNumber },
              {
                name: 'Creator',
                card: 'title',
                cell: (p) => (
                  <>
                    <p className="font-medium text-gray-900">{p.influencer.name}</p>
                    <EmailAddress value={p.influencer.email} className="block text-xs text-gray-600" />
                  </>
                ),
                cardValue: (p) => p.influencer.name,
              },
              { name: 'Tasks', className: 'max-w-72 text-xs', cell: tasksOf },
              {
                name: 'Amount',
                card: 'badge',
                className: 'font-medium whitespace-nowrap',
                cell: (p) => formatRupees(p.totalAmount),
                cardValue: (p) => (
                  <span className="text-sm font-semibold text-gray-900">{formatRupees(p.totalAmount)}</span>
                ),
              },
              {
                name: 'Method',
                cell: (p) => (
                  <>
                    <p>{p.paymentMethod}</p>
                    {p.reference ? <p className="text-xs break-all text-gray-600">{p.reference}</p> : null}
                  </>
                ),
                cardValue: (p) => (p.reference ? `${p.paymentMethod}, ${p.reference}` : p.paymentMethod),
              },
              dateColumn('Paid on', 'paymentDate'),
              // Design §18: only where a payout provider moved money (a manual install looks as before).
              ...(rows.some((p) => p.payoutStatus !== 'manual')
                ? [{ name: 'Payout', cell: (p: AdminPaymentRecord) => <PayoutCell payment={p} /> }]
                : []),
              {
                name: 'Receipt file',
                head: <span className="sr-only">Receipt file</span>,
                card: 'footer',
                cell: (p) => (
                  <ReceiptActions
                    paymentId={p._id}
                    url={p.paymentReceipt}
                    label={p.receiptNumber}
                    invoiceNumber={p.invoiceNumber}
                  />
                ),
              },
            ]}
          />
        )}
      </ListState>
    </div>
  );
}
