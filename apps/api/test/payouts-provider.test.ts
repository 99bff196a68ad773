import { adminPaymentRecord } from '@ih/contract/admin-payments';
import { PAYOUT_MESSAGES } from '@ih/contract/payouts-messages';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { notifications } from '../src/db/schema/notifications.ts';
import { payments } from '../src/db/schema/payments.ts';
import { payoutAttempts } from '../src/db/schema/payouts.ts';
import { applications } from '../src/db/schema/pipeline.ts';
import { EVENT_CONSUMERS } from '../src/module-jobs.ts';
import { payoutCrashPoints, sendPayout } from '../src/modules/payouts/pay.ts';
import { nextSummaryAt } from '../src/modules/payouts/payout-state.ts';
import { ensureSummaryTimer } from '../src/modules/payouts/summary.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand } from './factories/catalogue.ts';
import { createPayableTask } from './factories/payments.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { pdfText } from './support/pdf-text.ts';
import { makeRetriesDue, queueDeps, runQueue } from './support/queue.ts';
import {
  type RazorpayXStandin,
  type StandinPayout,
  standinEnv,
  startRazorpayXStandin,
} from './support/razorpayx-standin.ts';

/*
 * Design §18, issue 30: payouts through RazorpayX, against a stand-in that speaks its documented API.
 * A payment is paid at most once whatever the clicks, retries, timeouts and crashes: the stand-in
 * counts the payouts made per idempotency key and every case asserts one.
 */

let t: TestContext;
let rzp: RazorpayXStandin;
let admin: string;
let brandId: string;
let brandStaffId: string;

const logLines: string[] = [];
const MIN = 60_000;

beforeAll(async () => {
  rzp = await startRazorpayXStandin();
  t = await createTestContext({
    env: { ...standinEnv(rzp), LOG_LEVEL: 'info' },
    logDestination: { write: (line: string) => void logLines.push(line) } as unknown as NodeJS.WritableStream,
  });
  brandId = (await createBrand(t.db)).id;
  admin = await tokenFor(t.db, {
    staffId: (await createStaff(t.db, { role: 'admin', email: 'payout-admin@example.com' })).id,
  });
  brandStaffId = (await createStaff(t.db, { role: 'brand', brandIds: [brandId] })).id;
});
afterAll(async () => {
  await t.close();
  await rzp.close();
});
afterEach(() => {
  payoutCrashPoints.afterProviderAnswer = null;
});

const queue = () => runQueue(t, EVENT_CONSUMERS);
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? authHeader(token) : {}, ...(payload ? { payload } : {}) });

