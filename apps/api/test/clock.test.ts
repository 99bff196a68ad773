import { AUTH_MESSAGES } from '@ih/contract/auth';
import { OTP_TTL_MINUTES } from '@ih/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TTL_DAYS } from '../src/plugins/auth.ts';
import { authHeader, createInfluencer } from './factories/accounts.ts';
import { createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

async function signIn(email: string, ip: string, advanceBeforeVerify = 0) {
  await ctx.app.inject({
    method: 'POST',
    url: '/v1/influencer/send-otp',
    payload: { contact: email },
    headers: { 'x-forwarded-for': ip },
  });
  const code = ctx.mails
    .filter((m) => m.to === email)
    .at(-1)
    ?.text.match(/\b(\d{6})\b/)?.[1];
  ctx.clock.advance(advanceBeforeVerify);
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/influencer/verify-otp',
    payload: { contact: email, otp: code },
    headers: { 'x-forwarded-for': ip },
  });
}

describe('rules read the app clock, so tests move time instead of waiting', () => {
  it('a sign-in code stops working when the clock passes its lifetime', async () => {
    const c = await createInfluencer(ctx.db);
    const res = await signIn(c.email, '10.9.0.1', OTP_TTL_MINUTES * MINUTE + 1000);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.expiredCode);
  });

  it('a session opened now is refused once the clock passes its lifetime', async () => {
    const c = await createInfluencer(ctx.db);
    const res = await signIn(c.email, '10.9.0.2');
    expect(res.statusCode).toBe(200);
    const token = res.json().data.token as string;
    const me = () => ctx.app.inject({ url: '/v1/influencer/profile', headers: authHeader(token) });
    expect((await me()).statusCode).toBe(200);
    ctx.clock.advance(SESSION_TTL_DAYS * DAY + MINUTE);
    expect((await me()).statusCode).toBe(401);
  });
});
