import { AUTH_MESSAGES } from '@ih/contract/auth-messages';
import { staffSendOtp, staffVerifyOtp } from '@ih/contract/routes/auth';
import { apiRequest } from '@/lib/api-client';
import { storeSession } from '@/lib/session';

/** The staff's sign-in calls, as the creator's in api.ts; apart, so the public pages do not carry them. */
export const staffAuth = {
  async send(contact: string) {
    return apiRequest(staffSendOtp, {
      body: { contact },
      scope: 'staff',
      fallbackMessage: AUTH_MESSAGES.sendFailed,
    });
  },
  async resend(contact: string) {
    return apiRequest(staffSendOtp, {
      body: { contact },
      scope: 'staff',
      fallbackMessage: AUTH_MESSAGES.resendFailed,
    });
  },
  async verify(contact: string, otp: string) {
    const res = await apiRequest(staffVerifyOtp, {
      body: { contact, otp },
      scope: 'staff',
      fallbackMessage: AUTH_MESSAGES.verifyFailed,
    });
    const token = res.token ?? res.data?.token;
    const user = res.user ?? res.data?.user;
    if (token && user) storeSession('staff', token, user);
    return res;
  },
};
