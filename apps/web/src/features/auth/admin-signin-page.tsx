import { AuthLayout } from './auth-layout';
import { SendOtpForm } from './send-otp-form';
import { staffAuth } from './staff-api';

/** /admin/signin (design §5): staff sign in by e-mail code into the console. */
export default function AdminSignInPage() {
  return (
    <AuthLayout
      variant="staff"
      title="Staff sign in"
      description="For the Influence Hub brand team and administrators. Enter your work email to receive a one-time password."
      footer="Creators sign in at the main sign-in page, not here."
    >
      <SendOtpForm
        scope="staff"
        send={staffAuth.send}
        verifyPath="/admin/verify-otp"
        label="Work email"
        placeholder="name@influencehub.in"
        inputMode="email"
      />
    </AuthLayout>
  );
}
