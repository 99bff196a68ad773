import { adminApplicationDetail } from '@ih/contract/admin-applications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { influencerSocialAccounts } from '../src/db/schema/accounts.ts';
import { applicationHistory, applications } from '../src/db/schema/pipeline.ts';
import { ensureExpiryTimers } from '../src/modules/applications/expiry.ts';
import { TRANSITION_MESSAGES } from '../src/modules/applications/transitions.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign } from './factories/catalogue.ts';
import { createApplication } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { runQueue } from './support/queue.ts';

let t: TestContext;
let admin: string;
/** A brand-role member of brand A only. */
let brandStaff: { id: string; token: string };
let brandA: string;
let brandB: string;
let creatorId: string;

beforeAll(async () => {
  t = await createTestContext();
  brandA = (await createBrand(t.db)).id;
  brandB = (await createBrand(t.db)).id;
  const a = await createStaff(t.db, { role: 'admin' });
  admin = await tokenFor(t.db, { staffId: a.id });
  const b = await createStaff(t.db, { role: 'brand', brandIds: [brandA] });
  brandStaff = { id: b.id, token: await tokenFor(t.db, { staffId: b.id }) };
  creatorId = (await createInfluencer(t.db, { name: 'Asha Rao' })).id;
  await t.db.insert(influencerSocialAccounts).values([
    { influencerId: creatorId, platformName: 'Instagram', userName: 'asha', followers: '12K', sortOrder: 0 },
    { influencerId: creatorId, platformName: 'YouTube', userName: 'asharao', followers: '3K', sortOrder: 1 },
  ]);
});
afterAll(() => t.close());

async function application(
  status: Parameters<typeof createApplication>[1]['status'],
  opts: {
    brandId?: string;
    quote?: number;
    fixedPrice?: number | null;
    budgetType?: 'fixed' | 'get quote';
    deadline?: Date;
  } = {},
) {
  const campaign = await createCampaign(t.db, {
    brandId: opts.brandId ?? brandA,
    ...(opts.deadline ? { submissionDeadline: opts.deadline } : {}),
    ...(opts.fixedPrice !== undefined ? { fixedPrice: opts.fixedPrice } : {}),
    ...(opts.budgetType ? { budgetType: opts.budgetType } : {}),
  });
  const app = await createApplication(t.db, {
    influencerId: creatorId,
    campaignId: campaign.id,
    status,
    quoteAskingAmount: opts.quote ?? 0,
  });
  return { id: app.id, campaignId: campaign.id, code: campaign.code };
}

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: authHeader(token) });
const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: authHeader(token), payload });
const move = (id: string, token: string, payload: object) =>
  post(`/v1/admin/applications/${id}/transition`, token, payload);
async function rowOf(id: string) {
  const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
  return row;
}

describe('GET /v1/admin/applications', () => {
  it('lists with creator, followers, quote and campaign; brand staff see only their brands', async () => {
    const a = await application('pending', { quote: 4500 });
    const b = await application('pending', { brandId: brandB });
    const asAdmin = await get(`/v1/admin/applications?taskId=${a.code}`, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().data[0]).toMatchObject({
      _id: a.id,
      status: 'pending',
      quote_asking_amount: 4500,
      influencer: {
        name: 'Asha Rao',
        followers: [
          { platform_name: 'Instagram', followers: '12K' },
          { platform_name: 'YouTube', followers: '3K' },
        ],
      },
      campaign: { _id: a.campaignId, campaign_id: a.code, brand: { _id: brandA } },
      allowedTransitions: ['accepted', 'declined'],
    });

    const mine = await get('/v1/admin/applications?limit=100', brandStaff.token);
    const ids = mine.json().data.map((d: { _id: string }) => d._id);
    expect(ids).toContain(a.id);
    expect(ids).not.toContain(b.id);
    const forced = await get(`/v1/admin/applications?brandId=${brandB}`, brandStaff.token);
    expect(forced.json().data).toEqual([]);
  });

  it('filters by status and influencer, and refuses bad filters with 400', async () => {
    const r = await application('rework');
    const res = await get(`/v1/admin/applications?status=rework&influencerId=${creatorId}`, admin);
    expect(res.json().data.map((d: { _id: string }) => d._id)).toContain(r.id);
    expect(res.json().data.every((d: { status: string }) => d.status === 'rework')).toBe(true);
    expect((await get('/v1/admin/applications?status=nope', admin)).statusCode).toBe(400);
    expect((await get('/v1/admin/applications?influencerId=12', admin)).statusCode).toBe(400);
  });

  it('is for staff only', async () => {
    const creatorToken = await tokenFor(t.db, { influencerId: creatorId });
    expect((await get('/v1/admin/applications', creatorToken)).statusCode).toBe(403);
  });
});

