import { campaignWire } from '@ih/contract/campaigns';
import { istDay } from '@ih/contract/payout-terms';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applications } from '../src/db/schema/pipeline.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign } from './factories/catalogue.ts';
import { createApplication } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let me: { id: string; token: string };
let other: { id: string; token: string };
let brandId: string;
const HOUR = 3600 * 1000;

async function creator() {
  const c = await createInfluencer(t.db);
  return { id: c.id, token: await tokenFor(t.db, { influencerId: c.id }) };
}
const list = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/v1/influencer/apply${query}`, headers: authHeader(token) });

/** Applications of `me` in these statuses, the first the oldest. */
const mine: Record<string, { id: string; campaignId: string; code: string }> = {};

beforeAll(async () => {
  t = await createTestContext();
  me = await creator();
  other = await creator();
  brandId = (await createBrand(t.db)).id;
  const statuses = ['pending', 'accepted', 'rework', 'approved', 'final submission', 'final posted'] as const;
  for (const [i, status] of statuses.entries()) {
    const campaign = await createCampaign(t.db, { brandId });
    const app = await createApplication(t.db, {
      influencerId: me.id,
      campaignId: campaign.id,
      status,
      quoteAskingAmount: 4000,
      appliedAt: new Date(Date.now() - (20 - i) * 24 * HOUR),
    });
    mine[status] = { id: app.id, campaignId: campaign.id, code: campaign.code };
  }
  // Another creator's work on my 'accepted' campaign and a campaign of their own.
  await createApplication(t.db, {
    influencerId: other.id,
    campaignId: mine.accepted!.campaignId,
    status: 'accepted',
  });
});
afterAll(() => t.close());

describe('GET /v1/influencer/apply', () => {
  it("lists the caller's work newest first with the work item fields", async () => {
    const res = await list(me.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 6, totalPages: 1 });
    expect(body.data.map((d: { status: string }) => d.status)).toEqual([
      'final posted',
      'final submission',
      'approved',
      'rework',
      'accepted',
      'pending',
    ]);
    const posted = body.data[0];
    expect(posted).toMatchObject({
      _id: mine['final posted']!.id,
      taskId: mine['final posted']!.campaignId,
      applicationId: `APP-${mine['final posted']!.id.replaceAll('-', '').slice(0, 8).toUpperCase()}`,
      quote_asking_amount: 4000,
      quote_final_amount: 5000,
      final_amount: 5000,
      paymentStatus: 'pending',
    });
    expect(posted.completionDate).toMatch(/Z$/);
    expect(campaignWire.safeParse(posted.campaign).success).toBe(true);
    expect(posted.campaign.isApplied).toBe(true);
    expect(posted.history.map((h: { to: string }) => h.to)).toEqual([
      'pending',
      'accepted',
      'pending review',
      'approved',
      'final submission',
      'final posted',
    ]);
    expect(posted.task_details).toHaveLength(1);
    expect(posted.post_details[0].deliverables[0].task_link).toMatch(/^https:/);
    const rework = body.data[3];
    expect(rework.reworkReason).toBe('Please brighten the opening shot.');
    expect(rework.reworkDate).toMatch(/Z$/);
  });

  it('states the agreed fee on every item, and once paid what arrived after TDS and GST (issue 26)', async () => {
    t.clock.set(new Date('2026-11-20T10:00:00+05:30'));
    const c = await createInfluencer(t.db, { upiId: 'fee.creator@okaxis' });
    const token = await tokenFor(t.db, { influencerId: c.id });
    const made = async (status: 'pending' | 'accepted' | 'final posted', finalAmount?: number) =>
      (
        await createApplication(t.db, {
          influencerId: c.id,
          campaignId: (await createCampaign(t.db, { brandId })).id,
          status,
          quoteAskingAmount: 13_000,
          ...(finalAmount ? { finalAmount } : {}),
        })
      ).id;
    const pending = await made('pending');
    const accepted = await made('accepted', 12_500);
    const big = await made('final posted', 30_000);
    const small = await made('final posted', 25_000);
    const byId = async () =>
      new Map(
        (
          (await list(token)).json().data as {
            _id: string;
            agreedAmount: number | null;
            netAmount: number | null;
          }[]
        ).map((d) => [d._id, d]),
      );
    let items = await byId();
    expect(items.get(pending)).toMatchObject({ agreedAmount: null, netAmount: null });
    expect(items.get(accepted)).toMatchObject({ agreedAmount: 12_500, netAmount: null });
    expect(items.get(big)).toMatchObject({ agreedAmount: 30_000, netAmount: null });

    // One payment for both: ₹55,000 takes the year over the ₹50,000 threshold; no PAN, so 20% TDS.
    const admin = await createStaff(t.db, { role: 'admin' });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/payments',
      headers: authHeader(await tokenFor(t.db, { staffId: admin.id })),
      payload: {
        influencerId: c.id,
        applicationIds: [big, small],
        paymentMethod: 'UPI',
        reference: 'UTR778899',
      },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data).toMatchObject({ grossAmount: 55_000, tdsAmount: 11_000, netAmount: 44_000 });
    items = await byId();
    expect(items.get(big)).toMatchObject({ agreedAmount: 30_000, netAmount: 24_000 });
    expect(items.get(small)).toMatchObject({ agreedAmount: 25_000, netAmount: 20_000 });
    expect(items.get(accepted)).toMatchObject({ agreedAmount: 12_500, netAmount: null });
  });

  it('filters by status, and completed means final submission', async () => {
    const rework = await list(me.token, '?status=rework');
    expect(rework.json().data.map((d: { _id: string }) => d._id)).toEqual([mine.rework!.id]);
    const completed = await list(me.token, '?status=completed');
    expect(completed.json().data.map((d: { status: string }) => d.status)).toEqual(['final submission']);
    const spaced = await list(me.token, '?status=pending%20review');
    expect(spaced.json().data).toEqual([]);
  });

  it('paginates with one page and a total', async () => {
    const res = await list(me.token, '?page=2&limit=4');
    expect(res.json().pagination).toEqual({ page: 2, limit: 4, total: 6, totalPages: 2 });
    expect(res.json().data).toHaveLength(2);
  });

  it('answers taskId (campaign id or code) with the caller’s application as data[0]', async () => {
    const byId = await list(me.token, `?taskId=${mine.accepted!.campaignId}`);
    expect(byId.json().data.map((d: { _id: string }) => d._id)).toEqual([mine.accepted!.id]);
    const byCode = await list(me.token, `?taskId=${mine.approved!.code.toLowerCase()}`);
    expect(byCode.json().data.map((d: { _id: string }) => d._id)).toEqual([mine.approved!.id]);
  });

  it("never shows another creator's work", async () => {
    const theirs = await list(other.token, `?taskId=${mine.approved!.campaignId}`);
    expect(theirs.json().data).toEqual([]);
    const all = await list(other.token);
    expect(all.json().data).toHaveLength(1);
    expect(all.json().data[0]._id).not.toBe(mine.accepted!.id);
  });

  it('filters pending payments by final posted date (the payments page)', async () => {
    const [row] = await t.db.select().from(applications).where(eq(applications.id, mine['final posted']!.id));
    // The filter's days are India's calendar days (a post at 22:00 UTC is the next day there).
    const day = istDay(row!.finalPostedAt!);
    const inRange = await list(
      me.token,
      `?status=final%20posted&paymentStatus=pending&startDate=${day}&endDate=${day}`,
    );
    expect(inRange.json().data).toHaveLength(1);
    const later = await list(me.token, '?status=final%20posted&startDate=2099-01-01');
    expect(later.json().data).toEqual([]);
    const paid = await list(me.token, '?paymentStatus=paid');
    expect(paid.json().data).toEqual([]);
  });

  it('answers bad filters with a clear 400', async () => {
    const status = await list(me.token, '?status=done');
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toMatch(/^status must be one of/);
    const task = await list(me.token, '?taskId=abc');
    expect(task.statusCode).toBe(400);
    const dates = await list(me.token, '?startDate=2030-02-01&endDate=2030-01-01');
    expect(dates.statusCode).toBe(400);
    expect(dates.json().message).toBe('The To date cannot be before the From date.');
  });

  it('runs the same number of queries for 2 items as for 8 (no query per row)', async () => {
    const c = await creator();
    const addWork = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const campaign = await createCampaign(t.db, { brandId });
        await createApplication(t.db, {
          influencerId: c.id,
          campaignId: campaign.id,
          status: 'final posted',
        });
      }
    };
    const queriesFor = async () => {
      // Drizzle sends every statement through the pool's query(): count the calls of one list.
      const spy = vi.spyOn(t.database.pool, 'query');
      try {
        const res = await list(c.token);
        expect(res.statusCode).toBe(200);
        return { n: spy.mock.calls.length, items: res.json().data.length };
      } finally {
        spy.mockRestore();
      }
    };
    // A first call, so both measured calls find the caller's principal remembered (plugins/auth.ts);
    // each is still a full build, since the new work changed the creator's work version.
    await list(c.token);
    await addWork(2);
    const few = await queriesFor();
    await addWork(6);
    const many = await queriesFor();
    expect([few.items, many.items]).toEqual([2, 8]);
    expect(few.n).toBeGreaterThan(3);
    expect(many.n).toBe(few.n);
  });

  it('is for creators only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/influencer/apply' });
    expect(res.statusCode).toBe(401);
  });
});
