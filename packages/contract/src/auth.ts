import { z } from 'zod';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { OTP_LENGTH } from './constants.ts';
import { STAFF_ROLES } from './enums.ts';
import { envelope, messageEnvelope } from './envelope.ts';
import { LANGUAGES } from './language.ts';
import { defineOperation } from './operation.ts';
import * as route from './routes/auth.ts';
import { normaliseContact } from './validation.ts';

export { AUTH_MESSAGES };

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
  /** The language they read the product in (design §19); the app switches to it on sign-in. */
  language: z.enum(LANGUAGES),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const staffSessionUser = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  brandIds: z.array(z.uuid()),
  language: z.enum(LANGUAGES),
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
  ...route.sendOtp,
  summary: 'Send a sign-in code to a registered creator by e-mail or SMS',
  tags: ['auth'],
  body: sendOtpBody,
  response: sendOtpResponse,
});

/** What the sign-in page asks before it labels its field (e-mail only, or e-mail or mobile). */
export const signInChannels = defineOperation({
  ...route.signInChannels,
  summary: 'The channels a creator sign-in code can be sent by here',
  tags: ['auth'],
  response: envelope(z.object({ channels: z.array(z.enum(SIGN_IN_CHANNELS)).min(1) })),
});

export const verifyOtp = defineOperation({
  ...route.verifyOtp,
  summary: 'Exchange a sign-in code for a session token',
  tags: ['auth'],
  body: verifyOtpBody,
  response: verifyResponse(sessionUser),
});

export const logout = defineOperation({
  ...route.logout,
  summary: "Revoke the caller's session",
  tags: ['auth'],
  response: messageEnvelope,
});

export const staffSendOtp = defineOperation({
  ...route.staffSendOtp,
  summary: 'Send a sign-in code to a staff e-mail',
  tags: ['staff auth'],
  body: sendOtpBody,
  response: sendOtpResponse,
});

export const staffVerifyOtp = defineOperation({
  ...route.staffVerifyOtp,
  summary: 'Exchange a staff sign-in code for a session token',
  tags: ['staff auth'],
  body: verifyOtpBody,
  response: verifyResponse(staffSessionUser),
});
