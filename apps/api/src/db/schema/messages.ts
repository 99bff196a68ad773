import { sql } from 'drizzle-orm';
import { index, pgTable, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SUBJECT_KINDS } from './accounts.ts';
import { createdAt, id, requiredRef, timestamptz } from './columns.ts';
import { files } from './files.ts';
import { applications } from './pipeline.ts';

/**
 * One message of an application's thread (issue 15, design §12): the creator and the campaign's
 * brand team. `readAt` is when the other side read it. A message is never edited.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    applicationId: requiredRef('application_id', () => applications.id, { onDelete: 'cascade' }),
    authorKind: text('author_kind', { enum: SUBJECT_KINDS }).notNull(),
    authorId: uuid('author_id').notNull(),
    body: text('body').notNull(),
    /** Our stored files, uploaded by the author. */
    attachmentIds: uuid('attachment_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** The client's id for this message: a repeat of the same post answers the first. */
    clientId: text('client_id'),
    createdAt: createdAt(),
    readAt: timestamptz('read_at'),
  },
  (t) => [
    index('messages_thread_idx').on(t.applicationId, t.createdAt),
    uniqueIndex('messages_client_idx')
      .on(t.authorKind, t.authorId, t.clientId)
      .where(sql`${t.clientId} is not null`),
    index('messages_unread_idx').on(t.applicationId, t.authorKind).where(sql`${t.readAt} is null`),
  ],
);

/**
 * A reviewer's comment pinned to a submitted file (issue 15, design §12): a moment of a video
 * (`atSeconds`) or a spot of an image (`x`, `y` as fractions of its width and height). The creator
 * marks it addressed, optionally with a reply, when resubmitting.
 */
export const reviewComments = pgTable(
  'review_comments',
  {
    id: id(),
    applicationId: requiredRef('application_id', () => applications.id, { onDelete: 'cascade' }),
    fileId: requiredRef('file_id', () => files.id),
    atSeconds: real('at_seconds'),
    x: real('x'),
    y: real('y'),
    text: text('text').notNull(),
    authorId: uuid('author_id').notNull(),
    createdAt: createdAt(),
    addressedAt: timestamptz('addressed_at'),
    reply: text('reply'),
  },
  (t) => [index('review_comments_application_idx').on(t.applicationId, t.createdAt)],
);
