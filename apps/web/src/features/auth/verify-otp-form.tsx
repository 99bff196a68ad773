import { AUTH_MESSAGES } from '@ih/contract/auth-messages';
import { OTP_LENGTH } from '@ih/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useNav } from '@/lib/nav';
import type { Scope } from '@/lib/session';
import { forgetContact } from './otp-contact';
import { OtpSlots } from './otp-slots';

/** What the form needs from a verify call; the page stores the session itself before resolving. */
export interface VerifyResult {
  message?: string;
}

/**
 * Step two of sign-in, shared by creators and staff. Verify is enabled only at exactly six digits,
 * and the sixth digit typed or pasted submits by itself;
 * Resend is allowed any time (doc 000 §2, §5). `verify` stores the session for its scope.
 */
export function VerifyOtpForm({
  scope,
  contact,
  verify,
  resend,
  homePath,
}: {
  scope: Scope;
  contact: string;
  verify: (otp: string) => Promise<VerifyResult>;
  resend: () => Promise<unknown>;
  homePath: string;
}) {
  const { t } = useLingui();
  const navigate = useNav().navigate;
  const otpId = useId();
  const [otp, setOtp] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  // Guards against a second press landing before the disabled state renders.
  const verifyInFlight = useRef(false);
  const resendInFlight = useRef(false);
  const complete = new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp);

  async function submit(code: string) {
    if (verifyInFlight.current) return;
    verifyInFlight.current = true;
    setVerifying(true);
    try {
      const result = await verify(code);
      forgetContact(scope);
      toast({ title: result.message || AUTH_MESSAGES.otpVerified, variant: 'success' });
      navigate(homePath, { replace: true });
    } catch (err) {
      toast({ title: errorMessage(err, AUTH_MESSAGES.verifyFailed), variant: 'destructive' });
      setOtp('');
    } finally {
      verifyInFlight.current = false;
      setVerifying(false);
    }
  }

  function onVerify(e: FormEvent) {
    e.preventDefault();
    if (complete) void submit(otp);
  }

  async function onResend() {
    if (resendInFlight.current) return;
    resendInFlight.current = true;
    setResending(true);
    try {
      await resend();
      setOtp('');
      toast({ title: AUTH_MESSAGES.otpSent, variant: 'success' });
    } catch (err) {
      toast({ title: errorMessage(err, AUTH_MESSAGES.resendFailed), variant: 'destructive' });
    } finally {
      resendInFlight.current = false;
      setResending(false);
    }
  }

  return (
    <form noValidate onSubmit={onVerify} className="flex flex-col gap-5">
      <div className="flex flex-col gap-3">
        <Label htmlFor={otpId} className="sr-only">
          <Trans>One-time password</Trans>
        </Label>
        <OtpSlots
          id={otpId}
          value={otp}
          onChange={setOtp}
          // The sixth digit submits (issue 11 §1); the Verify button stays for those who look for it.
          onComplete={(code) => void submit(code)}
          readOnly={verifying}
          describedBy={`${otpId}-to`}
        />
        <p id={`${otpId}-to`} className="text-center text-sm text-gray-600">
          <Trans>
            Sent to{' '}
            <span className="block font-medium [overflow-wrap:anywhere] text-gray-900">{contact}</span>
          </Trans>
        </p>
      </div>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={!complete}
        busy={verifying}
        busyLabel={t`Verifying...`}
      >
        <Trans>Verify</Trans>
      </Button>
      <div className="flex items-center justify-center gap-1 text-sm text-gray-600">
        <span>
          <Trans>Didn't get the code?</Trans>
        </span>
        <Button
          variant="link"
          size="sm"
          className="px-1"
          onClick={onResend}
          busy={resending}
          busyLabel={t`Resending...`}
        >
          <Trans>Resend OTP</Trans>
        </Button>
      </div>
    </form>
  );
}
