import type { ReasonCode } from '@ih/contract/enums';
import { REASON_CODE_LABELS, REASON_MESSAGES } from '@ih/contract/reason-messages';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { controlClass } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';

const REASON_MAX = 2000;

export interface Reason {
  reasonCode?: ReasonCode;
  reason?: string;
}

/**
 * Why a decline or a rework (issue 15): a reason from the short list and/or words of one's own.
 * The creator reads both on their work page and in the notification, so one of the two is needed.
 */
export function ReasonDialog({
  title,
  description,
  textLabel,
  codes,
  submitLabel,
  busyLabel,
  open,
  onOpenChange,
  busy,
  serverError,
  destructive = false,
  onSubmit,
}: {
  title: string;
  description: string;
  textLabel: string;
  /** The reasons of this decision (REASON_CODES_FOR in the contract, issue 26 D). */
  codes: readonly ReasonCode[];
  submitLabel: string;
  busyLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  serverError: string | undefined;
  destructive?: boolean;
  onSubmit: (reason: Reason) => void;
}) {
  const [code, setCode] = useState<ReasonCode | ''>('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (open) setError(undefined);
  }, [open]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = text.trim();
    if (!code && !trimmed) return setError(REASON_MESSAGES.required);
    setError(undefined);
    onSubmit({ ...(code ? { reasonCode: code } : {}), ...(trimmed ? { reason: trimmed } : {}) });
  }

  return (
    <Dialog open={open} onOpenChange={(o) => (busy ? undefined : onOpenChange(o))}>
      <DialogContent title={title} description={description}>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <Field label="Reason" error={error ?? serverError}>
            <select
              className={cn(controlClass, 'h-10')}
              value={code}
              onChange={(e) => setCode(e.target.value as ReasonCode | '')}
            >
              <option value="">Choose a reason</option>
              {codes.map((c) => (
                <option key={c} value={c}>
                  {REASON_CODE_LABELS[c]}
                </option>
              ))}
            </select>
          </Field>
          <Field label={textLabel} hint={`${text.length} / ${REASON_MAX}`}>
            <Textarea
              value={text}
              maxLength={REASON_MAX}
              rows={4}
              onChange={(e) => setText(e.target.value)}
            />
          </Field>
          <DialogActions busy={busy} onCancel={() => onOpenChange(false)}>
            <Button
              type="submit"
              variant={destructive ? 'destructive' : 'primary'}
              busy={busy}
              busyLabel={busyLabel}
            >
              {submitLabel}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
