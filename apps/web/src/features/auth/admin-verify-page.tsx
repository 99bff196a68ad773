import { AUTH_MESSAGES } from '@ih/contract/auth-messages';
import { Redirect, useNav } from '@/lib/nav';
import { AuthFooterLink, AuthLayout } from './auth-layout';
import { recallContact } from './otp-contact';
import { staffAuth } from './staff-api';
import { VerifyOtpForm } from './verify-otp-form';

/** /admin/verify-otp: the staff code step; without an identifier it returns to /admin/signin. */
export default function AdminVerifyPage() {
  const location = useNav();
  const contact = recallContact('staff', location.state);
  if (!contact) return <Redirect to="/admin/signin" />;

  return (
    <AuthLayout
      variant="staff"
      title="Enter your code"
      // Staff sign in by e-mail only.
      description={AUTH_MESSAGES.codeSentByEmail}
      footer={
        <AuthFooterLink to="/admin/signin" staff>
          Use a different email
        </AuthFooterLink>
      }
    >
      <VerifyOtpForm
        scope="staff"
        contact={contact}
        verify={(otp) => staffAuth.verify(contact, otp)}
        resend={() => staffAuth.resend(contact)}
        homePath="/admin"
      />
    </AuthLayout>
  );
}
