import { asc, type Column, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  categories,
  countries,
  deliverableTypes,
  followerBuckets,
  influencerKinds,
  languages,
  niches,
  platforms,
  states,
} from '../../db/schema/reference.ts';
import { DELIVERABLE_TYPES, LANGUAGE_NAMES } from '../../db/seed/reference-data.ts';

/**
 * Tables without a sort column are shown in the seed's order (English and Hindi first, Reel first),
 * which is deliberate; anything added later follows alphabetically.
 */
const seedOrder = (column: Column, names: readonly string[]): SQL =>
  sql`array_position(${sql.param([...names])}::text[], ${column}) nulls last`;

/** Reference lists in display order. Each is a few dozen rows at most, so no paging. */
export const referenceRepository = {
  categories: (db: Db) =>
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name)),
  niches: (db: Db) => db.select().from(niches).orderBy(asc(niches.sortOrder), asc(niches.name)),
  countries: (db: Db) => db.select().from(countries).orderBy(asc(countries.name)),
  platforms: (db: Db) => db.select().from(platforms).orderBy(asc(platforms.sortOrder), asc(platforms.name)),
  deliverableTypes: (db: Db) =>
    db
      .select()
      .from(deliverableTypes)
      .orderBy(
        seedOrder(
          deliverableTypes.contentType,
          DELIVERABLE_TYPES.map((d) => d.contentType),
        ),
        asc(deliverableTypes.contentType),
      ),
  languages: (db: Db) =>
    db.select().from(languages).orderBy(seedOrder(languages.name, LANGUAGE_NAMES), asc(languages.name)),
  states: (db: Db) => db.select().from(states).orderBy(asc(states.name)),
  followerBuckets: (db: Db) =>
    db
      .select()
      .from(followerBuckets)
      .orderBy(asc(followerBuckets.sortOrder), asc(followerBuckets.minFollowers)),
  influencerKinds: (db: Db) =>
    db.select().from(influencerKinds).orderBy(asc(influencerKinds.sortOrder), asc(influencerKinds.name)),
};
