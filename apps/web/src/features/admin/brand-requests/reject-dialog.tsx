import {
  BRAND_REQUEST_MESSAGES,
  BRAND_REQUEST_REASON_MAX_LENGTH,
} from '@ih/contract/brand-requests-messages';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';

/**
 * Why a request is rejected (design §15): the company reads these words in the e-mail, so they are
 * required, as a decline's reason is.
 */
export function RejectDialog({
  company,
  email,
  open,
  onOpenChange,
  busy,
  serverError,
  onSubmit,
}: {
  company: string;
  email: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  serverError: string | undefined;
  onSubmit: (reason: string) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (open) setError(undefined);
  }, [open]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const reason = text.trim();
    if (!reason) return setError(BRAND_REQUEST_MESSAGES.reasonRequired);
    setError(undefined);
    onSubmit(reason);
  }

  return (
    <Dialog open={open} onOpenChange={(o) => (busy ? undefined : onOpenChange(o))}>
      <DialogContent
        title={`Reject ${company}?`}
        description={`We e-mail the reason to ${email}. No brand or account is made.`}
      >
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <Field
            label="Reason"
            required
            error={error ?? serverError}
            hint={`${text.length} / ${BRAND_REQUEST_REASON_MAX_LENGTH}`}
          >
            <Textarea
              value={text}
              maxLength={BRAND_REQUEST_REASON_MAX_LENGTH}
              rows={4}
              placeholder="e.g. We could not find the company at the website or GSTIN you gave."
              onChange={(e) => setText(e.target.value)}
            />
          </Field>
          <DialogActions busy={busy} onCancel={() => onOpenChange(false)}>
            <Button type="submit" variant="destructive" busy={busy} busyLabel="Rejecting...">
              Reject request
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
