import { createHash } from 'node:crypto';
import type { UsageRightsWire } from '@ih/contract/agreements';
import { AGREEMENT_MESSAGES } from '@ih/contract/agreements-messages';
import { AUTH_MESSAGES } from '@ih/contract/auth';
import { addDays, formatDay, istDay } from '@ih/contract/payout-terms';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementEvents, agreementSignatures, agreements } from '../src/db/schema/agreements.ts';
import { notifications } from '../src/db/schema/notifications.ts';
import { applicationHistory, applications } from '../src/db/schema/pipeline.ts';
import { EVENT_CONSUMERS } from '../src/module-jobs.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign } from './factories/catalogue.ts';
import { createApplication, PNG_DATA_URL } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { pdfText } from './support/pdf-text.ts';
import { runQueue } from './support/queue.ts';

/*
 * Agreements (design §16, issue 33): made on acceptance from the campaign's terms, signed by the
 * creator and then a brand person with a one-time code and a typed name, declined with a reason,
 * proven afterwards by the certificate page and the public verify call; rights ending are told.
 */

let t: TestContext;
let brandId: string;
let otherBrandId: string;
let admin: string;
let brandStaff: { id: string; email: string; token: string };
let otherBrandStaff: string;
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const UA = 'Mozilla/5.0 (agreement test)';
const RIGHTS: UsageRightsWire = {
  channels: ['brand-paid-ads'],
  duration_days: 90,
  territory: 'India',
  exclusivity_days: 0,
  exclusivity_category: null,
};

beforeAll(async () => {
  t = await createTestContext();
  brandId = (await createBrand(t.db, { name: 'Chai Point' })).id;
  otherBrandId = (await createBrand(t.db)).id;
  admin = await tokenFor(t.db, { staffId: (await createStaff(t.db, { role: 'admin' })).id });
  const staff = await createStaff(t.db, { role: 'brand', brandIds: [brandId], name: 'Meera Brand' });
  brandStaff = { ...staff, token: await tokenFor(t.db, { staffId: staff.id }) };
  otherBrandStaff = await tokenFor(t.db, {
    staffId: (await createStaff(t.db, { role: 'brand', brandIds: [otherBrandId] })).id,
  });
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  token: string | null,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? authHeader(token) : {}), 'user-agent': UA },
    ...(payload ? { payload } : {}),
  });

const creatorUrl = (applicationId: string, tail = '') =>
  `/v1/influencer/apply/${applicationId}/agreement${tail}`;
const staffUrl = (applicationId: string, tail = '') =>
  `/v1/admin/applications/${applicationId}/agreement${tail}`;

