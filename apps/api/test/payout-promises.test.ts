import { addDays, istDay, paymentRecordText } from '@ih/contract/payout-terms';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationHistory, applications } from '../src/db/schema/pipeline.ts';
import { drainQueue } from '../src/jobs/queue.ts';
import { EVENT_CONSUMERS } from '../src/module-jobs.ts';
import { transition } from '../src/modules/applications/transitions.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign } from './factories/catalogue.ts';
import { createApplication } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { queueDeps, runQueue } from './support/queue.ts';

let t: TestContext;
let admin: string;
let member: string;
let brandId: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestContext();
  // Monday 23 Nov 2026, 10:00 in India: the tests count working days from here.
  t.clock.set(new Date('2026-11-23T10:00:00+05:30'));
  brandId = (await createBrand(t.db)).id;
  const a = await createStaff(t.db, { role: 'admin' });
  admin = await tokenFor(t.db, { staffId: a.id });
  const m = await createStaff(t.db, { role: 'brand', brandIds: [brandId] });
  member = await tokenFor(t.db, { staffId: m.id });
});
afterAll(() => t.close());

const run = () => runQueue(t, EVENT_CONSUMERS);
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: authHeader(token), ...(payload ? { payload } : {}) });

async function creator() {
  const c = await createInfluencer(t.db);
  return { id: c.id, token: await tokenFor(t.db, { influencerId: c.id }) };
}

async function application(status: 'accepted' | 'final submission', campaign: object = {}) {
  const me = await creator();
  const c = await createCampaign(t.db, { brandId, ...campaign });
  const app = await createApplication(t.db, { influencerId: me.id, campaignId: c.id, status });
  return { me, id: app.id, campaignId: c.id };
}

/** The creator submits (accepted → pending review) as the submission service does. */
const submit = (id: string, influencerId: string) =>
  t.db.transaction((tx) =>
    transition(tx, {
      applicationId: id,
      to: 'pending review',
      actor: { kind: 'influencer', id: influencerId },
      now: t.clock.now(),
    }),
  );

/** The test clock keeps running after a jump: a decision moment is "the same" within a minute. */
const nearly = (iso: string, expected: string) => Math.abs(Date.parse(iso) - Date.parse(expected)) < 60_000;

const workItem = async (token: string, campaignId: string) =>
  (await call('GET', `/v1/influencer/apply?taskId=${campaignId}`, token)).json().data[0];

const staffTitles = async (token: string) =>
  (
    (await call('GET', '/v1/admin/notifications', token)).json().data as { type: string; title: string }[]
  ).map((n) => `${n.type}|${n.title}`);

describe('payout promises', () => {
  it('shows the terms on the campaign, and the due date and its state from confirmation to payment', async () => {
    const a = await application('final submission', { payoutTermsDays: 5 });
    const campaign = (await call('GET', `/v1/influencer/active/task/${a.campaignId}`, a.me.token)).json()
      .data;
    expect(campaign).toMatchObject({ payout_terms_days: 5, auto_approve_days: 3 });

    const confirmed = await call('POST', `/v1/admin/applications/${a.id}/transition`, admin, {
      to: 'final posted',
    });
    expect(confirmed.statusCode).toBe(200);
    const due = addDays(istDay(t.clock.now()), 5); // Monday + 5 = Saturday 28 Nov
    expect(due).toBe('2026-11-28');
    expect(await workItem(a.me.token, a.campaignId)).toMatchObject({
      payoutDueDate: due,
      payoutState: 'not due',
    });
    const pending = async () =>
      (
        (await call('GET', '/v1/influencer/payment/details?status=pending', a.me.token)).json().data as {
          _id: string;
          payoutState: string;
          payoutDueDate: string;
        }[]
      ).find((r) => r._id === a.id);
    expect(await pending()).toMatchObject({ payoutDueDate: due, payoutState: 'not due' });

    // Two days before, at 09:00 in India: due, and staff of the brand are told.
    t.clock.set(new Date('2026-11-26T09:01:00+05:30'));
    await run();
    expect((await pending())?.payoutState).toBe('due');
    expect((await staffTitles(member)).some((s) => s.startsWith('staff.payout-due|Payout due soon'))).toBe(
      true,
    );

    // The day after the due date: overdue, both sides see it, staff are told again.
    t.clock.set(new Date('2026-11-29T00:05:00+05:30'));
    await run();
    expect((await pending())?.payoutState).toBe('overdue');
    expect(await workItem(a.me.token, a.campaignId)).toMatchObject({ payoutState: 'overdue' });
    expect((await staffTitles(admin)).some((s) => s.startsWith('staff.payout-overdue|Payout overdue'))).toBe(
      true,
    );

    const [row] = await t.db.select().from(applications).where(eq(applications.id, a.id));
    const paid = await call('POST', '/v1/admin/payments', admin, {
      influencerId: row!.influencerId,
      applicationIds: [a.id],
      paymentMethod: 'UPI',
    });
    expect(paid.statusCode).toBe(201);
    const record = (await call('GET', '/v1/influencer/payment/details?status=paid', a.me.token)).json()
      .data[0];
    expect(record.tasks[0]).toMatchObject({ payoutDueDate: due, payoutState: 'paid late' });
    // The earnings chart marks it: November's paid rupees include it as paid late.
    const summary = (await call('GET', '/v1/influencer/payment/stats/mine', a.me.token)).json().data;
    const november = summary.monthly.find((m: { month: string }) => m.month === '2026-11');
    expect(november.late).toBe(november.paid);
    expect(november.late).toBeGreaterThan(0);
  });

  it('tells nobody a payout is due once it is paid', async () => {
    t.clock.set(new Date('2026-11-23T10:00:00+05:30'));
    const a = await application('final submission', { payoutTermsDays: 7 });
    await call('POST', `/v1/admin/applications/${a.id}/transition`, admin, { to: 'final posted' });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, a.id));
    await call('POST', '/v1/admin/payments', admin, {
      influencerId: row!.influencerId,
      applicationIds: [a.id],
      paymentMethod: 'UPI',
    });
    const payoutNotes = async () =>
      (await staffTitles(admin)).filter((s) => s.startsWith('staff.payout-')).length;
    const before = await payoutNotes();
    t.clock.advance(10 * DAY);
    await run();
    expect(await payoutNotes()).toBe(before);
    expect(await workItem(a.me.token, a.campaignId)).toMatchObject({ payoutState: 'paid on time' });
  });
});

