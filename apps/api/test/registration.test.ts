import { DESCRIPTION_MAX_LENGTH } from '@ih/contract/constants';
import { REGISTRATION_MESSAGES } from '@ih/contract/registration';
import { CREATOR_FIELD_MESSAGES } from '@ih/contract/validation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { influencerSocialAccounts, influencers } from '../src/db/schema/accounts.ts';
import { authHeader, createInfluencer, tokenFor } from './factories/accounts.ts';
import { createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let n = 0;
const valid = () => {
  n++;
  return {
    account_type: ['Personal Account'],
    name: 'Asha Rao',
    mobile_number: `+91 98${String(n).padStart(3, '0')} 0${String(n).padStart(4, '0')}`,
    email: `Asha.Rao${n}@Example.com`,
    address: '4 Residency Road',
    pincode: '560025',
    country: 'india',
    state: 'Karnataka',
    city: 'Bengaluru',
    social_platform: [
      { platform_name: 'Instagram', profile_url: 'https://instagram.com/asha', followers: '12000' },
      { platform_name: 'YouTube', profile_url: 'https://youtube.com/@asha', followers: '1.2K' },
    ],
    niche: ['Travel', 'Food'],
    description: 'I travel across India and cook regional food.',
  };
};
const post = (payload: object) => ctx.app.inject({ method: 'POST', url: '/v1/influencer/add', payload });

describe('registration', () => {
  it('creates an active account with its social accounts, normalising e-mail and mobile', async () => {
    const body = valid();
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: REGISTRATION_MESSAGES.success });
    const id = res.json().data._id;
    const [row] = await ctx.db.select().from(influencers).where(eq(influencers.id, id));
    expect(row).toMatchObject({
      email: body.email.toLowerCase(),
      status: 'active',
      niches: ['Travel', 'Food'],
    });
    expect(row?.mobileNumber).toMatch(/^\d{10}$/);
    const social = await ctx.db
      .select()
      .from(influencerSocialAccounts)
      .where(eq(influencerSocialAccounts.influencerId, id));
    expect(social.map((s) => s.platformName).sort()).toEqual(['Instagram', 'YouTube']);
  });

  it('answers 409 naming the e-mail when it is taken (any case)', async () => {
    const existing = await createInfluencer(ctx.db);
    const res = await post({ ...valid(), email: existing.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(REGISTRATION_MESSAGES.duplicateEmail);
  });

  it('answers 409 naming the mobile when it is taken (+91 form too)', async () => {
    const existing = await createInfluencer(ctx.db);
    const res = await post({ ...valid(), mobile_number: `+91${existing.mobileNumber}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(REGISTRATION_MESSAGES.duplicateMobile);
  });

  it('two identical concurrent submits create exactly one account; the other gets 409', async () => {
    const body = valid();
    const results = await Promise.all(Array.from({ length: 5 }, () => post(body)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    const rows = await ctx.db
      .select()
      .from(influencers)
      .where(eq(influencers.email, body.email.toLowerCase()));
    expect(rows).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode === 409)) expect(r.json().code).toBe('CONFLICT');
  });

  const cases: [string, (b: ReturnType<typeof valid>) => object, string, string][] = [
    ['account_type', (b) => ({ ...b, account_type: [] }), 'account_type', REGISTRATION_MESSAGES.accountType],
    ['name', (b) => ({ ...b, name: 'A' }), 'name', REGISTRATION_MESSAGES.name],
    ['mobile', (b) => ({ ...b, mobile_number: '12345' }), 'mobile_number', REGISTRATION_MESSAGES.mobile],
    ['email missing', (b) => ({ ...b, email: '' }), 'email', REGISTRATION_MESSAGES.emailRequired],
    ['email invalid', (b) => ({ ...b, email: 'asha@' }), 'email', REGISTRATION_MESSAGES.emailInvalid],
    ['address', (b) => ({ ...b, address: '  ' }), 'address', REGISTRATION_MESSAGES.address],
    ['country', (b) => ({ ...b, country: '' }), 'country', REGISTRATION_MESSAGES.country],
    ['state', (b) => ({ ...b, state: '' }), 'state', REGISTRATION_MESSAGES.state],
    ['city', (b) => ({ ...b, city: '' }), 'city', REGISTRATION_MESSAGES.city],
    ['pincode', (b) => ({ ...b, pincode: '12' }), 'pincode', REGISTRATION_MESSAGES.pincode],
    [
      'platform',
      (b) => ({
        ...b,
        social_platform: [{ platform_name: 'MySpace', profile_url: 'https://x.y', followers: '1' }],
      }),
      'social_platform.0.platform_name',
      REGISTRATION_MESSAGES.platform,
    ],
    [
      'profile_url',
      (b) => ({ ...b, social_platform: [{ platform_name: 'X', profile_url: 'not a url', followers: '1' }] }),
      'social_platform.0.profile_url',
      REGISTRATION_MESSAGES.profileUrl,
    ],
    [
      'followers',
      (b) => ({
        ...b,
        social_platform: [{ platform_name: 'X', profile_url: 'https://x.com/a', followers: ' ' }],
      }),
      'social_platform.0.followers',
      REGISTRATION_MESSAGES.followers,
    ],
    [
      'social',
      (b) => ({ ...b, social_platform: [] }),
      'social_platform',
      REGISTRATION_MESSAGES.socialIncomplete,
    ],
    ['niche', (b) => ({ ...b, niche: [] }), 'niche', REGISTRATION_MESSAGES.niche],
    [
      'description',
      (b) => ({ ...b, description: 'too short' }),
      'description',
      REGISTRATION_MESSAGES.description,
    ],
  ];
  for (const [label, mutate, field, message] of cases) {
    it(`refuses a bad ${label} with the spec's message`, async () => {
      const res = await post(mutate(valid()));
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.message).toBe(message);
      expect(body.errors[field]).toBe(message);
    });
  }

  describe("issue 12 §8: the wizard's field rules, enforced here too", () => {
    const social = (profile_url: string, followers: string) => [
      { platform_name: 'Instagram', profile_url, followers },
    ];

    it('refuses followers that are not a whole number, or twenty digits long', async () => {
      for (const followers of ['abc', '12345678901234567890', '-5', '2.5']) {
        const res = await post({ ...valid(), social_platform: social('https://instagram.com/a', followers) });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors['social_platform.0.followers']).toBe(CREATOR_FIELD_MESSAGES.followers);
      }
    });

    it('stores a profile link typed without https:// with it', async () => {
      const res = await post({ ...valid(), social_platform: social('instagram.com/asha_rao', '12,500') });
      expect(res.statusCode).toBe(201);
      const rows = await ctx.db
        .select()
        .from(influencerSocialAccounts)
        .where(eq(influencerSocialAccounts.influencerId, res.json().data._id));
      expect(rows.map((r) => [r.profileUrl, r.followers])).toEqual([
        ['https://instagram.com/asha_rao', '12,500'],
      ]);
    });

    it('wants exactly ten digits of mobile, not thirteen', async () => {
      const res = await post({ ...valid(), mobile_number: '9876543210123' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.mobile_number).toBe(REGISTRATION_MESSAGES.mobile);
    });

    it('refuses a name over 60 characters and takes one of exactly 60', async () => {
      const long = await post({ ...valid(), name: 'A'.repeat(61) });
      expect(long.statusCode).toBe(400);
      expect(long.json().errors.name).toBe('Please keep the name to 60 characters or fewer.');
      expect((await post({ ...valid(), name: 'A'.repeat(60) })).statusCode).toBe(201);
    });
  });

  it('lists every problem at once with a general message', async () => {
    const res = await post({ ...valid(), name: '', state: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      name: REGISTRATION_MESSAGES.name,
      state: REGISTRATION_MESSAGES.state,
    });
  });

  it('a body that is not JSON answers 400, never 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/influencer/add',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('issue 26 C: step 1 checks the e-mail and mobile number as they are typed', () => {
  let ipSeq = 0;
  const check = (payload: object, ip = `10.26.0.${++ipSeq}`) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/influencer/check-contact',
      payload,
      headers: { 'x-forwarded-for': ip },
    });

  it('says which of the two is taken, with the message registration would give, and nothing more', async () => {
    const c = await createInfluencer(ctx.db, { name: 'Secret Name' });
    const both = await check({ email: ` ${c.email.toUpperCase()} `, mobile_number: `+91 ${c.mobileNumber}` });
    expect(both.statusCode).toBe(200);
    expect(both.json()).toEqual({
      success: true,
      data: { email: 'taken', mobile_number: 'taken' },
      message: REGISTRATION_MESSAGES.duplicateEmail,
    });
    const mobileOnly = await check({ email: 'free-one@example.com', mobile_number: c.mobileNumber });
    expect(mobileOnly.json()).toMatchObject({
      data: { email: 'available', mobile_number: 'taken' },
      message: REGISTRATION_MESSAGES.duplicateMobile,
    });
    const free = await check({ email: 'free-two@example.com' });
    expect(free.json()).toEqual({
      success: true,
      data: { email: 'available' },
      message: REGISTRATION_MESSAGES.contactsFree,
    });
    // Nothing of the account behind a taken contact: no id, no name.
    expect(both.body).not.toContain(c.id);
    expect(both.body).not.toContain('Secret Name');
  });

  it('agrees with registration: what it calls taken is refused with 409, what it calls free registers', async () => {
    const c = await createInfluencer(ctx.db);
    const body = valid();
    expect((await check({ email: body.email, mobile_number: body.mobile_number })).json().data).toEqual({
      email: 'available',
      mobile_number: 'available',
    });
    expect((await post(body)).statusCode).toBe(201);
    expect((await check({ email: body.email })).json().data).toEqual({ email: 'taken' });
    const again = await post({ ...valid(), email: c.email });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a malformed contact or an empty check with a sentence, never a 5xx', async () => {
    const bad = await check({ email: 'not-an-email', mobile_number: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      email: REGISTRATION_MESSAGES.emailInvalid,
      mobile_number: REGISTRATION_MESSAGES.mobile,
    });
    const empty = await check({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBeTruthy();
  });

  it('is limited per network address like sign-in, with a clear 429 and Retry-After', async () => {
    const ip = '10.26.9.9';
    for (let i = 0; i < 30; i++)
      expect((await check({ email: `n${i}@example.com` }, ip)).statusCode).toBe(200);
    const over = await check({ email: 'one-more@example.com' }, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(REGISTRATION_MESSAGES.tooManyChecks);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await check({ email: 'one-more@example.com' }, '10.26.9.10')).statusCode).toBe(200);
  });
});

describe('issue 26 C: one description rule for registration and the profile', () => {
  it('both take DESCRIPTION_MAX_LENGTH characters and refuse one more with the same message', async () => {
    const longest = 'a'.repeat(DESCRIPTION_MAX_LENGTH);
    expect((await post({ ...valid(), description: longest })).statusCode).toBe(201);
    const tooLong = await post({ ...valid(), description: `${longest}a` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.description).toBe(CREATOR_FIELD_MESSAGES.descriptionTooLong);

    const c = await createInfluencer(ctx.db);
    const headers = authHeader(await tokenFor(ctx.db, { influencerId: c.id }));
    const profile = (description: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/v1/influencer/profile',
        headers,
        payload: { state: 'Karnataka', description },
      });
    expect((await profile(longest)).statusCode).toBe(200);
    const profileTooLong = await profile(`${longest}a`);
    expect(profileTooLong.statusCode).toBe(400);
    expect(profileTooLong.json().errors.description).toBe(CREATOR_FIELD_MESSAGES.descriptionTooLong);
  });
});
