import { creatorAuth } from './api';
import { AuthFooterLink, AuthLayout } from './auth-layout';
import { SendOtpForm } from './send-otp-form';
import { useSignInChannels } from './use-sign-in-channels';

/** The field's words for what the server can send a code by (doc 000 §2; issue 12 §4 for e-mail only). */
const FIELD = {
  any: {
    label: 'Email or Mobile Number',
    placeholder: 'you@example.com or 9876543210',
    description:
      "Welcome back! Enter your registered email or mobile number and we'll send you a one-time password.",
    inputMode: undefined,
  },
  email: {
    label: 'Email',
    placeholder: 'you@example.com',
    description: "Welcome back! Enter your registered email address and we'll send you a one-time password.",
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
  const channels = useSignInChannels();
  const emailOnly = channels !== null && !channels.includes('mobile');
  const field = emailOnly ? FIELD.email : FIELD.any;
  const other = emailOnly ? FIELD.any : FIELD.email;
  return (
    <AuthLayout
      title="Sign in"
      description={<Description text={field.description} other={other.description} />}
      footer={
        <>
          New to Influence Hub? <AuthFooterLink to="/register">Register here</AuthFooterLink>
        </>
      }
    >
      <SendOtpForm
        scope="creator"
        send={creatorAuth.send}
        verifyPath="/verify-otp"
        label={field.label}
        placeholder={field.placeholder}
        inputMode={field.inputMode}
      />
    </AuthLayout>
  );
}
