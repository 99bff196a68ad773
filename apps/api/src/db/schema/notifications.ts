import { NOTIFICATION_CATEGORIES, NOTIFICATION_TYPES } from '@ih/contract/enums';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SUBJECT_KINDS } from './accounts.ts';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';

/**
 * One notification for one person (design §12). `seq` orders them for the live stream: it is the
 * Server-Sent Event id, so a reconnect with `Last-Event-ID` resumes exactly after the last one seen.
 * `dedupeKey` says what it is about (`event:<id>`, `reminder-submission:<application>:<deadline>`,
 * …): the unique index makes "one notification per person per event" a fact of the database, even
 * with two workers or a retried job.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    recipientKind: text('recipient_kind', { enum: SUBJECT_KINDS }).notNull(),
    recipientId: uuid('recipient_id').notNull(),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    category: text('category', { enum: NOTIFICATION_CATEGORIES }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** In-app path of the page where the person acts, e.g. `/work/rework/<id>`. */
    link: text('link').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    /** The domain event it came from, if any (reminders and digests come from timers). */
    eventId: bigint('event_id', { mode: 'number' }),
    createdAt: createdAt(),
    readAt: timestamptz('read_at'),
    /** E-mail: `pending` until the queue claims it (`sending`), then `sent`; `skipped` when preferences say no. */
    emailStatus: text('email_status', { enum: ['pending', 'sending', 'sent', 'skipped'] })
      .notNull()
      .default('skipped'),
    emailedAt: timestamptz('emailed_at'),
  },
  (t) => [
    uniqueIndex('notifications_seq_idx').on(t.seq),
    uniqueIndex('notifications_once_idx').on(t.recipientKind, t.recipientId, t.dedupeKey),
    index('notifications_recipient_idx').on(t.recipientKind, t.recipientId, t.seq),
    index('notifications_unread_idx').on(t.recipientKind, t.recipientId).where(sql`${t.readAt} is null`),
  ],
);

/** A person's choice per category; a missing row means the category's default (contract). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    subjectKind: text('subject_kind', { enum: SUBJECT_KINDS }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    category: text('category', { enum: NOTIFICATION_CATEGORIES }).notNull(),
    email: boolean('email').notNull(),
    sms: boolean('sms').notNull().default(false),
    /**
     * Web Push for this category on the person's subscribed devices (design §19). On by default: a
     * person who turned notifications on for a device wants them until they switch a category off.
     */
    push: boolean('push').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.subjectKind, t.subjectId, t.category] })],
);
