import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, campaigns, savedCampaigns } from '../src/db/schema/catalogue.ts';
import { applications } from '../src/db/schema/pipeline.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign, refIds } from './factories/catalogue.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let token: string;
let creatorId: string;
let brandId: string;
type Key = 'base' | 'tech' | 'search' | 'closed' | 'inactive' | 'hiddenBrand' | 'soon';
const ids = {} as Record<Key, string>;

const list = async (query: string, as = token) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/influencer/active/task?${query}`,
    headers: authHeader(as),
  });
  return { status: res.statusCode, body: res.json() };
};
const listIds = async (query: string) => (await list(query)).body.data.map((c: { _id: string }) => c._id);

beforeAll(async () => {
  t = await createTestContext();
  const creator = await createInfluencer(t.db);
  creatorId = creator.id;
  token = await tokenFor(t.db, { influencerId: creator.id });
  brandId = (await createBrand(t.db)).id;
  const day = 24 * 3600 * 1000;
  // Created one after another so "newest first" has a defined order.
  ids.base = (await createCampaign(t.db, { brandId, eventName: 'Plain Base Event' })).id;
  ids.tech = (
    await createCampaign(t.db, {
      brandId,
      categoryIds: [await refIds.category(t.db, 'Tech')],
      languageId: await refIds.language(t.db, 'English'),
      locationStateId: await refIds.state(t.db, 'Karnataka'),
      platformNames: ['Facebook'],
      budgetType: 'get quote',
      fixedPrice: null,
      minimumFollowerId: await refIds.followerBucket(t.db, '1K+'),
      submissionDeadline: new Date(Date.UTC(2031, 0, 15, 12)),
    })
  ).id;
  ids.search = (await createCampaign(t.db, { brandId, eventName: 'Monsoon Sneaker Drop' })).id;
  ids.closed = (await createCampaign(t.db, { brandId, status: 'closed' })).id;
  ids.inactive = (await createCampaign(t.db, { brandId, status: 'inactive' })).id;
  const hiddenBrand = await createBrand(t.db, { status: 'inactive' });
  ids.hiddenBrand = (await createCampaign(t.db, { brandId: hiddenBrand.id })).id;
  ids.soon = (await createCampaign(t.db, { brandId, submissionDeadline: new Date(Date.now() + 2 * day) })).id;
});
afterAll(() => t.close());

describe('GET /v1/influencer/active/task', () => {
  it('lists active campaigns of active brands, newest first, in the documents shape', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.data.map((c: { _id: string }) => c._id)).toEqual([ids.soon, ids.search, ids.tech, ids.base]);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 4, totalPages: 1 });
    const c = body.data.find((x: { _id: string }) => x._id === ids.base);
    expect(c.campaign_id).toMatch(/^CMP-\d{6}$/);
    expect(c).toMatchObject({ status: 'active', isApplied: false, isSaved: false, application: null });
    expect(c.basic_info.brand_id).toEqual({
      _id: brandId,
      brand_name: expect.any(String),
      onTimePayoutRate: null,
      medianDaysToPay: null,
      duePayoutsCounted: 0,
      paidOnTimeCount: 0,
      paidCount: 0,
      overduePayouts: 0,
      longestOverdueDays: null,
    });
    expect(c).toMatchObject({ payout_terms_days: 7, auto_approve_days: 3 });
    expect(c.basic_info.location).toBe('Mumbai');
    expect(c.basic_info.platform.map((p: { platform_name: string }) => p.platform_name).sort()).toEqual([
      'Instagram',
      'YouTube',
    ]);
    expect(c.deliverables).toHaveLength(2);
    expect(c.deliverables[0].deliverableType.content_type).toBe('Reel');
    expect(Object.keys(c.budget)).toEqual(
      expect.arrayContaining([
        'budget_type',
        'excepted_price_range',
        'fixed_commission_per_sale',
        'coupon_code',
      ]),
    );
    expect(Object.keys(c.mediaAssets)).toEqual(
      expect.arrayContaining([
        'brand_logo',
        'product_image',
        'brand_guidline',
        'refference_file',
        'instruction',
      ]),
    );
    expect(c.influencers.location.state_name).toBe('Maharashtra');
    expect(c.influencers.category).toEqual([{ _id: expect.any(String), name: 'Food' }]);
  });

  it("status=all adds closed campaigns but never inactive ones or an inactive brand's", async () => {
    const got = await listIds('status=all&limit=50');
    expect(got).toContain(ids.closed);
    expect(got).not.toContain(ids.inactive);
    expect(got).not.toContain(ids.hiddenBrand);
  });

  it.each([
    ['category=Tech', 'tech'],
    ['category=tech', 'tech'],
    ['language=English', 'tech'],
    ['platform=Facebook', 'tech'],
    ['location=Karnataka', 'tech'],
    ['budgetType=get%20quote', 'tech'],
    ['search=sneaker', 'search'],
    ['deadlineFrom=2031-01-15&deadlineTo=2031-01-15', 'tech'],
  ] as const)('filters by %s', async (query, key: Key) => {
    expect(await listIds(query)).toEqual([ids[key]]);
  });

  it('filters by ids as well as names', async () => {
    expect(await listIds(`category=${await refIds.category(t.db, 'Tech')}`)).toEqual([ids.tech]);
    expect(await listIds(`minimumFollower=${await refIds.followerBucket(t.db, '1K+')}`)).toEqual([ids.tech]);
  });

  it('answers an empty page for a name that matches nothing', async () => {
    const { status, body } = await list('category=NoSuchCategory');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.pagination.total).toBe(0);
  });

  it('searches by campaign code', async () => {
    const [row] = await t.db
      .select({ code: campaigns.code })
      .from(campaigns)
      .where(eq(campaigns.id, ids.base));
    expect(await listIds(`search=${row!.code}`)).toEqual([ids.base]);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect(await listIds('search=%25')).toEqual([]);
  });

  it('filters applied and not-applied for the caller only', async () => {
    await t.db.insert(applications).values({ campaignId: ids.base, influencerId: creatorId });
    expect(await listIds('applied=applied')).toEqual([ids.base]);
    expect(await listIds('applied=not-applied')).not.toContain(ids.base);
    const other = await createInfluencer(t.db);
    const otherToken = await tokenFor(t.db, { influencerId: other.id });
    const { body } = await list('applied=applied', otherToken);
    expect(body.data).toEqual([]);
    const mine = (await list('')).body.data.find((c: { _id: string }) => c._id === ids.base);
    expect(mine.isApplied).toBe(true);
    const theirs = (await list('', otherToken)).body.data.find((c: { _id: string }) => c._id === ids.base);
    expect(theirs.isApplied).toBe(false);
  });

  it('paginates: past the end is an empty page with the right totals', async () => {
    const { body } = await list('page=2&limit=3');
    expect(body.data).toHaveLength(1);
    expect(body.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
    const past = await list('page=9&limit=3');
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
    expect(past.body.pagination).toEqual({ page: 9, limit: 3, total: 4, totalPages: 2 });
  });

  it.each([
    ['page=0', 'page'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['budgetType=cheap', 'budgetType'],
    ['applied=maybe', 'applied'],
    ['deadlineFrom=yesterday', 'deadlineFrom'],
    ['minimumFollower=lots', 'minimumFollower'],
    ['status=inactive', 'status'],
  ])('rejects %s with 400 and the field named', async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.errors).toHaveProperty(field);
  });

  it('is for creators only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/influencer/active/task' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /v1/influencer/active/task/:id', () => {
  it('answers by uuid and by CMP code', async () => {
    const [row] = await t.db
      .select({ code: campaigns.code })
      .from(campaigns)
      .where(eq(campaigns.id, ids.tech));
    for (const key of [ids.tech, row!.code, row!.code.toLowerCase()]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/influencer/active/task/${key}`,
        headers: authHeader(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data._id).toBe(ids.tech);
      expect(res.json().data.budget.budget_type).toBe('get quote');
    }
  });

  it("answers 404 'Campaign Not Found' for unknown, inactive and hidden-brand campaigns", async () => {
    for (const key of [crypto.randomUUID(), 'CMP-999999', 'nonsense', ids.inactive, ids.hiddenBrand]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/influencer/active/task/${key}`,
        headers: authHeader(token),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Campaign Not Found');
    }
  });

  it('still shows a campaign the creator applied to after it was deactivated', async () => {
    await t.db.update(brands).set({ status: 'active' }).where(eq(brands.id, brandId));
    await t.db.insert(applications).values({ campaignId: ids.inactive, influencerId: creatorId });
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/influencer/active/task/${ids.inactive}`,
      headers: authHeader(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.isApplied).toBe(true);
    // The caller's application rides along, so the page can offer its next step.
    const [mine] = await t.db.select().from(applications).where(eq(applications.campaignId, ids.inactive));
    expect(res.json().data.application).toEqual({ _id: mine?.id, status: 'pending' });
  });
});

