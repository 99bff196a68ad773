import { PAYMENT_MAX_PAGE_LINKS, PAYMENT_PAGE_SIZES } from '@ih/contract/constants';
import { PAYMENT_LIST_STATUSES, type PaymentListStatus } from '@ih/contract/enums';
import { PAYMENT_MESSAGES } from '@ih/contract/payments-messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { SkeletonRows } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { saveBlob } from '@/lib/download';
import { translateText } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { cappedPageItems, type PageRule } from '@/lib/pagination';
import { useDownloadReceipt, usePaymentList } from '../api';
import { PaymentFilters } from '../components/payment-filters';
import { PaymentTable } from '../components/payment-table';
import { pageSlice } from '../lib/client-pages';
import { csvBlob } from '../lib/csv';
import { type DateRange, dateRangeError } from '../lib/dates';
import { csvFileName, csvRows } from '../lib/export';

const TITLES: Record<PaymentListStatus, MessageDescriptor> = {
  overall: msg`Overall Payments`,
  paid: msg`Paid Payments`,
  pending: msg`Pending Payments`,
  failed: msg`Failed Payments`,
};

/** Up to five page numbers with ellipses between Previous and Next (doc 001 §2); paging is done in the client. */
const paymentPages: PageRule = (current, totalPages) =>
  cappedPageItems(current, totalPages, PAYMENT_MAX_PAGE_LINKS);

const isStatus = (s: string | undefined): s is PaymentListStatus =>
  (PAYMENT_LIST_STATUSES as readonly string[]).includes(s ?? '');

/** /payment/:status (doc 001 §2); any other status goes back to /payment. */
export default function PaymentListPage() {
  const { status } = useParams();
  if (!isStatus(status)) return <Navigate to="/payment" replace />;
  // Keyed by status so filters and paging start fresh on each list.
  return <PaymentList key={status} status={status} />;
}

function PaymentList({ status }: { status: PaymentListStatus }) {
  const { t } = useLingui();
  const title = t(TITLES[status]);
  usePageMeta({
    title,
    back: '/payment',
    breadcrumb: [{ label: t`Payments`, to: '/payment' }, { label: title }],
  });
  const [range, setRange] = useState<DateRange>({ from: '', to: '' });
  const [pageSize, setPageSize] = useState<number>(PAYMENT_PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const rangeError = dateRangeError(range);
  // An invalid range is not sent: the last valid answer stays until the dates are fixed.
  const [applied, setApplied] = useState<DateRange>(range);
  if (!rangeError && (applied.from !== range.from || applied.to !== range.to)) setApplied(range);
  const list = usePaymentList(status, applied.from, applied.to);
  const download = useDownloadReceipt();

  const rows = list.data ?? [];
  const slice = pageSlice(rows, page, pageSize);
  const loading = list.isPending;

  const changeRange = (next: DateRange) => {
    setRange(next);
    setPage(1);
  };
  const toggle = (id: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const exportCsv = () => {
    const name = csvFileName(status, applied.from, applied.to);
    saveBlob(csvBlob(csvRows(rows)), name);
    toast({ title: t`Download Started`, description: t`${name} is being downloaded.` });
  };

  return (
    <div className="flex flex-col gap-4">
      <Card className="p-4 sm:p-5">
        <h2 className="sr-only">
          <Trans>Filters</Trans>
        </h2>
        <PaymentFilters
          range={range}
          onRangeChange={changeRange}
          rangeError={rangeError}
          pageSize={pageSize}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          onExport={exportCsv}
          canExport={!loading && rows.length > 0}
        />
      </Card>
      <section aria-label={title} aria-busy={loading || undefined} className="flex flex-col gap-4">
        {loading ? (
          <Card className="p-4">
            <SkeletonRows rows={Math.min(pageSize, 6)} />
          </Card>
        ) : rows.length === 0 ? (
          <Card>
            <EmptyState icon={Wallet} title={translateText(PAYMENT_MESSAGES.empty)} />
          </Card>
        ) : (
          <>
            <Card className="overflow-hidden max-lg:border-0 max-lg:bg-transparent max-lg:shadow-none">
              <PaymentTable
                rows={slice.items}
                firstSerial={slice.from}
                expanded={expanded}
                onToggle={toggle}
                download={download}
              />
            </Card>
            <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
              <p className="text-sm text-gray-700" aria-live="polite">
                <ShowingLine from={slice.from} to={slice.to} total={slice.total} />
              </p>
              <Pagination pages={slice} onPageChange={setPage} label={t`Payment pages`} rule={paymentPages} />
            </div>
            <p className="text-xs text-gray-600">
              {status === 'pending'
                ? null
                : `${t`Each payment row is one transfer and may pay several tasks (Details lists them); the Paid Payments card counts tasks.`} `}
              <Trans>
                Balance is the running total of Credit from the first row of this list down to each row;
                failed payments are not added.
              </Trans>
            </p>
          </>
        )}
      </section>
    </div>
  );
}

function ShowingLine({ from, to, total }: { from: number; to: number; total: number }) {
  return (
    <Trans>
      Showing {from} to {to} of {total} results
    </Trans>
  );
}
