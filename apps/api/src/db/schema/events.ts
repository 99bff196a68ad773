import { sql } from 'drizzle-orm';
import { bigint, bigserial, customType, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { SUBJECT_KINDS } from './accounts.ts';
import { createdAt, timestamptz } from './columns.ts';

/**
 * The 64-bit id of the transaction that wrote a row. The dispatcher reads events in (tx_id, id)
 * order and only below the oldest transaction still running, so an event whose transaction commits
 * late is never skipped by a cursor that already moved past a higher id. Carried as text.
 */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * Domain events (design §11), written in the transaction that makes the change and never changed
 * afterwards (a trigger refuses UPDATE and DELETE). Subject ids are plain columns without foreign
 * keys: the log outlives what it talks about.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    txId: xid8('tx_id').notNull().default(sql`pg_current_xact_id()`),
    type: text('type').notNull(),
    applicationId: uuid('application_id'),
    campaignId: uuid('campaign_id'),
    brandId: uuid('brand_id'),
    influencerId: uuid('influencer_id'),
    actorKind: text('actor_kind', { enum: [...SUBJECT_KINDS, 'system'] }).notNull(),
    actorId: uuid('actor_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('events_tx_order_idx').on(t.txId, t.id),
    index('events_application_idx').on(t.applicationId, t.id),
    index('events_campaign_idx').on(t.campaignId, t.id),
  ],
);

/** How far each event consumer has been handed events; a consumer added later starts at the beginning. */
export const eventCursors = pgTable('event_cursors', {
  consumer: text('consumer').primaryKey(),
  txId: xid8('tx_id').notNull().default(sql`'0'::xid8`),
  eventId: bigint('event_id', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * Timers (design §11): a row per thing that must happen at a time, keyed by what it is about
 * (e.g. `application-expiry:<campaign id>`), so setting it again moves it instead of adding one.
 * Due rows become queue jobs in the transaction that deletes them.
 */
export const timers = pgTable(
  'timers',
  {
    key: text('key').primaryKey(),
    task: text('task').notNull(),
    dueAt: timestamptz('due_at').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('timers_due_idx').on(t.dueAt)],
);
