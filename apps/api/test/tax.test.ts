import { gstinCheckCharacter } from '@ih/contract/tax-ids';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { influencers } from '../src/db/schema/accounts.ts';
import { campaigns } from '../src/db/schema/catalogue.ts';
import { notifications } from '../src/db/schema/notifications.ts';
import { payments } from '../src/db/schema/payments.ts';
import { EVENT_CONSUMERS } from '../src/module-jobs.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand } from './factories/catalogue.ts';
import { createPayableTask } from './factories/payments.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { pdfText } from './support/pdf-text.ts';
import { runQueue } from './support/queue.ts';

let t: TestContext;
let admin: string;
let adminId: string;
let brandStaff: string;
let brandId: string;

const gstinFor = (stateCode: string, pan: string) => {
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
};

async function creator(overrides: Partial<typeof influencers.$inferInsert> = {}) {
  const c = await createInfluencer(t.db, { name: 'Meera Iyer', state: 'Karnataka', ...overrides });
  return { id: c.id, token: await tokenFor(t.db, { influencerId: c.id }) };
}
const putProfile = (token: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/v1/influencer/profile',
    headers: authHeader(token),
    payload: { state: 'Karnataka', ...payload },
  });
const task = (influencerId: string, amount: number) =>
  createPayableTask(t.db, { influencerId, brandId, amount });