describe('staff payouts', () => {
  it('lists what is owed by due date, overdue first with days late', async () => {
    t.clock.set(new Date('2026-11-23T10:00:00+05:30'));
    const late = await application('final submission', { payoutTermsDays: 1 });
    const big = await application('final submission', { payoutTermsDays: 30 });
    await call('POST', `/v1/admin/applications/${late.id}/transition`, admin, { to: 'final posted' });
    await call('POST', `/v1/admin/applications/${big.id}/transition`, admin, { to: 'final posted' });
    await t.db.update(applications).set({ finalAmount: 90_000 }).where(eq(applications.id, big.id));
    t.clock.set(new Date('2026-11-27T10:00:00+05:30')); // due 24 Nov: 3 days late
    const owed = (await call('GET', '/v1/admin/payments/owed', admin)).json().data as {
      influencer: { _id: string };
      daysLate: number;
      nextDueDate: string;
      tasks: { _id: string; payoutState: string; daysLate: number }[];
    }[];
    const mine = owed.filter((e) => [late.me.id, big.me.id].includes(e.influencer._id));
    expect(mine.map((e) => e.influencer._id)).toEqual([late.me.id, big.me.id]);
    expect(mine[0]).toMatchObject({ daysLate: 3, nextDueDate: '2026-11-24' });
    expect(mine[0]!.tasks[0]).toMatchObject({ payoutState: 'overdue', daysLate: 3 });
    expect(mine[1]!.tasks[0]).toMatchObject({ payoutState: 'not due', daysLate: 0 });
  });
});

