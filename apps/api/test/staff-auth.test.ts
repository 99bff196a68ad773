import { AUTH_MESSAGES } from '@ih/contract/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../src/db/schema/accounts.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let ipSeq = 0;
const newIp = () => `10.1.0.${++ipSeq}`;
const post = (url: string, payload: object, ip = newIp()) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });
const lastCode = (to: string) =>
  ctx.mails
    .filter((m) => m.to === to)
    .at(-1)
    ?.text.match(/\b(\d{6})\b/)?.[1] ?? '';

describe('staff sign-in', () => {
  it('signs a staff member in by e-mail code; /me tells role and brands; logout ends it', async () => {
    const brandId = crypto.randomUUID();
    const s = await createStaff(ctx.db, { role: 'brand', brandIds: [brandId] });
    const ip = newIp();
    expect((await post('/v1/admin/send-otp', { contact: s.email }, ip)).statusCode).toBe(200);
    const res = await post('/v1/admin/verify-otp', { contact: s.email, otp: lastCode(s.email) }, ip);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ _id: s.id, email: s.email, role: 'brand', brandIds: [brandId] });
    expect(body.data.token).toBe(body.token);

    const me = await ctx.app.inject({ method: 'GET', url: '/v1/admin/me', headers: authHeader(body.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ _id: s.id, role: 'brand', brandIds: [brandId] });

    const out = await ctx.app.inject({
      method: 'POST',
      url: '/v1/admin/logout',
      headers: authHeader(body.token),
    });
    expect(out.statusCode).toBe(200);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/v1/admin/me',
      headers: authHeader(body.token),
    });
    expect(after.statusCode).toBe(401);
  });

  it('a creator code does not sign anyone in as staff (codes are per kind)', async () => {
    const email = `both${Date.now()}@example.com`;
    await createInfluencer(ctx.db, { email });
    await createStaff(ctx.db, { role: 'admin', email });
    const ip = newIp();
    await post('/v1/influencer/send-otp', { contact: email }, ip);
    const creatorCode = lastCode(email);
    await post('/v1/admin/send-otp', { contact: email }, ip);
    const staffCode = lastCode(email);
    if (creatorCode !== staffCode) {
      const res = await post('/v1/admin/verify-otp', { contact: email, otp: creatorCode }, ip);
      expect(res.json().message).toBe(AUTH_MESSAGES.wrongCode);
    }
    expect((await post('/v1/admin/verify-otp', { contact: email, otp: staffCode }, ip)).statusCode).toBe(200);
  });

  it('unknown staff e-mail: 404; a creator e-mail is not a staff account', async () => {
    const c = await createInfluencer(ctx.db);
    const res = await post('/v1/admin/send-otp', { contact: c.email });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(AUTH_MESSAGES.unknownStaff);
  });

  it('refuses a mobile number with a clear 400', async () => {
    const res = await post('/v1/admin/send-otp', { contact: '9876543210' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Staff sign in with their work email address.');
  });

  it('a suspended staff member cannot get a code, and their session stops working', async () => {
    const s = await createStaff(ctx.db, { role: 'admin' });
    const token = await tokenFor(ctx.db, { staffId: s.id });
    await ctx.db.update(staffUsers).set({ status: 'suspended' }).where(eq(staffUsers.id, s.id));
    const res = await post('/v1/admin/send-otp', { contact: s.email });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUTH_MESSAGES.suspended);
    const me = await ctx.app.inject({ method: 'GET', url: '/v1/admin/me', headers: authHeader(token) });
    expect(me.statusCode).toBe(401);
  });

  it('brute force on a staff code: 5 wrong tries kill it', async () => {
    const s = await createStaff(ctx.db, { role: 'admin' });
    const ip = newIp();
    await post('/v1/admin/send-otp', { contact: s.email }, ip);
    const code = lastCode(s.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) await post('/v1/admin/verify-otp', { contact: s.email, otp: wrong }, ip);
    const res = await post('/v1/admin/verify-otp', { contact: s.email, otp: code }, ip);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.tooManyTries);
  });
});

describe('access between creators and staff', () => {
  it('a creator token gets 403 on staff calls', async () => {
    const c = await createInfluencer(ctx.db);
    const token = await tokenFor(ctx.db, { influencerId: c.id });
    for (const [method, url] of [
      ['GET', '/v1/admin/me'],
      ['POST', '/v1/admin/logout'],
      ['GET', '/v1/admin/influencers'],
      ['GET', `/v1/admin/influencers/${c.id}`],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: authHeader(token) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/admin/influencers/${c.id}`,
      payload: { status: 'suspended' },
      headers: authHeader(token),
    });
    expect(patch.statusCode).toBe(403);
  });

  it('a staff token gets 403 on creator-only calls', async () => {
    const s = await createStaff(ctx.db, { role: 'admin' });
    const token = await tokenFor(ctx.db, { staffId: s.id });
    for (const [method, url] of [
      ['GET', '/v1/influencer/profile'],
      ['GET', '/v1/influencer/profile/bank-account'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: authHeader(token) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/influencer/profile',
      payload: { state: 'Goa' },
      headers: authHeader(token),
    });
    expect(put.statusCode).toBe(403);
  });

  it('no token: 401 on both sides', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/admin/me' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/influencer/profile' })).statusCode).toBe(401);
  });
});
