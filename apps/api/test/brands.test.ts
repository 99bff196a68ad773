import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createInfluencer, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign, refIds } from './factories/catalogue.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let headers: Record<string, string>;
let food: { id: string; name: string };
let fashion: { id: string; name: string };

beforeAll(async () => {
  t = await createTestContext();
  headers = authHeader(await tokenFor(t.db, { influencerId: (await createInfluencer(t.db)).id }));
  food = await createBrand(t.db, { name: 'Amul Test' });
  fashion = await createBrand(t.db, { name: 'Biba Test', nicheIds: [await refIds.niche(t.db, 'Fashion')] });
  await createBrand(t.db, { name: 'Hidden Test', status: 'inactive' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers });

describe('GET /v1/influencer/brand/get', () => {
  it('lists active brands by name in the documents shape, inactive ones hidden', async () => {
    const res = await get('/v1/influencer/brand/get');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((b: { brand_name: string }) => b.brand_name)).toEqual(['Amul Test', 'Biba Test']);
    expect(body.pagination).toEqual({ page: 1, limit: 12, total: 2, totalPages: 1 });
    expect(body.data[0]).toEqual({
      _id: food.id,
      brand_name: 'Amul Test',
      brand_company_name: expect.any(String),
      brand_logo: expect.any(String),
      website_link: expect.any(String),
      about_brand: expect.any(String),
      description: expect.any(String),
      county_name: 'India',
      country_logo: expect.any(String),
      // No payouts due yet: "New on Influence Hub" (payout-promises.test.ts has a record).
      onTimePayoutRate: null,
      medianDaysToPay: null,
      duePayoutsCounted: 0,
      paidOnTimeCount: 0,
      paidCount: 0,
      overduePayouts: 0,
      longestOverdueDays: null,
    });
  });

  it('filters by niche (name or id) and country (value, name or id)', async () => {
    const names = async (q: string) =>
      (await get(`/v1/influencer/brand/get?${q}`)).json().data.map((b: { _id: string }) => b._id);
    expect(await names('niche=Fashion')).toEqual([fashion.id]);
    expect(await names(`niche=${await refIds.niche(t.db, 'Food')}`)).toEqual([food.id]);
    expect(await names('niche=all')).toHaveLength(2);
    expect(await names('country=india')).toHaveLength(2);
    expect(await names('country=India&niche=food')).toEqual([food.id]);
    expect(await names(`country=${await refIds.country(t.db)}`)).toHaveLength(2);
    expect(await names('country=Atlantis')).toEqual([]);
  });

  it('rejects page 0 and a limit over the cap', async () => {
    expect((await get('/v1/influencer/brand/get?page=0')).statusCode).toBe(400);
    expect((await get('/v1/influencer/brand/get?limit=500')).statusCode).toBe(400);
  });
});

describe('GET /v1/influencer/brand/get/:id', () => {
  it('finds a brand by id and by name (any case) with its active campaigns', async () => {
    const active = await createCampaign(t.db, {
      brandId: food.id,
      platformNames: ['Instagram', 'YouTube'],
      deliverables: ['Reel', 'Post'],
    });
    await createCampaign(t.db, { brandId: food.id, status: 'closed' });
    for (const key of [food.id, 'Amul Test', 'amul test', 'AMUL%20TEST']) {
      const res = await get(`/v1/influencer/brand/get/${key}`);
      expect(res.statusCode).toBe(200);
      const { brand, activeTasks } = res.json().data;
      expect(brand._id).toBe(food.id);
      expect(activeTasks).toHaveLength(1);
      expect(activeTasks[0]).toMatchObject({ _id: active.id, campaign_id: active.code, status: 'active' });
      // 2 platforms × 2 deliverable types.
      expect(activeTasks[0].deliverables).toHaveLength(4);
      expect(activeTasks[0].deliverables[0]).toEqual({
        plaform_logo: expect.any(String),
        deliverableTypeName: expect.any(String),
      });
    }
  });

  it("answers 404 'Brand Not Found' for unknown and inactive brands", async () => {
    for (const key of ['Hidden Test', 'Nobody', crypto.randomUUID()]) {
      const res = await get(`/v1/influencer/brand/get/${encodeURIComponent(key)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Brand Not Found');
    }
  });

  it('is for signed-in creators only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/influencer/brand/get' })).statusCode).toBe(401);
  });
});
