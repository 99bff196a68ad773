import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/**
 * Every stored file. `key` is the random storage key; `visibility` decides whether it is served at a
 * stable public URL (brand logos, campaign assets) or only through a signed, expiring URL.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    key: text('key').notNull().unique(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    visibility: text('visibility', { enum: ['public', 'private'] }).notNull(),
    /** Who uploaded it: an influencer or a staff user (exactly one is set), or neither for seeded files. */
    influencerId: uuid('influencer_id'),
    staffId: uuid('staff_id'),
    createdAt: createdAt(),
  },
  (t) => [index('files_influencer_idx').on(t.influencerId)],
);
