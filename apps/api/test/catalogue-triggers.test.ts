import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecordedQuery, recordQueries } from '../bench/query-recorder.ts';
import { authHeader, createInfluencer, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign } from './factories/catalogue.ts';
import { createApplication } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';

/*
 * The catalogue's cached answers (ADR 025) stay right only while every table their JSON is built from
 * raises a version when it changes: migration 0015 exists because niches had no such trigger. This
 * test reads the catalogue's answers with empty caches, lists every table their statements read (from
 * the plans), and fails naming any that nothing versions.
 */

/** What raises each kind of version: the catalogue's, a creator's flags, a creator's work list. */
const VERSIONING_FUNCTIONS = /^ih_(catalogue_|creator_flags_|creator_work_)/;

/** Read by the session check and the version reads themselves, not part of any cached answer. */
const NOT_CACHED: Record<string, string> = {
  sessions: 'the session check, made on every request',
  influencers: "the session check (the creator's status)",
  staff_users: 'the session check (a staff member)',
  catalogue_version: 'the version itself',
  creator_flag_versions: 'the version itself',
  creator_work_versions: 'the version itself',
};

interface PlanNode {
  'Relation Name'?: string;
  Plans?: PlanNode[];
  // InitPlan and SubPlan children sit under Plans too.
}

function relations(node: PlanNode, into = new Set<string>()): Set<string> {
  if (node['Relation Name']) into.add(node['Relation Name']);
  for (const child of node.Plans ?? []) relations(child, into);
  return into;
}

let t: TestContext;
let recorder: ReturnType<typeof recordQueries>;
let admin: pg.Client;

beforeAll(async () => {
  t = await createTestContext({
    onDatabase: (database) => {
      recorder = recordQueries(database.pool);
    },
  });
  admin = new pg.Client({ connectionString: t.database.pool.options.connectionString });
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
  await t.close();
});

/** The tables the catalogue's answers read, with empty caches in a fresh app. */
async function tablesTheCatalogueReads(): Promise<Set<string>> {
  const creator = await createInfluencer(t.db);
  const me = authHeader(await tokenFor(t.db, { influencerId: creator.id }));
  const brand = await createBrand(t.db);
  const campaign = await createCampaign(t.db, { brandId: brand.id });
  await createApplication(t.db, {
    influencerId: creator.id,
    campaignId: campaign.id,
    status: 'final posted',
  });
  const urls = [
    '/v1/influencer/active/task?limit=5',
    '/v1/influencer/active/task?limit=5&savedOnly=true',
    `/v1/influencer/active/task/${campaign.id}`,
    '/v1/influencer/brand/get?limit=5',
    `/v1/influencer/brand/get/${brand.id}`,
    '/v1/influencer/apply?limit=5',
  ];
  const queries: RecordedQuery[] = await recorder.during(async () => {
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url, headers: me });
      expect(res.statusCode, url).toBe(200);
    }
  });
  const tables = new Set<string>();
  for (const q of queries) {
    const res = await admin.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      `explain (format json) ${q.text}`,
      q.values,
    );
    relations(res.rows[0]!['QUERY PLAN'][0]!.Plan, tables);
  }
  return tables;
}

/** pg_trigger.tgtype bits for the events a trigger fires on. */
const INSERT = 4;
const DELETE = 8;
const UPDATE = 16;

/** The tables whose every insert, update and delete raises a catalogue or creator version. */
async function versionedTables(): Promise<Set<string>> {
  const { rows } = await admin.query<{ table: string; fn: string; type: number }>(
    `select c.relname as table, p.proname as fn, t.tgtype::int as type
       from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid`,
  );
  const events = new Map<string, number>();
  for (const r of rows)
    if (VERSIONING_FUNCTIONS.test(r.fn)) events.set(r.table, (events.get(r.table) ?? 0) | r.type);
  const all = INSERT | DELETE | UPDATE;
  return new Set([...events].filter(([, type]) => (type & all) === all).map(([table]) => table));
}

const unversioned = (read: Set<string>, versioned: Set<string>) =>
  [...read].filter((table) => !versioned.has(table) && !(table in NOT_CACHED)).sort();

describe('what the catalogue caches is built from', () => {
  it('is read from tables that each raise a version when they change', async () => {
    const read = await tablesTheCatalogueReads();
    // The check sees the tables that matter: the campaign, its brand, its deliverables, reference names.
    for (const table of ['campaigns', 'brands', 'campaign_deliverables', 'platforms', 'payments'])
      expect(read, table).toContain(table);
    expect(unversioned(read, await versionedTables())).toEqual([]);
  });

  it('names a table whose version trigger is missing', async () => {
    const read = await tablesTheCatalogueReads();
    await admin.query('drop trigger campaign_deliverables_catalogue on campaign_deliverables');
    expect(unversioned(read, await versionedTables())).toEqual(['campaign_deliverables']);
  });
});
