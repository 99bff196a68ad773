import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecordedQuery, recordQueries, repeatedStatements } from '../bench/query-recorder.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign } from './factories/catalogue.ts';
import { createDiscoverableCreator } from './factories/discovery.ts';
import { createApplication } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';

/*
 * Design §7: every list filter has an index, one query for a page and one for its count, no query
 * per row. On a small test database the planner may rightly prefer a sequential scan, so each
 * recorded statement is explained with `enable_seqscan = off`: a sequential scan then means no index
 * could serve the statement at all. The same statement run more than three times in one call is a
 * query per row. (bench/explain.ts does the same with real timings on the benchmark dataset.)
 */

/** Fixed reference lists, read whole on purpose; every other table grows with use. */
const SMALL_TABLES = new Set([
  'categories',
  'niches',
  'countries',
  'platforms',
  'deliverable_types',
  'languages',
  'states',
  'follower_buckets',
  'influencer_kinds',
  'staff_users',
]);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScans(node: PlanNode, into: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) into.push(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScans(child, into);
  return into;
}

let t: TestContext;
let recorder: ReturnType<typeof recordQueries>;
let explainer: pg.Client;
const calls: { name: string; url: string; token: string }[] = [];

beforeAll(async () => {
  t = await createTestContext({
    onDatabase: (database) => {
      recorder = recordQueries(database.pool);
    },
  });
  const creator = await createInfluencer(t.db);
  const token = await tokenFor(t.db, { influencerId: creator.id });
  const admin = await tokenFor(t.db, { staffId: (await createStaff(t.db, { role: 'admin' })).id });
  const brandId = (await createBrand(t.db)).id;
  const campaignIds: string[] = [];
  for (let i = 0; i < 8; i++) campaignIds.push((await createCampaign(t.db, { brandId })).id);
  const statuses = ['pending', 'accepted', 'pending review', 'rework', 'approved', 'final posted'] as const;
  const applicationIds: string[] = [];
  for (const [i, status] of statuses.entries()) {
    const created = await createApplication(t.db, {
      influencerId: creator.id,
      campaignId: campaignIds[i]!,
      status,
      ...(status === 'final posted' ? { paymentStatus: 'paid' as const } : {}),
    });
    applicationIds.push(created.id);
  }
  const task = '/v1/influencer/active/task';
  calls.push(
    { name: 'campaigns page', url: `${task}?page=1&limit=12`, token },
    { name: 'campaigns filtered', url: `${task}?budgetType=fixed&applied=applied&limit=12`, token },
    { name: 'campaigns searched', url: `${task}?search=Campaign&limit=12`, token },
    { name: 'campaigns searched by code', url: `${task}?search=cmp-1&limit=12`, token },
    { name: 'campaigns searched by brand', url: `${task}?search=Brand&limit=12`, token },
    { name: 'staff campaigns searched', url: '/v1/admin/tasks?search=Brand&limit=20', token: admin },
    { name: 'campaigns not applied', url: `${task}?applied=not-applied&limit=12`, token },
    { name: 'campaign detail', url: `${task}/${campaignIds[0]}`, token },
    { name: 'brand list', url: '/v1/influencer/brand/get?page=1&limit=12', token },
    { name: 'brand detail', url: `/v1/influencer/brand/get/${brandId}`, token },
    { name: 'saved campaigns', url: `${task}?savedOnly=true&limit=12`, token },
    { name: 'apply stats', url: '/v1/influencer/apply/stats', token },
    { name: 'work list', url: '/v1/influencer/apply?page=1&limit=10', token },
    { name: 'work list by status', url: '/v1/influencer/apply?status=rework&page=1&limit=10', token },
    { name: 'payment stats', url: '/v1/influencer/payment/stats/mine', token },
    { name: 'payment list', url: '/v1/influencer/payment/get', token },
    { name: 'payments pending', url: '/v1/influencer/payment/details?status=pending', token },
    { name: 'staff application', url: `/v1/admin/applications/${applicationIds[2]}`, token: admin },
    { name: 'staff applications', url: '/v1/admin/applications?page=1&limit=20', token: admin },
    { name: 'staff campaigns', url: '/v1/admin/tasks?page=1&limit=20', token: admin },
    { name: 'staff creators', url: '/v1/admin/influencers?page=1&limit=20', token: admin },
    { name: 'staff payouts owed', url: '/v1/admin/payments/owed', token: admin },
    { name: 'staff payments', url: '/v1/admin/payments', token: admin },
  );
  // Creator discovery (design §15): every filter and sort, the creator page, a shortlist.
  for (const [i, name] of ['Asha Rao', 'Ravi Kumar', 'Meera Iyer'].entries())
    await createDiscoverableCreator(t.db, {
      name,
      state: i ? 'Maharashtra' : 'Karnataka',
      city: i ? 'Mumbai' : 'Bengaluru',
      niches: ['Food'],
      languages: ['Hindi', 'English'],
      accounts: [['Instagram', `handle${i}`, `${i + 1}2K`]],
    });
  const search = '/v1/admin/creators/search';
  const listed = await t.app.inject({
    method: 'POST',
    url: '/v1/admin/shortlists',
    headers: authHeader(admin),
    payload: { brandId, name: 'Plans' },
  });
  const shortlistId = listed.json().data._id as string;
  await t.app.inject({
    method: 'POST',
    url: `/v1/admin/shortlists/${shortlistId}/creators`,
    headers: authHeader(admin),
    payload: { influencerIds: [creator.id] },
  });
  calls.push(
    { name: 'creator search', url: `${search}?limit=20`, token: admin },
    { name: 'creator search by words', url: `${search}?q=asha%20rao&sort=relevance`, token: admin },
    { name: 'creator search by part of a handle', url: `${search}?q=ndle`, token: admin },
    { name: 'creator search by niche', url: `${search}?niche=Food&sort=followers`, token: admin },
    { name: 'creator search by platform', url: `${search}?platform=Instagram&sort=onTime`, token: admin },
    {
      name: 'creator search by followers',
      url: `${search}?minFollowers=1000&maxFollowers=50000&sort=followers&page=2&limit=1`,
      token: admin,
    },
    {
      name: 'creator search by state and city',
      url: `${search}?state=Maharashtra&city=mumbai`,
      token: admin,
    },
    { name: 'creator search by language', url: `${search}?language=Hindi&sort=onTime`, token: admin },
    { name: 'creator page', url: `/v1/admin/creators/${creator.id}`, token: admin },
    { name: 'shortlists', url: '/v1/admin/shortlists', token: admin },
    { name: 'shortlists of a brand', url: `/v1/admin/shortlists?brandId=${brandId}`, token: admin },
    { name: 'shortlist', url: `/v1/admin/shortlists/${shortlistId}`, token: admin },
    // Results (design §17): the campaign report, a work's readings for both sides, the creator's record.
    { name: 'campaign report', url: `/v1/admin/tasks/${campaignIds[5]}/report`, token: admin },
    { name: 'work readings', url: `/v1/influencer/apply/${applicationIds[5]}/metrics`, token },
    { name: 'staff readings', url: `/v1/admin/applications/${applicationIds[5]}/metrics`, token: admin },
    { name: 'creator results', url: '/v1/influencer/results', token },
  );
  explainer = new pg.Client({ connectionString: t.database.pool.options.connectionString });
  await explainer.connect();
});

