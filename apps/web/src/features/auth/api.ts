import { AUTH_MESSAGES } from '@ih/contract/auth-messages';
import { type SignInChannel, sendOtp, signInChannels, verifyOtp } from '@ih/contract/routes/auth';
import { apiRequest } from '@/lib/api-client';
import { storeSession } from '@/lib/session';

/**
 * The creator's sign-in calls (the staff's are in staff-api.ts, out of the public pages' chunk). The server's message wins; the spec's sentence is the fallback (doc 000 §8).
 * Verify stores the session before resolving, so the page can navigate straight into a guarded route.
 */
export const creatorAuth = {
  /** Which channels a code can go by here (issue 12 §4): e-mail always, mobile with an SMS provider. */
  async channels(signal?: AbortSignal): Promise<SignInChannel[]> {
    const res = await apiRequest(signInChannels, { scope: 'creator', signal });
    return res.data.channels;
  },
  async send(contact: string) {
    return apiRequest(sendOtp, {
      body: { contact },
      scope: 'creator',
      fallbackMessage: AUTH_MESSAGES.sendFailed,
    });
  },
  async resend(contact: string) {
    return apiRequest(sendOtp, {
      body: { contact },
      scope: 'creator',
      fallbackMessage: AUTH_MESSAGES.resendFailed,
    });
  },
  async verify(contact: string, otp: string) {
    const res = await apiRequest(verifyOtp, {
      body: { contact, otp },
      scope: 'creator',
      fallbackMessage: AUTH_MESSAGES.verifyFailed,
    });
    // The documents read token and user at the top; the envelope repeats them in data.
    const token = res.token ?? res.data?.token;
    const user = res.user ?? res.data?.user;
    if (token && user) storeSession('creator', token, user);
    return res;
  },
};
