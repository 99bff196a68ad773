import { AUTH_MESSAGES } from '@ih/contract/auth-messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useNav } from '@/lib/nav';
import type { Scope } from '@/lib/session';
import { rememberContact } from './otp-contact';

/**
 * Step one of sign-in, shared by creators and staff: ask for the identifier, send the code, then go
 * to the verify screen carrying the identifier (doc 000 §2).
 */
export function SendOtpForm({
  scope,
  send,
  verifyPath,
  label,
  placeholder,
  inputMode,
}: {
  scope: Scope;
  send: (contact: string) => Promise<unknown>;
  verifyPath: string;
  label: string;
  placeholder: string;
  inputMode?: 'email' | 'text';
}) {
  const { t } = useLingui();
  const navigate = useNav().navigate;
  const [contact, setContact] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // A second submit before React re-renders the disabled button must not send a second code.
  const inFlight = useRef(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    const value = contact.trim();
    if (!value) {
      inFlight.current = false;
      setError(AUTH_MESSAGES.contactRequired);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await send(value);
      rememberContact(scope, value);
      toast({ title: AUTH_MESSAGES.otpSent, variant: 'success' });
      navigate(verifyPath, { state: { contact: value } });
    } catch (err) {
      // A refusal of the identifier itself (e.g. no SMS here) belongs under the field, where it is fixed.
      if (err instanceof ApiError && err.errors?.contact) setError(err.errors.contact);
      else toast({ title: errorMessage(err, AUTH_MESSAGES.sendFailed), variant: 'destructive' });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <Field label={label} required error={error}>
        <Input
          name="contact"
          autoComplete="username"
          inputMode={inputMode}
          autoCapitalize="none"
          spellCheck={false}
          placeholder={placeholder}
          value={contact}
          onChange={(e) => {
            setContact(e.target.value);
            if (error) setError(undefined);
          }}
          // readOnly rather than disabled: the field keeps focus while the code is sent.
          readOnly={busy}
        />
      </Field>
      <Button type="submit" size="lg" busy={busy} busyLabel={t`Sending...`} className="w-full">
        <Trans>Send OTP</Trans>
      </Button>
    </form>
  );
}
