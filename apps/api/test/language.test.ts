import { LANGUAGE_MESSAGES } from '@ih/contract/language';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { influencers, staffUsers } from '../src/db/schema/accounts.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createTestContext, type TestContext } from './harness.ts';

/** Design §19: a person's reading language is kept on their account. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let seq = 0;
const registration = () => {
  seq += 1;
  return {
    account_type: ['Personal Account'],
    name: 'Asha Verma',
    mobile_number: `97${String(seq).padStart(3, '0')}1${String(seq).padStart(4, '0')}`,
    email: `asha.lang${seq}@example.com`,
    address: '4 Residency Road',
    pincode: '560025',
    country: 'india',
    state: 'Karnataka',
    city: 'Bengaluru',
    social_platform: [
      { platform_name: 'Instagram', profile_url: 'https://instagram.com/asha', followers: '12000' },
    ],
    niche: ['Travel'],
    description: 'I travel across India.',
  };
};

const profileOf = async (headers: Record<string, string>) =>
  (await ctx.app.inject({ method: 'GET', url: '/v1/influencer/profile', headers })).json().data;

describe("a creator's language", () => {
  it("starts as the browser's Accept-Language choice at registration, English otherwise", async () => {
    for (const [accept, expected] of [
      ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
      ['en-GB,en;q=0.9', 'en'],
      [undefined, 'en'],
      ['ta-IN', 'en'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/v1/influencer/add',
        payload: registration(),
        headers: accept ? { 'accept-language': accept } : {},
      });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await ctx.db.select().from(influencers).where(eq(influencers.id, res.json().data._id));
      expect({ accept, language: row?.language }).toEqual({ accept, language: expected });
    }
  });

  it('is set by the switch, shown on the profile, and refused with the choices when unknown', async () => {
    const c = await createInfluencer(ctx.db);
    const headers = authHeader(await tokenFor(ctx.db, { influencerId: c.id }));
    expect((await profileOf(headers)).language).toBe('en');

    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/influencer/language',
      headers,
      payload: { language: 'hi' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ message: LANGUAGE_MESSAGES.saved, data: { language: 'hi' } });
    expect((await profileOf(headers)).language).toBe('hi');

    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/influencer/language',
      headers,
      payload: { language: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(LANGUAGE_MESSAGES.unknown);
    expect((await profileOf(headers)).language).toBe('hi');
  });

  it('comes with the session on sign-in, so the app opens in it', async () => {
    const c = await createInfluencer(ctx.db);
    await ctx.db.update(influencers).set({ language: 'hi' }).where(eq(influencers.id, c.id));
    const ip = { 'x-forwarded-for': '10.31.0.1' };
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/influencer/send-otp',
      payload: { contact: c.email },
      headers: ip,
    });
    const code = ctx.mails
      .filter((m) => m.to === c.email)
      .at(-1)
      ?.text.match(/\b(\d{6})\b/)?.[1];
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/influencer/verify-otp',
      payload: { contact: c.email, otp: code },
      headers: ip,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.language).toBe('hi');
  });
});

describe("a staff member's language", () => {
  it('is set by the switch, for the caller only, and shown by /v1/admin/me', async () => {
    const [one, other] = [
      await createStaff(ctx.db, { role: 'admin' }),
      await createStaff(ctx.db, { role: 'admin' }),
    ];
    const headers = authHeader(await tokenFor(ctx.db, { staffId: one.id }));
    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/v1/admin/language',
      headers,
      payload: { language: 'hi' },
    });
    expect(set.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/v1/admin/me', headers });
    expect(me.json().data.language).toBe('hi');
    const [untouched] = await ctx.db.select().from(staffUsers).where(eq(staffUsers.id, other.id));
    expect(untouched?.language).toBe('en');
  });

  it('needs a session: nobody can set one anonymously', async () => {
    for (const url of ['/v1/admin/language', '/v1/influencer/language']) {
      const res = await ctx.app.inject({ method: 'PUT', url, payload: { language: 'hi' } });
      expect(res.statusCode).toBe(401);
    }
  });
});
