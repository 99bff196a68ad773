/** Generic failure sentences, shown when a call has no more specific message. */
export const GENERIC_MESSAGES = {
  badCharacter:
    'The request contains a character that cannot be stored (such as a NUL byte). Remove it and try again.',
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
