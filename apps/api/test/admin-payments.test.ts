import { adminPaymentRecord } from '@ih/contract/admin-payments';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentItems, payments } from '../src/db/schema/payments.ts';
import { applications } from '../src/db/schema/pipeline.ts';
import { authHeader, createInfluencer, tokenFor } from './factories/accounts.ts';
import { createPayableTask, createPaymentsWorld, type PayableStatus } from './factories/payments.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let admin: string;
let brandA: string;
let brandB: string;
/** A brand-role member of brand A only. */
let brandStaff: string;
let creator: { id: string; token: string };
let other: { id: string; token: string };

const task = (influencerId: string, amount?: number, status?: PayableStatus, brandId = brandA) =>
  createPayableTask(t.db, { influencerId, brandId, amount, status });

const pay = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/v1/admin/payments', headers: authHeader(token), payload });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: authHeader(token) });
const rowsOf = (ids: string[]) => t.db.select().from(applications).where(inArray(applications.id, ids));
const itemsOf = (ids: string[]) =>
  t.db.select().from(paymentItems).where(inArray(paymentItems.applicationId, ids));

beforeAll(async () => {
  t = await createTestContext();
  ({ brandA, brandB, admin, brandStaff, creator } = await createPaymentsWorld(t.db));
  const o = await createInfluencer(t.db);
  other = { id: o.id, token: await tokenFor(t.db, { influencerId: o.id }) };
});
afterAll(() => t.close());

