import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SUBJECT_KINDS } from './accounts.ts';
import { createdAt, id, timestamptz } from './columns.ts';

/**
 * One browser's Web Push subscription for one person (design §19, ADR 039): where the push service
 * takes our pushes (`endpoint`, unique: a browser subscribes once per site, and the last person to
 * register it on that browser owns it) and the browser's keys that encrypt them. A push service
 * answering 404 or 410 deletes the row; `failures` counts other failed sends since the last success.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    recipientKind: text('recipient_kind', { enum: SUBJECT_KINDS }).notNull(),
    recipientId: uuid('recipient_id').notNull(),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key (65 bytes, base64url). */
    p256dh: text('p256dh').notNull(),
    /** The browser's authentication secret (16 bytes, base64url). */
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSuccessAt: timestamptz('last_success_at'),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_recipient_idx').on(t.recipientKind, t.recipientId),
  ],
);
