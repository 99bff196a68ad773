import {
  BRAND_JOIN_MESSAGES,
  BRAND_JOIN_PAGE_MESSAGES,
  BRAND_JOIN_REFUSALS,
  BRAND_REQUEST_MESSAGES,
} from '@ih/contract/brand-requests-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffBrands, staffUsers } from '../src/db/schema/accounts.ts';
import { brandRequests } from '../src/db/schema/brand-requests.ts';
import { brands } from '../src/db/schema/catalogue.ts';
import { events } from '../src/db/schema/events.ts';
import { sendDecisionEmail } from '../src/modules/brand-requests/decision-email.ts';
import { authHeader, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand, ensureReferenceData, refIds } from './factories/catalogue.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { queueDeps, runQueue } from './support/queue.ts';

/*
 * Issue 28 part 1: a company asks to join (POST /v1/brand/join, public), an admin approves (the brand,
 * its owner's account and the welcome e-mail, in one go) or rejects with a reason (e-mailed).
 */

let t: TestContext;
let admin: Record<string, string>;
let adminId: string;
let brandStaff: Record<string, string>;
let food: string;

// Valid GSTINs (checksums by the contract's own rule), one per test that files one: Maharashtra,
// Karnataka, Delhi, Tamil Nadu, West Bengal.
const GSTINS = [
  '27AAPFU0939F1ZV',
  '29ABCDE1234F1ZW',
  '07AAACK1234M1ZN',
  '33AABCG5678H1ZI',
  '19AABCT1234Q1Z0',
];

let seq = 0;
let ipSeq = 0;
const unique = () => `${Date.now().toString(36)}${++seq}`;
const body = (over: Record<string, unknown> = {}) => ({
  companyName: `Kesar Foods ${unique()}`,
  contactName: 'Priya Nair',
  email: `priya.${unique()}@kesar.example.in`,
  mobile: '+91 98765 43210',
  website: 'kesar.example.in',
  category: food,
  ...over,
});
const join = (payload: object, ip = `10.28.0.${++ipSeq % 250}`) =>
  t.app.inject({ method: 'POST', url: '/v1/brand/join', payload, headers: { 'x-forwarded-for': ip } });
const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
const requestByEmail = async (email: string) =>
  (await t.db.select().from(brandRequests).where(eq(brandRequests.email, email)))[0]!;

beforeAll(async () => {
  t = await createTestContext();
  await ensureReferenceData(t.db);
  food = await refIds.niche(t.db, 'Food');
  adminId = (await createStaff(t.db, { role: 'admin', name: 'Asha Admin' })).id;
  admin = authHeader(await tokenFor(t.db, { staffId: adminId }));
  const own = await createBrand(t.db);
  brandStaff = authHeader(
    await tokenFor(t.db, { staffId: (await createStaff(t.db, { role: 'brand', brandIds: [own.id] })).id }),
  );
});
afterAll(() => t.close());

