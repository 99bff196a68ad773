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
 * The catalogue cache (ADR 022, ADR 025) across processes: two app instances on one database stand in
 * for two API processes, each with its own cache. Staff and creators write through A (or by hand in
 * SQL); every read goes through B, whose cache holds the old answer by then, and must answer the
 * write on the very next request: no waiting, no polling.
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
    expect(b.catalogueCache.campaigns.size).toBeGreaterThan(0);
    expect(b.catalogueCache.lists.size).toBeGreaterThan(0);
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

  it("a brand's payment record and reference names, written by hand in SQL", async () => {
    // Payouts are recorded outside the catalogue's rows: triggers raise the version (migration 0013).
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
    expect((await detailOnB()).basic_info.brand_id.duePayoutsCounted).toBe(5);
    expect((await brandOnB()).duePayoutsCounted).toBe(5);

    const platform = (await detailOnB()).basic_info.platform[0];
    await t.db.execute(sql`update platforms set name = 'Renamed Platform' where id = ${platform._id}`);
    expect((await detailOnB()).basic_info.platform[0].platform_name).toBe('Renamed Platform');
    await t.db.execute(sql`update platforms set name = ${platform.platform_name} where id = ${platform._id}`);
  });

  it('a niche renamed by hand: the brand list asked by its old name finds nothing', async () => {
    const byName = async (name: string) =>
      (
        await b.inject({
          method: 'GET',
          url: `/v1/influencer/brand/get?limit=50&niche=${encodeURIComponent(name)}`,
          headers: creator,
        })
      ).json().pagination.total;
    expect(await byName('Food')).toBeGreaterThan(0);
    await t.db.execute(sql`update niches set name = 'Food and Drink' where name = 'Food'`);
    try {
      expect(await byName('Food')).toBe(0);
      expect(await byName('Food and Drink')).toBeGreaterThan(0);
    } finally {
      await t.db.execute(sql`update niches set name = 'Food' where name = 'Food and Drink'`);
    }
  });

  it('a new campaign, in the list and its total', async () => {
    const before = await b.inject({
      method: 'GET',
      url: '/v1/influencer/active/task?limit=50',
      headers: creator,
    });
    const total = before.json().pagination.total;
    const fresh = await createCampaign(t.db, { brandId });
    const after = await b.inject({
      method: 'GET',
      url: '/v1/influencer/active/task?limit=50',
      headers: creator,
    });
    expect(after.json().pagination.total).toBe(total + 1);
    expect(after.json().data[0]._id).toBe(fresh.id);
  });
});

describe("a creator's own flags, written through A, read through B", () => {
  it('applying and saving show on the next list and detail', async () => {
    const c = await createInfluencer(t.db);
    const me = authHeader(await tokenFor(t.db, { influencerId: c.id }));
    const list = async () =>
      (await b.inject({ method: 'GET', url: '/v1/influencer/active/task?limit=50', headers: me }))
        .json()
        .data.find((x: { _id: string }) => x._id === campaignId);
    const detail = async () =>
      (await b.inject({ method: 'GET', url: `/v1/influencer/active/task/${campaignId}`, headers: me })).json()
        .data;
    expect((await list()).isApplied).toBe(false);
    expect((await detail()).isSaved).toBe(false);
    const app = await createApplication(t.db, { influencerId: c.id, campaignId, status: 'pending' });
    expect((await list()).isApplied).toBe(true);
    expect((await detail()).application).toEqual({ _id: app.id, status: 'pending' });
    await t.db.execute(sql`update applications set status = 'accepted' where id = ${app.id}`);
    expect((await list()).application.status).toBe('accepted');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/v1/influencer/save-campaign',
      headers: me,
      payload: { campaignId },
    });
    expect(saved.statusCode).toBeLessThan(300);
    expect((await list()).isSaved).toBe(true);
    expect((await detail()).isSaved).toBe(true);
  });
});

describe("a creator's work list, kept by B, after writes by hand in SQL", () => {
  it('shows each write on the next request', async () => {
    const c = await createInfluencer(t.db);
    const me = authHeader(await tokenFor(t.db, { influencerId: c.id }));
    const app = await createApplication(t.db, { influencerId: c.id, campaignId, status: 'accepted' });
    const item = async () => {
      const res = await b.inject({ method: 'GET', url: '/v1/influencer/apply?page=1&limit=10', headers: me });
      expect(res.statusCode).toBe(200);
      return res.json().data.find((x: { _id: string }) => x._id === app.id);
    };
    const first = await item();
    expect(await item()).toEqual(first);
    expect(b.catalogueCache.work.size).toBeGreaterThan(0);

    await t.db.execute(sql`update applications set note = 'Seen by hand' where id = ${app.id}`);
    expect((await item()).note).toBe('Seen by hand');

    const staffId = (await createStaff(t.db, { role: 'admin' })).id;
    await t.db.execute(
      sql`insert into messages (application_id, author_kind, author_id, body) values (${app.id}, 'staff', ${staffId}, 'Hello')`,
    );
    expect((await item()).unreadMessages).toBe(first.unreadMessages + 1);
    await t.db.execute(sql`update messages set read_at = now() where application_id = ${app.id}`);
    expect((await item()).unreadMessages).toBe(0);

    await t.db.execute(
      sql`insert into application_history (application_id, from_status, to_status, actor_kind, note)
          values (${app.id}, 'accepted', 'accepted', 'system', 'A note by hand')`,
    );
    expect((await item()).history.at(-1).note).toBe('A note by hand');

    // The campaign it embeds is the catalogue's: a staff edit shows here too.
    await patchOnA(`/v1/admin/tasks/${campaignId}`, { event_name: 'Renamed for the work list' });
    expect((await item()).campaign.basic_info.event_name).toBe('Renamed for the work list');
  });
});

