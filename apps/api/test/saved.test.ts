import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createInfluencer, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign } from './factories/catalogue.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let brandId: string;
beforeAll(async () => {
  t = await createTestContext();
  brandId = (await createBrand(t.db)).id;
});
afterAll(() => t.close());

async function newCreator() {
  const c = await createInfluencer(t.db);
  return authHeader(await tokenFor(t.db, { influencerId: c.id }));
}
const save = (headers: Record<string, string>, campaignId: string) =>
  t.app.inject({ method: 'POST', url: '/v1/influencer/save-campaign', headers, payload: { campaignId } });
const unsave = (headers: Record<string, string>, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/v1/influencer/save-campaign/${id}`, headers });
const savedList = async (headers: Record<string, string>, query = '') =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/v1/influencer/active/task?status=active&savedOnly=true${query}`,
      headers,
    })
  ).json();

describe('saved campaigns', () => {
  it('saves (twice is fine), lists with savedAt newest first, and unsaves', async () => {
    const me = await newCreator();
    const a = await createCampaign(t.db, { brandId });
    const b = await createCampaign(t.db, { brandId });
    const first = await save(me, a.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Campaign saved successfully!');
    expect((await save(me, a.id)).statusCode).toBe(200);
    expect((await save(me, b.code)).statusCode).toBe(200);

    const list = await savedList(me);
    expect(list.data.map((c: { _id: string }) => c._id)).toEqual([b.id, a.id]);
    expect(list.pagination).toEqual({ page: 1, limit: 30, total: 2, totalPages: 1 });
    expect(list.data[0]).toMatchObject({ isSaved: true, savedAt: expect.any(String) });

    const res = await unsave(me, a.id);
    expect(res.statusCode).toBe(200);
    expect((await savedList(me)).data.map((c: { _id: string }) => c._id)).toEqual([b.id]);
  });

  it("answers 404 'This campaign is not in your saved list.' for an unsave of something not saved", async () => {
    const me = await newCreator();
    const c = await createCampaign(t.db, { brandId });
    for (const id of [c.id, crypto.randomUUID(), 'not-an-id']) {
      const res = await unsave(me, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This campaign is not in your saved list.');
    }
  });

  it('answers 404 when saving an unknown or inactive campaign', async () => {
    const me = await newCreator();
    const inactive = await createCampaign(t.db, { brandId, status: 'inactive' });
    for (const id of [crypto.randomUUID(), inactive.id]) {
      const res = await save(me, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Campaign Not Found');
    }
  });

  it("keeps one creator's saves invisible to another, and B cannot unsave A's", async () => {
    const a = await newCreator();
    const b = await newCreator();
    const c = await createCampaign(t.db, { brandId });
    await save(a, c.id);
    expect((await savedList(b)).data).toEqual([]);
    const all = await t.app.inject({
      method: 'GET',
      url: '/v1/influencer/active/task?limit=100',
      headers: b,
    });
    expect(all.json().data.find((x: { _id: string }) => x._id === c.id).isSaved).toBe(false);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/v1/influencer/active/task/${c.id}`,
      headers: b,
    });
    expect(detail.json().data.isSaved).toBe(false);
    expect((await unsave(b, c.id)).statusCode).toBe(404);
    const aDetail = await t.app.inject({
      method: 'GET',
      url: `/v1/influencer/active/task/${c.id}`,
      headers: a,
    });
    expect(aDetail.json().data.isSaved).toBe(true);
  });
});