describe('campaigns past their submission deadline', () => {
  it('are left out of the list a creator browses, yet stay where they are theirs (applied, saved)', async () => {
    const past = (
      await createCampaign(t.db, {
        brandId,
        eventName: 'Deadline Gone',
        submissionDeadline: new Date(Date.now() - 3600_000),
      })
    ).id;
    expect(await listIds('limit=100')).not.toContain(past);
    expect(await listIds('search=Deadline%20Gone')).toEqual([]);

    await t.db.insert(applications).values({ campaignId: past, influencerId: creatorId });
    expect(await listIds('applied=applied&limit=100')).toContain(past);
    // Once theirs it is in All too, so the tabs add up (issue 12 §6).
    expect(await listIds('limit=100')).toContain(past);

    await t.db.insert(savedCampaigns).values({ campaignId: past, influencerId: creatorId });
    expect(await listIds('savedOnly=true')).toContain(past);
    // Its detail page still opens, so a link or a saved card never leads nowhere.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/v1/influencer/active/task/${past}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(detail.statusCode).toBe(200);
  });
});

describe('the Applied / Not Applied / All tabs (issue 12 §6)', () => {
  const totalOf = async (query: string, as: string) =>
    (await list(query, as)).body.pagination.total as number;

  it('All counts every campaign either tab counts: All = Applied + Not Applied', async () => {
    const c = await createInfluencer(t.db);
    const as = await tokenFor(t.db, { influencerId: c.id });
    const pastApplied = await createCampaign(t.db, {
      brandId,
      submissionDeadline: new Date(Date.now() - 3600_000),
    });
    const openApplied = await createCampaign(t.db, { brandId });
    // Past its deadline and not applied: in no tab.
    await createCampaign(t.db, { brandId, submissionDeadline: new Date(Date.now() - 3600_000) });
    await t.db.insert(applications).values([
      { campaignId: pastApplied.id, influencerId: c.id },
      { campaignId: openApplied.id, influencerId: c.id },
    ]);
    const all = await totalOf('limit=1', as);
    const applied = await totalOf('applied=applied&limit=1', as);
    const notApplied = await totalOf('applied=not-applied&limit=1', as);
    expect(applied).toBe(2);
    expect(all).toBe(applied + notApplied);
    // The same holds with a filter on top.
    const q = 'search=Campaign&limit=1';
    expect(await totalOf(q, as)).toBe(
      (await totalOf(`${q}&applied=applied`, as)) + (await totalOf(`${q}&applied=not-applied`, as)),
    );
  });
});

