import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../src/db/schema/pipeline.ts';
import { authHeader, createInfluencer, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign } from './factories/catalogue.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const stats = async (token: string) =>
  t.app.inject({ method: 'GET', url: '/v1/influencer/apply/stats', headers: authHeader(token) });

describe('GET /v1/influencer/apply/stats', () => {
  it('counts only the caller’s applications, every key present, zeros included', async () => {
    const me = await createInfluencer(t.db);
    const other = await createInfluencer(t.db);
    const brandId = (await createBrand(t.db)).id;
    const statuses = ['pending', 'pending', 'accepted', 'pending review', 'final posted'] as const;
    for (const status of statuses) {
      const c = await createCampaign(t.db, { brandId });
      await t.db.insert(applications).values({ campaignId: c.id, influencerId: me.id, status });
      await t.db.insert(applications).values({ campaignId: c.id, influencerId: other.id, status: 'rework' });
    }
    const res = await stats(await tokenFor(t.db, { influencerId: me.id }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      all: 5,
      pending: 2,
      accepted: 1,
      declined: 0,
      expired: 0,
      'pending review': 1,
      rework: 0,
      approved: 0,
      'final submission': 0,
      'final posted': 1,
      // Withdrawn by the creator (issue 26): an addition to the documents' keys.
      withdrawn: 0,
      // An addition to the documents' keys (issue 15); messages.test.ts counts real ones.
      unreadMessages: 0,
    });
  });

  it('answers all zeros for a new creator', async () => {
    const me = await createInfluencer(t.db);
    const res = await stats(await tokenFor(t.db, { influencerId: me.id }));
    expect(Object.values(res.json().data)).toEqual(Array(12).fill(0));
  });
});
