import type { AdminApplicationListItem } from '@ih/contract/admin-applications';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { formatRupees } from '@/lib/format';
import { defaultFinalAmount, parseRupees } from './lib';

/**
 * Accept with the agreed amount. Prefilled as the API would choose it; staff may change it. The
 * server's field error (400) or refusal (422) comes back through `serverError`.
 */
export function AcceptDialog({
  application: a,
  open,
  onOpenChange,
  busy,
  serverError,
  onAccept,
}: {
  application: AdminApplicationListItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  serverError: string | undefined;
  onAccept: (amount: number) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  // Each opening starts from the default again, not from what was typed last time.
  useEffect(() => {
    if (!open) return;
    const amount = defaultFinalAmount(a);
    setText(amount ? String(amount) : '');
    setError(undefined);
  }, [open, a]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = parseRupees(text);
    if ('error' in parsed) return setError(parsed.error);
    setError(undefined);
    onAccept(parsed.amount);
  }

  const quote = a.quote_asking_amount > 0 ? formatRupees(a.quote_asking_amount) : 'No quote';
  const fixed = a.campaign.fixed_price ? formatRupees(a.campaign.fixed_price) : 'None';
  return (
    <Dialog open={open} onOpenChange={(o) => (busy ? undefined : onOpenChange(o))}>
      <DialogContent
        title={`Accept ${a.influencer.name}?`}
        description={`For ${a.campaign.event_name}. The creator can start work once accepted.`}
      >
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <dl className="grid grid-cols-2 gap-3 rounded-lg bg-gray-50 p-3 text-sm">
            <div>
              <dt className="text-gray-600">Creator's quote</dt>
              <dd className="font-medium text-gray-900">{quote}</dd>
            </div>
            <div>
              <dt className="text-gray-600">Campaign fixed price</dt>
              <dd className="font-medium text-gray-900">{fixed}</dd>
            </div>
          </dl>
          <Field
            label="Final amount (₹)"
            hint="Whole rupees. This is what the creator will be paid."
            error={error ?? serverError}
            required
          >
            <Input
              inputMode="numeric"
              autoComplete="off"
              value={text}
              maxLength={14}
              onChange={(e) => setText(e.target.value)}
            />
          </Field>
          <DialogActions busy={busy} onCancel={() => onOpenChange(false)}>
            <Button type="submit" busy={busy} busyLabel="Accepting...">
              Accept
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
