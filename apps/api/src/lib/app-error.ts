import { ERROR_STATUS, type ErrorCode } from '@ih/contract/errors';

/**
 * The one way services report an expected failure. The error handler turns it into the envelope
 * `{ success: false, message, code, errors? }` with the status of its code.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new AppError('VALIDATION_FAILED', message, errors);
export const unauthenticated = (message: string) => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const transitionNotAllowed = (message: string) => new AppError('TRANSITION_NOT_ALLOWED', message);
export const tooLarge = (message: string) => new AppError('PAYLOAD_TOO_LARGE', message);
export const unsupportedType = (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', message);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
