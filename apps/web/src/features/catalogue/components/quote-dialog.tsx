import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';

/**
 * The quote form of doc 000 §2: amount and a note, both required (non-blank after trimming); Cancel
 * is disabled while sending and the dialog cannot be dismissed then either.
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
  const ready = amount.trim() !== '' && note.trim() !== '';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (sending) return;
        onOpenChange(next);
      }}
    >
      <DialogContent
        title="Submit your quote"
        description="Tell the brand your price for this campaign."
        hideClose={sending}
      >
        <form
          id={formId}
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (ready && !sending) onSubmit({ amount: amount.trim(), note: note.trim() });
          }}
        >
          <Field label="Quote Amount (₹) *">
            <Input
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              value={amount}
              // Whole rupees only: anything but digits is dropped as it is typed.
              onChange={(e) => setAmount(e.target.value.replace(/\D/g, '').slice(0, 9))}
              aria-required
            />
          </Field>
          <Field label="Note" required>
            <Textarea
              rows={4}
              placeholder="Write something about this task..."
              value={note}
              maxLength={2000}
              onChange={(e) => setNote(e.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button variant="outline" disabled={sending} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!ready} busy={sending} busyLabel="Submitting...">
              Submit
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
