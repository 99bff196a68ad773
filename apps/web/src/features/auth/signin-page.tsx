import { NavLink } from '@/lib/nav';
import { creatorAuth } from './api';
import { AuthLayout } from './auth-layout';
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

/** /signin (doc 000 §2): one identifier field, then a code by e-mail or SMS. */
export default function SignInPage() {
  const channels = useSignInChannels();
  const field = channels && !channels.includes('mobile') ? FIELD.email : FIELD.any;
  return (
    <AuthLayout
      title="Sign in"
      description={field.description}
      footer={
        <>
          New to Influence Hub?{' '}
          <NavLink
            to="/register"
            className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Register here
          </NavLink>
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