describe('POST /v1/admin/payments', () => {
  it('pays the tasks in one payment: 201 with the record, tasks marked paid, items and receipt stored', async () => {
    const [a, b] = [await task(creator.id, 1500), await task(creator.id, 2500)];
    const res = await pay(admin, {
      influencerId: creator.id,
      applicationIds: [a.id, b.id],
      reference: 'UTR0001',
    });
    expect(res.statusCode).toBe(201);
    const data = adminPaymentRecord.parse(res.json().data);
    expect(data).toMatchObject({
      totalAmount: 4000,
      paymentMethod: 'UPI',
      status: 'paid',
      reference: 'UTR0001',
      influencer: { _id: creator.id, name: 'Asha Rao' },
    });
    expect(data.receiptNumber).toMatch(/^RCPT-\d{4}-\d{6}$/);
    expect(data.paymentReceipt).toMatch(/^\/files\/[0-9a-f-]{36}\?expires=/);
    expect(data.tasks.map((x) => x.applicationId).sort()).toEqual([a.code, b.code].sort());
    for (const row of await rowsOf([a.id, b.id])) {
      expect(row.paymentStatus).toBe('paid');
      expect(row.paidAt).toBeInstanceOf(Date);
    }
    expect((await itemsOf([a.id, b.id])).map((i) => i.amount).sort()).toEqual([1500, 2500]);
    const [stored] = await t.db.select().from(payments).where(eq(payments.id, data._id));
    expect(stored?.receiptFileId).toBeTruthy();
    expect(stored?.createdByStaffId).toBeTruthy();
  });

  it('numbers receipts one after another', async () => {
    const first = (
      await pay(admin, { influencerId: creator.id, applicationIds: [(await task(creator.id)).id] })
    ).json().data.receiptNumber as string;
    const second = (
      await pay(admin, { influencerId: creator.id, applicationIds: [(await task(creator.id)).id] })
    ).json().data.receiptNumber as string;
    expect(second.slice(0, 10)).toBe(first.slice(0, 10));
    expect(Number(second.slice(-6))).toBe(Number(first.slice(-6)) + 1);
  });

  it('allows exactly one of two concurrent payments for the same task', async () => {
    const x = await task(creator.id, 3100);
    const [r1, r2] = await Promise.all([
      pay(admin, { influencerId: creator.id, applicationIds: [x.id] }),
      pay(admin, { influencerId: creator.id, applicationIds: [x.id] }),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([201, 409]);
    const loser = r1.statusCode === 409 ? r1 : r2;
    expect(loser.json().message).toBe(`${x.code} has already been paid.`);
    expect(await itemsOf([x.id])).toHaveLength(1);
  });

  it('answers 409 when the unique index refuses a second item for a task (last line of defence)', async () => {
    // Inconsistent data on purpose: an item exists but the task still says pending.
    const x = await task(creator.id, 400);
    const [existing] = await t.db
      .insert(payments)
      .values({
        influencerId: creator.id,
        totalAmount: 400,
        netPaise: 40_000,
        financialYear: '2026-27',
        receiptNumber: `RCPT-LEGACY-${x.id.slice(0, 8)}`,
      })
      .returning({ id: payments.id });
    await t.db.insert(paymentItems).values({ paymentId: existing!.id, applicationId: x.id, amount: 400 });
    const res = await pay(admin, { influencerId: creator.id, applicationIds: [x.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('One of these applications has already been paid.');
    // The whole transaction rolled back.
    expect((await rowsOf([x.id]))[0]?.paymentStatus).toBe('pending');
    expect(await itemsOf([x.id])).toHaveLength(1);
  });

  it('does not deadlock when two payments name overlapping tasks in opposite orders', async () => {
    const [x, y] = [await task(creator.id), await task(creator.id)];
    const results = await Promise.all([
      pay(admin, { influencerId: creator.id, applicationIds: [x.id, y.id] }),
      pay(admin, { influencerId: creator.id, applicationIds: [y.id, x.id] }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await itemsOf([x.id, y.id])).toHaveLength(2);
  });

  it('refuses a task that is not final posted (422) and changes nothing', async () => {
    const ok = await task(creator.id);
    const early = await task(creator.id, 5000, 'final submission');
    const res = await pay(admin, { influencerId: creator.id, applicationIds: [ok.id, early.id] });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(`${early.code} is not final posted yet.`);
    expect((await rowsOf([ok.id]))[0]?.paymentStatus).toBe('pending');
    expect(await itemsOf([ok.id])).toHaveLength(0);
  });

  it("refuses another creator's task or an unknown id with 404 naming it", async () => {
    const mine = await task(creator.id);
    const theirs = await task(other.id);
    const res = await pay(admin, { influencerId: creator.id, applicationIds: [mine.id, theirs.id] });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`We could not find ${theirs.code} among this creator's applications.`);
    expect((await rowsOf([mine.id, theirs.id])).every((r) => r.paymentStatus === 'pending')).toBe(true);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res2 = await pay(admin, { influencerId: creator.id, applicationIds: [unknown] });
    expect(res2.statusCode).toBe(404);
    expect(res2.json().message).toContain('APP-00000000');
  });

  it('refuses duplicate ids and malformed bodies with 400', async () => {
    const x = await task(creator.id);
    const dup = await pay(admin, { influencerId: creator.id, applicationIds: [x.id, x.id] });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe(`${x.code} is listed more than once. Pay each application once.`);
    const cases: [object, string][] = [
      [{ influencerId: creator.id, applicationIds: [] }, 'Choose between 1 and 100 applications to pay.'],
      [
        { influencerId: creator.id, applicationIds: Array.from({ length: 101 }, () => crypto.randomUUID()) },
        'Choose between 1 and 100 applications to pay.',
      ],
      [
        { influencerId: creator.id, applicationIds: [x.id], paymentMethod: 'Cash' },
        'paymentMethod must be one of: UPI, Bank Transfer, Other.',
      ],
      [
        { influencerId: creator.id, applicationIds: [x.id], reference: 'U'.repeat(65) },
        'The reference is at most 64 characters.',
      ],
      [{ applicationIds: [x.id] }, 'Choose the creator to pay.'],
      [{ influencerId: creator.id, applicationIds: ['nope'] }, 'Each application id must be a valid id.'],
    ];
    for (const [body, message] of cases) {
      const res = await pay(admin, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await rowsOf([x.id]))[0]?.paymentStatus).toBe('pending');
  });

  it('refuses to pay to a destination the creator never gave, unless the reference of a sent payment is given (issue 26)', async () => {
    const nowhere = await createInfluencer(t.db, { upiId: null });
    const x = await task(nowhere.id, 700);
    const upi = await pay(admin, { influencerId: nowhere.id, applicationIds: [x.id], paymentMethod: 'UPI' });
    expect(upi.statusCode).toBe(400);
    expect(upi.json().message).toBe(
      'This creator has no UPI ID on file. Ask them to add one to their profile, or pay by another method; to record a UPI payment already sent, give its reference (UTR).',
    );
    expect(upi.json().errors).toHaveProperty('reference');
    const bank = await pay(admin, {
      influencerId: nowhere.id,
      applicationIds: [x.id],
      paymentMethod: 'Bank Transfer',
      reference: '  ',
    });
    expect(bank.statusCode).toBe(400);
    expect(bank.json().message).toMatch(/^This creator has no bank account on file\./);
    const other = await pay(admin, {
      influencerId: nowhere.id,
      applicationIds: [x.id],
      paymentMethod: 'Other',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('Give the reference of this payment, so it can be traced.');
    const [row] = await rowsOf([x.id]);
    expect(row?.paymentStatus).toBe('pending');
    expect(await itemsOf([x.id])).toEqual([]);

    // The reference of a transfer already made is the proof of where it went.
    const sent = await pay(admin, {
      influencerId: nowhere.id,
      applicationIds: [x.id],
      paymentMethod: 'UPI',
      reference: 'UTR556677',
    });
    expect(sent.statusCode, sent.body).toBe(201);
  });

  it('lets brand staff pay only tasks of their brands', async () => {
    const own = await task(creator.id, 900, 'final posted', brandA);
    const foreign = await task(creator.id, 900, 'final posted', brandB);
    const refused = await pay(brandStaff, { influencerId: creator.id, applicationIds: [foreign.id] });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toContain(foreign.code);
    const res = await pay(brandStaff, {
      influencerId: creator.id,
      applicationIds: [own.id],
      paymentMethod: 'Bank Transfer',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.paymentMethod).toBe('Bank Transfer');
  });

  it('is for staff only', async () => {
    const x = await task(creator.id);
    const res = await pay(creator.token, { influencerId: creator.id, applicationIds: [x.id] });
    expect(res.statusCode).toBe(403);
    expect((await get('/v1/admin/payments', creator.token)).statusCode).toBe(403);
    expect((await get('/v1/admin/payments/owed', creator.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/admin/payments' })).statusCode).toBe(401);
  });
});
