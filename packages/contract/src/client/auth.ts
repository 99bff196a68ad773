import type * as operations from '../auth.ts';
import { OTP_LENGTH } from '../constants.ts';
import type { Route, RouteTable } from '../operation.ts';

/**
 * What a client of the auth operations needs at run time, free of zod (ADR 015): each
 * operation's method, path and access (`auth.ts` builds its operations from `routes`) and the texts.
 * The operations' types come along, type-only.
 */
export type * from '../auth.ts';

/** The spec's sign-in texts (doc 000 §2, §8). */
export const AUTH_MESSAGES = {
  otpSent: 'OTP sent successfully to your email/mobile',
  otpVerified: 'OTP verified successfully',
  sendFailed: 'Failed to send OTP. Please try again.',
  verifyFailed: 'Failed to verify OTP. Please try again.',
  resendFailed: 'Failed to resend OTP. Please try again.',
  sendDefault: 'Failed to send OTP',
  verifyDefault: 'Failed to verify OTP',
  contactRequired: 'Please enter your email or mobile number.',
  contactInvalid: 'Enter a valid email address or a 10-digit mobile number.',
  unknownContact: 'No account found for this email or mobile number. Please register.',
  unknownStaff: 'No staff account found for this email.',
  wrongCode: 'That code is not right. Please check it and try again.',
  expiredCode: 'This code has expired or was already used. Please request a new OTP.',
  tooManyTries: 'Too many wrong codes. Please request a new OTP.',
  suspended: 'This account is suspended. Please contact support.',
  loggedOut: 'You have been logged out.',
  otpFormat: `Enter the ${OTP_LENGTH}-digit code.`,
  deliveryFailed: 'We could not send the code right now. Please try again in a minute.',
  staffEmailOnly: 'Staff sign in with their work email address.',
  // Design §10: without an SMS provider, mobile sign-in is refused plainly (issue 12 §4).
  smsUnavailable: 'Sign-in codes by SMS are not available here yet — use your e-mail address',
  channels: 'Sign-in channels',
} as const;

export const routes = {
  sendOtp: { method: 'POST', path: '/v1/influencer/send-otp', access: 'public' },
  signInChannels: { method: 'GET', path: '/v1/influencer/sign-in-channels', access: 'public' },
  verifyOtp: { method: 'POST', path: '/v1/influencer/verify-otp', access: 'public' },
  logout: { method: 'POST', path: '/v1/influencer/logout', access: 'signed-in' },
  staffSendOtp: { method: 'POST', path: '/v1/admin/send-otp', access: 'public' },
  staffVerifyOtp: { method: 'POST', path: '/v1/admin/verify-otp', access: 'public' },
} as const satisfies RouteTable;

export const sendOtp: Route<typeof operations.sendOtp> = routes.sendOtp;
export const signInChannels: Route<typeof operations.signInChannels> = routes.signInChannels;
export const verifyOtp: Route<typeof operations.verifyOtp> = routes.verifyOtp;
export const logout: Route<typeof operations.logout> = routes.logout;
export const staffSendOtp: Route<typeof operations.staffSendOtp> = routes.staffSendOtp;
export const staffVerifyOtp: Route<typeof operations.staffVerifyOtp> = routes.staffVerifyOtp;
