/** The message threads' texts (issue 15), zod-free for the web (ADR 015). */
export const MESSAGE_MESSAGES = {
  listed: 'Messages fetched successfully',
  sent: 'Message sent',
  inbox: 'Inbox fetched successfully',
  notFound: 'We could not find this application.',
  body: 'Write a message of 1 to 2,000 characters.',
  attachments: 'Attach at most 5 files.',
  attachment: 'Attach only files you uploaded yourself.',
  closed: 'This conversation closed 30 days after the application was decided. You can still read it.',
  clientId: 'clientId is at most 100 characters.',
} as const;

export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGE_MAX_ATTACHMENTS = 5;
/** A declined or expired application's thread stays writable this long after the decision. */
export const THREAD_OPEN_DAYS_AFTER_DECISION = 30;
/** An unread message is e-mailed after this long, at most once an hour per thread and person. */
export const MESSAGE_EMAIL_AFTER_MINUTES = 10;
