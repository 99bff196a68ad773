import { type SignInChannel, sendOtp, signInChannels, verifyOtp } from '@ih/contract/routes/auth';
import { apiRequest } from '@/lib/api-client';
import { otpCalls } from './otp-calls';

/** The creator's sign-in calls (the staff's are in staff-api.ts, out of the public pages' chunk). */
export const creatorAuth = {
  ...otpCalls('creator', { send: sendOtp, verify: verifyOtp }),
  /** Which channels a code can go by here (issue 12 §4): e-mail always, mobile with an SMS provider. */
  async channels(signal?: AbortSignal): Promise<SignInChannel[]> {
    const res = await apiRequest(signInChannels, { scope: 'creator', signal });
    return res.data.channels;
  },
};
