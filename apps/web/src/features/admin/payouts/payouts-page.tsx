import type { AdminPaymentRecord } from '@ih/contract/admin-payments';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatRupees } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { OwedList } from './owed-list';
import { PaymentHistory } from './payment-history';
import { ReceiptActions } from './receipt-actions';

/** The payment just recorded, with its receipt, until dismissed. */
function Recorded({ payment: p, onDismiss }: { payment: AdminPaymentRecord; onDismiss: () => void }) {
  return (
    <Card
      role="status"
      className="flex flex-col gap-3 border-green-200 bg-green-50 p-4 sm:flex-row sm:items-center"
    >
      <CheckCircle2 aria-hidden className="size-6 shrink-0 text-green-700" />
      <p className="flex-1 text-sm text-green-900">
        <span className="font-semibold">{p.receiptNumber}</span>: {formatRupees(p.totalAmount)} paid to{' '}
        {p.influencer.name} by {p.paymentMethod}
        {p.reference ? ` (${p.reference})` : ''}.
      </p>
      <div className="flex flex-wrap gap-2">
        <ReceiptActions
          paymentId={p._id}
          url={p.paymentReceipt}
          label={p.receiptNumber}
          invoiceNumber={p.invoiceNumber}
        />
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </Card>
  );
}

/** /admin/payouts: what is owed per creator, recording payments, and the payment history. */
export default function PayoutsPage() {
  usePageMeta({ title: 'Payouts' });
  const [params] = useSearchParams();
  const tab = params.get('tab') === 'history' ? 'history' : 'owed';
  const [recorded, setRecorded] = useState<AdminPaymentRecord | null>(null);
  const tabs = [
    { key: 'owed', label: 'Owed', to: '?' },
    { key: 'history', label: 'Payment history', to: '?tab=history' },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <nav
          aria-label="Payout views"
          className="flex gap-1 rounded-lg border border-border bg-white p-1 sm:w-fit"
        >
          {tabs.map((t) => (
            <Link
              key={t.key}
              to={t.to}
              aria-current={t.key === tab ? 'page' : undefined}
              className={cn(
                'flex-1 rounded-md px-4 py-2 text-center text-sm font-medium sm:flex-none',
                t.key === tab ? 'bg-brand-700 text-white' : 'text-gray-700 hover:bg-gray-100',
              )}
            >
              {t.label}
            </Link>
          ))}
        </nav>
        <Link
          to="/admin/settings"
          className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-brand-700 hover:underline"
        >
          Payout terms and holidays
        </Link>
        <Link
          to="/admin/tax-rules"
          className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-brand-700 hover:underline"
        >
          Tax rules
        </Link>
      </div>
      {recorded ? <Recorded payment={recorded} onDismiss={() => setRecorded(null)} /> : null}
      {tab === 'owed' ? <OwedList onRecorded={setRecorded} /> : <PaymentHistory />}
    </div>
  );
}
