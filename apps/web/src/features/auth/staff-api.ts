import { staffSendOtp, staffVerifyOtp } from '@ih/contract/routes/auth';
import { otpCalls } from './otp-calls';

/** The staff's sign-in calls, as the creator's in api.ts; apart, so the public pages do not carry them. */
export const staffAuth = otpCalls('staff', { send: staffSendOtp, verify: staffVerifyOtp });
