import { randomUUID } from 'node:crypto';
import { paymentListItem, paymentRecord, paymentSummary } from '@ih/contract/payments';
import { financialYearOf } from '@ih/contract/tax';
import { applicationCode } from '@ih/contract/work';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentItems, payments } from '../src/db/schema/payments.ts';
import { applications } from '../src/db/schema/pipeline.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign } from './factories/catalogue.ts';
import { createApplication } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let brandId: string;
let me: { id: string; token: string };
let other: { id: string; token: string };
let empty: { id: string; token: string };

const DAY = 24 * 3600 * 1000;
const ist = (isoLocal: string) => new Date(`${isoLocal}+05:30`);
/** 'YYYY-MM' of an instant in India. */
const monthOf = (at: Date) => new Date(at.getTime() + 330 * 60 * 1000).toISOString().slice(0, 7);
/** Noon IST on the 15th, `back` months before the current Indian month. */
function midMonth(back: number): Date {
  const [y, m] = monthOf(new Date()).split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - back;
  const month = String((index % 12) + 1).padStart(2, '0');
  return ist(`${Math.floor(index / 12)}-${month}-15T12:00:00`);
}

async function creator() {
  const c = await createInfluencer(t.db);
  return { id: c.id, token: await tokenFor(t.db, { influencerId: c.id }) };
}

/** A task of `influencerId` in `status` with its amount and, when given, its final posted / paid times. */
async function task(
  influencerId: string,
  opts: {
    status?: 'final posted' | 'final submission' | 'approved';
    amount: number;
    postedAt?: Date;
    paidAt?: Date;
  },
) {
  const campaign = await createCampaign(t.db, { brandId });
  const app = await createApplication(t.db, {
    influencerId,
    campaignId: campaign.id,
    status: opts.status ?? 'final posted',
    finalAmount: opts.amount,
    paymentStatus: opts.paidAt ? 'paid' : 'pending',
  });
  if (opts.postedAt || opts.paidAt) {
    await t.db
      .update(applications)
      .set({
        ...(opts.postedAt ? { finalPostedAt: opts.postedAt } : {}),
        ...(opts.paidAt
          ? { paidAt: opts.paidAt, finalPostedAt: opts.postedAt ?? new Date(opts.paidAt.getTime() - DAY) }
          : {}),
      })
      .where(eq(applications.id, app.id));
  }
  return { id: app.id, campaignId: campaign.id, code: campaign.code, amount: opts.amount };
}

/** A payment row as older data holds it (no receipt yet), paid at `paidAt`. */
async function payment(
  influencerId: string,
  tasks: { id: string; amount: number }[],
  paidAt: Date,
  status: 'paid' | 'failed' = 'paid',
) {
  const id = randomUUID();
  await t.db.insert(payments).values({
    id,
    influencerId,
    totalAmount: tasks.reduce((s, x) => s + x.amount, 0),
    netPaise: tasks.reduce((s, x) => s + x.amount, 0) * 100,
    financialYear: financialYearOf(paidAt),
    reference: `UTR${id.slice(0, 8)}`,
    status,
    receiptNumber: `RCPT-TEST-${id.slice(0, 12)}`,
    paidAt,
    createdAt: paidAt,
  });
  await t.db
    .insert(paymentItems)
    .values(tasks.map((x) => ({ paymentId: id, applicationId: x.id, amount: x.amount })));
  return id;
}

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: authHeader(token) });

// Fixture of `me`: three paid tasks in two payments, two pending, one failed payment, and tasks that
// do not count (not final posted yet). `other` has a paid and a pending task of their own.
let paidA: Awaited<ReturnType<typeof task>>;
let paidB: Awaited<ReturnType<typeof task>>;
let paidOld: Awaited<ReturnType<typeof task>>;
let pendingNow: Awaited<ReturnType<typeof task>>;
let pendingLastMonth: Awaited<ReturnType<typeof task>>;
let recentPayment: string;
let oldPayment: string;
let failedPayment: string;
let otherPayment: string;

beforeAll(async () => {
  t = await createTestContext();
  brandId = (await createBrand(t.db)).id;
  [me, other, empty] = [await creator(), await creator(), await creator()];

  const now = new Date();
  paidA = await task(me.id, { amount: 1000, paidAt: new Date(now.getTime() - 60_000) });
  paidB = await task(me.id, { amount: 2000, paidAt: new Date(now.getTime() - 60_000) });
  paidOld = await task(me.id, { amount: 5000, paidAt: midMonth(2) });
  pendingNow = await task(me.id, { amount: 3000, postedAt: new Date(now.getTime() - 120_000) });
  pendingLastMonth = await task(me.id, { amount: 4500, postedAt: midMonth(1) });
  // Paid more than 12 months ago: counts in the totals, outside the chart.
  const ancient = await task(me.id, { amount: 700, paidAt: midMonth(13) });
  await task(me.id, { status: 'final submission', amount: 9999 });
  await task(me.id, { status: 'approved', amount: 8888 });
  recentPayment = await payment(me.id, [paidA, paidB], new Date(now.getTime() - 60_000));
  oldPayment = await payment(me.id, [paidOld], midMonth(2));
  await payment(me.id, [ancient], midMonth(13));
  const failedTask = await task(me.id, { amount: 650, postedAt: midMonth(3) });
  failedPayment = await payment(me.id, [failedTask], midMonth(3), 'failed');

  const otherPaid = await task(other.id, { amount: 777_000, paidAt: midMonth(0) });
  await task(other.id, { amount: 123, postedAt: midMonth(0) });
  otherPayment = await payment(other.id, [otherPaid], midMonth(0));
});
afterAll(() => t.close());

