import { randomUUID } from 'node:crypto';
import { applicationCode } from '@ih/contract/work';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { influencers } from '../src/db/schema/accounts.ts';
import { files } from '../src/db/schema/files.ts';
import { paymentItems, payments } from '../src/db/schema/payments.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign } from './factories/catalogue.ts';
import { createApplication } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { pdfText } from './support/pdf-text.ts';

let t: TestContext;
let admin: string;
let brandA: string;
let brandStaffOfB: string;
let creator: { id: string; token: string };
let other: { id: string; token: string };

async function task(influencerId: string, amount: number, eventName: string) {
  const campaign = await createCampaign(t.db, { brandId: brandA, eventName });
  const app = await createApplication(t.db, {
    influencerId,
    campaignId: campaign.id,
    status: 'final posted',
    finalAmount: amount,
  });
  return { id: app.id, code: applicationCode(app.id), campaignCode: campaign.code };
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, ...(token ? { headers: authHeader(token) } : {}) });

let paid: { id: string; receiptNumber: string; paymentReceipt: string };
let tasks: Awaited<ReturnType<typeof task>>[];

beforeAll(async () => {
  t = await createTestContext();
  brandA = (await createBrand(t.db)).id;
  const brandB = (await createBrand(t.db)).id;
  admin = await tokenFor(t.db, { staffId: (await createStaff(t.db, { role: 'admin' })).id });
  brandStaffOfB = await tokenFor(t.db, {
    staffId: (await createStaff(t.db, { role: 'brand', brandIds: [brandB] })).id,
  });
  const c = await createInfluencer(t.db, {
    name: 'Meera Iyer',
    upiId: 'meera@okicici',
    bankName: 'ICICI Bank',
    bankAccountNumberLast4: '4321',
    ifscCode: 'ICIC0000001',
  });
  creator = { id: c.id, token: await tokenFor(t.db, { influencerId: c.id }) };
  const o = await createInfluencer(t.db);
  other = { id: o.id, token: await tokenFor(t.db, { influencerId: o.id }) };

  tasks = [
    await task(creator.id, 100_000, 'Monsoon Sale Reel'),
    await task(creator.id, 23_456, 'Holi Colours Story'),
  ];
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/admin/payments',
    headers: authHeader(admin),
    payload: { influencerId: creator.id, applicationIds: tasks.map((x) => x.id), reference: 'UTR998877' },
  });
  expect(res.statusCode).toBe(201);
  const data = res.json().data;
  paid = { id: data._id, receiptNumber: data.receiptNumber, paymentReceipt: data.paymentReceipt };
});
afterAll(() => t.close());

