import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { creatorAuth } from './api';
import { AuthFooterLink, AuthLayout } from './auth-layout';
import { SendOtpForm } from './send-otp-form';
import { useSignInChannels } from './use-sign-in-channels';

/** The field's words for what the server can send a code by (doc 000 §2; issue 12 §4 for e-mail only). */
const FIELD = {
  any: {
    label: msg`Email or Mobile Number`,
    placeholder: msg`you@example.com or 9876543210`,
    description: msg`Welcome back! Enter your registered email or mobile number and we'll send you a one-time password.`,
    inputMode: undefined,
  },
  email: {
    label: msg`Email`,
    placeholder: msg`you@example.com`,
    description: msg`Welcome back! Enter your registered email address and we'll send you a one-time password.`,
    inputMode: 'email',
  },
} as const;

/**
 * The description, in a box as tall as the taller of the two wordings. The wording can change when the
 * server's channels arrive, and the form below it must not move then (it did, on every load: a layout
 * shift). The other wording sizes the box from a hidden pseudo-element, so it is neither shown nor read.
 */
function Description({ text, other }: { text: string; other: string }) {
  return (
    <span
      data-other={other}
      className="grid after:invisible after:col-start-1 after:row-start-1 after:content-[attr(data-other)]"
    >
      <span className="col-start-1 row-start-1">{text}</span>
    </span>
  );
}

/** /signin (doc 000 §2): one identifier field, then a code by e-mail or SMS. */
export default function SignInPage() {
  const { t } = useLingui();
  const channels = useSignInChannels();
  const emailOnly = channels !== null && !channels.includes('mobile');
  const field = emailOnly ? FIELD.email : FIELD.any;
  const other = emailOnly ? FIELD.any : FIELD.email;
  return (
    <AuthLayout
      title={t`Sign in`}
      description={<Description text={t(field.description)} other={t(other.description)} />}
      footer={
        <Trans>
          New to Influence Hub? <AuthFooterLink to="/register">Register here</AuthFooterLink>
        </Trans>
      }
    >
      <SendOtpForm
        scope="creator"
        send={creatorAuth.send}
        verifyPath="/verify-otp"
        label={t(field.label)}
        placeholder={t(field.placeholder)}
        inputMode={field.inputMode}
      />
    </AuthLayout>
  );
}
