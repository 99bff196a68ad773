import { z } from 'zod';

/** Machine-readable error codes; each maps to one HTTP status (design §3). */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TRANSITION_NOT_ALLOWED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Every failure answer: `{ success: false, message, code, errors? }`; `errors` maps field paths to messages. */
export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const GENERIC_MESSAGES = {
  validation: 'Some fields need your attention.',
  unauthenticated: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have access to this.',
  notFound: 'We could not find what you were looking for.',
  routeNotFound: 'There is no such page or call.',
  tooLarge: 'That is too large to upload.',
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  internal: 'Something went wrong on our side. Please try again in a moment.',
  unavailable: 'The service is starting up or briefly unavailable. Please try again in a moment.',
} as const;