describe('GET /v1/influencer/payment/:id/receipt', () => {
  it('streams a valid PDF named invoice-XXXXXX.pdf holding the amounts, campaigns and receipt number', async () => {
    const res = await get(`/v1/influencer/payment/${paid.id}/receipt`, creator.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${paid.id.slice(-6).toUpperCase()}.pdf"`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(paid.receiptNumber);
    expect(text).toContain('Monsoon Sale Reel');
    expect(text).toContain('Holi Colours Story');
    expect(text).toContain(tasks[0]!.code);
    expect(text).toContain(tasks[0]!.campaignCode);
    // The total with Indian grouping and the rupee sign from the embedded font.
    expect(text).toContain('₹1,23,456');
    expect(text).toContain('₹1,00,000');
    expect(text).toContain('Meera Iyer');
    expect(text).toContain('UTR998877');
    // Paid by UPI: the UPI ID is where the money went.
    expect(text).toContain('UPI ID: meera@okicici');
    expect(text).toContain('Influence Hub');
    expect(text).toContain('Mumbai');
  });

  it('stores the receipt as a private file of the creator, served by its signed URL', async () => {
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, paid.id));
    const [file] = await t.db.select().from(files).where(eq(files.id, payment!.receiptFileId!));
    expect(file).toMatchObject({
      visibility: 'private',
      influencerId: creator.id,
      contentType: 'application/pdf',
    });
    const res = await get(paid.paymentReceipt);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Without the signature the private file is refused.
    expect((await get(paid.paymentReceipt.split('?')[0]!)).statusCode).toBe(403);
  });

  it("answers 404 for another creator's payment and for an unknown id, 400 for a malformed one", async () => {
    const res = await get(`/v1/influencer/payment/${paid.id}/receipt`, other.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('We could not find this payment.');
    expect((await get(`/v1/influencer/payment/${randomUUID()}/receipt`, creator.token)).statusCode).toBe(404);
    const bad = await get('/v1/influencer/payment/not-an-id/receipt', creator.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The payment id is not valid.');
  });

  it('makes the receipt on first request for a payment recorded without one, then reuses it', async () => {
    const x = await task(creator.id, 7_500, 'Legacy Payout Campaign');
    const id = randomUUID();
    await t.db.insert(payments).values({
      id,
      influencerId: creator.id,
      totalAmount: 7_500,
      netPaise: 750_000,
      financialYear: '2024-25',
      paymentMethod: 'Bank Transfer',
      reference: null,
      receiptNumber: 'RCPT-2024-000009',
      paidAt: new Date('2024-06-01T06:30:00Z'),
    });
    await t.db.insert(paymentItems).values({ paymentId: id, applicationId: x.id, amount: 7_500 });
    const first = await get(`/v1/influencer/payment/${id}/receipt`, creator.token);
    expect(first.statusCode).toBe(200);
    const text = await pdfText(first.rawPayload);
    expect(text).toContain('RCPT-2024-000009');
    expect(text).toContain('₹7,500');
    // Paid by bank transfer: bank, masked account and IFSC, never the full number.
    expect(text).toContain('Bank: ICICI Bank');
    expect(text).toContain('XXXXXX4321');
    expect(text).toContain('IFSC: ICIC0000001');
    expect(text).toContain('01 Jun 2024');
    const [row] = await t.db.select().from(payments).where(eq(payments.id, id));
    expect(row?.receiptFileId).toBeTruthy();
    await get(`/v1/influencer/payment/${id}/receipt`, creator.token);
    const [again] = await t.db.select().from(payments).where(eq(payments.id, id));
    expect(again?.receiptFileId).toBe(row?.receiptFileId);
    const owned = await t.db.select({ id: files.id }).from(files).where(eq(files.influencerId, creator.id));
    expect(owned.filter((f) => f.id === row?.receiptFileId)).toHaveLength(1);
  });

  it('prints the payee as they were when paid, not details added or changed later (issue 26)', async () => {
    const c = await createInfluencer(t.db, {
      name: 'Kavya Menon',
      upiId: null,
      bankName: 'Federal Bank',
      bankAccountNumberLast4: '7788',
      ifscCode: 'FDRL0001234',
      panLast4: '123F',
      address: '14 Marine Drive',
      city: 'Kochi',
      state: 'Kerala',
      pincode: '682031',
    });
    const x = await task(c.id, 9_000, 'October Onam Reel');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/payments',
      headers: authHeader(admin),
      payload: { influencerId: c.id, applicationIds: [x.id], paymentMethod: 'Bank Transfer' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data._id as string;
    // Later: a UPI ID added, the bank and address changed; and the receipt drawn again from scratch.
    await t.db
      .update(influencers)
      .set({
        upiId: 'kavya.new@okaxis',
        bankName: 'HDFC Bank',
        bankAccountNumberLast4: '0000',
        city: 'Pune',
        name: 'Kavya M',
      })
      .where(eq(influencers.id, c.id));
    await t.db.update(payments).set({ receiptFileId: null }).where(eq(payments.id, id));
    const token = await tokenFor(t.db, { influencerId: c.id });
    const pdf = await get(`/v1/influencer/payment/${id}/receipt`, token);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Kavya Menon');
    expect(text).toContain('14 Marine Drive, Kochi, Kerala, 682031');
    expect(text).toContain('Federal Bank');
    expect(text).toContain('XXXXXX7788');
    expect(text).toContain('PAN: XXXXXX123F');
    expect(text).not.toContain('kavya.new@okaxis');
    expect(text).not.toContain('HDFC Bank');
    expect(text).not.toContain('Pune');
  });

  it('is for creators only', async () => {
    expect((await get(`/v1/influencer/payment/${paid.id}/receipt`, admin)).statusCode).toBe(403);
    expect((await get(`/v1/influencer/payment/${paid.id}/receipt`)).statusCode).toBe(401);
  });
});

describe('a Hindi creator’s receipt (design §19)', () => {
  it('has its headings and labels in Hindi, drawn in Devanagari, with the same amounts, codes and dates as the English', async () => {
    const c = await createInfluencer(t.db, {
      name: 'आशा वर्मा',
      language: 'hi',
      upiId: 'asha@okicici',
    });
    const token = await tokenFor(t.db, { influencerId: c.id });
    const mine = [
      await task(c.id, 100_000, 'Monsoon Sale Reel'),
      await task(c.id, 23_456, 'Holi Colours Story'),
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/payments',
      headers: authHeader(admin),
      payload: { influencerId: c.id, applicationIds: mine.map((x) => x.id), reference: 'UTR998877' },
    });
    expect(res.statusCode).toBe(201);
    const hindi = await pdfText(
      (await get(`/v1/influencer/payment/${res.json().data._id}/receipt`, token)).rawPayload,
    );
    const english = await pdfText(
      (await get(`/v1/influencer/payment/${paid.id}/receipt`, creator.token)).rawPayload,
    );
    for (const heading of ['पेमेंट', 'रसीद', 'कैंपेन', 'रकम', 'कुल', 'आशा']) expect(hindi).toContain(heading);
    for (const english of ['Payment Receipt', 'Paid by', 'Total paid', 'Campaign ID', 'Amount'])
      expect(hindi).not.toContain(english);
    // The same figures, codes and names as the English receipt of the same work.
    for (const same of [
      '₹1,23,456',
      '₹1,00,000',
      '₹23,456',
      'UTR998877',
      'Monsoon Sale Reel',
      'UPI ID: asha@okicici',
    ])
      expect(hindi).toContain(same);
    for (const same of ['₹1,23,456', '₹1,00,000', '₹23,456', 'Payment Receipt', 'Total paid'])
      expect(english).toContain(same);
    expect(hindi).toContain(mine[0]!.code);
    expect(hindi).toContain(mine[0]!.campaignCode);
  });
});

describe('GET /v1/admin/payments/:id/receipt', () => {
  it('serves admins any receipt; brand staff of another brand get 404; creators 403', async () => {
    const res = await get(`/v1/admin/payments/${paid.id}/receipt`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`invoice-${paid.id.slice(-6).toUpperCase()}.pdf`);
    expect(await pdfText(res.rawPayload)).toContain(paid.receiptNumber);
    expect((await get(`/v1/admin/payments/${paid.id}/receipt`, brandStaffOfB)).statusCode).toBe(404);
    expect((await get(`/v1/admin/payments/${paid.id}/receipt`, creator.token)).statusCode).toBe(403);
  });
});
