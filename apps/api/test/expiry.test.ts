import { eq, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationHistory, applications } from '../src/db/schema/pipeline.ts';
import { expireOverdueApplications, startExpiryJob } from '../src/modules/applications/expiry.ts';
import { shouldRunExpiryJob } from '../src/modules/applications/routes.ts';
import { authHeader, createInfluencer, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign } from './factories/catalogue.ts';
import { createApplication } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let brandId: string;
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  t = await createTestContext();
  brandId = (await createBrand(t.db)).id;
});
afterAll(() => t.close());

async function application(
  influencerId: string,
  status: 'pending' | 'accepted',
  deadlineInDays: number | null,
) {
  const campaign = await createCampaign(t.db, {
    brandId,
    submissionDeadline: deadlineInDays === null ? null : new Date(Date.now() + deadlineInDays * DAY),
  });
  return (await createApplication(t.db, { influencerId, campaignId: campaign.id, status })).id;
}

async function statuses(ids: string[]) {
  const rows = await t.db.select().from(applications).where(inArray(applications.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.status]));
}

describe('expireOverdueApplications', () => {
  it('expires only pending applications past the deadline, with one system history row each', async () => {
    const c = await createInfluencer(t.db);
    const overdue = await application(c.id, 'pending', -1);
    const future = await application(c.id, 'pending', 5);
    const noDeadline = await application(c.id, 'pending', null);
    const acceptedOverdue = await application(c.id, 'accepted', -1);

    const expired = await expireOverdueApplications(t.db, { influencerId: c.id });
    expect(expired).toEqual([overdue]);
    expect(await statuses([overdue, future, noDeadline, acceptedOverdue])).toEqual({
      [overdue]: 'expired',
      [future]: 'pending',
      [noDeadline]: 'pending',
      [acceptedOverdue]: 'accepted',
    });
    const history = await t.db
      .select()
      .from(applicationHistory)
      .where(eq(applicationHistory.applicationId, overdue));
    expect(history.filter((h) => h.toStatus === 'expired')).toEqual([
      expect.objectContaining({ fromStatus: 'pending', actorKind: 'system', actorId: null }),
    ]);
    // A second run finds nothing more to do and writes no second row.
    expect(await expireOverdueApplications(t.db, { influencerId: c.id })).toEqual([]);
  });

  it('limited to one creator, leaves the others for the job', async () => {
    const a = await createInfluencer(t.db);
    const b = await createInfluencer(t.db);
    const mine = await application(a.id, 'pending', -2);
    const theirs = await application(b.id, 'pending', -2);
    await expireOverdueApplications(t.db, { influencerId: a.id });
    expect(await statuses([mine, theirs])).toEqual({ [mine]: 'expired', [theirs]: 'pending' });
    await expireOverdueApplications(t.db);
    expect(await statuses([theirs])).toEqual({ [theirs]: 'expired' });
  });

  it('runs when the creator lists their work', async () => {
    const c = await createInfluencer(t.db);
    const overdue = await application(c.id, 'pending', -1);
    const token = await tokenFor(t.db, { influencerId: c.id });
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/influencer/apply?status=expired',
      headers: authHeader(token),
    });
    expect(res.json().data.map((d: { _id: string; status: string }) => [d._id, d.status])).toEqual([
      [overdue, 'expired'],
    ]);
    expect(res.json().data[0].history.at(-1)).toMatchObject({ from: 'pending', to: 'expired' });
  });
});

describe('the expiry job', () => {
  it('does not run under tests, runs elsewhere', () => {
    expect(shouldRunExpiryJob({ env: 'test' })).toBe(false);
    expect(shouldRunExpiryJob({ env: 'production' })).toBe(true);
    expect(shouldRunExpiryJob({ env: 'development' })).toBe(true);
  });

  it('expires overdue applications on its interval and stops when the app closes', async () => {
    const c = await createInfluencer(t.db);
    const first = await application(c.id, 'pending', -1);
    const host = Fastify({ logger: false });
    host.decorate('db', t.db);
    const timer = startExpiryJob(host, 30);
    expect(timer.hasRef()).toBe(false);
    await host.ready();
    await expect.poll(async () => (await statuses([first]))[first], { timeout: 3000 }).toBe('expired');

    await host.close();
    const second = await application(c.id, 'pending', -1);
    await new Promise((r) => setTimeout(r, 200));
    expect(await statuses([second])).toEqual({ [second]: 'pending' });
  });
});