const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: authHeader(token), payload });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: authHeader(token) });
async function pay(influencerId: string, amount: number) {
  const x = await task(influencerId, amount);
  const res = await post('/v1/admin/payments', admin, { influencerId, applicationIds: [x.id] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

beforeAll(async () => {
  t = await createTestContext();
  t.clock.set(new Date('2026-11-23T10:00:00+05:30'));
  brandId = (await createBrand(t.db)).id;
  adminId = (await createStaff(t.db, { role: 'admin' })).id;
  admin = await tokenFor(t.db, { staffId: adminId });
  brandStaff = await tokenFor(t.db, {
    staffId: (await createStaff(t.db, { role: 'brand', brandIds: [brandId] })).id,
  });
});
afterAll(() => t.close());

describe('PAN and GSTIN on the profile', () => {
  it('keeps the PAN sealed, shows it masked, and keeps it when the masked value comes back', async () => {
    const c = await creator();
    expect((await putProfile(c.token, { pan: 'abcde1234f' })).statusCode).toBe(200);
    const profile = (await get('/v1/influencer/profile', c.token)).json().data;
    expect(profile.pan).toBe('XXXXXX234F');
    const [row] = await t.db.select().from(influencers).where(eq(influencers.id, c.id));
    expect(row?.panEncrypted).toBeTruthy();
    expect(row?.panEncrypted).not.toContain('ABCDE1234F');
    expect((await putProfile(c.token, { pan: 'XXXXXX234F', name: 'Meera I' })).statusCode).toBe(200);
    const [after] = await t.db.select().from(influencers).where(eq(influencers.id, c.id));
    expect(after?.panEncrypted).toBe(row?.panEncrypted);
    expect(after?.name).toBe('Meera I');
  });

  it('refuses a malformed PAN, naming the field, and changes nothing', async () => {
    const c = await creator();
    const res = await putProfile(c.token, { pan: 'ABCD1234F', name: 'Changed Name' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.pan).toMatch(/5 letters, 4 digits and a letter/);
    const [row] = await t.db.select().from(influencers).where(eq(influencers.id, c.id));
    expect(row?.name).toBe('Meera Iyer');
  });

  it('checks the GSTIN: format, checksum, state code against the profile’s state, PAN inside it', async () => {
    const c = await creator();
    const good = gstinFor('29', 'ABCDE1234F');
    const wrongCheck = `${good.slice(0, 14)}${good.endsWith('A') ? 'B' : 'A'}`;
    const cases: [object, RegExp][] = [
      [{ gst_registered: true, gstin: '29ABCDE1234F' }, /15-character GSTIN/],
      [{ gst_registered: true, gstin: wrongCheck }, /last character does not match/],
      [{ gst_registered: true }, /Enter your GSTIN/],
      [
        { gst_registered: true, gstin: gstinFor('27', 'ABCDE1234F') },
        /registered in Maharashtra, but your profile's state is Karnataka/,
      ],
      [{ gst_registered: true, gstin: good, pan: 'ZZZZZ9999Z' }, /should be your PAN/],
    ];
    for (const [payload, message] of cases) {
      const res = await putProfile(c.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors.gstin).toMatch(message);
    }
    const ok = await putProfile(c.token, {
      gst_registered: true,
      gstin: good.toLowerCase(),
      pan: 'ABCDE1234F',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ gst_registered: true, gstin: good, pan: 'XXXXXX234F' });
    // Moving to another state with the old GSTIN is refused too.
    const moved = await putProfile(c.token, { state: 'Kerala' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors.gstin).toMatch(/registered in Karnataka, but your profile's state is Kerala/);
  });
});

describe('TDS on payments', () => {
  it('deducts nothing under the threshold, catches up when crossed, then takes the rate; a new year starts again', async () => {
    const c = await creator();
    await putProfile(c.token, { pan: 'ABCDE1234F' });
    const first = await pay(c.id, 30_000);
    expect(first).toMatchObject({ grossAmount: 30_000, tdsAmount: 0, tdsSection: null, totalAmount: 30_000 });
    const second = await pay(c.id, 25_000);
    // 10% of 55,000: this payment and the year's earlier 30,000.
    expect(second).toMatchObject({
      grossAmount: 25_000,
      tdsAmount: 5_500,
      tdsSection: '393(1)',
      tdsRate: 10,
      netAmount: 19_500,
      totalAmount: 19_500,
      invoiceNumber: null,
    });
    const third = await pay(c.id, 10_000);
    expect(third).toMatchObject({ tdsAmount: 1_000, netAmount: 9_000 });

    // The receipt shows the TDS line.
    const receipt = await get(`/v1/influencer/payment/${third._id}/receipt`, c.token);
    const text = await pdfText(receipt.rawPayload);
    expect(text).toContain('TDS u/s 393(1) @ 10%');
    expect(text).toContain('₹9,000');

    // 1 April 2027: financial year 2027-28 needs its rule, then starts from nothing.
    t.clock.set(new Date('2027-04-01T09:00:00+05:30'));
    const nextYearAdmin = await tokenFor(t.db, { staffId: adminId }, t.clock.now());
    try {
      const x = await task(c.id, 10_000);
      const refused = await post('/v1/admin/payments', nextYearAdmin, {
        influencerId: c.id,
        applicationIds: [x.id],
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/no tax rule for 2027-28/);
      const added = await post('/v1/admin/tax-rules', nextYearAdmin, {
        financialYear: '2027-28',
        kind: 'fees',
        act: 'Income-tax Act, 2025',
        section: '393(1)',
        label: 'Fees for professional services',
        ratePercent: 10,
        thresholdYearly: 50_000,
      });
      expect(added.statusCode, added.body).toBe(201);
      const res = await post('/v1/admin/payments', nextYearAdmin, {
        influencerId: c.id,
        applicationIds: [x.id],
      });
      expect(res.json().data).toMatchObject({ tdsAmount: 0, netAmount: 10_000 });
    } finally {
      t.clock.set(new Date('2026-11-23T10:00:00+05:30'));
    }
  });

  it('takes 20% where no PAN is on file', async () => {
    const c = await creator();
    expect(await pay(c.id, 60_000)).toMatchObject({ tdsAmount: 12_000, tdsRate: 20, netAmount: 48_000 });
  });

  it('never lets two concurrent payments both see the year under the threshold', async () => {
    const c = await creator();
    await putProfile(c.token, { pan: 'ABCDE1234F' });
    const [x, y] = [await task(c.id, 40_000), await task(c.id, 40_000)];
    const [r1, r2] = await Promise.all([
      post('/v1/admin/payments', admin, { influencerId: c.id, applicationIds: [x.id] }),
      post('/v1/admin/payments', admin, { influencerId: c.id, applicationIds: [y.id] }),
    ]);
    expect([r1.statusCode, r2.statusCode]).toEqual([201, 201]);
    const tds = [r1.json().data.tdsAmount, r2.json().data.tdsAmount].sort((a, b) => a - b);
    expect(tds).toEqual([0, 8_000]);
  });

  it('shows the breakdown before confirming, exactly as recording it, and saves nothing', async () => {
    const c = await creator();
    const x = await task(c.id, 70_000);
    const body = { influencerId: c.id, applicationIds: [x.id] };
    const preview = await post('/v1/admin/payments/preview', admin, body);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({
      financialYear: '2026-27',
      grossAmount: 70_000,
      tds: { amount: 14_000, ratePercent: 20, thresholdCrossed: true, panOnFile: false, section: '393(1)' },
      gst: null,
      netAmount: 56_000,
    });
    expect(await t.db.select().from(payments).where(eq(payments.influencerId, c.id))).toHaveLength(0);
    const paid = await post('/v1/admin/payments', admin, body);
    expect(paid.json().data.netAmount).toBe(preview.json().data.netAmount);
    // Someone else's task cannot be previewed by a member of another brand.
    const other = await createBrand(t.db);
    const outsider = await tokenFor(t.db, {
      staffId: (await createStaff(t.db, { role: 'brand', brandIds: [other.id] })).id,
    });
    const y = await task(c.id, 100);
    expect(
      (await post('/v1/admin/payments/preview', outsider, { influencerId: c.id, applicationIds: [y.id] }))
        .statusCode,
    ).toBe(404);
  });
});

describe('GST and the Rule 46 invoice', () => {
  it('charges CGST + SGST within Maharashtra and IGST from Karnataka, with an invoice for each', async () => {
    const local = await creator({
      state: 'Maharashtra',
      address: '7 Carter Road',
      city: 'Mumbai',
      pincode: '400050',
    });
    await putProfile(local.token, {
      state: 'Maharashtra',
      pan: 'PQRSX6789K',
      gst_registered: true,
      gstin: gstinFor('27', 'PQRSX6789K'),
    });
    const intra = await pay(local.id, 1_234);
    expect(intra).toMatchObject({ grossAmount: 1_234, gstAmount: 222.12, tdsAmount: 0, netAmount: 1_456.12 });
    expect(intra.invoiceNumber).toMatch(/^IH\/2627\/\d{6}$/);
    expect(intra.invoiceNumber.length).toBeLessThanOrEqual(16);

    const res = await get(`/v1/influencer/payment/${intra._id}/receipt`, local.token);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const field of [
      'Tax Invoice',
      `Invoice No: ${intra.invoiceNumber}`,
      'Date of issue: 23 Nov 2026',
      'Meera Iyer',
      '7 Carter Road',
      `GSTIN: ${gstinFor('27', 'PQRSX6789K')}`,
      'Influence Hub Private Limited',
      'Place of supply: Maharashtra (27)',
      '998361',
      'CGST @ 9%',
      'SGST @ 9%',
      '₹111.06',
      '₹1,456.12',
      'Tax payable on reverse charge: No',
      'Authorised signatory',
    ])
      expect(text, field).toContain(field);

    const away = await creator();
    await putProfile(away.token, {
      pan: 'LMNOP4321Q',
      gst_registered: true,
      gstin: gstinFor('29', 'LMNOP4321Q'),
    });
    const inter = await pay(away.id, 1_234);
    expect(inter).toMatchObject({ gstAmount: 222.12, netAmount: 1_456.12 });
    const interText = await pdfText(
      (await get(`/v1/influencer/payment/${inter._id}/receipt`, away.token)).rawPayload,
    );
    expect(interText).toContain('IGST @ 18%');
    expect(interText).toContain('Karnataka (29)');
  });

  it('numbers invoices uniquely and one after another under concurrent payments', async () => {
    const people = await Promise.all(
      ['AAAAA1111A', 'BBBBB2222B', 'CCCCC3333C', 'DDDDD4444D', 'EEEEE5555E'].map(async (pan) => {
        const c = await creator();
        await putProfile(c.token, { pan, gst_registered: true, gstin: gstinFor('29', pan) });
        return { c, x: await task(c.id, 500) };
      }),
    );
    const results = await Promise.all(
      people.map(({ c, x }) =>
        post('/v1/admin/payments', admin, { influencerId: c.id, applicationIds: [x.id] }),
      ),
    );
    const numbers = results.map((r) => r.json().data.invoiceNumber as string);
    expect(new Set(numbers).size).toBe(5);
    const serials = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    expect(serials.at(-1)! - serials[0]!).toBe(4);
  });
});

describe('the creator is told what arrived', () => {
  it('names the TDS, the GST, the net and the invoice in the payment notification', async () => {
    const c = await creator();
    await putProfile(c.token, {
      pan: 'KLMNO1234P',
      gst_registered: true,
      gstin: gstinFor('29', 'KLMNO1234P'),
    });
    const paid = await pay(c.id, 60_000);
    await runQueue(t, EVENT_CONSUMERS);
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, c.id), eq(notifications.type, 'payment.made')));
    expect(note?.body).toContain(
      `TDS of ₹6,000 u/s 393(1) deducted and GST of ₹10,800 added: ₹64,800 reached you for this payment. Tax invoice ${paid.invoiceNumber}.`,
    );
  });
});

describe('tax rules', () => {
  it('lists the rules, newest year first, labelled by the Act in force', async () => {
    const res = await get('/v1/admin/tax-rules', brandStaff);
    expect(res.statusCode).toBe(200);
    const rules = res.json().data as { financialYear: string; kind: string; act: string; section: string }[];
    expect(rules.find((r) => r.financialYear === '2025-26' && r.kind === 'fees')).toMatchObject({
      act: 'Income-tax Act, 1961',
      section: '194J',
    });
    expect(rules.find((r) => r.financialYear === '2026-27' && r.kind === 'fees')).toMatchObject({
      act: 'Income-tax Act, 2025',
    });
    const years = rules.map((r) => r.financialYear);
    expect(years).toEqual([...years].sort().reverse());
  });

  it('lets admins only add a year, once per kind, with clear messages for bad input', async () => {
    const body = {
      financialYear: '2030-31',
      kind: 'benefit',
      act: 'Income-tax Act, 2025',
      section: '393(1)',
      label: 'Benefit or perquisite',
      ratePercent: 10,
      thresholdYearly: 20_000,
    };
    expect((await post('/v1/admin/tax-rules', brandStaff, body)).statusCode).toBe(403);
    expect((await post('/v1/admin/tax-rules', admin, body)).statusCode).toBe(201);
    const again = await post('/v1/admin/tax-rules', admin, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A benefit rule for 2030-31 already exists.');
    const bad = await post('/v1/admin/tax-rules', admin, {
      ...body,
      financialYear: '2030-32',
      ratePercent: 120,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      financialYear: 'Choose a financial year such as 2026-27.',
      ratePercent: 'A rate is a percentage from 0 to 100, e.g. 10.',
    });
  });
});

describe('the yearly statement', () => {
  it('lists each payment with totals by section, as JSON, CSV and PDF, with products kept', async () => {
    const c = await creator();
    await putProfile(c.token, { pan: 'FGHIJ5678K' });
    await pay(c.id, 45_000);
    await pay(c.id, 15_000);
    const barter = await task(c.id, 1_000);
    const [app] = await t.db
      .select({ campaignId: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.code, barter.campaignCode));
    await t.db.update(campaigns).set({ productValue: 8_500 }).where(eq(campaigns.id, app!.campaignId));

    const res = await get('/v1/influencer/payment/statement?fy=2026-27', c.token);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json().data;
    expect(s).toMatchObject({
      financialYear: '2026-27',
      from: '2026-04-01',
      to: '2027-03-31',
      totals: { gross: 60_000, tds: 6_000, gst: 0, net: 54_000 },
      bySection: [{ section: '393(1)', gross: 60_000, tds: 6_000 }],
      productsKept: { total: 8_500, threshold: 20_000, section: '393(1)' },
    });
    expect(s.payments).toHaveLength(2);

    const csv = await get('/v1/influencer/payment/statement?fy=2026-27&format=csv', c.token);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toContain('statement-2026-27.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Payment Date (IST),Receipt Number,Invoice Number,Gross (INR),TDS Section,TDS Rate (%),TDS (INR),GST (INR),Net Paid (INR)',
    );
    expect(lines.at(-1)).toBe('Total 2026-27,,,60000,,,6000,0.00,54000.00');

    const pdf = await get('/v1/influencer/payment/statement?fy=2026-27&format=pdf', c.token);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const field of [
      'Statement of payments, FY 2026-27',
      'PAN: XXXXXX678K',
      '₹54,000',
      '393(1)',
      '₹8,500',
    ])
      expect(text, field).toContain(field);

    expect((await get('/v1/influencer/payment/statement?fy=2026-28', c.token)).statusCode).toBe(400);
    const empty = await get('/v1/influencer/payment/statement?fy=2024-25', c.token);
    expect(empty.json().data).toMatchObject({ payments: [], totals: { gross: 0, tds: 0, net: 0 } });
  });
});

describe('a Hindi creator’s tax documents (design §19)', () => {
  it('draws the yearly statement in Hindi with the same figures, and the invoice with the Hindi beside the English legal words', async () => {
    const c = await creator({
      language: 'hi',
      state: 'Maharashtra',
      address: '7 Carter Road',
      city: 'Mumbai',
      pincode: '400050',
    });
    await putProfile(c.token, {
      state: 'Maharashtra',
      pan: 'KLMNO1234P',
      gst_registered: true,
      gstin: gstinFor('27', 'KLMNO1234P'),
    });
    const paid = await pay(c.id, 1_234);

    const invoice = await pdfText(
      (await get(`/v1/influencer/payment/${paid._id}/receipt`, c.token)).rawPayload,
    );
    for (const field of [
      'Tax Invoice',
      `Invoice No / इनवॉइस नंबर: ${paid.invoiceNumber}`,
      // (Text extraction spells some conjuncts oddly, so the checks use words it reads back as drawn.)
      'Place of supply / ',
      'जगह: Maharashtra (27)',
      'Authorised signatory / ',
      'CGST @ 9%',
      '₹111.06',
      '₹1,456.12',
      `GSTIN: ${gstinFor('27', 'KLMNO1234P')}`,
    ])
      expect(invoice, field).toContain(field);

    const statement = await pdfText(
      (await get('/v1/influencer/payment/statement?fy=2026-27&format=pdf', c.token)).rawPayload,
    );
    for (const field of [
      'पेमेंट का',
      '2026-27',
      'रसीद / इनवॉइस',
      'कुल रकम',
      'पेमेंट पाने वाले: Meera Iyer',
      'PAN: XXXXXX234P',
      '₹1,234',
      '₹222.12',
      '₹1,456.12',
    ])
      expect(statement, field).toContain(field);
    expect(statement).not.toContain('Statement of payments');
  });
});
