import { AUTH_MESSAGES } from '@ih/contract/auth-messages';
import { useLingui } from '@lingui/react/macro';
import { translateText } from '@/lib/i18n';
import { Redirect, useNav } from '@/lib/nav';
import { creatorAuth } from './api';
import { AuthFooterLink, AuthLayout } from './auth-layout';
import { recallContact } from './otp-contact';
import { useSignInChannels } from './use-sign-in-channels';
import { VerifyOtpForm } from './verify-otp-form';

/** /verify-otp (doc 000 §2): needs the identifier from /signin, else goes back there. */
export default function VerifyOtpPage() {
  const { t } = useLingui();
  const location = useNav();
  const contact = recallContact('creator', location.state);
  // Only offer a mobile number where the server can send a code to one (issue 12 §4).
  const emailOnly = useSignInChannels()?.includes('mobile') === false;
  if (!contact) return <Redirect to="/signin" />;

  return (
    <AuthLayout
      title={t`Verify OTP`}
      // The server took the contact as an e-mail or a mobile number; one asked for by mobile went by
      // SMS (issue 26 B). An '@' tells them apart without the contract's patterns module in this chunk.
      description={translateText(
        contact.includes('@') ? AUTH_MESSAGES.codeSentByEmail : AUTH_MESSAGES.codeSentByMobile,
      )}
      footer={
        <AuthFooterLink to="/signin">
          {emailOnly ? t`Use a different email` : t`Use a different email or mobile number`}
        </AuthFooterLink>
      }
    >
      <VerifyOtpForm
        scope="creator"
        contact={contact}
        verify={(otp) => creatorAuth.verify(contact, otp)}
        resend={() => creatorAuth.resend(contact)}
        homePath="/"
      />
    </AuthLayout>
  );
}
