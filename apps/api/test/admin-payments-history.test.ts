import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { influencers } from '../src/db/schema/accounts.ts';
import { authHeader, createInfluencer } from './factories/accounts.ts';
import { createPayableTask, createPaymentsWorld, type PayableStatus } from './factories/payments.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let admin: string;
let brandA: string;
let brandB: string;
/** A brand-role member of brand A only. */
let brandStaff: string;
let creator: { id: string };

const task = (influencerId: string, amount?: number, status?: PayableStatus, brandId = brandA) =>
  createPayableTask(t.db, { influencerId, brandId, amount, status });

const pay = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/v1/admin/payments', headers: authHeader(token), payload });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: authHeader(token) });

beforeAll(async () => {
  t = await createTestContext();
  ({ brandA, brandB, admin, brandStaff, creator } = await createPaymentsWorld(t.db));
});
afterAll(() => t.close());

describe('GET /v1/admin/payments/owed', () => {
  it('groups final-posted unpaid tasks by creator with payout details; brand staff see their brands only', async () => {
    const c = await createInfluencer(t.db, { name: 'Owed Creator', upiId: 'owed@upi' });
    const a = await task(c.id, 1200, 'final posted', brandA);
    const b = await task(c.id, 800, 'final posted', brandB);
    await task(c.id, 999, 'approved', brandA);
    const res = await get(`/v1/admin/payments/owed?influencerId=${c.id}`, admin);
    expect(res.statusCode).toBe(200);
    const [entry] = res.json().data;
    expect(entry).toMatchObject({
      influencer: { _id: c.id, name: 'Owed Creator', upi_id: 'owed@upi', bank: null },
      amountOwed: 2000,
    });
    expect(entry.tasks.map((x: { _id: string }) => x._id).sort()).toEqual([a.id, b.id].sort());
    expect(entry.tasks[0]).toMatchObject({
      applicationCode: expect.stringMatching(/^APP-/),
      finalPostedAt: expect.any(String),
    });

    const scoped = (await get(`/v1/admin/payments/owed?influencerId=${c.id}`, brandStaff)).json().data;
    expect(scoped[0].amountOwed).toBe(1200);
    expect(scoped[0].tasks.map((x: { _id: string }) => x._id)).toEqual([a.id]);

    await pay(admin, { influencerId: c.id, applicationIds: [a.id, b.id] });
    expect((await get(`/v1/admin/payments/owed?influencerId=${c.id}`, admin)).json().data).toEqual([]);
  });

  it('shows the bank account masked', async () => {
    await task(creator.id, 100);
    const [entry] = (await get(`/v1/admin/payments/owed?influencerId=${creator.id}`, admin)).json().data;
    expect(entry.influencer.bank).toEqual({
      account_holder_name: 'Asha Rao',
      bank_name: 'HDFC Bank',
      account_number: 'XXXXXX1234',
      ifsc_code: 'HDFC0001234',
    });
  });
});

describe('GET /v1/admin/payments', () => {
  let c: { id: string };
  let upi: string;
  let bank: string;
  let foreignPayment: string;
  beforeAll(async () => {
    c = await createInfluencer(t.db, { name: 'History, "Quoted" Creator' });
    upi = (await pay(admin, { influencerId: c.id, applicationIds: [(await task(c.id, 100)).id] })).json().data
      ._id;
    bank = (
      await pay(admin, {
        influencerId: c.id,
        applicationIds: [(await task(c.id, 200)).id],
        paymentMethod: 'Bank Transfer',
        reference: '=HYPERLINK("x")',
      })
    ).json().data._id;
    foreignPayment = (
      await pay(admin, {
        influencerId: c.id,
        applicationIds: [(await task(c.id, 300, 'final posted', brandB)).id],
      })
    ).json().data._id;
  });

  it('lists newest first with filters and pagination', async () => {
    const res = await get(`/v1/admin/payments?influencerId=${c.id}&limit=2`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(res.json().data.map((d: { _id: string }) => d._id)).toEqual([foreignPayment, bank]);
    const method = (
      await get(`/v1/admin/payments?influencerId=${c.id}&paymentMethod=Bank%20Transfer`, admin)
    ).json();
    expect(method.data.map((d: { _id: string }) => d._id)).toEqual([bank]);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const dated = await get(`/v1/admin/payments?influencerId=${c.id}&from=${today}&to=${today}`, admin);
    expect(dated.json().pagination.total).toBe(3);
    const past = await get(`/v1/admin/payments?influencerId=${c.id}&to=2020-01-01`, admin);
    expect(past.json().pagination.total).toBe(0);
    const order = await get('/v1/admin/payments?from=2025-02-02&to=2025-02-01', admin);
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toBe('The To date cannot be before the From date.');
  });

  it('shows brand staff only payments whose tasks are all of their brands', async () => {
    const ids = (await get(`/v1/admin/payments?influencerId=${c.id}`, brandStaff))
      .json()
      .data.map((d: { _id: string }) => d._id);
    expect(ids.sort()).toEqual([upi, bank].sort());
    expect((await get(`/v1/admin/payments/${foreignPayment}/receipt`, brandStaff)).statusCode).toBe(404);
    expect((await get(`/v1/admin/payments/${upi}/receipt`, brandStaff)).statusCode).toBe(200);
  });

  it('exports CSV with a header row, one row per payment, the same filters, and safe cells', async () => {
    const res = await get(`/v1/admin/payments?influencerId=${c.id}&format=csv`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Receipt Number,Payment Date (IST),Creator,Email,Mobile,Payment Method,Reference,Status,Total Amount (INR),Tasks,Application IDs,Campaigns,Gross (INR),TDS Section,TDS (INR),GST (INR),Invoice Number',
    );
    expect(lines).toHaveLength(4);
    const bankLine = lines.find((l) => l.includes('Bank Transfer'));
    expect(bankLine).toContain('"History, ""Quoted"" Creator"');
    // A formula-looking reference is neutralised for spreadsheets.
    expect(bankLine).toContain(`"'=HYPERLINK(""x"")"`);
    expect(bankLine).toMatch(/,paid,200,1,APP-[0-9A-F]{8},.*,200,,0,0,$/);
    const filtered = await get(`/v1/admin/payments?influencerId=${c.id}&paymentMethod=UPI&format=csv`, admin);
    expect(filtered.body.trimEnd().split('\r\n')).toHaveLength(3);
    const scoped = await get(`/v1/admin/payments?influencerId=${c.id}&format=csv`, brandStaff);
    expect(scoped.body.trimEnd().split('\r\n')).toHaveLength(3);
  });

  it('refuses an unknown format', async () => {
    const res = await get('/v1/admin/payments?format=xlsx', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('format must be json or csv.');
  });
});

describe('payout details stay current', () => {
  it('a creator without bank details has bank: null', async () => {
    const c = await createInfluencer(t.db);
    await t.db.update(influencers).set({ upiId: null }).where(eq(influencers.id, c.id));
    await task(c.id, 10);
    const [entry] = (await get(`/v1/admin/payments/owed?influencerId=${c.id}`, admin)).json().data;
    expect(entry.influencer).toMatchObject({ upi_id: null, bank: null });
  });
});