/** The newest code mailed to this address. */
function codeFor(email: string): string {
  const mail = [...t.mails].reverse().find((m) => m.to === email);
  const code = mail?.text?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** A campaign with terms, a creator applied, and the application accepted through the console. */
async function acceptedWork(campaign: Record<string, unknown> = {}) {
  const c = await createCampaign(t.db, {
    brandId,
    campaignTitle: 'Monsoon Chai',
    agreementRequired: true,
    usageRights: RIGHTS,
    optionalDeliverables: true,
    ...campaign,
  });
  const creator = await createInfluencer(t.db, { name: 'Asha Verma' });
  const token = await tokenFor(t.db, { influencerId: creator.id });
  const app = await createApplication(t.db, {
    influencerId: creator.id,
    campaignId: c.id,
    status: 'pending',
  });
  const res = await call('POST', `/v1/admin/applications/${app.id}/transition`, brandStaff.token, {
    to: 'accepted',
    final_amount: 12000,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { campaign: c, creator, token, applicationId: app.id };
}

/** As the page does: read the agreement, ask for a code, type the name and the code. */
async function sign(url: string, token: string, email: string, name: string) {
  expect((await call('GET', url, token)).statusCode).toBe(200);
  const sent = await call('POST', `${url}/send-code`, token);
  expect(sent.statusCode, sent.body).toBe(200);
  return call('POST', `${url}/sign`, token, { name, code: codeFor(email) });
}

/** A work body of the one optional deliverable, so one file is a whole submission. */
async function uploadBody(campaignId: string) {
  const detail = await t.db.execute<{ platform_ids: string[] }>(
    sql`select platform_ids from campaigns where id = ${campaignId}`,
  );
  const deliverable = await t.db.execute<{ id: string }>(
    sql`select id from campaign_deliverables where campaign_id = ${campaignId} order by sort_order limit 1`,
  );
  return {
    taskId: campaignId,
    task_details: [
      {
        platformId: detail.rows[0]!.platform_ids[0],
        deliverables: [{ deliverableType: deliverable.rows[0]!.id, files: [{ fileUrl: PNG_DATA_URL }] }],
      },
    ],
  };
}

describe('terms on the campaign', () => {
  it('shows usage rights and agreement_required only where set, so other answers stay as they were', async () => {
    const withTerms = await createCampaign(t.db, { brandId, agreementRequired: true, usageRights: RIGHTS });
    const plain = await createCampaign(t.db, { brandId });
    const creator = await createInfluencer(t.db);
    const token = await tokenFor(t.db, { influencerId: creator.id });
    const a = (await call('GET', `/v1/influencer/active/task/${withTerms.id}`, token)).json().data;
    expect(a.usage_rights).toEqual(RIGHTS);
    expect(a.agreement_required).toBe(true);
    const b = (await call('GET', `/v1/influencer/active/task/${plain.id}`, token)).json().data;
    expect(b).not.toHaveProperty('usage_rights');
    expect(b).not.toHaveProperty('agreement_required');
  });

  it('are set in the staff campaign form and read back in its values', async () => {
    const c = await createCampaign(t.db, { brandId });
    const res = await call('PATCH', `/v1/admin/tasks/${c.id}`, brandStaff.token, {
      usage_rights: { channels: ['website', 'website'], duration_days: 30, territory: 'Worldwide' },
      agreement_required: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.form).toMatchObject({
      usage_rights: {
        channels: ['website'],
        duration_days: 30,
        territory: 'Worldwide',
        exclusivity_days: 0,
        exclusivity_category: null,
      },
      agreement_required: true,
    });
    const bad = await call('PATCH', `/v1/admin/tasks/${c.id}`, brandStaff.token, {
      usage_rights: { channels: ['forever'], duration_days: 0, territory: 'Mars' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining([
        'usage_rights.channels.0',
        'usage_rights.duration_days',
        'usage_rights.territory',
      ]),
    );
  });
});

describe('the agreement made on acceptance', () => {
  it('binds the parties, work, amount, payout promise and usage rights, awaiting the creator', async () => {
    const w = await acceptedWork();
    const res = await call('GET', creatorUrl(w.applicationId), w.token);
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json().data;
    expect(a).toMatchObject({
      version: 1,
      status: 'awaiting creator',
      sha256: null,
      documentUrl: null,
      canSign: true,
    });
    expect(a.terms).toMatchObject({
      amount: 12000,
      payout_terms_days: expect.any(Number),
      usage_rights: RIGHTS,
    });
    expect(a.text).toContain('Brand: Chai Point');
    expect(a.text).toContain('Creator: Asha Verma');
    expect(a.text).toContain('₹12,000');
    expect(a.text).toContain('The brand may run your video as a paid ad for 90 days in India.');
    expect(a.text).toMatch(/Paid within \d+ days? of your post going live/);
    // Viewing is recorded once, with IP address and user agent.
    await call('GET', creatorUrl(w.applicationId), w.token);
    const viewed = await t.db
      .select()
      .from(agreementEvents)
      .where(and(eq(agreementEvents.agreementId, a._id), eq(agreementEvents.type, 'viewed')));
    expect(viewed).toHaveLength(1);
    expect(viewed[0]).toMatchObject({ ip: '127.0.0.1', userAgent: UA, actorName: 'Asha Verma' });
  });

  it('is made for an accepted invitation too, and not for a campaign without terms', async () => {
    const c = await createCampaign(t.db, { brandId, usageRights: RIGHTS, fixedPrice: 5000 });
    const creator = await createInfluencer(t.db);
    const token = await tokenFor(t.db, { influencerId: creator.id });
    await call('POST', `/v1/admin/tasks/${c.id}/invitations`, brandStaff.token, {
      influencerIds: [creator.id],
    });
    const [inv] = (await call('GET', '/v1/influencer/invitations', token)).json().data;
    const accepted = await call('POST', `/v1/influencer/invitations/${inv._id}/accept`, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const got = await call('GET', creatorUrl(accepted.json().data.applicationId), token);
    expect(got.json().data).toMatchObject({ status: 'awaiting creator', terms: { amount: 5000 } });

    const plain = await acceptedWork({ agreementRequired: false, usageRights: null });
    const none = await call('GET', creatorUrl(plain.applicationId), plain.token);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(AGREEMENT_MESSAGES.notFound);
  });

  it('is read only by its creator, the brand’s people and admins', async () => {
    const w = await acceptedWork();
    const stranger = await tokenFor(t.db, { influencerId: (await createInfluencer(t.db)).id });
    expect((await call('GET', creatorUrl(w.applicationId), stranger)).statusCode).toBe(404);
    expect((await call('GET', staffUrl(w.applicationId), otherBrandStaff)).statusCode).toBe(404);
    expect((await call('GET', staffUrl(w.applicationId), brandStaff.token)).statusCode).toBe(200);
    expect((await call('GET', staffUrl(w.applicationId), admin)).statusCode).toBe(200);
    expect((await call('GET', staffUrl(w.applicationId), null)).statusCode).toBe(401);
    expect((await call('GET', creatorUrl(w.applicationId), brandStaff.token)).statusCode).toBe(403);
  });
});

describe('signing', () => {
  it('refuses the upload until both signed, then takes it', async () => {
    const w = await acceptedWork();
    const body = await uploadBody(w.campaign.id);
    const refused = await call('PUT', '/v1/influencer/task/submission', w.token, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Sign the agreement before uploading your work');
    expect((await sign(creatorUrl(w.applicationId), w.token, w.creator.email, 'Asha Verma')).statusCode).toBe(
      200,
    );
    expect((await call('PUT', '/v1/influencer/task/submission', w.token, body)).statusCode).toBe(409);
    const both = await sign(staffUrl(w.applicationId), brandStaff.token, brandStaff.email, 'Meera Brand');
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().message).toBe(AGREEMENT_MESSAGES.signedBoth);
    const ok = await call('PUT', '/v1/influencer/task/submission', w.token, body);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('lets the brand sign only after the creator', async () => {
    const w = await acceptedWork();
    const early = await call('POST', staffUrl(w.applicationId, '/send-code'), brandStaff.token);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(AGREEMENT_MESSAGES.creatorFirst);
    const sign = await call('POST', staffUrl(w.applicationId, '/sign'), brandStaff.token, {
      name: 'Meera Brand',
      code: '123456',
    });
    expect(sign.statusCode).toBe(422);
  });

  it('changes nothing on a wrong code, signs once with the right one, and a reused code signs nothing more', async () => {
    const w = await acceptedWork();
    await call('POST', creatorUrl(w.applicationId, '/send-code'), w.token);
    const code = codeFor(w.creator.email);
    const wrong = await call('POST', creatorUrl(w.applicationId, '/sign'), w.token, {
      name: 'Asha Verma',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: AUTH_MESSAGES.wrongCode,
      errors: { code: AUTH_MESSAGES.wrongCode },
    });
    const [before] = await t.db
      .select()
      .from(agreements)
      .where(eq(agreements.applicationId, w.applicationId));
    expect(before!.sha256).toBeNull();
    expect(
      await t.db.select().from(agreementSignatures).where(eq(agreementSignatures.agreementId, before!.id)),
    ).toEqual([]);

    // A double click: two requests with the one code make one signature, and both answer success.
    const [first, second] = await Promise.all([
      call('POST', creatorUrl(w.applicationId, '/sign'), w.token, { name: ' Asha   Verma ', code }),
      call('POST', creatorUrl(w.applicationId, '/sign'), w.token, { name: 'Asha Verma', code }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const again = await call('POST', creatorUrl(w.applicationId, '/sign'), w.token, {
      name: 'Asha Verma',
      code,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(AGREEMENT_MESSAGES.alreadySigned);
    const signatures = await t.db
      .select()
      .from(agreementSignatures)
      .where(eq(agreementSignatures.agreementId, before!.id));
    expect(signatures).toHaveLength(1);
    expect(signatures[0]).toMatchObject({
      role: 'creator',
      name: 'Asha Verma',
      channel: 'email',
      ip: '127.0.0.1',
      userAgent: UA,
    });
    expect(again.json().data).toMatchObject({ status: 'awaiting brand', canSign: false });
    expect(again.json().data.signers).toEqual([
      { role: 'creator', name: 'Asha Verma', signedAt: expect.any(String), channel: 'email' },
    ]);
  });

  it('refuses a code past its time, and a sign-in code, as at sign-in', async () => {
    const w = await acceptedWork();
    await call('POST', creatorUrl(w.applicationId, '/send-code'), w.token);
    const code = codeFor(w.creator.email);
    t.clock.advance(11 * 60_000);
    const late = await call('POST', creatorUrl(w.applicationId, '/sign'), w.token, {
      name: 'Asha Verma',
      code,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(AUTH_MESSAGES.expiredCode);
    // A sign-in code is not a signing code.
    await t.app.inject({
      method: 'POST',
      url: '/v1/influencer/send-otp',
      payload: { contact: w.creator.email },
    });
    const signIn = await call('POST', creatorUrl(w.applicationId, '/sign'), w.token, {
      name: 'Asha Verma',
      code: codeFor(w.creator.email),
    });
    expect(signIn.statusCode).toBe(400);
    expect((await call('GET', creatorUrl(w.applicationId), w.token)).json().data.status).toBe(
      'awaiting creator',
    );
  });

  it('limits how many codes are sent, like sign-in codes', async () => {
    const w = await acceptedWork();
    const answers: number[] = [];
    for (let i = 0; i < 6; i++)
      answers.push((await call('POST', creatorUrl(w.applicationId, '/send-code'), w.token)).statusCode);
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    const limited = await call('POST', creatorUrl(w.applicationId, '/send-code'), w.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('the signed document', () => {
  it('fixes the hash at the first signature, ends with the certificate, and is verified by both hashes', async () => {
    const w = await acceptedWork();
    const creatorSigned = (
      await sign(creatorUrl(w.applicationId), w.token, w.creator.email, 'Asha Verma')
    ).json().data;
    const textHash = createHash('sha256').update(creatorSigned.text, 'utf8').digest('hex');
    expect(creatorSigned.sha256).toBe(textHash);
    const done = (
      await sign(staffUrl(w.applicationId), brandStaff.token, brandStaff.email, 'Meera Brand')
    ).json().data;
    expect(done).toMatchObject({ status: 'signed', sha256: textHash });
    expect(done.documentUrl).toMatch(/^\/files\/.+signature=/);
    expect(done.events.map((e: { type: string }) => e.type)).toEqual(
      expect.arrayContaining(['created', 'viewed', 'code sent', 'signed', 'document issued']),
    );

    // The text and hash never change, even by a direct update.
    const [row] = await t.db.select().from(agreements).where(eq(agreements.applicationId, w.applicationId));
    await expect(
      t.db.update(agreements).set({ text: 'changed' }).where(eq(agreements.id, row!.id)),
    ).rejects.toThrow();
    await expect(
      t.db
        .update(agreements)
        .set({ sha256: 'f'.repeat(64) })
        .where(eq(agreements.id, row!.id)),
    ).rejects.toThrow();
    const pool = t.database.pool;
    await expect(
      pool.query('update agreement_events set actor_name = $1 where agreement_id = $2', ['x', row!.id]),
    ).rejects.toThrow(/append-only/);
    await expect(
      pool.query('delete from agreement_events where agreement_id = $1', [row!.id]),
    ).rejects.toThrow(/append-only/);
    await expect(
      pool.query('delete from agreement_signatures where agreement_id = $1', [row!.id]),
    ).rejects.toThrow(/never changed/);

    const pdf = await t.app.inject({ method: 'GET', url: done.documentUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    const certificate = text.slice(text.indexOf('Certificate of signing'));
    expect(certificate.length).toBeGreaterThan(100);
    for (const field of [
      textHash,
      'Asha Verma',
      'Meera Brand',
      'Code by e-mail',
      '127.0.0.1',
      UA,
      'Viewed at',
      'Signed at',
      'IST',
      `${w.creator.email.slice(0, 2)}•••@example.com`,
    ])
      expect(certificate, field).toContain(field);
    expect(certificate).not.toContain(w.creator.email);
    expect(text).toContain('The brand may run your video as a paid ad for 90 days in India.');

    const verify = (sha: string) =>
      t.app.inject({ method: 'GET', url: `/v1/agreements/verify?sha256=${sha}` });
    const byText = (await verify(textHash)).json();
    expect(byText.data).toMatchObject({ found: true, matched: 'agreement text', status: 'signed' });
    expect(byText.data.signers.map((s: { name: string }) => s.name)).toEqual(['Asha Verma', 'Meera Brand']);
    expect(JSON.stringify(byText)).not.toContain('@');
    const fileHash = createHash('sha256').update(pdf.rawPayload).digest('hex');
    expect((await verify(fileHash)).json().data).toMatchObject({ found: true, matched: 'pdf' });
    const tampered = Buffer.from(pdf.rawPayload);
    tampered[tampered.length - 20] = (tampered[tampered.length - 20] ?? 0) ^ 1;
    const unknown = (await verify(createHash('sha256').update(tampered).digest('hex'))).json();
    expect(unknown).toMatchObject({ message: AGREEMENT_MESSAGES.unknown, data: { found: false } });
    expect((await verify('not-a-hash')).statusCode).toBe(400);
  });

  it('draws a name in Devanagari with a Hindi font beside the English text', async () => {
    const w = await acceptedWork();
    const signed = (await sign(creatorUrl(w.applicationId), w.token, w.creator.email, 'आशा वर्मा')).json()
      .data;
    expect(signed.signers[0].name).toBe('आशा वर्मा');
    const pdf = await t.app.inject({ method: 'GET', url: signed.documentUrl });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('आशा');
    expect(text).toContain('Certificate of signing');
  });

  it('makes a new version on changed terms, which both sign again', async () => {
    const w = await acceptedWork();
    await sign(creatorUrl(w.applicationId), w.token, w.creator.email, 'Asha Verma');
    await sign(staffUrl(w.applicationId), brandStaff.token, brandStaff.email, 'Meera Brand');
    const v1 = (await call('GET', creatorUrl(w.applicationId), w.token)).json().data;
    // An edit that changes nothing of the terms makes no version.
    await call('PATCH', `/v1/admin/tasks/${w.campaign.id}`, brandStaff.token, { status: 'active' });
    expect((await call('GET', creatorUrl(w.applicationId), w.token)).json().data.version).toBe(1);
    const edit = await call('PATCH', `/v1/admin/tasks/${w.campaign.id}`, brandStaff.token, {
      usage_rights: { ...RIGHTS, duration_days: 180 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const v2 = (await call('GET', creatorUrl(w.applicationId), w.token)).json().data;
    expect(v2).toMatchObject({ version: 2, status: 'awaiting creator', sha256: null, signers: [] });
    expect(v2.text).toContain('for 180 days');
    // The first version stays what was signed, and stays verifiable.
    const old = (
      await t.app.inject({ method: 'GET', url: `/v1/agreements/verify?sha256=${v1.sha256}` })
    ).json();
    expect(old.data).toMatchObject({ found: true, version: 1, status: 'signed' });
    const body = await uploadBody(w.campaign.id);
    expect((await call('PUT', '/v1/influencer/task/submission', w.token, body)).statusCode).toBe(409);
  });
});

describe('declining', () => {
  it('records the reason in the application’s history and tells the brand team', async () => {
    const w = await acceptedWork();
    const res = await call('POST', creatorUrl(w.applicationId, '/decline'), w.token, {
      reason: 'Ninety days of paid ads is too long for this fee',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'declined',
      declineReason: expect.stringContaining('Ninety'),
    });
    const history = await t.db
      .select()
      .from(applicationHistory)
      .where(eq(applicationHistory.applicationId, w.applicationId));
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'accepted',
      toStatus: 'accepted',
      actorKind: 'influencer',
      note: expect.stringContaining('Declined the agreement'),
    });
    const [app] = await t.db.select().from(applications).where(eq(applications.id, w.applicationId));
    expect(app!.status).toBe('accepted');
    const declined = await t.db.select().from(agreementEvents).where(eq(agreementEvents.type, 'declined'));
    expect(declined.at(-1)).toMatchObject({ ip: '127.0.0.1', userAgent: UA });
    // Nobody signs a declined agreement, and it is not declined twice.
    expect((await call('POST', creatorUrl(w.applicationId, '/send-code'), w.token)).statusCode).toBe(422);
    expect(
      (await call('POST', creatorUrl(w.applicationId, '/decline'), w.token, { reason: 'again' })).statusCode,
    ).toBe(422);
    await runQueue(t, EVENT_CONSUMERS);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'staff.agreement'), eq(notifications.recipientId, brandStaff.id)));
    expect(told.some((n) => n.title.startsWith('Agreement declined') && n.body.includes('too long'))).toBe(
      true,
    );
  });

  it('a brand person may decline too, before the agreement is signed by both; the creator is told', async () => {
    const w = await acceptedWork();
    // Another brand's people cannot, nor the creator through the staff route.
    expect(
      (await call('POST', staffUrl(w.applicationId, '/decline'), otherBrandStaff, { reason: 'No' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', staffUrl(w.applicationId, '/decline'), w.token, { reason: 'No' })).statusCode,
    ).toBe(403);
    expect((await sign(creatorUrl(w.applicationId), w.token, w.creator.email, 'Asha Verma')).statusCode).toBe(
      200,
    );
    const res = await call('POST', staffUrl(w.applicationId, '/decline'), brandStaff.token, {
      reason: 'The campaign moved to next quarter',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(AGREEMENT_MESSAGES.declinedByBrand);
    expect(res.json().data.status).toBe('declined');
    const history = await t.db
      .select()
      .from(applicationHistory)
      .where(eq(applicationHistory.applicationId, w.applicationId));
    expect(history.at(-1)).toMatchObject({
      actorKind: 'staff',
      note: expect.stringContaining('Declined the agreement'),
    });
    // Declined once: nobody signs it now, and a second decline is refused.
    expect(
      (await call('POST', staffUrl(w.applicationId, '/decline'), brandStaff.token, { reason: 'again' }))
        .statusCode,
    ).toBe(422);
    await runQueue(t, EVENT_CONSUMERS);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'agreement.update'), eq(notifications.recipientId, w.creator.id)));
    expect(
      told.some((n) => n.title.startsWith('Agreement declined') && n.body.includes('next quarter')),
    ).toBe(true);
  });

  it('asks for a reason', async () => {
    const w = await acceptedWork();
    const res = await call('POST', creatorUrl(w.applicationId, '/decline'), w.token, { reason: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AGREEMENT_MESSAGES.reason);
  });
});

describe('rights over time', () => {
  it('tells both sides 7 days before the usage rights end, and shows the end day', async () => {
    const w = await acceptedWork({ usageRights: { ...RIGHTS, duration_days: 30 } });
    await sign(creatorUrl(w.applicationId), w.token, w.creator.email, 'Asha Verma');
    await sign(staffUrl(w.applicationId), brandStaff.token, brandStaff.email, 'Meera Brand');
    // The work is approved and its posts submitted (the steps between have their own tests).
    await t.db
      .update(applications)
      .set({ status: 'final submission' })
      .where(eq(applications.id, w.applicationId));
    const endsOn = addDays(istDay(t.clock.now()), 30);
    const live = await call(
      'POST',
      `/v1/admin/applications/${w.applicationId}/transition`,
      brandStaff.token,
      {
        to: 'final posted',
      },
    );
    expect(live.statusCode, live.body).toBe(200);
    expect((await call('GET', creatorUrl(w.applicationId), w.token)).json().data.usageRightsEndOn).toBe(
      endsOn,
    );
    await runQueue(t, EVENT_CONSUMERS);
    const rightsNotes = () =>
      t.db
        .select()
        .from(notifications)
        .where(
          sql`${notifications.type} in ('agreement.update', 'staff.agreement') and ${notifications.title} like 'Usage rights end soon%'`,
        );
    t.clock.advance(23 * DAY - HOUR);
    await runQueue(t, EVENT_CONSUMERS);
    expect(await rightsNotes()).toHaveLength(0);
    t.clock.advance(2 * HOUR);
    await runQueue(t, EVENT_CONSUMERS);
    const told = await rightsNotes();
    expect(told.some((n) => n.recipientId === w.creator.id && n.body.includes(formatDay(endsOn)))).toBe(true);
    expect(told.some((n) => n.recipientId === brandStaff.id)).toBe(true);
    await runQueue(t, EVENT_CONSUMERS);
    expect(await rightsNotes()).toHaveLength(told.length);
  });
});
