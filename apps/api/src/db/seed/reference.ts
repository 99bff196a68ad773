import { sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
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
} from '../schema/reference.ts';
import { loadPostOffices } from './pincodes.ts';
import {
  CATEGORY_NAMES,
  COUNTRIES,
  DELIVERABLE_TYPES,
  FOLLOWER_BUCKETS,
  INFLUENCER_KIND_NAMES,
  LANGUAGE_NAMES,
  NICHE_NAMES,
  PLATFORMS,
  STATE_NAMES,
} from './reference-data.ts';

/** Any fixed number: every process seeding the same database takes the same lock. */
const SEED_LOCK = 742_002;

export interface ReferenceSeedResult {
  /** False when everything was already there (the usual start). */
  seeded: boolean;
  postOffices: number;
  postOfficeMs: number;
}

interface Counts extends Record<string, unknown> {
  categories: number;
  niches: number;
  countries: number;
  platforms: number;
  deliverable_types: number;
  languages: number;
  states: number;
  follower_buckets: number;
  influencer_kinds: number;
  has_post_offices: boolean;
}

const EXPECTED = {
  categories: CATEGORY_NAMES.length,
  niches: NICHE_NAMES.length,
  countries: COUNTRIES.length,
  platforms: PLATFORMS.length,
  deliverable_types: DELIVERABLE_TYPES.length,
  languages: LANGUAGE_NAMES.length,
  states: STATE_NAMES.length,
  follower_buckets: FOLLOWER_BUCKETS.length,
  influencer_kinds: INFLUENCER_KIND_NAMES.length,
} as const;

async function counts(db: Pick<Db, 'execute'>): Promise<Counts> {
  const result = await db.execute<Counts>(sql`select
    (select count(*) from categories)::int as categories,
    (select count(*) from niches)::int as niches,
    (select count(*) from countries)::int as countries,
    (select count(*) from platforms)::int as platforms,
    (select count(*) from deliverable_types)::int as deliverable_types,
    (select count(*) from languages)::int as languages,
    (select count(*) from states)::int as states,
    (select count(*) from follower_buckets)::int as follower_buckets,
    (select count(*) from influencer_kinds)::int as influencer_kinds,
    exists (select 1 from post_offices) as has_post_offices`);
  const row = result.rows[0];
  if (!row) throw new Error('reference counts query returned no row');
  return row;
}

const complete = (c: Counts) =>
  c.has_post_offices && Object.entries(EXPECTED).every(([table, n]) => Number(c[table]) >= n);

/**
 * Loads the reference lists and the pin code directory; runs at every start, so an already seeded
 * database costs one small query. Inserts skip rows that exist (a list that grows gets its new rows),
 * and an advisory lock makes concurrent starts wait rather than both load 155k post offices.
 */
export async function seedReferenceData(db: Db): Promise<ReferenceSeedResult> {
  if (complete(await counts(db))) return { seeded: false, postOffices: 0, postOfficeMs: 0 };

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const now = await counts(tx);
    if (complete(now)) return { seeded: false, postOffices: 0, postOfficeMs: 0 };

    const ranked = <T extends object>(items: readonly T[]) =>
      items.map((item, i) => ({ ...item, sortOrder: i + 1 }));
    const named = (names: readonly string[]) => names.map((name) => ({ name }));
    const rankedNames = (names: readonly string[]) => ranked(named(names));
    const add = async <T extends PgTable>(table: T, rows: PgInsertValue<T>[]) => {
      await tx.insert(table).values(rows).onConflictDoNothing();
    };
    await add(categories, rankedNames(CATEGORY_NAMES));
    await add(niches, rankedNames(NICHE_NAMES));
    await add(countries, [...COUNTRIES]);
    await add(platforms, ranked(PLATFORMS));
    await add(
      deliverableTypes,
      DELIVERABLE_TYPES.map((d) => ({ contentType: d.contentType, isVideo: d.isVideo ? 1 : 0 })),
    );
    await add(languages, named(LANGUAGE_NAMES));
    await add(states, named(STATE_NAMES));
    await add(followerBuckets, ranked(FOLLOWER_BUCKETS));
    await add(influencerKinds, rankedNames(INFLUENCER_KIND_NAMES));

    let postOffices = 0;
    let postOfficeMs = 0;
    if (!now.has_post_offices) {
      const started = performance.now();
      // The directory can be reloaded from the package if lost, so it need not wait for the WAL flush.
      await tx.execute(sql`set local synchronous_commit = off`);
      postOffices = await loadPostOffices(tx);
      postOfficeMs = Math.round(performance.now() - started);
    }
    return { seeded: true, postOffices, postOfficeMs };
  });
}