describe('POST /v1/brand/join', () => {
  it('files a waiting request as the server stores it: e-mail lower-cased, ten-digit mobile, https:// added, GSTIN upper-cased', async () => {
    const email = `Owner.${unique()}@Kesar.Example.IN`;
    const res = await join(body({ email, gstin: ' 27aapfu0939f1zv ' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: BRAND_JOIN_PAGE_MESSAGES.received,
      data: { email: email.toLowerCase(), status: 'pending' },
    });
    const row = await requestByEmail(email.toLowerCase());
    expect(row).toMatchObject({
      contactName: 'Priya Nair',
      mobile: '9876543210',
      website: 'https://kesar.example.in',
      gstin: '27AAPFU0939F1ZV',
      nicheId: food,
      status: 'pending',
    });
    // Nobody is told anything until an admin decides.
    expect(t.mails.filter((m) => m.to === email.toLowerCase())).toEqual([]);
  });

  it('takes the mobile and GSTIN as optional, blank or absent', async () => {
    const res = await join(body({ mobile: '', gstin: undefined }));
    expect(res.statusCode, res.body).toBe(201);
    const row = await requestByEmail(res.json().data.email);
    expect(row).toMatchObject({ mobile: null, gstin: null });
  });

  it.each([
    ['gstin', { gstin: '27AAPFU0939F1ZA' }, BRAND_JOIN_MESSAGES.gstinChecksum],
    ['gstin', { gstin: '27AAPFU0939' }, BRAND_JOIN_MESSAGES.gstinFormat],
    // A right check character on a state code GST does not have (99).
    ['gstin', { gstin: '99AAPFU0939F1ZK' }, BRAND_JOIN_MESSAGES.gstinUnknownState],
    ['mobile', { mobile: '98765' }, BRAND_JOIN_MESSAGES.mobile],
    ['email', { email: 'not-an-email' }, BRAND_JOIN_MESSAGES.emailInvalid],
    ['website', { website: 'not a website' }, BRAND_JOIN_MESSAGES.website],
    ['companyName', { companyName: '   ' }, BRAND_JOIN_MESSAGES.companyName],
    ['contactName', { contactName: 'P' }, BRAND_JOIN_MESSAGES.contactName],
    ['category', { category: 'Food' }, BRAND_JOIN_MESSAGES.category],
  ])('refuses a wrong %s with the field and its sentence (%j)', async (field, over, message) => {
    const res = await join(body(over));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors?.[field]).toBe(message);
  });

  it('refuses a category that is not on the list, naming the field', async () => {
    const res = await join(body({ category: crypto.randomUUID() }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ category: BRAND_JOIN_MESSAGES.category });
  });

  it('refuses a second waiting request for the same e-mail, or the same GSTIN, with what to do', async () => {
    const first = body({ gstin: GSTINS[1] });
    expect((await join(first)).statusCode).toBe(201);
    const again = await join({ ...first, companyName: 'Another name' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BRAND_JOIN_REFUSALS.pendingEmail);
    const sameGstin = await join(body({ gstin: GSTINS[1] }));
    expect(sameGstin.statusCode).toBe(409);
    expect(sameGstin.json().message).toBe(BRAND_JOIN_REFUSALS.pendingGstin);
  });

  it('refuses the e-mail of an existing brand account, and the GSTIN of an existing brand', async () => {
    const staff = await createStaff(t.db, { role: 'brand', brandIds: [(await createBrand(t.db)).id] });
    const taken = await join(body({ email: staff.email.toUpperCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(BRAND_JOIN_REFUSALS.staffEmail);
    await createBrand(t.db, { gstin: GSTINS[2] });
    const gstin = await join(body({ gstin: GSTINS[2] }));
    expect(gstin.statusCode).toBe(409);
    expect(gstin.json().message).toBe(BRAND_JOIN_REFUSALS.brandGstin);
  });

  it('makes one request of two identical submits at the same moment', async () => {
    const same = body({ gstin: GSTINS[3] });
    const answers = await Promise.all([join(same), join(same), join(same)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await t.db.select().from(brandRequests).where(eq(brandRequests.email, same.email));
    expect(rows).toHaveLength(1);
  });

  it('takes a new request from an e-mail whose earlier one was rejected', async () => {
    const first = body();
    await join(first);
    const r = await requestByEmail(first.email);
    expect(
      (await asAdmin('POST', `/v1/admin/brand-requests/${r.id}/reject`, { reason: 'No site' })).statusCode,
    ).toBe(200);
    expect((await join(first)).statusCode).toBe(201);
  });
});

describe('rate limits on joining (as sign-in codes)', () => {
  it('answers 429 with Retry-After after the per-e-mail limit, counting refused repeats too', async () => {
    const same = body();
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await join(same)).statusCode);
    expect(codes).toEqual([201, 409, 409, 409, 409, 429]);
    const res = await join(same);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(BRAND_JOIN_REFUSALS.tooManyForEmail);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 429 after OTP_SENDS_PER_IP requests from one network', async () => {
    const limited = await createTestContext({ env: { OTP_SENDS_PER_IP: '2' } });
    try {
      await ensureReferenceData(limited.db);
      const category = await refIds.niche(limited.db, 'Food');
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/v1/brand/join',
          payload: body({ category }),
          headers: { 'x-forwarded-for': '10.99.0.1' },
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe(BRAND_JOIN_REFUSALS.tooManyFromNetwork);
      // Another network is not held back.
      const other = await limited.app.inject({
        method: 'POST',
        url: '/v1/brand/join',
        payload: body({ category }),
        headers: { 'x-forwarded-for': '10.99.0.2' },
      });
      expect(other.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('the admins review requests', () => {
  it('lists waiting requests first, oldest first, and filters by status; brand people get 403 with a sentence', async () => {
    const a = body();
    const b = body();
    await join(a);
    await join(b);
    const res = await asAdmin('GET', '/v1/admin/brand-requests?status=pending&limit=100');
    expect(res.statusCode).toBe(200);
    const emails = res.json().data.map((r: { email: string }) => r.email);
    expect(emails.indexOf(a.email)).toBeLessThan(emails.indexOf(b.email));
    expect(res.json().data.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    expect(res.json().data.find((r: { email: string }) => r.email === a.email)).toMatchObject({
      companyName: a.companyName,
      contactName: 'Priya Nair',
      mobile: '9876543210',
      website: 'https://kesar.example.in',
      category: { _id: food, name: 'Food' },
      decidedAt: null,
      decidedBy: null,
      brandId: null,
    });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/brand-requests',
      headers: brandStaff,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(BRAND_REQUEST_MESSAGES.adminsOnly);
  });

  it('approving makes the brand, its owner and their place on the team in one go, marks who and when, and e-mails the sign-in link', async () => {
    const before = t.clock.now().getTime();
    const input = body({ gstin: GSTINS[4], email: `welcome.${unique()}@kesar.example.in` });
    await join(input);
    const r = await requestByEmail(input.email);
    const res = await asAdmin('POST', `/v1/admin/brand-requests/${r.id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(res.json().message).toBe(BRAND_REQUEST_MESSAGES.approved(input.companyName, input.email));
    expect(data).toMatchObject({ status: 'approved', decidedBy: { _id: adminId, name: 'Asha Admin' } });
    // When, by the app's clock.
    expect(Date.parse(data.decidedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(data.decidedAt)).toBeLessThanOrEqual(t.clock.now().getTime());
    const [brand] = await t.db.select().from(brands).where(eq(brands.id, data.brandId));
    expect(brand).toMatchObject({
      name: input.companyName,
      companyName: input.companyName,
      websiteLink: 'https://kesar.example.in',
      gstin: GSTINS[4],
      nicheIds: [food],
      status: 'active',
    });
    const [owner] = await t.db.select().from(staffUsers).where(eq(staffUsers.email, input.email));
    expect(owner).toMatchObject({ role: 'brand', name: 'Priya Nair', status: 'active' });
    expect(await t.db.select().from(staffBrands).where(eq(staffBrands.staffId, owner!.id))).toEqual([
      expect.objectContaining({ brandId: brand!.id, role: 'owner' }),
    ]);
    const logged = await t.db.select().from(events).where(eq(events.brandId, brand!.id));
    expect(logged.map((e) => e.type).sort()).toEqual(['brand.created', 'brand_request.decided']);

    await runQueue(t);
    const mail = t.mails.filter((m) => m.to === input.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain(`${input.companyName} is approved`);
    expect(mail[0]!.text).toContain('http://localhost:3000/admin/signin');
    expect(mail[0]!.html).toContain('href="http://localhost:3000/admin/signin"');

    // The owner signs in with an e-mail code and sees their brand.
    const ip = '10.28.9.9';
    const sent = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/send-otp',
      payload: { contact: input.email },
      headers: { 'x-forwarded-for': ip },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = t.mails.at(-1)!.text.match(/\b(\d{6})\b/)![1];
    const verified = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/verify-otp',
      payload: { contact: input.email, otp: code },
      headers: { 'x-forwarded-for': ip },
    });
    expect(verified.json().user).toMatchObject({ role: 'brand', brandIds: [brand!.id] });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/brands',
      headers: authHeader(verified.json().token),
    });
    expect(mine.json().data.map((b: { _id: string }) => b._id)).toEqual([brand!.id]);
  });

  it('never makes a second brand: approving twice (even at once) is 409, approving a rejected request 422', async () => {
    const input = body();
    await join(input);
    const r = await requestByEmail(input.email);
    const both = await Promise.all([
      asAdmin('POST', `/v1/admin/brand-requests/${r.id}/approve`),
      asAdmin('POST', `/v1/admin/brand-requests/${r.id}/approve`),
    ]);
    expect(both.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((x) => x.statusCode === 409)!.json().message).toBe(
      BRAND_REQUEST_MESSAGES.alreadyApproved,
    );
    expect(await t.db.select().from(brands).where(eq(brands.name, input.companyName))).toHaveLength(1);

    const other = body();
    await join(other);
    const o = await requestByEmail(other.email);
    await asAdmin('POST', `/v1/admin/brand-requests/${o.id}/reject`, { reason: 'Not a company' });
    const late = await asAdmin('POST', `/v1/admin/brand-requests/${o.id}/approve`);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(BRAND_REQUEST_MESSAGES.rejectedCannotApprove);
    expect(await t.db.select().from(brands).where(eq(brands.name, other.companyName))).toEqual([]);
  });

  it('refuses to approve when the e-mail got a staff account meanwhile, and changes nothing', async () => {
    const input = body();
    await join(input);
    const r = await requestByEmail(input.email);
    await createStaff(t.db, { role: 'admin', email: input.email });
    const res = await asAdmin('POST', `/v1/admin/brand-requests/${r.id}/approve`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BRAND_REQUEST_MESSAGES.staffEmail(input.email));
    expect((await requestByEmail(input.email)).status).toBe('pending');
    expect(await t.db.select().from(brands).where(eq(brands.name, input.companyName))).toEqual([]);
  });

  it('refuses to approve when a brand with the GSTIN was added meanwhile', async () => {
    const gstin = '24AAACR5055K1ZD';
    const input = body({ gstin: undefined });
    await join(input);
    const r = await requestByEmail(input.email);
    await t.db.update(brandRequests).set({ gstin }).where(eq(brandRequests.id, r.id));
    await createBrand(t.db, { gstin });
    const res = await asAdmin('POST', `/v1/admin/brand-requests/${r.id}/approve`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BRAND_REQUEST_MESSAGES.brandGstin);
  });

  it('rejecting needs a reason, keeps it and e-mails it; a decided request cannot be rejected again', async () => {
    const input = body();
    await join(input);
    const r = await requestByEmail(input.email);
    const blank = await asAdmin('POST', `/v1/admin/brand-requests/${r.id}/reject`, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ reason: BRAND_REQUEST_MESSAGES.reasonRequired });
    const reason = 'We could not find the company at the GSTIN or the website you gave.';
    const res = await asAdmin('POST', `/v1/admin/brand-requests/${r.id}/reject`, { reason });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: BRAND_REQUEST_MESSAGES.rejected(input.email),
      data: { status: 'rejected', reason, brandId: null },
    });
    await runQueue(t);
    const mail = t.mails.filter((m) => m.to === input.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(reason);
    expect(mail[0]!.text).not.toContain('/admin/signin');

    const again = await asAdmin('POST', `/v1/admin/brand-requests/${r.id}/reject`, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BRAND_REQUEST_MESSAGES.alreadyRejected);

    const approved = body();
    await join(approved);
    const a = await requestByEmail(approved.email);
    await asAdmin('POST', `/v1/admin/brand-requests/${a.id}/approve`);
    const late = await asAdmin('POST', `/v1/admin/brand-requests/${a.id}/reject`, { reason: 'Too late' });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(BRAND_REQUEST_MESSAGES.approvedCannotReject);
  });

  it('sends a decision e-mail at most once, and again after a failed send', async () => {
    const input = body();
    await join(input);
    const r = await requestByEmail(input.email);
    await asAdmin('POST', `/v1/admin/brand-requests/${r.id}/reject`, {
      reason: 'Duplicate of another brand',
    });
    const deps = queueDeps(t);
    const failing = {
      ...deps,
      mailer: { delivers: true, send: async () => Promise.reject(new Error('SMTP down')) },
    };
    await expect(sendDecisionEmail(failing, r.id)).rejects.toThrow('SMTP down');
    expect(await sendDecisionEmail(deps, r.id)).toBe('sent');
    expect(await sendDecisionEmail(deps, r.id)).toBe('none');
    expect(t.mails.filter((m) => m.to === input.email)).toHaveLength(1);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect(
      (await asAdmin('POST', `/v1/admin/brand-requests/${crypto.randomUUID()}/approve`)).statusCode,
    ).toBe(404);
    expect((await asAdmin('POST', '/v1/admin/brand-requests/nope/reject', { reason: 'x' })).statusCode).toBe(
      404,
    );
  });
});
