import type { AdminPaymentRecord, OwedEntry } from '@ih/contract/admin-payments';
import { ADMIN_PAYMENT_MESSAGES, paymentDestinationProblem } from '@ih/contract/admin-payments-messages';
import { PAYMENT_METHODS, type PaymentMethod } from '@ih/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { paymentPreviewQuery, useRecordPayment } from './api';
import { PaymentBreakdownView } from './breakdown';
import { selectionTotal } from './selection';

const METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: m }));
const REFERENCE_MAX = 64;

/** Where the money goes, as the API gives it (the account number is already masked). */
function PayeeDetails({ payee }: { payee: OwedEntry['influencer'] }) {
  return (
    <dl className="grid gap-2 rounded-lg bg-gray-50 p-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-gray-600">UPI ID</dt>
        <dd className="font-medium break-all text-gray-900">{payee.upi_id || 'Not given'}</dd>
      </div>
      <div>
        <dt className="text-gray-600">Bank account</dt>
        <dd className="font-medium text-gray-900">
          {payee.bank
            ? `${payee.bank.bank_name}, ${payee.bank.account_number} (${payee.bank.ifsc_code}), ${payee.bank.account_holder_name}`
            : 'Not given'}
        </dd>
      </div>
    </dl>
  );
}

export function RecordPaymentDialog({
  entry,
  selected,
  open,
  onOpenChange,
  onRecorded,
}: {
  entry: OwedEntry;
  selected: ReadonlySet<string>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRecorded: (payment: AdminPaymentRecord) => void;
}) {
  const mutation = useRecordPayment();
  const [method, setMethod] = useState<PaymentMethod>('UPI');
  const [reference, setReference] = useState('');
  const [refError, setRefError] = useState<string>();
  const tasks = entry.tasks.filter((t) => selected.has(t._id));
  const total = selectionTotal(entry.tasks, selected);
  const preview = useQuery({
    ...paymentPreviewQuery(
      entry.influencer._id,
      tasks.map((t) => t._id),
    ),
    enabled: open && tasks.length > 0,
  });
  const net = preview.data?.data.netAmount;

  useEffect(() => {
    if (!open) return;
    // Bank details but no UPI ID: a bank transfer is the likely method.
    setMethod(!entry.influencer.upi_id && entry.influencer.bank ? 'Bank Transfer' : 'UPI');
    setReference('');
    setRefError(undefined);
  }, [open, entry.influencer]);

  // UPI with no UPI ID on file (or a transfer with no account): only a payment already sent, with its
  // reference, may be recorded (issue 26). Said before Record is pressed, and checked again by the API.
  const destinationProblem = paymentDestinationProblem(method, entry.influencer, null);
  const missing = paymentDestinationProblem(method, entry.influencer, reference);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (tasks.length === 0) return;
    // The warning above already says why; under the field, what to do.
    if (missing) return setRefError(destinationProblem ? ADMIN_PAYMENT_MESSAGES.referenceNeeded : missing);
    mutation.mutate(
      {
        influencerId: entry.influencer._id,
        applicationIds: tasks.map((t) => t._id),
        paymentMethod: method,
        reference: reference.trim() || undefined,
      },
      {
        onSuccess: (res) => {
          onOpenChange(false);
          toast({
            title: 'Payment recorded',
            description: `${formatRupees(res.data.totalAmount)} to ${entry.influencer.name}. ${res.message}`,
            variant: 'success',
          });
          onRecorded(res.data);
        },
        onError: (err) => {
          const field = err instanceof ApiError ? err.errors?.reference : undefined;
          if (field) return setRefError(field);
          // Already paid or not final posted: the list refreshes behind the dialog.
          onOpenChange(false);
          toast({
            title: 'Payment not recorded',
            description: errorMessage(err, 'Failed to record the payment'),
            variant: 'destructive',
          });
        },
      },
    );
  }

  const busy = mutation.isPending;
  return (
    <Dialog open={open} onOpenChange={(o) => (busy ? undefined : onOpenChange(o))}>
      <DialogContent
        title={`Pay ${entry.influencer.name}`}
        description={`${tasks.length} ${tasks.length === 1 ? 'task' : 'tasks'}, ${formatRupees(total)} in total. Record it after the money is sent.`}
      >
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <PayeeDetails payee={entry.influencer} />
          <ul className="flex flex-col gap-1 text-sm">
            {tasks.map((t) => (
              <li key={t._id} className="flex justify-between gap-3">
                <span className="min-w-0 truncate text-gray-800">
                  {t.campaign.event_name} ({t.applicationCode})
                </span>
                <span className="font-medium text-gray-900">{formatRupees(t.final_amount)}</span>
              </li>
            ))}
          </ul>
          {preview.data ? (
            <PaymentBreakdownView b={preview.data.data} />
          ) : preview.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(preview.error, 'Failed to work out the tax on this payment')}
            </p>
          ) : (
            <p className="text-sm text-gray-600">Working out TDS and GST…</p>
          )}
          <Field label="Method" required>
            <Select
              value={method}
              options={METHOD_OPTIONS}
              onValueChange={(v) => setMethod(v as PaymentMethod)}
            />
          </Field>
          {destinationProblem ? (
            <p
              role="note"
              className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
            >
              {destinationProblem}
            </p>
          ) : null}
          <Field
            label="Reference"
            required={destinationProblem !== null}
            hint={
              entry.payoutDestinations.length
                ? 'Leave it empty to send the money through the bank now; give the UTR only for money already sent.'
                : 'The UTR or transaction id, so the payment can be traced.'
            }
            error={refError}
          >
            <Input
              value={reference}
              maxLength={REFERENCE_MAX}
              autoComplete="off"
              onChange={(e) => {
                setReference(e.target.value);
                setRefError(undefined);
              }}
            />
          </Field>
          <DialogActions busy={busy} onCancel={() => onOpenChange(false)}>
            <Button
              type="submit"
              busy={busy}
              busyLabel="Recording..."
              disabled={tasks.length === 0 || net === undefined}
            >
              Record {formatRupees(net ?? total)} payment
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
