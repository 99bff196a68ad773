import { z } from 'zod';
import { OTP_LENGTH } from './constants.ts';
import { STAFF_ROLES } from './enums.ts';
import { envelope, messageEnvelope } from './envelope.ts';
import { defineOperation } from './operation.ts';
import { normaliseContact } from './validation.ts';

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

/** How a sign-in code can reach a creator: e-mail always, SMS only where a provider is configured. */
export const SIGN_IN_CHANNELS = ['email', 'mobile'] as const;
export type SignInChannel = (typeof SIGN_IN_CHANNELS)[number];

export const contactField = z
  .string({ error: AUTH_MESSAGES.contactRequired })
  .trim()
  .min(1, AUTH_MESSAGES.contactRequired)
  .refine((v) => normaliseContact(v) !== null, AUTH_MESSAGES.contactInvalid);

export const otpField = z
  .string({ error: AUTH_MESSAGES.otpFormat })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), AUTH_MESSAGES.otpFormat);

export const sendOtpBody = z.object({ contact: contactField });
export const verifyOtpBody = z.object({ contact: contactField, otp: otpField });

const sendOtpResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ channel: z.enum(SIGN_IN_CHANNELS), expiresInSeconds: z.number().int() }),
});

/** The signed-in creator as the web app stores it (`user` in localStorage). */
export const sessionUser = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  mobile_number: z.string(),
  profile_image: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const staffSessionUser = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  brandIds: z.array(z.uuid()),
});
export type StaffSessionUser = z.infer<typeof staffSessionUser>;

/**
 * The documents read `token` and `user` from the verify answer itself; the envelope puts them in
 * `data`. Both are sent, so a client written either way works.
 */
const verifyResponse = <U extends z.ZodType>(user: U) =>
  z.object({
    success: z.literal(true),
    message: z.string(),
    token: z.string(),
    user,
    data: z.object({ token: z.string(), user, expiresAt: z.string() }),
  });

export const sendOtp = defineOperation({
  method: 'POST',
  path: '/v1/influencer/send-otp',
  summary: 'Send a sign-in code to a registered creator by e-mail or SMS',
  tags: ['auth'],
  access: 'public',
  body: sendOtpBody,
  response: sendOtpResponse,
});

/** What the sign-in page asks before it labels its field (e-mail only, or e-mail or mobile). */
export const signInChannels = defineOperation({
  method: 'GET',
  path: '/v1/influencer/sign-in-channels',
  summary: 'The channels a creator sign-in code can be sent by here',
  tags: ['auth'],
  access: 'public',
  response: envelope(z.object({ channels: z.array(z.enum(SIGN_IN_CHANNELS)).min(1) })),
});

export const verifyOtp = defineOperation({
  method: 'POST',
  path: '/v1/influencer/verify-otp',
  summary: 'Exchange a sign-in code for a session token',
  tags: ['auth'],
  access: 'public',
  body: verifyOtpBody,
  response: verifyResponse(sessionUser),
});

export const logout = defineOperation({
  method: 'POST',
  path: '/v1/influencer/logout',
  summary: "Revoke the caller's session",
  tags: ['auth'],
  access: 'signed-in',
  response: messageEnvelope,
});

export const staffSendOtp = defineOperation({
  method: 'POST',
  path: '/v1/admin/send-otp',
  summary: 'Send a sign-in code to a staff e-mail',
  tags: ['staff auth'],
  access: 'public',
  body: sendOtpBody,
  response: sendOtpResponse,
});

export const staffVerifyOtp = defineOperation({
  method: 'POST',
  path: '/v1/admin/verify-otp',
  summary: 'Exchange a staff sign-in code for a session token',
  tags: ['staff auth'],
  access: 'public',
  body: verifyOtpBody,
  response: verifyResponse(staffSessionUser),
});