describe('decisions when the brand is silent', () => {
  it('approves work left in pending review for the working days, once, and says so', async () => {
    t.clock.set(new Date('2026-11-27T10:00:00+05:30')); // Friday
    const a = await application('accepted');
    await submit(a.id, a.me.id);
    const item = await workItem(a.me.token, a.campaignId);
    // Friday + 3 working days = Wednesday 2 Dec, same time.
    expect(nearly(item.autoDecisionAt, '2026-12-02T10:00:00+05:30')).toBe(true);

    t.clock.set(new Date('2026-12-02T09:59:00+05:30'));
    await run();
    expect((await workItem(a.me.token, a.campaignId)).status).toBe('pending review');

    t.clock.set(new Date('2026-12-02T10:01:00+05:30'));
    const deps = queueDeps(t, EVENT_CONSUMERS);
    await Promise.all([drainQueue(deps), drainQueue(deps)]);
    await run();
    const after = await workItem(a.me.token, a.campaignId);
    expect(after).toMatchObject({ status: 'approved', autoDecisionAt: null });
    const moves = await t.db
      .select()
      .from(applicationHistory)
      .where(and(eq(applicationHistory.applicationId, a.id), eq(applicationHistory.toStatus, 'approved')));
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ actorKind: 'system' });
    expect(moves[0]!.note).toBe(
      'Approved automatically: the brand team did not respond within 3 working days.',
    );
    const creatorNotes = (await call('GET', '/v1/influencer/notifications', a.me.token)).json().data;
    expect(creatorNotes[0].body).toMatch(/approved automatically/);
    expect(
      (await staffTitles(member)).some((s) =>
        s.startsWith('staff.auto-decision|Work approved automatically'),
      ),
    ).toBe(true);
  });

  it('never decides after a staff decision came first', async () => {
    t.clock.set(new Date('2026-11-23T10:00:00+05:30'));
    const a = await application('accepted');
    await submit(a.id, a.me.id);
    const rework = await call('POST', `/v1/admin/applications/${a.id}/transition`, admin, {
      to: 'rework',
      reason: 'Brighter',
    });
    expect(rework.statusCode).toBe(200);
    t.clock.advance(10 * DAY);
    await run();
    expect(await workItem(a.me.token, a.campaignId)).toMatchObject({
      status: 'rework',
      autoDecisionAt: null,
    });
  });

  it('confirms posts left unconfirmed, skipping a holiday from the settings', async () => {
    const holiday = await call('PUT', '/v1/admin/settings', admin, { holidays: ['2026-11-25'] });
    expect(holiday.statusCode).toBe(200);
    t.clock.set(new Date('2026-11-23T10:00:00+05:30'));
    const a = await application('final submission');
    const [row] = await t.db.select().from(applications).where(eq(applications.id, a.id));
    // The factory put it in final submission directly; the creator's post call would set the timer.
    await t.db.update(applications).set({ status: 'approved' }).where(eq(applications.id, row!.id));
    await t.db.transaction((tx) =>
      transition(tx, {
        applicationId: a.id,
        to: 'final submission',
        actor: { kind: 'influencer', id: a.me.id },
        now: t.clock.now(),
      }),
    );
    // Monday + 3 working days, Wednesday a holiday = Friday.
    expect(
      nearly((await workItem(a.me.token, a.campaignId)).autoDecisionAt, '2026-11-27T10:00:00+05:30'),
    ).toBe(true);
    t.clock.set(new Date('2026-11-27T10:01:00+05:30'));
    await run();
    expect(await workItem(a.me.token, a.campaignId)).toMatchObject({
      status: 'final posted',
      payoutState: 'not due',
    });
    await call('PUT', '/v1/admin/settings', admin, { holidays: [] });
  });
});

describe("brands' payment record", () => {
  it('shows the on-time rate and median days to pay once 5 payouts fell due in 90 days, else null', async () => {
    t.clock.set(new Date('2026-11-23T10:00:00+05:30'));
    const proven = (await createBrand(t.db)).id;
    const fresh = (await createBrand(t.db)).id;
    const me = await creator();
    const posted = async (brand: string, due: string, paidOn: string | null, postedOn: string) => {
      const c = await createCampaign(t.db, { brandId: brand });
      const app = await createApplication(t.db, {
        influencerId: me.id,
        campaignId: c.id,
        status: 'final posted',
      });
      await t.db
        .update(applications)
        .set({
          payoutDueDate: due,
          finalPostedAt: new Date(`${postedOn}T12:00:00+05:30`),
          ...(paidOn ? { paidAt: new Date(`${paidOn}T12:00:00+05:30`), paymentStatus: 'paid' as const } : {}),
        })
        .where(eq(applications.id, app.id));
      return c.id;
    };
    // Five due in the window: four paid by the due date (2, 3, 5, 6 days after posting), one late (10).
    const campaignId = await posted(proven, '2026-11-10', '2026-11-05', '2026-11-03');
    await posted(proven, '2026-11-10', '2026-11-06', '2026-11-03');
    await posted(proven, '2026-11-10', '2026-11-08', '2026-11-03');
    await posted(proven, '2026-11-10', '2026-11-09', '2026-11-03');
    await posted(proven, '2026-11-10', '2026-11-13', '2026-11-03');
    // Outside the window (due more than 90 days ago) and not yet due: not counted.
    await posted(proven, '2026-08-01', '2026-08-20', '2026-07-25');
    await posted(proven, '2026-12-20', null, '2026-11-20');
    for (let i = 0; i < 3; i++) await posted(fresh, '2026-11-10', '2026-11-05', '2026-11-03');

    const brand = (id: string) => call('GET', `/v1/influencer/brand/get/${id}`, me.token);
    expect((await brand(proven)).json().data.brand).toMatchObject({
      onTimePayoutRate: 0.8,
      medianDaysToPay: 5,
      duePayoutsCounted: 5,
    });
    expect((await brand(fresh)).json().data.brand).toMatchObject({
      onTimePayoutRate: null,
      medianDaysToPay: null,
      duePayoutsCounted: 3,
    });
    const campaign = (await call('GET', `/v1/influencer/active/task/${campaignId}`, me.token)).json().data;
    expect(campaign.basic_info.brand_id).toMatchObject({
      _id: proven,
      onTimePayoutRate: 0.8,
      duePayoutsCounted: 5,
    });
    const staffView = (await call('GET', `/v1/admin/brands/${proven}`, admin)).json().data;
    expect(staffView).toMatchObject({ onTimePayoutRate: 0.8, medianDaysToPay: 5 });

    // Staff see the late ones: paid after the due date, or unpaid past it, most days late first.
    await posted(proven, '2026-11-19', null, '2026-11-12');
    const late = await call('GET', `/v1/admin/brands/${proven}/late-payouts`, admin);
    expect(late.statusCode).toBe(200);
    expect(
      late
        .json()
        .data.map((p: { payoutDueDate: string; paidAt: string | null; daysLate: number }) => [
          p.payoutDueDate,
          p.paidAt === null,
          p.daysLate,
        ]),
    ).toEqual([
      ['2026-11-19', true, 4],
      ['2026-11-10', false, 3],
    ]);
    // A member of another brand is told the brand does not exist.
    expect((await call('GET', `/v1/admin/brands/${proven}/late-payouts`, member)).statusCode).toBe(404);
  });
});