describe('GET /v1/admin/applications/:id', () => {
  it('answers the creator, campaign, work versions with file types, post details and history', async () => {
    const a = await application('final submission');
    const res = await get(`/v1/admin/applications/${a.id}`, admin);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(adminApplicationDetail.safeParse(data).success).toBe(true);
    expect(data.influencer.social_platform).toHaveLength(2);
    expect(data.campaign._id).toBe(a.campaignId);
    expect(data.work_versions[0].items[0].files[0]).toMatchObject({ contentType: 'image/png' });
    expect(data.work_versions[0].items[0].files[0].fileUrl).toMatch(/signature=/);
    expect(data.post_submissions[0].items[0].task_link).toMatch(/^https:/);
    expect(data.history.map((h: { to: string }) => h.to)).toEqual([
      'pending',
      'accepted',
      'pending review',
      'approved',
      'final submission',
    ]);
  });

  it("answers 404 for another brand's application to brand staff", async () => {
    const b = await application('pending review', { brandId: brandB });
    expect((await get(`/v1/admin/applications/${b.id}`, brandStaff.token)).statusCode).toBe(404);
    expect((await get(`/v1/admin/applications/${b.id}`, admin)).statusCode).toBe(200);
  });
});

describe('POST /v1/admin/applications/:id/transition', () => {
  it('accepts with the typed amount and writes a staff history row', async () => {
    const a = await application('pending', { quote: 4000 });
    const res = await move(a.id, brandStaff.token, { to: 'accepted', final_amount: 6500 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'accepted', final_amount: 6500 });
    const history = await t.db
      .select()
      .from(applicationHistory)
      .where(eq(applicationHistory.applicationId, a.id));
    expect(history.at(-1)).toMatchObject({
      toStatus: 'accepted',
      actorKind: 'staff',
      actorId: brandStaff.id,
    });
  });

  it("falls back to the creator's quote, then the campaign's fixed price", async () => {
    const quoted = await application('pending', { quote: 4200, budgetType: 'get quote', fixedPrice: null });
    await move(quoted.id, admin, { to: 'accepted' });
    expect((await rowOf(quoted.id))?.finalAmount).toBe(4200);
    const fixed = await application('pending', { fixedPrice: 7500 });
    await move(fixed.id, admin, { to: 'accepted' });
    expect((await rowOf(fixed.id))?.finalAmount).toBe(7500);
    const neither = await application('pending', { budgetType: 'get quote', fixedPrice: null });
    const res = await move(neither.id, admin, { to: 'accepted' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Enter the final amount to accept this application.');
    expect((await rowOf(neither.id))?.status).toBe('pending');
  });

  it('needs a reason for rework (400), then stores it', async () => {
    const a = await application('pending review');
    const blank = await move(a.id, admin, { to: 'rework', reason: '   ' });
    expect(blank.statusCode).toBe(400);
    const none = await move(a.id, admin, { to: 'rework' });
    expect(none.statusCode).toBe(400);
    const ok = await move(a.id, admin, { to: 'rework', reason: 'Show the product label.' });
    expect(ok.json().data).toMatchObject({ status: 'rework', reworkReason: 'Show the product label.' });
  });

  it('approves, and confirms posts live with payment still pending', async () => {
    const a = await application('pending review');
    expect((await move(a.id, admin, { to: 'approved' })).json().data.status).toBe('approved');
    const f = await application('final submission');
    const res = await move(f.id, admin, { to: 'final posted' });
    expect(res.json().data).toMatchObject({ status: 'final posted', paymentStatus: 'pending' });
  });

  it('answers 422 for a move the status does not allow, 400 for a creator-only target', async () => {
    const a = await application('approved');
    const res = await move(a.id, admin, { to: 'rework', reason: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This application is approved, so it cannot be moved to rework.');
    expect((await move(a.id, admin, { to: 'final submission' })).statusCode).toBe(400);
    expect((await move(a.id, admin, { to: 'accepted', final_amount: -3 })).statusCode).toBe(400);
  });

  it('refuses to accept after the deadline, before and after the expiry timer ran', async () => {
    const a = await application('pending', { quote: 3000, deadline: new Date(Date.now() - 3600 * 1000) });
    const res = await move(a.id, admin, { to: 'accepted' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(TRANSITION_MESSAGES.deadlinePassed);
    await ensureExpiryTimers(t.db);
    await runQueue(t);
    const after = await move(a.id, admin, { to: 'accepted' });
    expect(after.json().message).toBe('This application is expired, so it cannot be moved to accepted.');
    const listed = await get(`/v1/admin/applications?taskId=${a.campaignId}`, admin);
    expect(listed.json().data[0].status).toBe('expired');
  });

  it("answers 404 when brand staff act on another brand's application, changing nothing", async () => {
    const b = await application('pending', { brandId: brandB, quote: 3000 });
    const res = await move(b.id, brandStaff.token, { to: 'declined', reasonCode: 'other' });
    expect(res.statusCode).toBe(404);
    expect((await rowOf(b.id))?.status).toBe('pending');
  });
});

describe('a repeated decision (double click, retry) is the same request (design §10)', () => {
  async function historyTo(id: string, to: string) {
    const rows = await t.db.select().from(applicationHistory).where(eq(applicationHistory.applicationId, id));
    return rows.filter((r) => r.toStatus === to);
  }

  it('answers success to the same staff member accepting twice at once, and accepts once', async () => {
    const a = await application('pending', { quote: 4000 });
    const [one, two] = await Promise.all([
      move(a.id, brandStaff.token, { to: 'accepted', final_amount: 4500 }),
      move(a.id, brandStaff.token, { to: 'accepted', final_amount: 4500 }),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(two.json().data).toMatchObject({ status: 'accepted', final_amount: 4500 });
    expect(await historyTo(a.id, 'accepted')).toHaveLength(1);
    // A retry after the answer was lost: still success, still one move.
    const again = await move(a.id, brandStaff.token, { to: 'accepted' });
    expect(again.statusCode).toBe(200);
    expect(await historyTo(a.id, 'accepted')).toHaveLength(1);
  });

  it('still refuses with 422 when the repeat is not the same decision', async () => {
    const a = await application('pending', { quote: 4000 });
    await move(a.id, brandStaff.token, { to: 'accepted', final_amount: 4500 });
    const otherAmount = await move(a.id, brandStaff.token, { to: 'accepted', final_amount: 5000 });
    expect(otherAmount.statusCode).toBe(422);
    expect(otherAmount.json().message).toBe('This application is already accepted.');
    // A colleague who decided the same thing a moment later is told the truth: it was already done.
    const colleague = await move(a.id, admin, { to: 'accepted', final_amount: 4500 });
    expect(colleague.statusCode).toBe(422);
    expect((await rowOf(a.id))?.finalAmount).toBe(4500);
  });

  it('approves, declines, confirms posts and asks for rework once when sent twice', async () => {
    const r = await application('pending review');
    expect((await move(r.id, admin, { to: 'approved' })).statusCode).toBe(200);
    expect((await move(r.id, admin, { to: 'approved' })).statusCode).toBe(200);
    expect(await historyTo(r.id, 'approved')).toHaveLength(1);

    const d = await application('pending');
    await move(d.id, admin, { to: 'declined', reasonCode: 'campaign-full' });
    expect((await move(d.id, admin, { to: 'declined', reasonCode: 'campaign-full' })).statusCode).toBe(200);
    expect(await historyTo(d.id, 'declined')).toHaveLength(1);

    const f = await application('final submission');
    await move(f.id, admin, { to: 'final posted' });
    expect((await move(f.id, admin, { to: 'final posted' })).json().data).toMatchObject({
      status: 'final posted',
      paymentStatus: 'pending',
    });
    expect(await historyTo(f.id, 'final posted')).toHaveLength(1);

    const w = await application('pending review');
    await move(w.id, admin, { to: 'rework', reason: 'Show the label.' });
    expect((await move(w.id, admin, { to: 'rework', reason: ' Show the label. ' })).statusCode).toBe(200);
    expect((await move(w.id, admin, { to: 'rework', reason: 'Something else.' })).statusCode).toBe(422);
    expect(await historyTo(w.id, 'rework')).toHaveLength(1);
  });

  it('reports a repeated bulk accept as done for the rows this staff member accepted', async () => {
    const a = await application('pending', { quote: 1000 });
    const body = { ids: [a.id], to: 'accepted' };
    await post('/v1/admin/applications/bulk-transition', brandStaff.token, body);
    const again = await post('/v1/admin/applications/bulk-transition', brandStaff.token, body);
    expect(again.json().data).toEqual([{ id: a.id, ok: true, message: 'Application accepted.' }]);
    expect(await historyTo(a.id, 'accepted')).toHaveLength(1);
  });
});

describe('POST /v1/admin/applications/bulk-transition', () => {
  it('moves each on its own and reports per id', async () => {
    const ok1 = await application('pending', { quote: 1000 });
    const ok2 = await application('pending', { quote: 2000 });
    const wrong = await application('approved');
    const foreign = await application('pending', { brandId: brandB });
    const res = await post('/v1/admin/applications/bulk-transition', brandStaff.token, {
      ids: [ok1.id, wrong.id, foreign.id, ok2.id],
      to: 'accepted',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: ok1.id, ok: true, message: 'Application accepted.' },
      {
        id: wrong.id,
        ok: false,
        message: 'This application is approved, so it cannot be moved to accepted.',
      },
      { id: foreign.id, ok: false, message: 'We could not find this application.' },
      { id: ok2.id, ok: true, message: 'Application accepted.' },
    ]);
    expect(res.json().message).toBe('2 of 4 applications updated.');
    expect((await rowOf(ok2.id))?.finalAmount).toBe(2000);
    expect((await rowOf(foreign.id))?.status).toBe('pending');
  });

  it('refuses other targets and more than 100 ids', async () => {
    const approve = await post('/v1/admin/applications/bulk-transition', admin, {
      ids: [crypto.randomUUID()],
      to: 'approved',
    });
    expect(approve.statusCode).toBe(400);
    const many = await post('/v1/admin/applications/bulk-transition', admin, {
      ids: Array.from({ length: 101 }, () => crypto.randomUUID()),
      to: 'declined',
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('Choose between 1 and 100 applications.');
  });
});

describe('reasons that say why (issue 15)', () => {
  it('needs a reason or a reason code to decline or ask for rework, naming the field; keeps both for the creator', async () => {
    const d = await application('pending');
    const none = await move(d.id, admin, { to: 'declined' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toHaveProperty('reason');
    const badCode = await move(d.id, admin, { to: 'declined', reasonCode: 'too-tall' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().errors).toHaveProperty('reasonCode');
    expect((await rowOf(d.id))?.status).toBe('pending');
    const ok = await move(d.id, admin, {
      to: 'declined',
      reasonCode: 'audience-mismatch',
      reason: 'We need Tamil Nadu',
    });
    expect(ok.statusCode).toBe(200);
    const [h] = await t.db
      .select()
      .from(applicationHistory)
      .where(eq(applicationHistory.applicationId, d.id))
      .orderBy(applicationHistory.createdAt);
    const last = (
      await t.db.select().from(applicationHistory).where(eq(applicationHistory.applicationId, d.id))
    ).find((r) => r.toStatus === 'declined');
    expect(h).toBeDefined();
    expect(last).toMatchObject({ reasonCode: 'audience-mismatch', note: 'We need Tamil Nadu' });

    const r = await application('pending review');
    const codeOnly = await move(r.id, admin, { to: 'rework', reasonCode: 'off-brief' });
    expect(codeOnly.statusCode).toBe(200);
    expect((await rowOf(r.id))?.reworkReason).toBe('Content does not follow the brief');
  });

  it('takes only the reasons of the decision, and answers in plain words per move (issue 26 D)', async () => {
    const r = await application('pending review');
    const declineReason = await move(r.id, admin, { to: 'rework', reasonCode: 'campaign-full' });
    expect(declineReason.statusCode).toBe(400);
    expect(declineReason.json().errors).toEqual({
      reasonCode: 'That reason is for declining. Choose a reason for rework.',
    });
    expect((await rowOf(r.id))?.status).toBe('pending review');
    const rework = await move(r.id, admin, { to: 'rework', reasonCode: 'quality' });
    expect(rework.statusCode).toBe(200);
    expect(rework.json().message).toBe('Sent back for rework.');

    const d = await application('pending');
    const reworkReason = await move(d.id, admin, { to: 'declined', reasonCode: 'off-brief' });
    expect(reworkReason.statusCode).toBe(400);
    expect(reworkReason.json().errors).toEqual({
      reasonCode: 'That reason is for rework. Choose a reason for declining.',
    });
    const bulk = await post('/v1/admin/applications/bulk-transition', admin, {
      ids: [d.id],
      to: 'declined',
      reasonCode: 'quality',
    });
    expect(bulk.statusCode).toBe(400);
    expect((await rowOf(d.id))?.status).toBe('pending');
    const declined = await move(d.id, admin, { to: 'declined', reasonCode: 'other' });
    expect(declined.json().message).toBe('Application declined.');
  });

  it('declines many with one reason, and refuses a bulk decline without one', async () => {
    const a = await application('pending');
    const b = await application('pending');
    const refused = await post('/v1/admin/applications/bulk-transition', admin, {
      ids: [a.id, b.id],
      to: 'declined',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty('reason');
    expect((await rowOf(a.id))?.status).toBe('pending');
    const done = await post('/v1/admin/applications/bulk-transition', admin, {
      ids: [a.id, b.id],
      to: 'declined',
      reasonCode: 'campaign-full',
    });
    expect(done.json().data.every((x: { ok: boolean }) => x.ok)).toBe(true);
    const rows = await t.db
      .select()
      .from(applicationHistory)
      .where(eq(applicationHistory.toStatus, 'declined'));
    expect(rows.filter((x) => [a.id, b.id].includes(x.applicationId)).map((x) => x.reasonCode)).toEqual([
      'campaign-full',
      'campaign-full',
    ]);
  });
});
