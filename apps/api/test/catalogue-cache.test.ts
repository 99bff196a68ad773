import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connect, type Database } from '../src/db/client.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign } from './factories/catalogue.ts';
import { createApplication } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';

/**
 * The catalogue cache (ADR 022) across processes: two app instances on one database stand in for two
 * API processes, each with its own cache and its own LISTEN connection. Staff write through A; every
 * read goes through B, whose cache holds the old answer by then.
 */
let t: TestContext;
let b: FastifyInstance;
let second: Database;
let admin: Record<string, string>;
let creator: Record<string, string>;
let brandId: string;
let campaignId: string;

beforeAll(async () => {
  t = await createTestContext();
  second = connect(String(t.database.pool.options.connectionString), 3);
  b = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: t.dataDir,
      APP_SECRET: 'test-secret-test-secret-test-secret-1234',
      WEB_DIST: `${t.dataDir}/no-web`,
    }),
    database: second,
  });
  await b.ready();
  brandId = (await createBrand(t.db)).id;
  campaignId = (await createCampaign(t.db, { brandId })).id;
  admin = authHeader(await tokenFor(t.db, { staffId: (await createStaff(t.db, { role: 'admin' })).id }));
  creator = authHeader(await tokenFor(t.db, { influencerId: (await createInfluencer(t.db)).id }));
});
afterAll(async () => {
  await b?.close();
  await second?.close();
  await t?.close();
});

const detailOnB = async () => {
  const res = await b.inject({
    method: 'GET',
    url: `/v1/influencer/active/task/${campaignId}`,
    headers: creator,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const listOnB = async () => {
  const res = await b.inject({ method: 'GET', url: '/v1/influencer/active/task?limit=50', headers: creator });
  expect(res.statusCode).toBe(200);
  return res.json().data.find((c: { _id: string }) => c._id === campaignId);
};
const brandOnB = async () => {
  const res = await b.inject({ method: 'GET', url: '/v1/influencer/brand/get?limit=50', headers: creator });
  return res.json().data.find((x: { _id: string }) => x._id === brandId);
};
const patchOnA = (url: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url, headers: admin, payload }).then((r) => expect(r.statusCode).toBe(200));

describe('a staff edit through one process is what the next read through another answers', () => {
  it('serves repeated reads from the cache of B', async () => {
    await detailOnB();
    await listOnB();
    await brandOnB();
    expect(b.catalogueCache.campaigns.live).toBe(true);
    expect(b.catalogueCache.campaigns.size).toBeGreaterThan(0);
    expect(b.catalogueCache.brands.size).toBeGreaterThan(0);
  });

  it('campaign fields', async () => {
    await patchOnA(`/v1/admin/tasks/${campaignId}`, {
      event_name: 'Renamed by staff',
      payout_terms_days: 15,
    });
    expect((await detailOnB()).basic_info.event_name).toBe('Renamed by staff');
    expect((await detailOnB()).payout_terms_days).toBe(15);
    expect((await listOnB()).basic_info.event_name).toBe('Renamed by staff');
  });

  it('deliverables alone', async () => {
    const before = (await detailOnB()).deliverables;
    await patchOnA(`/v1/admin/tasks/${campaignId}`, {
      deliverables: [
        { _id: before[0]._id, deliverable_type_id: before[0].deliverableType._id, notes: 'New notes' },
      ],
    });
    const after = (await detailOnB()).deliverables;
    expect(after).toHaveLength(1);
    expect(after[0].notes).toBe('New notes');
  });

  it('the brand, in its campaigns and in the brand list', async () => {
    await patchOnA(`/v1/admin/brands/${brandId}`, { brand_name: 'Renamed Brand' });
    expect((await detailOnB()).basic_info.brand_id.brand_name).toBe('Renamed Brand');
    expect((await brandOnB()).brand_name).toBe('Renamed Brand');
  });

  it('deactivating the campaign', async () => {
    await patchOnA(`/v1/admin/tasks/${campaignId}`, { status: 'inactive' });
    expect(await listOnB()).toBeUndefined();
    const res = await b.inject({
      method: 'GET',
      url: `/v1/influencer/active/task/${campaignId}`,
      headers: creator,
    });
    expect(res.statusCode).toBe(404);
    await patchOnA(`/v1/admin/tasks/${campaignId}`, { status: 'active' });
    expect((await detailOnB()).status).toBe('active');
  });

  it("a brand's payment record and reference names, announced by NOTIFY", async () => {
    // Payouts are recorded outside the catalogue's rows: the triggers announce them (migration 0011).
    expect((await detailOnB()).basic_info.brand_id.duePayoutsCounted).toBe(0);
    for (let k = 0; k < 5; k++) {
      const payer = await createInfluencer(t.db);
      const app = await createApplication(t.db, {
        influencerId: payer.id,
        campaignId,
        status: 'final posted',
      });
      await t.db.execute(
        sql`update applications set payout_due_date = current_date - 1 where id = ${app.id}`,
      );
    }
    await expect.poll(async () => (await detailOnB()).basic_info.brand_id.duePayoutsCounted).toBe(5);
    await expect.poll(async () => (await brandOnB()).duePayoutsCounted).toBe(5);

    const platform = (await detailOnB()).basic_info.platform[0];
    await t.db.execute(sql`update platforms set name = 'Renamed Platform' where id = ${platform._id}`);
    await expect
      .poll(async () => (await detailOnB()).basic_info.platform[0].platform_name)
      .toBe('Renamed Platform');
    await t.db.execute(sql`update platforms set name = ${platform.platform_name} where id = ${platform._id}`);
  });
});

describe('a signed-in call through B after the session ended through A', () => {
  it('is refused on the next request, on the routes that remember principals too', async () => {
    const me = authHeader(await tokenFor(t.db, { influencerId: (await createInfluencer(t.db)).id }));
    const urls = [
      '/v1/influencer/active/task?limit=5',
      `/v1/influencer/active/task/${campaignId}`,
      '/v1/influencer/brand/get?limit=5',
      '/v1/influencer/active/task?page=999',
    ];
    for (const url of urls)
      expect((await b.inject({ method: 'GET', url, headers: me })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/v1/influencer/logout', headers: me });
    expect(out.statusCode).toBe(200);
    for (const url of urls)
      expect((await b.inject({ method: 'GET', url, headers: me })).statusCode).toBe(401);
  });

  it('is refused once the creator is suspended, though the session row stays', async () => {
    const c = await createInfluencer(t.db);
    const me = authHeader(await tokenFor(t.db, { influencerId: c.id }));
    const url = '/v1/influencer/active/task?limit=5';
    expect((await b.inject({ method: 'GET', url, headers: me })).statusCode).toBe(200);
    await t.db.execute(sql`update influencers set status = 'suspended' where id = ${c.id}`);
    expect((await b.inject({ method: 'GET', url, headers: me })).statusCode).toBe(401);
  });
});
