import { OTP_LENGTH } from '@ih/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { type Side, useSendSigningCode, useSignAgreement } from '@/lib/agreements-api';
import { ApiError, errorMessage } from '@/lib/api-client';
import { translateText } from '@/lib/i18n';

/**
 * Signing (design §16): ask for a code on the signer's own sign-in channel, then type the full name
 * and the code. The server decides everything; this form only carries the two fields.
 */
export function SignForm({ side, applicationId }: { side: Side; applicationId: string }) {
  const send = useSendSigningCode(side, applicationId);
  const sign = useSignAgreement(side, applicationId);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ name?: string; code?: string; form?: string }>({});
  const { t } = useLingui();

  const onSend = () =>
    send.mutate(undefined, {
      onSuccess: (res) => {
        setSentTo(res.data.contact);
        setErrors({});
        toast({ title: res.message, variant: 'success' });
      },
      onError: (e) => setErrors({ form: errorMessage(e, t`Could not send the code. Please try again.`) }),
    });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (name.trim().length < 2) next.name = t`Type your full name as your signature.`;
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code))
      next.code = t`Enter the ${OTP_LENGTH}-digit code we sent you.`;
    setErrors(next);
    if (next.name || next.code) return;
    sign.mutate(
      { name: name.trim(), code },
      {
        onSuccess: (res) => toast({ title: res.message, variant: 'success' }),
        onError: (err) => {
          const fields = err instanceof ApiError ? err.errors : undefined;
          setErrors({
            ...(fields?.name ? { name: fields.name } : {}),
            ...(fields?.code ? { code: fields.code } : {}),
            ...(!fields?.name && !fields?.code
              ? { form: errorMessage(err, t`Could not sign. Please try again.`) }
              : {}),
          });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t`Sign the agreement`}>
      <p className="text-sm text-gray-700">
        <Trans>
          To sign, we send a one-time code to your sign-in e-mail. Type your full name and the code: that is
          your signature.
        </Trans>
      </p>
      <div>
        <Button
          type="button"
          variant="outline"
          busy={send.isPending}
          busyLabel={t`Sending...`}
          onClick={onSend}
        >
          {sentTo ? <Trans>Send a new code</Trans> : <Trans>Send me a code</Trans>}
        </Button>
        {sentTo ? (
          <p className="mt-2 text-sm text-gray-700">
            <Trans>Code sent to {sentTo}.</Trans>
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Your full name`} error={errors.name} required>
          <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" maxLength={120} />
        </Field>
        <Field label={t`Signing code`} error={errors.code} required>
          <Input
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
          />
        </Field>
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm text-red-700">
          {translateText(errors.form)}
        </p>
      ) : null}
      <Button
        type="submit"
        className="w-full sm:w-fit"
        busy={sign.isPending}
        busyLabel={t`Signing...`}
        disabled={!sentTo}
      >
        <Trans>Sign the agreement</Trans>
      </Button>
    </form>
  );
}
