import { useNav } from '@/lib/nav';
import SignInPage from './signin-page';
import VerifyOtpPage from './verify-otp-page';

/**
 * Sign-in and the code page as one route module, so one chunk (issue 26 A): the code page is there
 * the moment its address is. Were it a chunk of its own, /verify-otp showed "Loading" without a field
 * while it came, and digits typed or auto-filled then were lost. The public document maps both
 * addresses to this one component, so moving between them is a re-render, never a wait.
 */
export default function SignInFlowPage() {
  return useNav().pathname === '/verify-otp' ? <VerifyOtpPage /> : <SignInPage />;
}