afterAll(async () => {
  await explainer?.end();
  await t.close();
});

async function run(call: (typeof calls)[number]): Promise<RecordedQuery[]> {
  let status = 0;
  const queries = await recorder.during(async () => {
    const res = await t.app.inject({ method: 'GET', url: call.url, headers: authHeader(call.token) });
    status = res.statusCode;
  });
  expect(status, `${call.name}: ${call.url}`).toBe(200);
  return queries;
}

/** The tables a statement can only read by a sequential scan (writes are explained and rolled back). */
async function unindexedTables(q: RecordedQuery): Promise<string[]> {
  await explainer.query('begin');
  try {
    await explainer.query('set local enable_seqscan = off');
    const res = await explainer.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      `explain (format json) ${q.text}`,
      q.values,
    );
    return seqScans(res.rows[0]!['QUERY PLAN'][0]!.Plan).filter((table) => !SMALL_TABLES.has(table));
  } finally {
    await explainer.query('rollback');
  }
}

describe('query plans of the listed calls', () => {
  it('covers the calls it names', () => {
    expect(calls.length).toBeGreaterThanOrEqual(18);
  });

  it('read every growing table through an index, with no query per row', async () => {
    const findings: string[] = [];
    for (const call of calls) {
      const queries = await run(call);
      expect(queries.length, `${call.name} ran no SQL`).toBeGreaterThan(0);
      for (const { text, times } of repeatedStatements(queries))
        findings.push(`${call.name}: ran ${times} times: ${text.slice(0, 120)}`);
      for (const q of queries)
        for (const table of await unindexedTables(q))
          findings.push(
            `${call.name}: no index on ${table} for: ${q.text.replace(/\s+/g, ' ').slice(0, 160)}`,
          );
    }
    expect(findings).toEqual([]);
  });
});
