import { NavLink } from '@/lib/nav';
import { creatorAuth } from './api';
import { AuthLayout } from './auth-layout';
import { SendOtpForm } from './send-otp-form';

/** /signin (doc 000 §2): one identifier field, then a code by e-mail or SMS. */
export default function SignInPage() {
  return (
    <AuthLayout
      title="Sign in"
      description="Welcome back! Enter your registered email or mobile number and we'll send you a one-time password."
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
        label="Email or Mobile Number"
        placeholder="you@example.com or 9876543210"
      />
    </AuthLayout>
  );
}
