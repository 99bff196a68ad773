import { checkQuoteAmount } from '@ih/contract/apply-messages';
import { MAX_APPLY_NOTE_LENGTH } from '@ih/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { formatRupees } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';

/**
 * The quote form of doc 000 §2: amount and a note, both required (non-blank after trimming); Cancel
 * is disabled while sending and the dialog cannot be dismissed then either. The amount is kept
 * exactly as typed and checked by the rule the server applies (checkQuoteAmount), its message shown
 * under the field; the note shows how much of its limit is used. Submit asks once for confirmation,
 * showing the amount as the brand team will read it (issue 26); Edit goes back to the form.
 */
export function QuoteDialog({
  open,
  onOpenChange,
  sending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sending: boolean;
  onSubmit: (quote: { amount: string; note: string }) => void;
}) {
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const formId = useId();
  const { t } = useLingui();
  const count = new Intl.NumberFormat(intlLocale());
  // Said once something is typed (or on Submit), not while the field is still empty.
  const [amountTouched, setAmountTouched] = useState(false);
  const checked = checkQuoteAmount(amount);
  const amountError = 'error' in checked && (amountTouched || amount !== '') ? checked.error : undefined;
  const ready = 'amount' in checked && note.trim() !== '';
  const [confirming, setConfirming] = useState<{ amount: string; note: string } | null>(null);
  const quoted = confirming ? formatRupees(Number(confirming.amount)) : '';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (sending) return;
        if (!next) setConfirming(null);
        onOpenChange(next);
      }}
    >
      <DialogContent
        title={t`Submit your quote`}
        description={t`Tell the brand your price for this campaign.`}
        hideClose={sending}
      >
        {confirming ? (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-gray-800">
              <Trans>
                Send your quote of <strong className="text-base text-gray-900">{quoted}</strong>? If the brand
                team accepts it, this is the fee you are paid.
              </Trans>
            </p>
            <DialogFooter>
              <Button variant="outline" disabled={sending} onClick={() => setConfirming(null)}>
                <Trans>Edit</Trans>
              </Button>
              <Button busy={sending} busyLabel={t`Submitting...`} onClick={() => onSubmit(confirming)}>
                <Trans>Confirm & Submit</Trans>
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form
            id={formId}
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              setAmountTouched(true);
              if ('amount' in checked && note.trim() !== '' && !sending)
                setConfirming({ amount: String(checked.amount), note: note.trim() });
            }}
          >
            <Field label={t`Quote Amount (₹)`} required error={amountError}>
              <Input
                inputMode="numeric"
                autoComplete="off"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                onBlur={() => setAmountTouched(amount !== '')}
              />
            </Field>
            <Field
              label={t`Note`}
              required
              hint={
                <span className="block text-right tabular-nums">
                  {count.format(note.length)} / {count.format(MAX_APPLY_NOTE_LENGTH)}
                </span>
              }
            >
              <Textarea
                rows={4}
                placeholder={t`Write something about this task...`}
                value={note}
                maxLength={MAX_APPLY_NOTE_LENGTH}
                onChange={(e) => setNote(e.target.value)}
              />
            </Field>
            <DialogActions busy={sending} onCancel={() => onOpenChange(false)}>
              <Button type="submit" disabled={!ready} busy={sending} busyLabel={t`Submitting...`}>
                <Trans>Submit</Trans>
              </Button>
            </DialogActions>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
