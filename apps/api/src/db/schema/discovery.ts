import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { influencers, staffUsers } from './accounts.ts';
import { brands } from './catalogue.ts';
import { createdAt, id, updatedAt } from './columns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Only creators brands may find: the partial indexes below cover these rows and nothing else. */
const LISTED_ONLY: SQL = sql`listed`;

/**
 * Creator search's own table (design §15, ADR 032): one row per creator, everything a search filters,
 * sorts, counts or shows on a card, kept by triggers in the writer's own transaction (migration
 * 0024): profile fields are copied from `influencers` and their social accounts; the job counts move
 * by the difference each application change makes. So any process, any writer (SQL by hand
 * included) leaves it right, and a search reads one narrow table.
 */
export const creatorDiscovery = pgTable(
  'creator_discovery',
  {
    influencerId: uuid('influencer_id')
      .primaryKey()
      .references(() => influencers.id, { onDelete: 'cascade' }),
    /** Discoverable and active: the only rows a search returns. */
    listed: boolean('listed').notNull().default(false),
    name: text('name').notNull(),
    profileImageFileId: uuid('profile_image_file_id'),
    niches: text('niches').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    /** Distinct platform names of their accounts. */
    platforms: text('platforms').array().notNull().default(sql`'{}'::text[]`),
    /** `[{ platform, handle, followers }]` in the creator's order, for the card. */
    accounts: jsonb('accounts').notNull().default(sql`'[]'::jsonb`),
    /** Name and handles, for the search box (trigrams and full text). */
    searchText: text('search_text').notNull().default(''),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
    /** All platforms together, follower counts read as numbers (ih_followers). */
    followers: bigint('followers', { mode: 'number' }).notNull().default(0),
    state: text('state').notNull(),
    city: text('city').notNull(),
    /** Final-posted applications. */
    completedJobs: integer('completed_jobs').notNull().default(0),
    /** Of those, the ones whose on-time fact is known, and the ones on time. */
    timedJobs: integer('timed_jobs').notNull().default(0),
    onTimeJobs: integer('on_time_jobs').notNull().default(0),
    /**
     * `[{ platform, views, posts }]`: the median views of the creator's confirmed readings per platform
     * (design §17), kept by the results service when a reading is confirmed.
     */
    medianViews: jsonb('median_views').notNull().default(sql`'[]'::jsonb`),
    onTimeRate: real('on_time_rate').generatedAlwaysAs(
      sql`case when timed_jobs > 0 then on_time_jobs::real / timed_jobs end`,
    ),
  },
  (t) => [
    index('creator_discovery_niches_idx').using('gin', t.niches).where(LISTED_ONLY),
    index('creator_discovery_languages_idx').using('gin', t.languages).where(LISTED_ONLY),
    index('creator_discovery_platforms_idx').using('gin', t.platforms).where(LISTED_ONLY),
    index('creator_discovery_search_idx').using('gin', t.search).where(LISTED_ONLY),
    index('creator_discovery_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .where(LISTED_ONLY),
    index('creator_discovery_followers_idx').on(t.followers.desc(), t.influencerId).where(LISTED_ONLY),
    index('creator_discovery_relevance_idx')
      .on(t.completedJobs.desc(), t.followers.desc(), t.influencerId)
      .where(LISTED_ONLY),
    index('creator_discovery_on_time_idx')
      .on(t.onTimeRate.desc().nullsLast(), t.completedJobs.desc(), t.influencerId)
      .where(LISTED_ONLY),
    index('creator_discovery_state_idx').on(t.state).where(LISTED_ONLY),
    index('creator_discovery_city_idx').on(sql`lower(${t.city})`).where(LISTED_ONLY),
  ],
);

/**
 * What the search caches are checked against, raised at commit: `version` by any change to
 * creator_discovery (a card shows the job counts), `facetsVersion` only by a change to what a search
 * filters or counts (so a finished job, the most frequent change, keeps the cached facets).
 */
export const discoveryVersion = pgTable('discovery_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'bigint' }).notNull().default(sql`0`),
  facetsVersion: bigint('facets_version', { mode: 'bigint' }).notNull().default(sql`0`),
});

/** A brand's named list of creators (design §15). */
export const shortlists = pgTable(
  'shortlists',
  {
    id: id(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdByStaffId: uuid('created_by_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One name per brand, whatever its case: the same list made twice is one list.
    uniqueIndex('shortlists_brand_name_key').on(t.brandId, sql`lower(${t.name})`),
    index('shortlists_brand_created_idx').on(t.brandId, t.createdAt.desc(), t.id),
    index('shortlists_created_idx').on(t.createdAt.desc(), t.id),
  ],
);

export const shortlistCreators = pgTable(
  'shortlist_creators',
  {
    shortlistId: uuid('shortlist_id')
      .notNull()
      .references(() => shortlists.id, { onDelete: 'cascade' }),
    influencerId: uuid('influencer_id')
      .notNull()
      .references(() => influencers.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
    addedByStaffId: uuid('added_by_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.shortlistId, t.influencerId] }),
    index('shortlist_creators_influencer_idx').on(t.influencerId),
    index('shortlist_creators_added_idx').on(t.shortlistId, t.addedAt.desc()),
  ],
);
