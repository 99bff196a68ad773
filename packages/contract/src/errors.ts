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

// The messages live in a zod-free module so the web app can use them without loading zod.
export { GENERIC_MESSAGES } from './error-messages.ts';