describe("brands' payment record below 5 due payouts (issue 26)", () => {
  it('states the facts that exist, and "New on Influence Hub" only with no due payout at all', async () => {
    t.clock.set(new Date('2026-11-23T10:00:00+05:30'));
    const me = await creator();
    const posted = async (brand: string, due: string, paidOn: string | null) => {
      const c = await createCampaign(t.db, { brandId: brand });
      const app = await createApplication(t.db, {
        influencerId: me.id,
        campaignId: c.id,
        status: 'final posted',
      });
      await t.db
        .update(applications)
        .set({
          payoutDueDate: due,
          ...(paidOn ? { paidAt: new Date(`${paidOn}T12:00:00+05:30`), paymentStatus: 'paid' as const } : {}),
        })
        .where(eq(applications.id, app.id));
      return c.id;
    };
    const good = (await createBrand(t.db)).id;
    const owing = (await createBrand(t.db)).id;
    const notYet = (await createBrand(t.db)).id;
    const none = (await createBrand(t.db)).id;
    await posted(good, '2026-11-10', '2026-11-09');
    await posted(good, '2026-11-15', '2026-11-15');
    // Owed 19 days past a due date, long before the 90-day window too: still counted as owed.
    await posted(owing, '2026-11-04', null);
    await posted(owing, '2026-07-01', null);
    await posted(owing, '2026-11-12', '2026-11-14');
    await posted(notYet, '2026-12-01', null);
    await createCampaign(t.db, { brandId: none });

    const record = async (id: string) => {
      const b = (await call('GET', `/v1/influencer/brand/get/${id}`, me.token)).json().data.brand;
      return { ...b, text: paymentRecordText(b) };
    };
    expect(await record(good)).toMatchObject({
      onTimePayoutRate: null,
      paidOnTimeCount: 2,
      paidCount: 2,
      overduePayouts: 0,
      longestOverdueDays: null,
      text: '2 of 2 paid on time',
    });
    expect(await record(owing)).toMatchObject({
      overduePayouts: 2,
      longestOverdueDays: 145,
      paidOnTimeCount: 0,
      paidCount: 1,
      text: '2 payouts overdue, the oldest by 145 days · 0 of 1 paid on time',
    });
    expect((await record(notYet)).text).toBe('New on Influence Hub');
    expect((await record(none)).text).toBe('New on Influence Hub');

    // One payout owed 19 days, nothing else: said as such, never "New".
    const single = (await createBrand(t.db)).id;
    await posted(single, '2026-11-04', null);
    expect((await record(single)).text).toBe('1 payout overdue by 19 days');
  });
});

describe('platform settings', () => {
  it('lets admins set defaults new campaigns take, refuses brand staff and bad values', async () => {
    expect((await call('PUT', '/v1/admin/settings', member, { payout_terms_days: 10 })).statusCode).toBe(403);
    const bad = await call('PUT', '/v1/admin/settings', admin, {
      payout_terms_days: 0,
      holidays: ['25-12-2026'],
    });
    expect(bad.statusCode).toBe(400);
    const ok = await call('PUT', '/v1/admin/settings', admin, {
      payout_terms_days: 10,
      holidays: ['2026-12-25', '2026-12-25'],
    });
    expect(ok.json().data).toEqual({ payout_terms_days: 10, auto_approve_days: 3, holidays: ['2026-12-25'] });
    expect((await call('GET', '/v1/admin/settings', member)).json().data.payout_terms_days).toBe(10);
    await call('PUT', '/v1/admin/settings', admin, { payout_terms_days: 7, holidays: [] });
  });
});
