import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';

export const REWORK_REASON_REQUIRED = 'Enter a reason for the rework so the creator knows what to change.';
const REASON_MAX = 2000;

/** Request rework: the reason is what the creator reads on their rework page, so it is required. */
export function ReworkDialog({
  creatorName,
  open,
  onOpenChange,
  busy,
  serverError,
  onSubmit,
}: {
  creatorName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  serverError: string | undefined;
  onSubmit: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (open) setError(undefined);
  }, [open]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) return setError(REWORK_REASON_REQUIRED);
    setError(undefined);
    onSubmit(trimmed);
  }

  return (
    <Dialog open={open} onOpenChange={(o) => (busy ? undefined : onOpenChange(o))}>
      <DialogContent
        title="Request rework"
        description={`${creatorName} will see this reason and upload a new version.`}
      >
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <Field
            label="What should change?"
            hint={`${reason.length} / ${REASON_MAX}`}
            error={error ?? serverError}
            required
          >
            <Textarea
              value={reason}
              maxLength={REASON_MAX}
              rows={5}
              onChange={(e) => setReason(e.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" busy={busy} busyLabel="Sending...">
              Request rework
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
