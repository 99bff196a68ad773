import { AUTH_MESSAGES } from '@ih/contract/auth';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { otpChallenges, sessions } from '../src/db/schema/accounts.ts';
import { createSmsSender } from '../src/plugins/sms.ts';
import { authHeader, createInfluencer, tokenFor } from './factories/accounts.ts';
import { createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// Each test signs in from its own address so the per-IP limits of one test do not leak into another.
let ipSeq = 0;
const newIp = () => `10.0.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

const send = (contact: string, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/influencer/send-otp',
    payload: { contact },
    headers: { 'x-forwarded-for': ip },
  });
const verify = (contact: string, otp: string, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/influencer/verify-otp',
    payload: { contact, otp },
    headers: { 'x-forwarded-for': ip, 'user-agent': 'vitest-agent' },
  });

const lastCode = (to: string) => {
  const mail = ctx.mails.filter((m) => m.to === to).at(-1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
};
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('creator sign-in by e-mail', () => {
  it('sends a 6-digit code by mail, verifies it once, and opens a session', async () => {
    const c = await createInfluencer(ctx.db);
    const ip = newIp();
    const sent = await send(`  ${c.email.toUpperCase()} `, ip);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      success: true,
      message: AUTH_MESSAGES.otpSent,
      data: { channel: 'email', expiresInSeconds: 600 },
    });
    const mail = ctx.mails.at(-1);
    expect(mail?.subject).toBe('Your Influence Hub sign-in code');
    expect(mail?.text).toContain('10 minutes');
    expect(mail?.html).toContain(lastCode(c.email));
    const code = lastCode(c.email);
    // Only an HMAC is stored.
    const [row] = await ctx.db.select().from(otpChallenges).where(eq(otpChallenges.contact, c.email));
    expect(row?.codeHmac).not.toContain(code);

    const res = await verify(c.email, code, ip);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(AUTH_MESSAGES.otpVerified);
    expect(body.token).toBe(body.data.token);
    expect(body.user).toEqual({
      _id: c.id,
      name: c.name,
      email: c.email,
      mobile_number: c.mobileNumber,
      profile_image: null,
      language: 'en',
    });
    const [session] = await ctx.db.select().from(sessions).where(eq(sessions.influencerId, c.id));
    expect(session?.ip).toBe(ip);
    expect(session?.userAgent).toBe('vitest-agent');
    expect(session?.tokenHash).not.toBe(body.token);
    const days = (session!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);

    const me = await ctx.app.inject({
      method: 'POST',
      url: '/v1/influencer/logout',
      headers: authHeader(body.token),
    });
    expect(me.statusCode).toBe(200);

    // Single use.
    const again = await verify(c.email, code, ip);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.expiredCode);
  });

  it('kills the code after 5 wrong tries: the right code then fails too', async () => {
    const c = await createInfluencer(ctx.db);
    const ip = newIp();
    await send(c.email, ip);
    const code = lastCode(c.email);
    for (let i = 1; i <= 4; i++) {
      const res = await verify(c.email, wrong(code), ip);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(AUTH_MESSAGES.wrongCode);
    }
    const fifth = await verify(c.email, wrong(code), ip);
    expect(fifth.json().message).toBe(AUTH_MESSAGES.tooManyTries);
    const sixth = await verify(c.email, code, ip);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe(AUTH_MESSAGES.tooManyTries);
  });

  it('accepts the right code after 4 wrong tries', async () => {
    const c = await createInfluencer(ctx.db);
    const ip = newIp();
    await send(c.email, ip);
    const code = lastCode(c.email);
    for (let i = 0; i < 4; i++) await verify(c.email, wrong(code), ip);
    expect((await verify(c.email, code, ip)).statusCode).toBe(200);
  });

  it('counts parallel wrong guesses one by one (no more than 5 can be tried)', async () => {
    const c = await createInfluencer(ctx.db);
    const ip = newIp();
    await send(c.email, ip);
    const code = lastCode(c.email);
    const guesses = Array.from({ length: 12 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    await Promise.all(guesses.map((g) => verify(c.email, g, ip)));
    const [row] = await ctx.db.select().from(otpChallenges).where(eq(otpChallenges.contact, c.email));
    expect(row?.failedAttempts).toBe(5);
    expect((await verify(c.email, code, ip)).json().message).toBe(AUTH_MESSAGES.tooManyTries);
  });

  it('refuses an expired code', async () => {
    const c = await createInfluencer(ctx.db);
    const ip = newIp();
    await send(c.email, ip);
    await ctx.db
      .update(otpChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(otpChallenges.subjectKind, 'influencer'), eq(otpChallenges.contact, c.email)));
    const res = await verify(c.email, lastCode(c.email), ip);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.expiredCode);
  });

  it('a resend replaces the old code: the old one fails, the new one works', async () => {
    const c = await createInfluencer(ctx.db);
    const ip = newIp();
    await send(c.email, ip);
    const first = lastCode(c.email);
    let second = first;
    // A fresh code may by chance equal the old one (1 in a million); resend until it differs.
    while (second === first) {
      await send(c.email, ip);
      second = lastCode(c.email);
    }
    const old = await verify(c.email, first, ip);
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(AUTH_MESSAGES.supersededCode(c.email));
    expect(old.json().message).toBe(`A newer code was sent to ${c.email}; use the latest one.`);
    expect((await verify(c.email, second, ip)).statusCode).toBe(200);
  });

  it('a replaced code never signs in, counts as a try, and expiry and single use still rule (issue 26 B)', async () => {
    const c = await createInfluencer(ctx.db);
    const ip = newIp();
    await send(c.email, ip);
    const old = lastCode(c.email);
    let latest = old;
    // A fresh code may by chance equal the old one (1 in a million); resend until it differs.
    while (latest === old) {
      await send(c.email, ip);
      latest = lastCode(c.email);
    }
    const challenge = () =>
      ctx.db
        .select()
        .from(otpChallenges)
        .where(and(eq(otpChallenges.subjectKind, 'influencer'), eq(otpChallenges.contact, c.email)));

    // Every try with the old code is answered "a newer code was sent", and each counts.
    for (let i = 1; i < 5; i++) {
      const res = await verify(c.email, old, ip);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(AUTH_MESSAGES.supersededCode(c.email));
      expect((await challenge())[0]?.failedAttempts).toBe(i);
    }
    // The fifth wrong try ends the code, as for any wrong code.
    expect((await verify(c.email, old, ip)).json().message).toBe(AUTH_MESSAGES.tooManyTries);
    expect((await verify(c.email, latest, ip)).json().message).toBe(AUTH_MESSAGES.tooManyTries);
    const opened = await ctx.db.select().from(sessions).where(eq(sessions.influencerId, c.id));
    expect(opened).toHaveLength(0);

    // Once the latest code has expired, the old one is answered as expired too.
    await send(c.email, ip);
    const newest = lastCode(c.email);
    await ctx.db
      .update(otpChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(otpChallenges.subjectKind, 'influencer'), eq(otpChallenges.contact, c.email)));
    expect((await verify(c.email, latest, ip)).json().message).toBe(AUTH_MESSAGES.expiredCode);

    // A code replaced after it expired or was used is just a wrong code: "newer" only names a live one.
    await send(c.email, ip);
    const afterExpiry = lastCode(c.email);
    if (newest !== afterExpiry) {
      expect((await verify(c.email, newest, ip)).json().message).toBe(AUTH_MESSAGES.wrongCode);
    }
    expect((await verify(c.email, afterExpiry, ip)).statusCode).toBe(200);
    await send(c.email, ip);
    const afterUse = lastCode(c.email);
    if (afterUse !== afterExpiry) {
      expect((await verify(c.email, afterExpiry, ip)).json().message).toBe(AUTH_MESSAGES.wrongCode);
    }
  });

  it('answers 404 for an unknown contact and sends nothing', async () => {
    const before = ctx.mails.length;
    const res = await send('nobody-here@example.com', newIp());
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(AUTH_MESSAGES.unknownContact);
    expect(ctx.mails.length).toBe(before);
    const v = await verify('nobody-here@example.com', '123456', newIp());
    expect(v.statusCode).toBe(404);
  });

  it('explains bad input with 400', async () => {
    const res = await send('not a contact', newIp());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.contactInvalid);
    const empty = await send('', newIp());
    expect(empty.json().message).toBe(AUTH_MESSAGES.contactRequired);
    const badOtp = await verify('a@example.com', '12ab', newIp());
    expect(badOtp.statusCode).toBe(400);
    expect(badOtp.json().message).toBe(AUTH_MESSAGES.otpFormat);
  });
});

describe('sign-in codes in the account’s language (design §19)', () => {
  it('writes the code e-mail and text in Hindi for a Hindi account, and today’s English for an English one', async () => {
    const en = await createInfluencer(ctx.db);
    await send(en.email, newIp());
    const english = ctx.mails.filter((m) => m.to === en.email).at(-1)!;
    const enCode = lastCode(en.email);
    expect(english.subject).toBe('Your Influence Hub sign-in code');
    expect(english.text).toBe(
      `Your Influence Hub sign-in code is ${enCode}.\n\nIt is valid for 10 minutes and can be used once. If you did not ask for it, you can ignore this e-mail.`,
    );
    expect(english.html).toBe(
      `<p>Your Influence Hub sign-in code is</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${enCode}</p><p>It is valid for 10 minutes and can be used once. If you did not ask for it, you can ignore this e-mail.</p>`,
    );

    const hi = await createInfluencer(ctx.db, { language: 'hi' });
    await send(hi.email, newIp());
    const hindi = ctx.mails.filter((m) => m.to === hi.email).at(-1)!;
    const code = lastCode(hi.email);
    expect(hindi.subject).toBe('आपका Influence Hub साइन-इन कोड');
    expect(hindi.text).toBe(
      `आपका Influence Hub साइन-इन कोड ${code} है।\n\nयह 10 मिनट तक मान्य है और एक ही बार इस्तेमाल हो सकता है। अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें।`,
    );
    expect(hindi.html).toContain(`>${code}</p>`);
    expect(hindi.html).not.toMatch(/Your|valid|ignore/);

    await send(hi.mobileNumber, newIp());
    const text = ctx.texts.filter((m) => m.to === hi.mobileNumber).at(-1)!;
    expect(text.text).toMatch(
      /^\d{6} आपका Influence Hub साइन-इन कोड है। यह 10 मिनट तक मान्य है। इसे किसी के साथ शेयर न करें।$/,
    );
    // The code works as any other.
    expect((await verify(hi.email, code, newIp())).statusCode).toBe(200);
  });
});

describe('creator sign-in by mobile', () => {
  it('sends the code by SMS; +91 and spaces are normalised', async () => {
    const c = await createInfluencer(ctx.db);
    const ip = newIp();
    const spaced = `+91 ${c.mobileNumber.slice(0, 5)} ${c.mobileNumber.slice(5)}`;
    const res = await send(spaced, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.channel).toBe('mobile');
    const sms = ctx.texts.at(-1);
    expect(sms?.to).toBe(c.mobileNumber);
    const code = sms?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    const ok = await verify(c.mobileNumber, code, ip);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user._id).toBe(c.id);
  });
});

describe('sign-in without an SMS provider (design §10, issue 12 §4)', () => {
  const channels = () => ctx.app.inject({ method: 'GET', url: '/v1/influencer/sign-in-channels' });

  /** Runs `body` with the sender production has when no provider is configured. */
  async function withoutSmsProvider(body: () => Promise<void>) {
    const original = ctx.app.sms;
    const config = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'test-secret-test-secret-test-secret-1234',
    });
    ctx.app.sms = createSmsSender(config, ctx.app.log);
    try {
      await body();
    } finally {
      ctx.app.sms = original;
    }
  }

  it('tells the sign-in page both channels where texts are delivered', async () => {
    const res = await channels();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ channels: ['email', 'mobile'] });
  });

  it('offers e-mail only, and refuses a mobile plainly with 400 on the field, sending nothing', async () => {
    await withoutSmsProvider(async () => {
      expect((await channels()).json().data).toEqual({ channels: ['email'] });
      const c = await createInfluencer(ctx.db);
      const textsBefore = ctx.texts.length;
      const res = await send(c.mobileNumber, newIp());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'Sign-in codes by SMS are not available here yet — use your e-mail address',
        errors: { contact: 'Sign-in codes by SMS are not available here yet — use your e-mail address' },
      });
      expect(ctx.texts.length).toBe(textsBefore);
      const rows = await ctx.db.select().from(otpChallenges).where(eq(otpChallenges.contact, c.mobileNumber));
      expect(rows).toHaveLength(0);
      // E-mail still works for the same creator.
      const byMail = await send(c.email, newIp());
      expect(byMail.statusCode).toBe(200);
    });
  });

  it('development prints codes to the log, so mobile stays offered there', () => {
    const dev = loadConfig({
      NODE_ENV: 'development',
      APP_SECRET: 'test-secret-test-secret-test-secret-1234',
    });
    const prod = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'test-secret-test-secret-test-secret-1234',
    });
    expect(createSmsSender(dev, ctx.app.log).delivers).toBe(true);
    expect(createSmsSender(prod, ctx.app.log).delivers).toBe(false);
  });
});

describe('rate limits', () => {
  it('limits sends per contact (429 with Retry-After)', async () => {
    const c = await createInfluencer(ctx.db);
    for (let i = 0; i < 5; i++) expect((await send(c.email, newIp())).statusCode).toBe(200);
    const res = await send(c.email, newIp());
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Too many codes were requested for this email or mobile/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(900);
  });

  it('limits sends per IP', async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) expect((await send(`x${i}@nowhere.example.com`, ip)).statusCode).toBe(404);
    const res = await send('x21@nowhere.example.com', ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('limits verifications per IP', async () => {
    const c = await createInfluencer(ctx.db);
    const ip = newIp();
    for (let i = 0; i < 30; i++) expect((await verify(c.email, '000000', ip)).statusCode).toBe(400);
    const res = await verify(c.email, '000000', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Too many sign-in attempts/);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('sessions', () => {
  it('logout revokes the token: the next call answers 401', async () => {
    const c = await createInfluencer(ctx.db);
    const token = await tokenFor(ctx.db, { influencerId: c.id });
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/v1/influencer/logout',
      headers: authHeader(token),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe(AUTH_MESSAGES.loggedOut);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/v1/influencer/logout',
      headers: authHeader(token),
    });
    expect(again.statusCode).toBe(401);
  });

  it('a suspended creator cannot get a code, nor verify one sent before', async () => {
    const c = await createInfluencer(ctx.db, { status: 'suspended' });
    const res = await send(c.email, newIp());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUTH_MESSAGES.suspended);
    expect((await verify(c.email, '123456', newIp())).statusCode).toBe(403);
  });
});

describe('delivery failure', () => {
  it('answers 503 and leaves no live code behind', async () => {
    const c = await createInfluencer(ctx.db);
    const original = ctx.app.mailer.send;
    ctx.app.mailer.send = async () => {
      throw new Error('smtp down');
    };
    try {
      const res = await send(c.email, newIp());
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('We could not send the code right now. Please try again in a minute.');
    } finally {
      ctx.app.mailer.send = original;
    }
    const rows = await ctx.db.select().from(otpChallenges).where(eq(otpChallenges.contact, c.email));
    expect(rows).toHaveLength(0);
  });
});