describe('searching by campaign code (issue 12 §6)', () => {
  it.each([
    (code: string) => code,
    (code: string) => code.toLowerCase(),
    (code: string) => code.slice('CMP-'.length),
    (code: string) => String(Number(code.slice('CMP-'.length))),
    (code: string) => `cmp${Number(code.slice('CMP-'.length))}`,
  ])('finds the campaign from its code written as %s', async (write) => {
    const c = await createCampaign(t.db, { brandId, eventName: 'Code Search Target' });
    const found = await listIds(`search=${encodeURIComponent(write(c.code))}&limit=100`);
    expect(found).toContain(c.id);
  });

  it('finds an applied campaign past its deadline by its code in All', async () => {
    const c = await createCampaign(t.db, { brandId, submissionDeadline: new Date(Date.now() - 3600_000) });
    await t.db.insert(applications).values({ campaignId: c.id, influencerId: creatorId });
    expect(await listIds(`search=${c.code.toLowerCase()}`)).toEqual([c.id]);
  });
});

describe('searching by brand name (issue 26)', () => {
  it("finds a brand's campaigns by the brand's name, and the staff list does too", async () => {
    const tatva = await createBrand(t.db, { name: 'Tatva Organics Test' });
    const festive = await createCampaign(t.db, { brandId: tatva.id, eventName: 'Festive Hamper' });
    const named = await createCampaign(t.db, { brandId: tatva.id, eventName: 'Tatva Organics Test Launch' });
    expect((await listIds('search=tatva%20organics%20test')).sort()).toEqual([festive.id, named.id].sort());
    const admin = await createStaff(t.db, { role: 'admin' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/tasks?search=tatva%20organics%20test&limit=50',
      headers: authHeader(await tokenFor(t.db, { staffId: admin.id })),
    });
    expect(
      res
        .json()
        .data.map((c: { _id: string }) => c._id)
        .sort(),
    ).toEqual([festive.id, named.id].sort());
  });
});
