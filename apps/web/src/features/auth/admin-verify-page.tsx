import { AUTH_MESSAGES } from '@ih/contract/auth-messages';
import { NavLink, Redirect, useNav } from '@/lib/nav';
import { AuthLayout } from './auth-layout';
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
        <NavLink
          to="/admin/signin"
          className="rounded font-semibold text-slate-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Use a different email
        </NavLink>
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
