import { AUTH_MESSAGES } from '@ih/contract/auth';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges, sessions } from '../src/db/schema/accounts.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createTestContext, type TestContext } from './harness.ts';

/**
 * OTP and session hardening under concurrency: what auth.test.ts and staff-auth.test.ts prove one
 * request at a time, here with many requests in flight from many addresses.
 */
let ctx: TestContext;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await createStaff(ctx.db, { role: 'admin' });
  adminHeaders = authHeader(await tokenFor(ctx.db, { staffId: admin.id }));
});
afterAll(() => ctx.close());

let ipSeq = 0;
const newIp = () => `172.16.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;
const send = (contact: string, ip = newIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/influencer/send-otp',
    payload: { contact },
    headers: { 'x-forwarded-for': ip },
  });
const verify = (contact: string, otp: string, ip = newIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/influencer/verify-otp',
    payload: { contact, otp },
    headers: { 'x-forwarded-for': ip },
  });
const codeFor = (to: string) => {
  const code = ctx.mails
    .filter((m) => m.to === to)
    .at(-1)
    ?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
};
const sessionsOf = (influencerId: string) =>
  ctx.db.select().from(sessions).where(eq(sessions.influencerId, influencerId));

/** Creator calls of several modules; each needs a live session. */
const CREATOR_CALLS = [
  ['GET', '/v1/influencer/profile'],
  ['GET', '/v1/influencer/apply'],
  ['GET', '/v1/influencer/apply/stats'],
  ['GET', '/v1/influencer/payment/details'],
  ['GET', '/v1/influencer/active/task'],
  ['GET', '/v1/influencer/profile/bank-account'],
  ['POST', '/v1/influencer/logout'],
] as const;
const call = (token: string, i: number) => {
  const [method, url] = CREATOR_CALLS[i % CREATOR_CALLS.length] ?? CREATOR_CALLS[0];
  return ctx.app.inject({ method, url, headers: authHeader(token) });
};

describe('OTP brute force under concurrency', () => {
  it('60 parallel wrong guesses from 60 addresses: 5 are counted, no session opens, the right code then fails', async () => {
    const c = await createInfluencer(ctx.db);
    await send(c.email);
    const code = codeFor(c.email);
    const guesses = Array.from({ length: 60 }, (_, i) =>
      String((Number(code) + 1 + i * 7919) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(guesses.map((g) => verify(c.email, g)));
    expect(answers.every((r) => r.statusCode === 400)).toBe(true);
    expect(answers.filter((r) => r.json().message === AUTH_MESSAGES.wrongCode).length).toBe(4);
    const [row] = await ctx.db.select().from(otpChallenges).where(eq(otpChallenges.contact, c.email));
    expect(row?.failedAttempts).toBe(5);
    const right = await verify(c.email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(AUTH_MESSAGES.tooManyTries);
    expect(await sessionsOf(c.id)).toHaveLength(0);
  });

  it('the right code sent 12 times at once opens exactly one session (single use holds in a race)', async () => {
    const c = await createInfluencer(ctx.db);
    await send(c.email);
    const code = codeFor(c.email);
    const answers = await Promise.all(Array.from({ length: 12 }, () => verify(c.email, code)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe(AUTH_MESSAGES.expiredCode);
    }
    expect(await sessionsOf(c.id)).toHaveLength(1);
  });

  it('an expired code fails for every one of many parallel tries and opens nothing', async () => {
    const c = await createInfluencer(ctx.db);
    await send(c.email);
    await ctx.db
      .update(otpChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(otpChallenges.subjectKind, 'influencer'), eq(otpChallenges.contact, c.email)));
    const answers = await Promise.all(Array.from({ length: 10 }, () => verify(c.email, codeFor(c.email))));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(400));
    expect(await sessionsOf(c.id)).toHaveLength(0);
  });

  it('the per-address send limit counts parallel requests exactly: 45 at once, 20 pass, 25 get 429', async () => {
    const ip = newIp();
    const answers = await Promise.all(
      Array.from({ length: 45 }, (_, i) => send(`burst${i}@nowhere.example.com`, ip)),
    );
    expect(answers.filter((r) => r.statusCode === 404)).toHaveLength(20);
    const limited = answers.filter((r) => r.statusCode === 429);
    expect(limited).toHaveLength(25);
    for (const r of limited) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('the per-contact send limit holds in a burst from many addresses: at most 5 codes are mailed', async () => {
    const c = await createInfluencer(ctx.db);
    const before = ctx.mails.filter((m) => m.to === c.email).length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(c.email)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(15);
    expect(ctx.mails.filter((m) => m.to === c.email).length - before).toBe(5);
  });
});

describe('sessions under concurrency', () => {
  it('logout racing 40 requests: none fails with 5xx, and once logout has answered every request with the token is 401', async () => {
    const c = await createInfluencer(ctx.db);
    const token = await tokenFor(ctx.db, { influencerId: c.id });
    const other = await tokenFor(ctx.db, { influencerId: c.id });
    const inFlight = Array.from({ length: 40 }, (_, i) => call(token, i % (CREATOR_CALLS.length - 1)));
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/v1/influencer/logout',
      headers: authHeader(token),
    });
    expect([200, 401]).toContain(out.statusCode);
    for (const r of await Promise.all(inFlight)) expect(r.statusCode).toBeLessThan(500);
    const after = await Promise.all(Array.from({ length: 21 }, (_, i) => call(token, i)));
    expect(after.map((r) => r.statusCode)).toEqual(Array(21).fill(401));
    // Logout ends that session only: the creator's other device stays signed in.
    expect((await call(other, 0)).statusCode).toBe(200);
  });

  it('five parallel logouts of one token: no 5xx, the token is dead, one revocation time recorded', async () => {
    const c = await createInfluencer(ctx.db);
    const token = await tokenFor(ctx.db, { influencerId: c.id });
    const outs = await Promise.all(
      Array.from({ length: 5 }, () =>
        ctx.app.inject({ method: 'POST', url: '/v1/influencer/logout', headers: authHeader(token) }),
      ),
    );
    for (const r of outs) expect([200, 401]).toContain(r.statusCode);
    expect(outs.some((r) => r.statusCode === 200)).toBe(true);
    expect((await call(token, 0)).statusCode).toBe(401);
    const [row] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it("suspension revokes all of a creator's sessions at once, even with requests in flight; reactivation does not revive them", async () => {
    const c = await createInfluencer(ctx.db);
    const tokens = await Promise.all(
      Array.from({ length: 4 }, () => tokenFor(ctx.db, { influencerId: c.id })),
    );
    const inFlight = tokens.flatMap((t) =>
      Array.from({ length: 6 }, (_, i) => call(t, i % (CREATOR_CALLS.length - 1))),
    );
    const suspend = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/admin/influencers/${c.id}`,
      headers: adminHeaders,
      payload: { status: 'suspended' },
    });
    expect(suspend.statusCode).toBe(200);
    for (const r of await Promise.all(inFlight)) expect(r.statusCode).toBeLessThan(500);
    for (const t of tokens)
      for (let i = 0; i < CREATOR_CALLS.length - 1; i++)
        expect((await call(t, i)).statusCode, `${t.slice(0, 6)} ${i}`).toBe(401);
    expect((await sessionsOf(c.id)).every((s) => s.revokedAt !== null)).toBe(true);

    const back = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/admin/influencers/${c.id}`,
      headers: adminHeaders,
      payload: { status: 'active' },
    });
    expect(back.statusCode).toBe(200);
    for (const t of tokens) expect((await call(t, 0)).statusCode).toBe(401);
  });

  it('an expired session is refused on every creator call', async () => {
    const c = await createInfluencer(ctx.db);
    const token = await tokenFor(ctx.db, { influencerId: c.id });
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const answers = await Promise.all(CREATOR_CALLS.map((_, i) => call(token, i)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(CREATOR_CALLS.length).fill(401));
  });
});

describe('tokens', () => {
  it('are opaque and long (at least 128 bits), and only their hash is stored', async () => {
    const c = await createInfluencer(ctx.db);
    await send(c.email);
    const res = await verify(c.email, codeFor(c.email));
    const token: string = res.json().token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const [row] = await sessionsOf(c.id);
    expect(row?.tokenHash).not.toBe(token);
    expect(row?.tokenHash).not.toContain(token);
  });

  it('near misses of a live token are refused: its stored hash, a changed case, extra or missing characters', async () => {
    const c = await createInfluencer(ctx.db);
    const token = await tokenFor(ctx.db, { influencerId: c.id });
    const flipped = token.replace(/[a-z]/, (ch) => ch.toUpperCase());
    for (const bad of [
      hashToken(token),
      flipped,
      `${token}x`,
      token.slice(0, -1),
      token.split('').reverse().join(''),
    ]) {
      if (bad === token) continue;
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/v1/influencer/profile',
        headers: authHeader(bad),
      });
      expect(res.statusCode, bad.slice(0, 12)).toBe(401);
    }
    for (const header of [`Basic ${token}`, token, `Bearer:${token}`, `Token ${token}`]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/v1/influencer/profile',
        headers: { authorization: header },
      });
      expect(res.statusCode, header.slice(0, 12)).toBe(401);
    }
    expect((await call(token, 0)).statusCode).toBe(200);
  });
});