/** A creator who saved UPI and bank details through the profile, the bank's name for them as given. */
async function creatorWithDetails(opts: { name?: string; nameAtBank?: string; upi?: string } = {}) {
  const name = opts.name ?? 'Meera Iyer';
  const c = await createInfluencer(t.db, { name, upiId: null });
  const token = await tokenFor(t.db, { influencerId: c.id });
  const upi = opts.upi ?? `meera.${c.id.slice(0, 8)}@okicici`;
  if (opts.nameAtBank) rzp.namesAtBank.set(upi, opts.nameAtBank);
  const account = `50100${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const res = await inject('PUT', '/v1/influencer/profile', token, {
    state: 'Karnataka',
    bank_details: {
      account_holder_name: name,
      account_number: account,
      account_type: 'Savings',
      ifsc_code: 'HDFC0001234',
      bank_name: 'HDFC Bank',
      upi_id: upi,
      branch_name: 'Indiranagar',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: c.id, token, upi, account };
}

const profileOf = async (token: string) => (await inject('GET', '/v1/influencer/profile', token)).json().data;

async function pay(influencerId: string, applicationIds: string[], extra: object = {}) {
  return inject('POST', '/v1/admin/payments', admin, {
    influencerId,
    applicationIds,
    paymentMethod: 'UPI',
    ...extra,
  });
}

async function paidCreator(amount = 5000) {
  const c = await creatorWithDetails();
  await queue();
  const task = await createPayableTask(t.db, { influencerId: c.id, brandId, amount });
  const res = await pay(c.id, [task.id]);
  expect(res.statusCode, res.body).toBe(201);
  return { c, task, payment: adminPaymentRecord.parse(res.json().data) };
}

const paymentRow = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const attemptsOfPayment = (id: string) =>
  t.db
    .select()
    .from(payoutAttempts)
    .where(eq(payoutAttempts.paymentId, id))
    .orderBy(payoutAttempts.attemptNo);
const standinPayoutOf = async (paymentId: string, attemptNo = 1): Promise<StandinPayout> => {
  const attempt = (await attemptsOfPayment(paymentId))[attemptNo - 1]!;
  const p = rzp.payoutByReference(attempt.id);
  if (!p) throw new Error('the stand-in has no payout for this attempt');
  return p;
};
const webhook = (
  payout: StandinPayout,
  opts: { event?: string; eventId?: string; badSignature?: boolean } = {},
) => {
  const { payload, headers } = rzp.signedWebhook(payout, opts);
  return t.app.inject({ method: 'POST', url: '/v1/webhooks/razorpayx', headers, payload });
};
/** Moves the payout at the stand-in and tells us by webhook (the delivery the bank would make). */
async function settle(
  paymentId: string,
  status: StandinPayout['status'],
  opts: { utr?: string; attemptNo?: number } = {},
) {
  const p = await standinPayoutOf(paymentId, opts.attemptNo);
  await rzp.settle(p.id, status, { ...opts, send: false });
  const res = await webhook(p);
  expect(res.statusCode, res.body).toBe(200);
  return p;
}
const creatorPayment = async (token: string, id: string) => {
  const res = await inject('GET', '/v1/influencer/payment/details?status=paid&limit=100', token);
  return (res.json().data as { _id: string; payoutStatus: string; utr: string | null }[]).find(
    (r) => r._id === id,
  );
};
/** The work row the creator sees for an application (its fee, payout state and UTR). */
const workRow = async (token: string, applicationId: string) => {
  const res = await inject('GET', '/v1/influencer/apply?page=1&limit=50', token);
  return (
    res.json().data as {
      _id: string;
      netAmount: number | null;
      payoutStatus: string | null;
      utr: string | null;
    }[]
  ).find((r) => r._id === applicationId);
};
const notesOf = (recipientId: string) =>
  t.db.select().from(notifications).where(eq(notifications.recipientId, recipientId));

describe('configuration', () => {
  it('is manual by default, and a provider needs all its settings', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: t.dataDir, APP_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).payouts).toEqual({ provider: 'manual' });
    expect(() => loadConfig({ ...base, PAYOUT_PROVIDER: 'razorpayx' })).toThrow(
      /RAZORPAYX_KEY_ID is required/,
    );
    expect(loadConfig({ ...base, ...standinEnv(rzp) }).payouts).toMatchObject({
      provider: 'razorpayx',
      baseUrl: rzp.url,
    });
  });
});

describe('verified destinations', () => {
  it('checks saved UPI and bank details with the bank once, in the background, and shows the name at the bank', async () => {
    const c = await creatorWithDetails();
    expect(await profileOf(c.token)).toMatchObject({
      payoutDestinationVerified: false,
      payoutDestinationProblem: PAYOUT_MESSAGES.destinationPending,
    });
    await queue();
    expect(await profileOf(c.token)).toMatchObject({
      payoutDestinationVerified: true,
      nameAtBank: 'Meera Iyer',
      payoutDestinationProblem: null,
    });
    const validations = rzp.requests.filter((r) => r.path === '/v1/fund_accounts/validations');
    // Saving the same details again checks nothing again.
    const before = validations.length;
    const again = await inject('PUT', '/v1/influencer/profile', c.token, {
      state: 'Karnataka',
      bank_details: {
        account_holder_name: 'Meera Iyer',
        account_number: `XXXXXX${c.account.slice(-4)}`,
        ifsc_code: 'HDFC0001234',
        upi_id: c.upi,
      },
    });
    expect(again.statusCode).toBe(200);
    await queue();
    expect(rzp.requests.filter((r) => r.path === '/v1/fund_accounts/validations')).toHaveLength(before);
  });

  it('never logs the account number or the UPI id, and keeps the account number sealed at rest', async () => {
    const c = await creatorWithDetails();
    await queue();
    const log = logLines.join('\n');
    expect(log).not.toContain(c.account);
    expect(log).not.toContain(c.upi);
    // It did go to the provider (the fund account), and only there.
    expect(rzp.requests.some((r) => r.body.includes(c.account))).toBe(true);
    const { rows } = await t.database.pool.query(
      'select bank_account_number_encrypted from influencers where id = $1',
      [c.id],
    );
    expect(rows[0].bank_account_number_encrypted).not.toContain(c.account);
  });

  it('says why not when the bank calls the UPI id invalid, and refuses to pay it', async () => {
    const upi = `nobody.${Date.now()}@okaxis`;
    rzp.invalid.add(upi);
    const c = await creatorWithDetails({ upi });
    await queue();
    const profile = await profileOf(c.token);
    expect(profile.payoutDestinationVerified).toBe(false);
    expect(profile.payoutDestinationProblem).toMatch(/not active/);
    const task = await createPayableTask(t.db, { influencerId: c.id, brandId });
    const res = await pay(c.id, [task.id]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PAYOUT_MESSAGES.destinationInvalid);
  });

  it('flags a name at the bank that is not the creator’s; an admin approves the exception with a reason, then pay works', async () => {
    const c = await creatorWithDetails({ name: 'Kavya Nair', nameAtBank: 'Suresh Traders' });
    await queue();
    const owed0 = await inject('GET', `/v1/admin/payments/owed?influencerId=${c.id}`, admin);
    expect(owed0.statusCode).toBe(200);
    const task = await createPayableTask(t.db, { influencerId: c.id, brandId });
    const owed = (await inject('GET', `/v1/admin/payments/owed?influencerId=${c.id}`, admin)).json().data[0];
    expect(owed.payoutDestinations).toContainEqual(
      expect.objectContaining({
        kind: 'upi',
        status: 'verified',
        nameAtBank: 'Suresh Traders',
        flagged: true,
      }),
    );
    const refused = await pay(c.id, [task.id]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(PAYOUT_MESSAGES.nameMismatch('Suresh Traders'));
    // Brand staff may not approve; a reason is needed.
    const brandToken = await tokenFor(t.db, { staffId: brandStaffId });
    const url = `/v1/admin/influencers/${c.id}/payout-destination/approve`;
    expect(
      (await inject('POST', url, brandToken, { kind: 'upi', reason: 'Family business account' })).statusCode,
    ).toBe(403);
    expect((await inject('POST', url, admin, { kind: 'upi', reason: '' })).statusCode).toBe(400);
    const ok = await inject('POST', url, admin, {
      kind: 'upi',
      reason: 'Her registered sole proprietorship',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      flagged: true,
      exceptionReason: 'Her registered sole proprietorship',
    });
    expect((await pay(c.id, [task.id])).statusCode).toBe(201);
  });

  it('matches names as banks write them (order, initials, titles)', async () => {
    const { namesMatch } = await import('../src/modules/payouts/names.ts');
    expect(namesMatch('IYER MEERA', ['Meera Iyer'])).toBe(true);
    expect(namesMatch('MEERA S IYER', ['Meera Iyer'])).toBe(true);
    expect(namesMatch('Mr. Ravi Kumar', ['Ravi Kumar Sharma'])).toBe(true);
    expect(namesMatch('Suresh Traders', ['Meera Iyer', 'Meera Iyer'])).toBe(false);
    expect(namesMatch('', ['Meera Iyer'])).toBe(false);
  });
});

describe('paying through the provider', () => {
  it('Pay answers at once (queued); a job makes one payout for the net amount keyed by the payment id; processed shows the UTR', async () => {
    const { c, task, payment } = await paidCreator(5000);
    expect(payment.payoutStatus).toBe('queued');
    expect(payment.utr).toBeNull();
    expect(payment.payoutAttempts).toMatchObject([
      { attemptNo: 1, idempotencyKey: payment._id, status: 'queued' },
    ]);
    // The creator hears the money is on its way, on the payments page and on the work itself: nothing
    // is "received" yet.
    expect((await creatorPayment(c.token, payment._id))?.payoutStatus).toBe('queued');
    expect(await workRow(c.token, task.id)).toMatchObject({
      payoutStatus: 'queued',
      netAmount: null,
      utr: null,
    });
    await queue();
    expect(rzp.payoutsPerKey.get(payment._id)).toBe(1);
    const sent = await standinPayoutOf(payment._id);
    expect(sent.amount).toBe(Math.round(payment.netAmount * 100));
    expect(sent.mode).toBe('UPI');
    expect((await paymentRow(payment._id)).payoutStatus).toBe('processing');
    expect((await notesOf(c.id)).map((n) => n.type)).toContain('payment.processing');
    const receiptUrl = `/v1/influencer/payment/${payment._id}/receipt`;
    expect(await pdfText((await inject('GET', receiptUrl, c.token)).rawPayload)).toContain(
      'Status: Processing',
    );

    await settle(payment._id, 'processed', { utr: 'HDFCN52026112700001' });
    await queue();
    expect(await creatorPayment(c.token, payment._id)).toMatchObject({
      payoutStatus: 'processed',
      utr: 'HDFCN52026112700001',
    });
    expect(await workRow(c.token, task.id)).toMatchObject({
      payoutStatus: 'processed',
      netAmount: payment.netAmount,
      utr: 'HDFCN52026112700001',
    });
    // The receipt is drawn again with the bank's reference.
    expect(await pdfText((await inject('GET', receiptUrl, c.token)).rawPayload)).toContain(
      'HDFCN52026112700001',
    );
    const made = (await notesOf(c.id)).find((n) => n.type === 'payment.made');
    expect(made?.body).toContain('UTR HDFCN52026112700001');
    const [row] = await t.db.select().from(applications).where(eq(applications.id, task.id));
    expect(row?.paymentStatus).toBe('paid');
    expect(rzp.payoutsPerKey.get(payment._id)).toBe(1);
  });

  it('a double click pays once: the second call is refused and the provider sees one payout', async () => {
    const c = await creatorWithDetails();
    await queue();
    const task = await createPayableTask(t.db, { influencerId: c.id, brandId });
    const [r1, r2] = await Promise.all([pay(c.id, [task.id]), pay(c.id, [task.id])]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([201, 409]);
    const paymentId = (r1.statusCode === 201 ? r1 : r2).json().data._id;
    await queue();
    await queue();
    expect(rzp.payoutsPerKey.get(paymentId)).toBe(1);
  });

  it('a timeout after the provider took the payout: the retry with the same key gets the same payout, never a second', async () => {
    const c = await creatorWithDetails();
    await queue();
    const task = await createPayableTask(t.db, { influencerId: c.id, brandId });
    rzp.dropAfterTakingNext();
    const res = await pay(c.id, [task.id]);
    const paymentId = res.json().data._id;
    await queue();
    expect(rzp.payoutsPerKey.get(paymentId)).toBe(1);
    expect((await paymentRow(paymentId)).payoutStatus).toBe('queued');
    await makeRetriesDue(t);
    await queue();
    expect(rzp.requestsPerKey.get(paymentId)).toBe(2);
    expect(rzp.payoutsPerKey.get(paymentId)).toBe(1);
    expect((await paymentRow(paymentId)).payoutStatus).toBe('processing');
    expect((await attemptsOfPayment(paymentId))[0]?.providerPayoutId).toBe(
      (await standinPayoutOf(paymentId)).id,
    );
  });

  it('two processes sending the same attempt at once make one payout', async () => {
    const c = await creatorWithDetails();
    await queue();
    const task = await createPayableTask(t.db, { influencerId: c.id, brandId });
    const paymentId = (await pay(c.id, [task.id])).json().data._id;
    const [attempt] = await attemptsOfPayment(paymentId);
    const deps = { db: t.db, clock: t.clock, config: t.config, log: { info() {}, warn() {}, error() {} } };
    // As two workers would, each with its own connection, before either has committed.
    await Promise.all([sendPayout(deps, attempt!.id), sendPayout(deps, attempt!.id), queue()]);
    expect(rzp.payoutsPerKey.get(paymentId)).toBe(1);
    expect((await paymentRow(paymentId)).payoutStatus).toBe('processing');
  });

  it('5xx answers are retried with the same key', async () => {
    const c = await creatorWithDetails();
    await queue();
    const task = await createPayableTask(t.db, { influencerId: c.id, brandId });
    rzp.failNextPayouts(2, 503);
    const paymentId = (await pay(c.id, [task.id])).json().data._id;
    for (let i = 0; i < 3; i++) {
      await queue();
      await makeRetriesDue(t);
    }
    expect(rzp.requestsPerKey.get(paymentId)).toBe(3);
    expect(rzp.payoutsPerKey.get(paymentId)).toBe(1);
    expect((await paymentRow(paymentId)).payoutStatus).toBe('processing');
  });

  it('the crash case: killed between the provider’s answer and our commit, the run again pays nothing twice', async () => {
    const c = await creatorWithDetails();
    await queue();
    const task = await createPayableTask(t.db, { influencerId: c.id, brandId });
    let crashes = 0;
    payoutCrashPoints.afterProviderAnswer = () => {
      if (crashes++ === 0) throw new Error('killed -9');
    };
    const paymentId = (await pay(c.id, [task.id])).json().data._id;
    await queue();
    // The provider made the payout; we recorded nothing of its answer.
    expect(rzp.payoutsPerKey.get(paymentId)).toBe(1);
    const [attempt] = await attemptsOfPayment(paymentId);
    expect(attempt).toMatchObject({ status: 'queued', providerPayoutId: null });
    await makeRetriesDue(t);
    await queue();
    expect(crashes).toBe(2);
    expect(rzp.requestsPerKey.get(paymentId)).toBe(2);
    expect(rzp.payoutsPerKey.get(paymentId)).toBe(1);
    expect((await paymentRow(paymentId)).payoutStatus).toBe('processing');
  });

  it('a refusal (4xx) fails the attempt: the work is due again and staff may send it again with a new key', async () => {
    const { c, task, payment } = await paidCreator();
    await queue();
    await settle(payment._id, 'failed');
    await queue();
    const row = await paymentRow(payment._id);
    expect(row.payoutStatus).toBe('failed');
    const [app] = await t.db.select().from(applications).where(eq(applications.id, task.id));
    expect(app).toMatchObject({ paymentStatus: 'pending', paidAt: null });
    expect((await notesOf(c.id)).map((n) => n.type)).toContain('payment.failed');
    const staffNotes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'staff.payout-failed'));
    expect(staffNotes.length).toBeGreaterThan(0);
    // Not in the owed list twice: it is paid by sending its payment again.
    const owed = (await inject('GET', `/v1/admin/payments/owed?influencerId=${c.id}`, admin)).json().data;
    expect(owed).toEqual([]);

    const retryUrl = `/v1/admin/payments/${payment._id}/payout/retry`;
    const [r1, r2] = await Promise.all([inject('POST', retryUrl, admin), inject('POST', retryUrl, admin)]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 422]);
    await queue();
    const attempts = await attemptsOfPayment(payment._id);
    expect(attempts.map((a) => [a.attemptNo, a.idempotencyKey, a.status])).toEqual([
      [1, payment._id, 'failed'],
      [2, `${payment._id}-2`, 'processing'],
    ]);
    expect(rzp.payoutsPerKey.get(payment._id)).toBe(1);
    expect(rzp.payoutsPerKey.get(`${payment._id}-2`)).toBe(1);
    await settle(payment._id, 'processed', { attemptNo: 2, utr: 'UTRRETRY0001' });
    const history = (await inject('GET', `/v1/admin/payments?influencerId=${c.id}`, admin)).json().data[0];
    expect(history.payoutAttempts.map((a: { status: string }) => a.status)).toEqual(['failed', 'processed']);
    expect(history).toMatchObject({ payoutStatus: 'processed', utr: 'UTRRETRY0001' });
    expect((await inject('POST', retryUrl, admin)).statusCode).toBe(422);
  });

  it('a reversal two days after processed puts the work back to due and tells the creator', async () => {
    const { c, task, payment } = await paidCreator();
    await queue();
    await settle(payment._id, 'processed', { utr: 'UTRREV0001' });
    t.clock.advance(2 * 24 * 60 * MIN);
    try {
      await settle(payment._id, 'reversed');
      expect(await paymentRow(payment._id)).toMatchObject({ payoutStatus: 'reversed', utr: null });
      const [app] = await t.db.select().from(applications).where(eq(applications.id, task.id));
      expect(app?.paymentStatus).toBe('pending');
      await queue();
      const failed = (await notesOf(c.id)).find((n) => n.type === 'payment.failed');
      expect(failed?.title).toMatch(/returned/);
    } finally {
      t.clock.advance(-2 * 24 * 60 * MIN);
    }
  });

  it('paying with the reference of money already sent stays manual while a provider is on', async () => {
    const c = await creatorWithDetails();
    const task = await createPayableTask(t.db, { influencerId: c.id, brandId });
    const res = await pay(c.id, [task.id], { reference: 'NEFT-OUTSIDE-1' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      payoutStatus: 'manual',
      reference: 'NEFT-OUTSIDE-1',
      payoutAttempts: [],
    });
    expect(rzp.requestsPerKey.get(res.json().data._id)).toBeUndefined();
  });
});

describe('webhooks', () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { payment } = await paidCreator();
    await queue();
    const p = await standinPayoutOf(payment._id);
    await rzp.settle(p.id, 'processed', { send: false });
    const res = await webhook(p, { badSignature: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PAYOUT_MESSAGES.webhookSignature);
    expect((await paymentRow(payment._id)).payoutStatus).toBe('processing');
    // A body changed after signing is refused too.
    const { payload, headers } = rzp.signedWebhook(p);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/v1/webhooks/razorpayx',
      headers,
      payload: payload.replace('"processed"', '"reversed"'),
    });
    expect(tampered.statusCode).toBe(400);
    expect((await paymentRow(payment._id)).payoutStatus).toBe('processing');
  });

  it('takes each event once: a replay of the same event id changes nothing', async () => {
    const { c, payment } = await paidCreator();
    await queue();
    const p = await standinPayoutOf(payment._id);
    await rzp.settle(p.id, 'processed', { send: false, utr: 'UTRDUP0001' });
    const first = await webhook(p, { eventId: 'evt_dup_1' });
    const second = await webhook(p, { eventId: 'evt_dup_1' });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().message).toContain('replay');
    await queue();
    expect((await notesOf(c.id)).filter((n) => n.type === 'payment.made')).toHaveLength(1);
  });

  it('out of order and delayed: a late processing after processed changes nothing', async () => {
    const { payment } = await paidCreator();
    await queue();
    const p = await standinPayoutOf(payment._id);
    const early = { ...p, status: 'processing' as const };
    await rzp.settle(p.id, 'processed', { send: false, utr: 'UTRORD0001' });
    expect((await webhook(p)).statusCode).toBe(200);
    // The older event arrives an hour later.
    t.clock.advance(60 * MIN);
    try {
      expect((await webhook(early, { event: 'payout.processing' })).statusCode).toBe(200);
      expect((await webhook({ ...p, status: 'queued' }, { event: 'payout.queued' })).statusCode).toBe(200);
    } finally {
      t.clock.advance(-60 * MIN);
    }
    expect(await paymentRow(payment._id)).toMatchObject({ payoutStatus: 'processed', utr: 'UTRORD0001' });
  });

  it('answers 200 about a payout we do not know, and logs it', async () => {
    const res = await webhook({
      id: 'pout_unknown000001',
      entity: 'payout',
      fund_account_id: 'fa_x',
      amount: 100,
      currency: 'INR',
      mode: 'UPI',
      purpose: 'payout',
      status: 'processed',
      utr: 'X',
      reference_id: 'not-ours',
      narration: '',
      failure_reason: null,
      status_details: null,
      created_at: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('unknown');
    expect(logLines.some((l) => l.includes('pout_unknown000001'))).toBe(true);
  });
});

describe('reconciliation and the daily summary', () => {
  it('asks the provider about a payout not final 30 minutes on, and settles it without a webhook', async () => {
    const { payment } = await paidCreator();
    await queue();
    const p = await standinPayoutOf(payment._id);
    await rzp.settle(p.id, 'processed', { send: false, utr: 'UTRRECON001' });
    await queue();
    expect((await paymentRow(payment._id)).payoutStatus).toBe('processing');
    t.clock.advance(31 * MIN);
    try {
      await queue();
    } finally {
      t.clock.advance(-31 * MIN);
    }
    expect(await paymentRow(payment._id)).toMatchObject({ payoutStatus: 'processed', utr: 'UTRRECON001' });
    expect(rzp.requests.some((r) => r.method === 'GET' && r.path === `/v1/payouts/${p.id}`)).toBe(true);
  });

  it('e-mails admins a daily summary of stuck and failed payouts', async () => {
    const { payment } = await paidCreator(7000);
    await queue();
    await settle(payment._id, 'rejected');
    const mails = t.mails.length;
    // An earlier case moved the clock past a summary (and its next one); start the daily timer afresh.
    await t.database.pool.query(`delete from timers where key = 'payout-summary:daily'`);
    await ensureSummaryTimer(queueDeps(t));
    // To 09:00 IST, when the summary is due (within a day of the rejection).
    const ahead = nextSummaryAt(t.clock.now()).getTime() - t.clock.now().getTime() + MIN;
    t.clock.advance(ahead);
    try {
      await queue();
    } finally {
      t.clock.advance(-ahead);
    }
    const summary = t.mails
      .slice(mails)
      .find((m) => m.to === 'payout-admin@example.com' && m.subject.startsWith('Payouts:'));
    expect(summary?.text).toContain('rejected');
  });
});

describe('one payout per key, over everything above', () => {
  it('the stand-in never made two payouts for one key', () => {
    expect([...rzp.payoutsPerKey.values()].every((n) => n === 1)).toBe(true);
    expect(rzp.payoutsPerKey.size).toBeGreaterThan(5);
  });
});
