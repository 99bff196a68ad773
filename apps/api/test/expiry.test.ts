import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/client.ts';
import { timers } from '../src/db/schema/events.ts';
import { applicationHistory, applications } from '../src/db/schema/pipeline.ts';
import { drainQueue } from '../src/jobs/queue.ts';
import { ensureExpiryTimers, expireCampaignApplications } from '../src/modules/applications/expiry.ts';
import { TRANSITION_MESSAGES } from '../src/modules/applications/transitions.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign } from './factories/catalogue.ts';
import { createApplication } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { queueDeps, runQueue } from './support/queue.ts';

let t: TestContext;
let brandId: string;
let admin: string;
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  t = await createTestContext();
  brandId = (await createBrand(t.db)).id;
  admin = await tokenFor(t.db, { staffId: (await createStaff(t.db, { role: 'admin' })).id });
});
afterAll(() => t.close());

/** A campaign with pending applications, its deadline set through the staff edit (which sets the timer). */
async function campaignWithPending(deadline: Date, count = 1) {
  const campaign = await createCampaign(t.db, { brandId, submissionDeadline: null });
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const c = await createInfluencer(t.db);
    ids.push(
      (await createApplication(t.db, { influencerId: c.id, campaignId: campaign.id, status: 'pending' })).id,
    );
  }
  await setDeadline(campaign.id, deadline);
  return { campaignId: campaign.id, ids };
}

async function setDeadline(campaignId: string, deadline: Date) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/v1/admin/tasks/${campaignId}`,
    headers: authHeader(admin),
    payload: { submission_deadline: deadline.toISOString() },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function statuses(ids: string[]) {
  const rows = await t.db.select().from(applications).where(inArray(applications.id, ids));
  return rows.map((r) => r.status);
}

const expiredRows = async (id: string) => ({
  history: (
    await t.db
      .select()
      .from(applicationHistory)
      .where(and(eq(applicationHistory.applicationId, id), eq(applicationHistory.toStatus, 'expired')))
  ).length,
  events: (
    await t.db.execute(
      sql`select 1 from events where application_id = ${id} and type = 'application.moved' and payload->>'to' = 'expired'`,
    )
  ).rows.length,
});

describe('expiry is a timer at the submission deadline', () => {
  it('expires pending applications when the clock reaches the deadline, not before, once each', async () => {
    const { ids } = await campaignWithPending(new Date(t.clock.now().getTime() + 2 * DAY), 2);
    await runQueue(t);
    expect(await statuses(ids)).toEqual(['pending', 'pending']);

    t.clock.advance(2 * DAY + 60_000);
    await runQueue(t);
    expect(await statuses(ids)).toEqual(['expired', 'expired']);
    for (const id of ids) expect(await expiredRows(id)).toEqual({ history: 1, events: 1 });

    // Running again (a replayed job) changes nothing.
    await runQueue(t);
    for (const id of ids) expect(await expiredRows(id)).toEqual({ history: 1, events: 1 });
  });

  it('reads never write: a list shows an overdue application as it is until the timer runs', async () => {
    const c = await createInfluencer(t.db);
    const campaign = await createCampaign(t.db, { brandId, submissionDeadline: new Date(Date.now() - DAY) });
    const id = (
      await createApplication(t.db, { influencerId: c.id, campaignId: campaign.id, status: 'pending' })
    ).id;
    const token = await tokenFor(t.db, { influencerId: c.id });
    for (const url of ['/v1/influencer/apply', '/v1/admin/applications', `/v1/admin/tasks/${campaign.id}`]) {
      const res = await t.app.inject({ url, headers: authHeader(url.includes('admin') ? admin : token) });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    expect(await statuses([id])).toEqual(['pending']);
    // A database written before timers existed gets its timers when the queue starts.
    await ensureExpiryTimers(t.db);
    await runQueue(t);
    expect(await statuses([id])).toEqual(['expired']);
  });

  it('refuses to accept after the deadline even before the timer has run (422 with the reason)', async () => {
    const { ids } = await campaignWithPending(new Date(t.clock.now().getTime() + DAY));
    t.clock.advance(DAY + 60_000);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/applications/${ids[0]}/transition`,
      headers: authHeader(admin),
      payload: { to: 'accepted', final_amount: 5000 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(TRANSITION_MESSAGES.deadlinePassed);
    expect(await statuses(ids)).toEqual(['pending']);
  });

  it('a staff edit that moves the deadline later moves the timer: nothing expires at the old one', async () => {
    const start = t.clock.now().getTime();
    const { campaignId, ids } = await campaignWithPending(new Date(start + DAY));
    await setDeadline(campaignId, new Date(start + 5 * DAY));
    const [timer] = await t.db
      .select()
      .from(timers)
      .where(eq(timers.key, `application-expiry:${campaignId}`));
    expect(timer?.dueAt.toISOString()).toBe(new Date(start + 5 * DAY).toISOString());

    t.clock.advance(2 * DAY);
    await runQueue(t);
    expect(await statuses(ids)).toEqual(['pending']);
    t.clock.advance(4 * DAY);
    await runQueue(t);
    expect(await statuses(ids)).toEqual(['expired']);
  });

  it('two queue processes on one database expire each application exactly once', async () => {
    const start = t.clock.now().getTime();
    const all: string[] = [];
    for (let i = 0; i < 6; i++) all.push(...(await campaignWithPending(new Date(start + DAY), 2)).ids);
    t.clock.advance(DAY + 60_000);
    const other = connect(t.database.pool.options.connectionString!, 5);
    try {
      await Promise.all([
        drainQueue(queueDeps(t)),
        drainQueue({ ...queueDeps(t), db: other.db, pool: other.pool }),
      ]);
    } finally {
      await other.close();
    }
    expect(new Set(await statuses(all))).toEqual(new Set(['expired']));
    for (const id of all) expect(await expiredRows(id)).toEqual({ history: 1, events: 1 });
  });

  it('the expiry job run twice at once for one campaign expires each application once', async () => {
    const { campaignId, ids } = await campaignWithPending(new Date(t.clock.now().getTime() + DAY), 3);
    t.clock.advance(DAY + 60_000);
    const other = connect(t.database.pool.options.connectionString!, 2);
    try {
      const [a, b] = await Promise.all([
        expireCampaignApplications(t.db, t.clock, campaignId),
        expireCampaignApplications(other.db, t.clock, campaignId),
      ]);
      expect([...a, ...b].sort()).toEqual([...ids].sort());
    } finally {
      await other.close();
    }
    for (const id of ids) expect(await expiredRows(id)).toEqual({ history: 1, events: 1 });
  });
});