describe('GET /v1/influencer/payment/stats/mine', () => {
  it('counts tasks and sums final amounts per status, and the 12-month series', async () => {
    const res = await get('/v1/influencer/payment/stats/mine', me.token);
    expect(res.statusCode).toBe(200);
    const data = paymentSummary.parse(res.json().data);
    // Paid: 1000 + 2000 + 5000 + 700 (four tasks, three payments); failed-payment task still pending.
    expect(data.paid).toEqual({ count: 4, totalAmount: 8700 });
    expect(data.pending).toEqual({ count: 3, totalAmount: 3000 + 4500 + 650 });
    expect(data.monthly).toHaveLength(12);
    // No due dates on these factory tasks, so nothing counts as paid late (payout-promises.test.ts).
    expect(data.monthly.at(-1)).toEqual({ month: monthOf(new Date()), paid: 3000, pending: 3000, late: 0 });
    expect(data.monthly.at(-2)).toEqual({ month: monthOf(midMonth(1)), paid: 0, pending: 4500, late: 0 });
    expect(data.monthly.at(-3)).toEqual({ month: monthOf(midMonth(2)), paid: 5000, pending: 0, late: 0 });
    expect(data.monthly.at(-4)).toEqual({ month: monthOf(midMonth(3)), paid: 0, pending: 650, late: 0 });
    expect(data.monthly[0]?.month).toBe(monthOf(midMonth(11)));
    // The 13-month-old payment is outside the chart.
    expect(data.monthly.reduce((s, m) => s + m.paid, 0)).toBe(8000);
  });

  it('answers zeros and twelve empty months for a creator with no payments', async () => {
    const data = (await get('/v1/influencer/payment/stats/mine', empty.token)).json().data;
    expect(data.paid).toEqual({ count: 0, totalAmount: 0 });
    expect(data.pending).toEqual({ count: 0, totalAmount: 0 });
    expect(
      data.monthly.every((m: { paid: number; pending: number }) => m.paid === 0 && m.pending === 0),
    ).toBe(true);
  });

  it('is for creators only', async () => {
    const staff = await createStaff(t.db, { role: 'admin' });
    const res = await get('/v1/influencer/payment/stats/mine', await tokenFor(t.db, { staffId: staff.id }));
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/influencer/payment/stats/mine' })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /v1/influencer/payment/get', () => {
  it("lists only the caller's paid records, newest first, with tasks and a signed receipt URL", async () => {
    const res = await get('/v1/influencer/payment/get', me.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data.map((d: unknown) => paymentRecord.parse(d));
    expect(data.map((d: { _id: string }) => d._id).slice(0, 2)).toEqual([recentPayment, oldPayment]);
    expect(data).toHaveLength(3);
    expect(data.map((d: { _id: string }) => d._id)).not.toContain(failedPayment);
    expect(data.map((d: { _id: string }) => d._id)).not.toContain(otherPayment);
    const recent = data[0];
    expect(recent).toMatchObject({ totalAmount: 3000, paymentMethod: 'UPI', status: 'paid' });
    expect(recent.paymentReceipt).toMatch(/^\/files\/[0-9a-f-]{36}\?expires=\d+&signature=[0-9a-f]+$/);
    expect(recent.tasks).toHaveLength(2);
    expect(recent.tasks).toContainEqual({
      applicationId: applicationCode(paidA.id),
      taskId: paidA.campaignId,
      _id: paidA.id,
      campaign: { event_name: expect.any(String), campaign_id: paidA.code },
      final_amount: 1000,
      payoutDueDate: null,
      payoutState: null,
    });
  });

  it('filters by inclusive Asia/Kolkata days', async () => {
    const c = await creator();
    const tasks = await Promise.all(
      [1, 2, 3, 4].map((n) => task(c.id, { amount: n * 100, paidAt: new Date() })),
    );
    const [first, last, after, before] = [
      await payment(c.id, [tasks[0]!], ist('2025-03-01T00:10:00')),
      await payment(c.id, [tasks[1]!], ist('2025-03-31T23:50:00')),
      await payment(c.id, [tasks[2]!], ist('2025-04-01T00:05:00')),
      await payment(c.id, [tasks[3]!], ist('2025-02-28T23:59:00')),
    ];
    const ids = async (q: string) =>
      (await get(`/v1/influencer/payment/get${q}`, c.token)).json().data.map((d: { _id: string }) => d._id);
    expect(await ids('?startDate=2025-03-01&endDate=2025-03-31')).toEqual([last, first]);
    expect(await ids('?startDate=2025-03-31&endDate=2025-03-31')).toEqual([last]);
    expect(await ids('?startDate=2025-04-01')).toEqual([after]);
    expect(await ids('?endDate=2025-02-28')).toEqual([before]);
    expect(await ids('?startDate=&endDate=')).toHaveLength(4);
  });

  it('refuses a To date before the From date, and a malformed date, with a clear 400', async () => {
    const res = await get('/v1/influencer/payment/get?startDate=2025-03-10&endDate=2025-03-09', me.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The To date cannot be before the From date.');
    const bad = await get('/v1/influencer/payment/get?startDate=10-03-2025', me.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Use a date such as 2030-01-31.');
  });

  it("never shows another creator's payments", async () => {
    const data = (await get('/v1/influencer/payment/get', other.token)).json().data;
    expect(data.map((d: { _id: string }) => d._id)).toEqual([otherPayment]);
  });
});

describe('GET /v1/influencer/payment/details', () => {
  const details = async (q: string, token = me.token) => {
    const res = await get(`/v1/influencer/payment/details${q}`, token);
    expect(res.statusCode).toBe(200);
    return res.json().data.map((d: unknown) => paymentListItem.parse(d));
  };
  const keys = (items: { kind: string; _id: string }[]) => items.map((i) => `${i.kind}:${i._id}`);

  it('paid: the paid payment records', async () => {
    expect(keys(await details('?status=paid')).slice(0, 2)).toEqual([
      `payment:${recentPayment}`,
      `payment:${oldPayment}`,
    ]);
  });

  it('failed: only the failed records', async () => {
    const items = await details('?status=failed');
    expect(keys(items)).toEqual([`payment:${failedPayment}`]);
    expect(items[0]).toMatchObject({ status: 'failed', totalAmount: 650 });
  });

  it('pending: the final-posted unpaid tasks as task rows, newest first', async () => {
    const items = await details('?status=pending');
    expect(keys(items).slice(0, 2)).toEqual([`task:${pendingNow.id}`, `task:${pendingLastMonth.id}`]);
    expect(items[0]).toEqual({
      kind: 'task',
      _id: pendingNow.id,
      applicationId: applicationCode(pendingNow.id),
      taskId: pendingNow.campaignId,
      campaign: { event_name: expect.any(String), campaign_id: pendingNow.code },
      final_amount: 3000,
      status: 'pending',
      paymentMethod: 'UPI',
      date: expect.any(String),
      // Made final posted by the factory, before payout promises: no due date (payout-promises.test.ts).
      payoutDueDate: null,
      payoutState: null,
    });
    // Not final posted yet: not waiting for payment.
    expect(
      items.every((i: { final_amount?: number }) => i.final_amount !== 9999 && i.final_amount !== 8888),
    ).toBe(true);
  });

  it('overall: payments (paid and failed) and pending tasks together, newest first', async () => {
    const items = await details('?status=overall');
    expect(keys(items).slice(0, 3)).toEqual([
      `payment:${recentPayment}`,
      `task:${pendingNow.id}`,
      `task:${pendingLastMonth.id}`,
    ]);
    expect(keys(items)).toContain(`payment:${failedPayment}`);
    expect(items).toHaveLength(4 + 3);
    // Without a status the list is the overall one.
    expect(keys(await details(''))).toEqual(keys(items));
  });

  it('filters pending tasks by their final posted day and payments by their paid day', async () => {
    const day = monthOf(midMonth(1));
    const items = await details(`?status=overall&startDate=${day}-15&endDate=${day}-15`);
    expect(keys(items)).toEqual([`task:${pendingLastMonth.id}`]);
  });

  it('answers 400 for an unknown status or To before From', async () => {
    const bad = await get('/v1/influencer/payment/details?status=refunded', me.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('status must be one of: overall, paid, pending, failed.');
    const order = await get(
      '/v1/influencer/payment/details?status=paid&startDate=2025-01-02&endDate=2025-01-01',
      me.token,
    );
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toBe('The To date cannot be before the From date.');
  });

  it("keeps each creator's list to their own records and tasks", async () => {
    const items = await details('?status=overall', other.token);
    expect(items).toHaveLength(2);
    expect(
      items.every((i: { kind: string; final_amount?: number; totalAmount?: number }) =>
        i.kind === 'payment' ? i.totalAmount === 777_000 : i.final_amount === 123,
      ),
    ).toBe(true);
  });
});
