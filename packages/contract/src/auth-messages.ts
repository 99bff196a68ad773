import { OTP_LENGTH } from './constants.ts';

/** The spec's sign-in texts (doc 000 §2, §8). */
export const AUTH_MESSAGES = {
  otpSent: 'OTP sent successfully to your email/mobile',
  otpVerified: 'OTP verified successfully',
  // The code page's line (doc 000 §2) for a code sent by e-mail; by SMS it names the mobile number (issue 26 B).
  codeSentByEmail: 'We have sent a OTP to your Email Address',
  codeSentByMobile: 'We have sent a OTP to your mobile number',
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
  // Issue 26 B: the code a resend replaced is named as such, not as a wrong one.
  supersededCode: (contact: string) => `A newer code was sent to ${contact}; use the latest one.`,
  suspended: 'This account is suspended. Please contact support.',
  // Issue 28: a brand person taken off their last brand's team.
  noBrand: 'This account is not on any brand’s team any more. Ask an owner of your brand to add you again.',
  loggedOut: 'You have been logged out.',
  otpFormat: `Enter the ${OTP_LENGTH}-digit code.`,
  deliveryFailed: 'We could not send the code right now. Please try again in a minute.',
  staffEmailOnly: 'Staff sign in with their work email address.',
  // Design §10: without an SMS provider, mobile sign-in is refused plainly (issue 12 §4).
  smsUnavailable: 'Sign-in codes by SMS are not available here yet — use your e-mail address',
  channels: 'Sign-in channels',
} as const;