describe("a creator's dashboard counts and payment totals, kept by B, after writes by hand in SQL", () => {
  it('shows each write on the next request, and a revoked session is refused', async () => {
    const c = await createInfluencer(t.db);
    const me = authHeader(await tokenFor(t.db, { influencerId: c.id }));
    const app = await createApplication(t.db, { influencerId: c.id, campaignId, status: 'accepted' });
    const onB = async (url: string) => {
      const res = await b.inject({ method: 'GET', url, headers: me });
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    const stats = () => onB('/v1/influencer/apply/stats');
    const money = () => onB('/v1/influencer/payment/stats/mine');

    const first = await stats();
    expect(first).toMatchObject({ all: 1, accepted: 1, unreadMessages: 0 });
    expect(await stats()).toEqual(first);
    expect((await money()).pending).toEqual({ count: 0, totalAmount: 0 });
    expect(b.catalogueCache.creatorAnswers.size).toBeGreaterThan(0);

    const staffId = (await createStaff(t.db, { role: 'admin' })).id;
    await t.db.execute(
      sql`insert into messages (application_id, author_kind, author_id, body) values (${app.id}, 'staff', ${staffId}, 'Hi')`,
    );
    expect((await stats()).unreadMessages).toBe(1);
    await t.db.execute(sql`update messages set read_at = now() where application_id = ${app.id}`);
    expect((await stats()).unreadMessages).toBe(0);

    await t.db.execute(
      sql`update applications set status = 'final posted', final_amount = 4200, final_posted_at = now() where id = ${app.id}`,
    );
    expect(await stats()).toMatchObject({ all: 1, accepted: 0, 'final posted': 1 });
    expect((await money()).pending).toEqual({ count: 1, totalAmount: 4200 });

    await t.db.execute(
      sql`update applications set payment_status = 'paid', paid_at = now() where id = ${app.id}`,
    );
    const paid = await money();
    expect(paid.paid).toEqual({ count: 1, totalAmount: 4200 });
    expect(paid.pending).toEqual({ count: 0, totalAmount: 0 });

    // Another creator's answer is theirs alone, though both are kept side by side.
    const other = authHeader(await tokenFor(t.db, { influencerId: (await createInfluencer(t.db)).id }));
    const theirs = await b.inject({ method: 'GET', url: '/v1/influencer/apply/stats', headers: other });
    expect(theirs.json().data).toMatchObject({ all: 0, 'final posted': 0 });

    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/influencer/logout', headers: me })).statusCode,
    ).toBe(200);
    for (const url of ['/v1/influencer/apply/stats', '/v1/influencer/payment/stats/mine'])
      expect((await b.inject({ method: 'GET', url, headers: me })).statusCode).toBe(401);
  });
});

describe('time alone', () => {
  it('a campaign leaves the list when its deadline passes, with no write, but stays for its applicants', async () => {
    const soon = await createCampaign(t.db, {
      brandId,
      submissionDeadline: new Date(Date.now() + 1500),
    });
    const applicant = await createInfluencer(t.db);
    await createApplication(t.db, { influencerId: applicant.id, campaignId: soon.id, status: 'pending' });
    const other = authHeader(await tokenFor(t.db, { influencerId: (await createInfluencer(t.db)).id }));
    const mine = authHeader(await tokenFor(t.db, { influencerId: applicant.id }));
    const ids = async (headers: Record<string, string>) =>
      (await b.inject({ method: 'GET', url: '/v1/influencer/active/task?limit=50', headers }))
        .json()
        .data.map((x: { _id: string }) => x._id);
    expect(await ids(other)).toContain(soon.id);
    expect(await ids(mine)).toContain(soon.id);
    // Waits for the deadline itself (a real one, in PostgreSQL's now()), not for a fixed time.
    await expect.poll(async () => (await ids(other)).includes(soon.id), { timeout: 15_000 }).toBe(false);
    expect(await ids(mine)).toContain(soon.id);
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
      '/v1/influencer/apply?page=1&limit=10',
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
