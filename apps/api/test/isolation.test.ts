import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema/notifications.ts';
import { recordEvent } from '../src/events/record.ts';
import { EVENT_CONSUMERS } from '../src/module-jobs.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign, refIds } from './factories/catalogue.ts';
import { multipartBody, pngBytes } from './factories/files.ts';
import { createApplication, createWork } from './factories/pipeline.ts';
import { storeProof } from './factories/results.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { runQueue } from './support/queue.ts';
import { type ChangeLog, installChangeLog, operations } from './support/route-table.ts';

/**
 * The isolation matrix: every operation that reads or writes someone's data, called by someone else
 * (another creator; a brand-role staff member of another brand; nobody), must answer 401/403/404 —
 * or, for calls scoped to the caller, answer only the caller's own data — with none of the owner's
 * data in the body and nothing changed in the database. The owner's own call is the control.
 */
let ctx: TestContext;
let log: ChangeLog;
type H = Record<string, string>;
let w: Awaited<ReturnType<typeof buildWorld>>;

const profileBody = (name: string) => ({
  name,
  address: '1 MG Road',
  country: 'India',
  state: 'Karnataka',
  city: 'Bengaluru',
});

async function buildWorld() {
  const db = ctx.db;
  const [brand1, brand2] = [await createBrand(db), await createBrand(db)];
  const [a, b] = [await createInfluencer(db), await createInfluencer(db)];
  const admin = await createStaff(db, { role: 'admin' });
  const staff1 = await createStaff(db, { role: 'brand', brandIds: [brand1.id] });
  const staff2 = await createStaff(db, { role: 'brand', brandIds: [brand2.id] });
  // Brand 1's team (issue 28): staff1 owns it, the teammate is a member.
  const teammate = await createStaff(db, { role: 'brand', brandIds: [brand1.id], brandRole: 'member' });
  const h = async (who: { influencerId: string } | { staffId: string }) =>
    authHeader(await tokenFor(db, who));
  const headers = {
    a: await h({ influencerId: a.id }),
    b: await h({ influencerId: b.id }),
    admin: await h({ staffId: admin.id }),
    staff1: await h({ staffId: staff1.id }),
    staff2: await h({ staffId: staff2.id }),
    anon: {} as H,
  };
  const camp1 = await createCampaign(db, { brandId: brand1.id });
  const camp2 = await createCampaign(db, { brandId: brand2.id });
  const pending = await createApplication(db, {
    influencerId: a.id,
    campaignId: camp1.id,
    status: 'pending',
  });
  // A's second pending application, which A's own control withdraws (the first keeps its thread).
  const withdrawable = await createApplication(db, {
    influencerId: a.id,
    campaignId: (await createCampaign(db, { brandId: brand1.id })).id,
    status: 'pending',
  });
  const accepted = await createWork(db, { influencerId: a.id, brandId: brand1.id, status: 'accepted' });
  const approved = await createWork(db, { influencerId: a.id, brandId: brand1.id, status: 'approved' });
  const posted = await createWork(db, { influencerId: a.id, brandId: brand1.id, status: 'final posted' });
  const owed = await createWork(db, { influencerId: a.id, brandId: brand1.id, status: 'final posted' });
  const rework = await createWork(db, { influencerId: a.id, brandId: brand1.id, status: 'rework' });
  await createApplication(db, { influencerId: b.id, campaignId: camp2.id, status: 'pending' });
  const bPosted = await createWork(db, { influencerId: b.id, brandId: brand2.id, status: 'final posted' });
  const pay = async (who: H, influencerId: string, applicationId: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/admin/payments',
      headers: who,
      payload: { influencerId, applicationIds: [applicationId], paymentMethod: 'UPI', reference: 'UTR1' },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json().data._id as string;
  };
  const payment = await pay(headers.admin, a.id, posted.applicationId);
  await pay(headers.admin, b.id, bPosted.applicationId);
  await ctx.app.inject({
    method: 'POST',
    url: '/v1/influencer/save-campaign',
    headers: headers.a,
    payload: { campaignId: camp1.id },
  });
  const bank = '123456789012';
  const profile = await ctx.app.inject({
    method: 'PUT',
    url: '/v1/influencer/profile',
    headers: headers.a,
    payload: { ...profileBody('Owner'), bank_details: { account_number: bank, ifsc_code: 'HDFC0001234' } },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  // Design §18 (the world runs with a payout provider on): A's bank account verified, a UPI id whose
  // name at the bank differs (flagged for an admin), and a payout that failed (staff may send it again).
  await ctx.database.pool.query(
    `update payout_destinations set status = 'verified', fund_account_id = 'fa_iso', name_at_bank = 'Owner'
      where influencer_id = $1 and kind = 'bank'`,
    [a.id],
  );
  await ctx.database.pool.query(
    `insert into payout_destinations (influencer_id, kind, fingerprint, status, fund_account_id, name_at_bank, flagged)
     values ($1, 'upi', 'iso', 'verified', 'fa_iso_upi', 'Someone Else', true)`,
    [a.id],
  );
  const failedWork = await createWork(db, { influencerId: a.id, brandId: brand1.id, status: 'final posted' });
  const failedRes = await ctx.app.inject({
    method: 'POST',
    url: '/v1/admin/payments',
    headers: headers.admin,
    payload: {
      influencerId: a.id,
      applicationIds: [failedWork.applicationId],
      paymentMethod: 'Bank Transfer',
    },
  });
  expect(failedRes.statusCode, failedRes.body).toBe(201);
  const failedPayment = failedRes.json().data._id as string;
  await ctx.database.pool.query(`update payments set payout_status = 'failed' where id = $1`, [
    failedPayment,
  ]);
  await ctx.database.pool.query(`update payout_attempts set status = 'failed' where payment_id = $1`, [
    failedPayment,
  ]);
  await ctx.database.pool.query(
    `update applications set payment_status = 'pending', paid_at = null where id = $1`,
    [failedWork.applicationId],
  );
  const up = multipartBody({}, { filename: 'secret-reel.png', contentType: 'image/png', bytes: pngBytes() });
  const upload = await ctx.app.inject({
    method: 'POST',
    url: '/v1/files',
    payload: up.payload,
    headers: { ...up.headers, ...headers.a },
  });
  const file = upload.json().data as { _id: string; fileUrl: string };
  const ref = {
    platform: await refIds.platform(db),
    reel: await refIds.deliverableType(db),
  };
  // A's work resubmitted: brand 1's staff are told; the payment above tells A. Then the fan-out runs.
  await db.transaction((tx) =>
    recordEvent(tx, {
      type: 'submission.versioned',
      actor: { kind: 'influencer', id: a.id },
      at: new Date(),
      applicationId: approved.applicationId,
      influencerId: a.id,
      payload: { version: 2, items: 1 },
    }),
  );
  await runQueue(ctx, EVENT_CONSUMERS);
  const noteOf = async (recipientId: string) => {
    const [row] = await db
      .select({ id: notifications.id, title: notifications.title })
      .from(notifications)
      .where(eq(notifications.recipientId, recipientId));
    if (!row) throw new Error('the world needs a notification for each owner');
    return row;
  };
  const notes = { a: await noteOf(a.id), staff1: await noteOf(staff1.id) };
  // A's phone and staff1's laptop get pushes (design §19).
  const pushKeys = {
    p256dh: `B${'A'.repeat(86)}`,
    auth: 'A'.repeat(22),
  };
  const push = {
    a: `https://push.example.com/a-${crypto.randomUUID()}`,
    staff1: `https://push.example.com/staff1-${crypto.randomUUID()}`,
    keys: pushKeys,
  };
  for (const [url, endpoint, who] of [
    ['/v1/influencer/push-subscriptions', push.a, headers.a],
    ['/v1/admin/push-subscriptions', push.staff1, headers.staff1],
  ] as const) {
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: who,
      payload: { endpoint, keys: pushKeys },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const secretMessage = `Private note about my rate ${crypto.randomUUID()}`;
  const said = await ctx.app.inject({
    method: 'POST',
    url: `/v1/influencer/apply/${pending.id}/messages`,
    headers: headers.a,
    payload: { body: secretMessage },
  });
  expect(said.statusCode, said.body).toBe(201);
  const { rows: workFiles } = await ctx.database.pool.query<{ file_id: string }>(
    `select sf.file_id from submission_files sf
       join submission_items si on si.id = sf.submission_item_id
       join submissions s on s.id = si.submission_id
      where s.application_id = $1 and s.kind = 'work' limit 1`,
    [approved.applicationId],
  );
  const secretDraft = `Draft note for the brand ${crypto.randomUUID()}`;
  const drafted = await ctx.app.inject({
    method: 'PUT',
    url: `/v1/influencer/apply/${rework.applicationId}/draft`,
    headers: headers.a,
    payload: {
      slots: [
        {
          platformId: rework.platformIds[0],
          deliverableId: rework.deliverableIds[0],
          files: [{ fileUrl: file.fileUrl }],
        },
      ],
      notes: { [rework.deliverableIds[0]!]: secretDraft },
    },
  });
  expect(drafted.statusCode, drafted.body).toBe(200);
  // A's agreements with brand 1 (design §16): one the controls sign from both sides, one A declines.
  const secretAgreement = `Agreement only for us ${crypto.randomUUID()}`;
  const agreementWith = async () => {
    const campaign = await createCampaign(db, {
      brandId: brand1.id,
      campaignTitle: secretAgreement,
      agreementRequired: true,
    });
    const app = await createApplication(db, {
      influencerId: a.id,
      campaignId: campaign.id,
      status: 'pending',
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/v1/admin/applications/${app.id}/transition`,
      headers: headers.staff1,
      payload: { to: 'accepted', final_amount: 9000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    return app.id;
  };
  const agreement = {
    sign: await agreementWith(),
    decline: await agreementWith(),
    brandDecline: await agreementWith(),
  };
  // A's invitations from brand 1 (design §15): one to read, one to accept, one to decline.
  const secretInvitation = `Offer for you only ${crypto.randomUUID()}`;
  const invitationTo = async () => {
    const campaign = await createCampaign(db, { brandId: brand1.id });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/v1/admin/tasks/${campaign.id}/invitations`,
      headers: headers.staff1,
      payload: { influencerIds: [a.id], message: secretInvitation },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { campaignId: campaign.id, id: res.json().data.invitationIds[0] as string };
  };
  const invitation = {
    read: await invitationTo(),
    accept: await invitationTo(),
    decline: await invitationTo(),
  };
  const secretComment = `Reshoot the opening ${crypto.randomUUID()}`;
  const pinned = await ctx.app.inject({
    method: 'POST',
    url: `/v1/admin/applications/${approved.applicationId}/comments`,
    headers: headers.staff1,
    payload: { fileId: workFiles[0]!.file_id, x: 0.5, y: 0.5, text: secretComment },
  });
  expect(pinned.statusCode, pinned.body).toBe(201);
  const commentId = pinned.json().data._id as string;
  // Two companies waiting for an admin (design §15): one the control approves, one it rejects.
  const niche = await refIds.niche(db);
  const asks = [];
  for (const who of ['approve', 'reject']) {
    const email = `join-${who}-${crypto.randomUUID()}@company.example.in`;
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/v1/brand/join',
      payload: {
        companyName: `Company ${who}`,
        contactName: 'Ravi Kumar',
        email,
        website: 'company.example.in',
        category: niche,
      },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const [row] = (
      await ctx.database.pool.query<{ id: string }>('select id from brand_requests where email = $1', [email])
    ).rows;
    asks.push({ id: row!.id, email });
  }
  // Brand 1's shortlist, holding creator A (discoverable, as every creator is by default).
  const secretShortlist = `Diwali longlist ${crypto.randomUUID()}`;
  const listed = await ctx.app.inject({
    method: 'POST',
    url: '/v1/admin/shortlists',
    headers: headers.staff1,
    payload: { brandId: brand1.id, name: secretShortlist },
  });
  expect(listed.statusCode, listed.body).toBe(201);
  const shortlist = listed.json().data._id as string;
  const added = await ctx.app.inject({
    method: 'POST',
    url: `/v1/admin/shortlists/${shortlist}/creators`,
    headers: headers.staff1,
    payload: { influencerIds: [a.id] },
  });
  expect(added.json().data.added, added.body).toEqual([a.id]);
  // A's results on their live post (design §17): one questioned with a note, one to confirm, one to
  // question; a share link of the campaign's report; A's media kit switched on.
  const postUrl = 'https://www.instagram.com/p/example/';
  const addReading = async (views: number) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/v1/influencer/apply/${posted.applicationId}/metrics`,
      headers: headers.a,
      payload: { postUrl, views, likes: 1, comments: 1, proofFileId: await storeProof(ctx.app, a.id) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data._id as string;
  };
  const secretResultsNote = `Screenshot shows other numbers ${crypto.randomUUID()}`;
  const readings = {
    noted: await addReading(100),
    confirm: await addReading(200),
    question: await addReading(300),
  };
  const questioned = await ctx.app.inject({
    method: 'POST',
    url: `/v1/admin/applications/${posted.applicationId}/metrics/${readings.noted}/question`,
    headers: headers.staff1,
    payload: { reason: secretResultsNote },
  });
  expect(questioned.statusCode, questioned.body).toBe(200);
  const shared = await ctx.app.inject({
    method: 'POST',
    url: `/v1/admin/tasks/${posted.campaignId}/report/share`,
    headers: headers.staff1,
  });
  expect(shared.statusCode, shared.body).toBe(201);
  const kit = await ctx.app.inject({
    method: 'PUT',
    url: '/v1/influencer/media-kit',
    headers: headers.a,
    payload: { enabled: true },
  });
  const results = {
    readings,
    secretResultsNote,
    postUrl,
    shareId: shared.json().data._id as string,
    slug: kit.json().data.slug as string,
    ownerProof: await storeProof(ctx.app, a.id),
  };
  return {
    results,
    agreement,
    secretAgreement,
    staff1,
    teammate,
    requests: { toApprove: asks[0]!, toReject: asks[1]! },
    secretShortlist,
    shortlist,
    notes,
    push,
    invitation,
    secretInvitation,
    secretMessage,
    secretComment,
    secretDraft,
    rework,
    commentId,
    workFileId: workFiles[0]!.file_id,
    brand1,
    brand2,
    a,
    b,
    headers,
    camp1,
    pending,
    withdrawable,
    accepted,
    approved,
    posted,
    owed,
    payment,
    failedPayment,
    bank,
    file,
    ref,
  };
}

beforeAll(async () => {
  // A payout provider on (nothing listens at its address: no case here reaches it), so the payout
  // routes have real owners; paying with a reference stays the manual flow.
  ctx = await createTestContext({
    env: {
      PAYOUT_PROVIDER: 'razorpayx',
      RAZORPAYX_KEY_ID: 'rzp_iso',
      RAZORPAYX_KEY_SECRET: 'iso-secret',
      RAZORPAYX_ACCOUNT_NUMBER: '2323230000000001',
      RAZORPAYX_WEBHOOK_SECRET: 'iso-webhook-secret',
      RAZORPAYX_BASE_URL: 'http://127.0.0.1:9',
    },
  });
  w = await buildWorld();
  log = await installChangeLog(ctx.database.pool);
});
afterAll(() => ctx.close());

// ---------------------------------------------------------------------------------------------------
// The map: how to build the owner's request for each operation, and what the intruder may get.

type Kind =
  /** Someone else's record: 403/404 (401 anonymous). */
  | 'denied'
  /** A call answering the caller's own data: any 2xx/4xx, but none of the owner's data. */
  | 'scoped'
  /** Catalogue every creator may read: other creators get it, but nothing of the owner's. */
  | 'shared';
interface Case {
  kind: Kind;
  url: () => string;
  body?: () => unknown;
  /** Whose call succeeds (the control), and with which body if different. */
  owner: () => H;
  ownerBody?: () => unknown;
  /** What the owner's answer holds and an intruder's must not (checked in the control too). */
  secrets: () => string[];
  /** The control changes data; controls of such cases run last. */
  writes?: boolean;
}

const campaignBody = () => ({
  brand_id: w.brand1.id,
  status: 'active',
  event_name: 'Hijacked launch',
  platform_ids: [w.ref.platform],
  campaign_title: 'Hijacked',
  deliverables: [{ deliverable_type_id: w.ref.reel, format: 'mp4' }],
  budget_type: 'fixed',
  fixed_price: 1000,
  influencer_required: 1,
  submission_deadline: '2031-01-10T18:00:00+05:30',
});

/** The newest code mailed to this address (an agreement's signing code, in the controls). */
function mailedCode(email: string): string {
  const mail = [...ctx.mails].reverse().find((m) => m.to === email);
  return mail?.text?.match(/\b(\d{6})\b/)?.[1] ?? '000000';
}

const CASES: Record<string, Case | string> = {
  'GET /v1/admin/applications/:id': {
    kind: 'denied',
    url: () => `/v1/admin/applications/${w.pending.id}`,
    owner: () => w.headers.staff1,
    secrets: () => [w.a.email, w.a.mobileNumber],
  },
  'GET /v1/admin/applications/:id/events': {
    kind: 'denied',
    url: () => `/v1/admin/applications/${w.posted.applicationId}/events`,
    owner: () => w.headers.staff1,
    // The payment event names the payment; another brand's staff must not learn it.
    secrets: () => [w.payment],
  },
  'POST /v1/admin/applications/:id/transition': {
    kind: 'denied',
    url: () => `/v1/admin/applications/${w.pending.id}/transition`,
    body: () => ({ to: 'accepted', final_amount: 5000 }),
    owner: () => w.headers.staff1,
    secrets: () => [w.a.email],
    writes: true,
  },
  'GET /v1/admin/brands/:id': {
    kind: 'denied',
    url: () => `/v1/admin/brands/${w.brand1.id}`,
    owner: () => w.headers.staff1,
    secrets: () => [w.brand1.name],
  },
  'GET /v1/admin/brands/:id/late-payouts': {
    kind: 'denied',
    url: () => `/v1/admin/brands/${w.brand1.id}/late-payouts`,
    owner: () => w.headers.staff1,
    // No payout of the world is late, so nothing to hold; payout-promises.test.ts lists late ones.
    secrets: () => [],
  },
  'PATCH /v1/admin/brands/:id': {
    kind: 'denied',
    url: () => `/v1/admin/brands/${w.brand1.id}`,
    body: () => ({ about_brand: 'Hijacked' }),
    owner: () => w.headers.admin,
    secrets: () => [w.brand1.name],
    writes: true,
  },
  'GET /v1/admin/tasks/:id': {
    kind: 'denied',
    url: () => `/v1/admin/tasks/${w.camp1.id}`,
    owner: () => w.headers.staff1,
    secrets: () => [w.camp1.code],
  },
  'PATCH /v1/admin/tasks/:id': {
    kind: 'denied',
    url: () => `/v1/admin/tasks/${w.camp1.id}`,
    body: () => ({ event_name: 'Hijacked' }),
    owner: () => w.headers.staff1,
    secrets: () => [w.camp1.code],
    writes: true,
  },
  'GET /v1/admin/tasks/:id/applicants': {
    kind: 'denied',
    url: () => `/v1/admin/tasks/${w.camp1.id}/applicants`,
    owner: () => w.headers.staff1,
    secrets: () => [w.a.email, w.pending.id],
  },
  'GET /v1/admin/influencers/:id': {
    kind: 'denied',
    url: () => `/v1/admin/influencers/${w.a.id}`,
    // Contact details are for admins only (design §15): the admin's control holds them, and neither
    // brand's people get them (discovery.test.ts: not even brand 1's, whose campaign A applied to).
    owner: () => w.headers.admin,
    secrets: () => [w.a.email, w.a.mobileNumber],
  },
  'GET /v1/admin/creators/:id': {
    // Every staff member finds a discoverable creator (the point of discovery); the finished work on
    // the page is the viewer's own brands' only, and no contact or bank data ever.
    kind: 'shared',
    url: () => `/v1/admin/creators/${w.a.id}`,
    owner: () => w.headers.staff1,
    secrets: () => [w.a.email, w.a.mobileNumber, w.bank, w.posted.applicationId],
  },
  'GET /v1/admin/shortlists/:id': {
    kind: 'denied',
    url: () => `/v1/admin/shortlists/${w.shortlist}?format=csv`,
    owner: () => w.headers.staff1,
    // A's row of the CSV: the name the world's profile update gave A.
    secrets: () => ['Owner,'],
  },
  'POST /v1/admin/shortlists/:id/creators': {
    kind: 'denied',
    url: () => `/v1/admin/shortlists/${w.shortlist}/creators`,
    body: () => ({ influencerIds: [w.b.id] }),
    owner: () => w.headers.staff1,
    secrets: () => [w.secretShortlist],
    writes: true,
  },
  'DELETE /v1/admin/shortlists/:id/creators/:influencerId': {
    kind: 'denied',
    url: () => `/v1/admin/shortlists/${w.shortlist}/creators/${w.a.id}`,
    owner: () => w.headers.staff1,
    secrets: () => [w.secretShortlist],
    writes: true,
  },
  'GET /v1/admin/shortlists': {
    kind: 'scoped',
    url: () => `/v1/admin/shortlists?brandId=${w.brand1.id}`,
    owner: () => w.headers.staff1,
    secrets: () => [w.secretShortlist, w.shortlist],
  },
  'POST /v1/admin/shortlists': {
    kind: 'denied',
    url: () => '/v1/admin/shortlists',
    body: () => ({ brandId: w.brand1.id, name: 'Hijacked list' }),
    owner: () => w.headers.staff1,
    secrets: () => [w.secretShortlist],
    writes: true,
  },
  'GET /v1/admin/creators/search': {
    // Every staff member searches every discoverable creator; the answer never holds contact,
    // bank or tax data, nor anything of another account.
    kind: 'shared',
    url: () => `/v1/admin/creators/search?q=${encodeURIComponent(w.a.name)}`,
    owner: () => w.headers.staff1,
    secrets: () => [w.a.email, w.a.mobileNumber, w.bank, w.secretShortlist],
  },
  'PATCH /v1/admin/influencers/:id': {
    kind: 'denied',
    url: () => `/v1/admin/influencers/${w.a.id}`,
    body: () => ({ status: 'suspended' }),
    owner: () => w.headers.admin,
    ownerBody: () => ({ status: 'active' }),
    secrets: () => [],
    writes: true,
  },
  'GET /v1/admin/payments/:id/receipt': {
    kind: 'denied',
    url: () => `/v1/admin/payments/${w.payment}/receipt`,
    owner: () => w.headers.staff1,
    secrets: () => [w.a.email],
  },
  'POST /v1/admin/payments/:id/payout/retry': {
    kind: 'denied',
    url: () => `/v1/admin/payments/${w.failedPayment}/payout/retry`,
    owner: () => w.headers.staff1,
    secrets: () => [w.a.email],
    writes: true,
  },
  'POST /v1/admin/influencers/:id/payout-destination/approve': {
    kind: 'denied',
    url: () => `/v1/admin/influencers/${w.a.id}/payout-destination/approve`,
    body: () => ({ kind: 'upi', reason: 'Intruder says so' }),
    owner: () => w.headers.admin,
    ownerBody: () => ({ kind: 'upi', reason: 'Her registered business account' }),
    secrets: () => ['Someone Else'],
    writes: true,
  },
  'GET /v1/influencer/payment/:id/receipt': {
    kind: 'denied',
    url: () => `/v1/influencer/payment/${w.payment}/receipt`,
    owner: () => w.headers.a,
    secrets: () => [w.a.email],
  },
  'GET /v1/influencer/brand/get/:id': {
    kind: 'shared',
    url: () => `/v1/influencer/brand/get/${w.brand1.id}`,
    owner: () => w.headers.a,
    secrets: () => [w.a.email, w.pending.id],
  },
  'GET /v1/influencer/active/task/:id': {
    kind: 'shared',
    url: () => `/v1/influencer/active/task/${w.camp1.id}`,
    owner: () => w.headers.a,
    secrets: () => [w.a.email, w.pending.id],
  },
  'DELETE /v1/influencer/save-campaign/:id': {
    kind: 'scoped',
    url: () => `/v1/influencer/save-campaign/${w.camp1.id}`,
    owner: () => w.headers.a,
    secrets: () => [w.a.email],
    writes: true,
  },
  'GET /files/:id': {
    kind: 'denied',
    url: () => `/files/${w.file._id}`,
    owner: () => w.headers.a,
    secrets: () => [pngBytes().toString('latin1')],
  },
  'GET /v1/influencer/notifications': {
    kind: 'scoped',
    url: () => '/v1/influencer/notifications',
    owner: () => w.headers.a,
    secrets: () => [w.notes.a.id],
  },
  'GET /v1/admin/notifications': {
    kind: 'scoped',
    url: () => '/v1/admin/notifications',
    owner: () => w.headers.staff1,
    secrets: () => [w.notes.staff1.id],
  },
  'GET /v1/influencer/notifications/unread-count': {
    kind: 'scoped',
    url: () => '/v1/influencer/notifications/unread-count',
    owner: () => w.headers.a,
    secrets: () => [],
  },
  'GET /v1/admin/notifications/unread-count': {
    kind: 'scoped',
    url: () => '/v1/admin/notifications/unread-count',
    owner: () => w.headers.staff1,
    secrets: () => [],
  },
  'POST /v1/influencer/notifications/read': {
    kind: 'denied',
    url: () => '/v1/influencer/notifications/read',
    body: () => ({ ids: [w.notes.a.id] }),
    owner: () => w.headers.a,
    secrets: () => [w.notes.a.title],
    writes: true,
  },
  'POST /v1/admin/notifications/read': {
    kind: 'denied',
    url: () => '/v1/admin/notifications/read',
    body: () => ({ ids: [w.notes.staff1.id] }),
    owner: () => w.headers.staff1,
    secrets: () => [w.notes.staff1.title],
    writes: true,
  },
  'GET /v1/influencer/notification-preferences': {
    kind: 'scoped',
    url: () => '/v1/influencer/notification-preferences',
    owner: () => w.headers.a,
    secrets: () => [],
  },
  'GET /v1/admin/notification-preferences': {
    kind: 'scoped',
    url: () => '/v1/admin/notification-preferences',
    owner: () => w.headers.staff1,
    secrets: () => [],
  },
  'PUT /v1/influencer/notification-preferences': {
    kind: 'scoped',
    url: () => '/v1/influencer/notification-preferences',
    body: () => ({ preferences: [{ category: 'digest', email: true }] }),
    owner: () => w.headers.a,
    secrets: () => [],
    writes: true,
  },
  'PUT /v1/admin/notification-preferences': {
    kind: 'scoped',
    url: () => '/v1/admin/notification-preferences',
    body: () => ({ preferences: [{ category: 'reviews', email: false }] }),
    owner: () => w.headers.staff1,
    secrets: () => [],
    writes: true,
  },
  'POST /v1/influencer/push-subscriptions': {
    kind: 'scoped',
    url: () => '/v1/influencer/push-subscriptions',
    // Another person subscribes a device of their own; the owner sends their own again (idempotent).
    body: () => ({ endpoint: `https://push.example.com/other-${crypto.randomUUID()}`, keys: w.push.keys }),
    ownerBody: () => ({ endpoint: w.push.a, keys: w.push.keys }),
    owner: () => w.headers.a,
    secrets: () => [w.push.a],
    writes: true,
  },
  'DELETE /v1/influencer/push-subscriptions': {
    kind: 'scoped',
    url: () => '/v1/influencer/push-subscriptions',
    // The answer repeats the endpoint the caller sent; what matters is that A's device stays.
    body: () => ({ endpoint: w.push.a }),
    owner: () => w.headers.a,
    secrets: () => [],
    writes: true,
  },
  'POST /v1/admin/push-subscriptions': {
    kind: 'scoped',
    url: () => '/v1/admin/push-subscriptions',
    body: () => ({ endpoint: `https://push.example.com/other-${crypto.randomUUID()}`, keys: w.push.keys }),
    ownerBody: () => ({ endpoint: w.push.staff1, keys: w.push.keys }),
    owner: () => w.headers.staff1,
    secrets: () => [w.push.staff1],
    writes: true,
  },
  'DELETE /v1/admin/push-subscriptions': {
    kind: 'scoped',
    url: () => '/v1/admin/push-subscriptions',
    body: () => ({ endpoint: w.push.staff1 }),
    owner: () => w.headers.staff1,
    secrets: () => [],
    writes: true,
  },
  'GET /v1/influencer/apply/:applicationId/messages': {
    kind: 'denied',
    url: () => `/v1/influencer/apply/${w.pending.id}/messages`,
    owner: () => w.headers.a,
    secrets: () => [w.secretMessage],
    // Reading marks the brand team's messages read: a write of the owner's own.
    writes: true,
  },
  'POST /v1/influencer/apply/:applicationId/messages': {
    kind: 'denied',
    url: () => `/v1/influencer/apply/${w.pending.id}/messages`,
    body: () => ({ body: 'Hijacked message' }),
    owner: () => w.headers.a,
    secrets: () => [w.secretMessage],
    writes: true,
  },
  'GET /v1/admin/applications/:id/messages': {
    kind: 'denied',
    url: () => `/v1/admin/applications/${w.pending.id}/messages`,
    owner: () => w.headers.staff1,
    secrets: () => [w.secretMessage],
    writes: true,
  },
  'POST /v1/admin/applications/:id/messages': {
    kind: 'denied',
    url: () => `/v1/admin/applications/${w.pending.id}/messages`,
    body: () => ({ body: 'Hijacked reply' }),
    owner: () => w.headers.staff1,
    secrets: () => [w.secretMessage],
    writes: true,
  },
  'GET /v1/admin/applications/:id/comments': {
    kind: 'denied',
    url: () => `/v1/admin/applications/${w.approved.applicationId}/comments`,
    owner: () => w.headers.staff1,
    secrets: () => [w.secretComment],
  },
  'POST /v1/admin/applications/:id/comments': {
    kind: 'denied',
    url: () => `/v1/admin/applications/${w.approved.applicationId}/comments`,
    body: () => ({ fileId: w.workFileId, x: 0.1, y: 0.9, text: 'Hijacked comment' }),
    owner: () => w.headers.staff1,
    secrets: () => [w.secretComment],
    writes: true,
  },
  'GET /v1/influencer/apply/:applicationId/comments': {
    kind: 'denied',
    url: () => `/v1/influencer/apply/${w.approved.applicationId}/comments`,
    owner: () => w.headers.a,
    secrets: () => [w.secretComment],
  },
  'POST /v1/influencer/apply/:applicationId/comments/:commentId/address': {
    kind: 'denied',
    url: () => `/v1/influencer/apply/${w.approved.applicationId}/comments/${w.commentId}/address`,
    body: () => ({ reply: 'Hijacked reply' }),
    owner: () => w.headers.a,
    secrets: () => [w.secretComment],
    writes: true,
  },
  'GET /v1/admin/inbox': {
    kind: 'scoped',
    url: () => '/v1/admin/inbox',
    owner: () => w.headers.staff1,
    secrets: () => [w.pending.id],
  },
  // Public (issue 26 C): says taken or available, as registering would, and nothing of the account.
  'POST /v1/influencer/check-contact': {
    kind: 'scoped',
    url: () => '/v1/influencer/check-contact',
    body: () => ({ email: w.a.email, mobile_number: w.a.mobileNumber }),
    owner: () => w.headers.a,
    secrets: () => [w.a.id, w.a.name, w.bank],
  },
  'GET /pincode/:pin':
    'public: the all-India post office directory, nobody owns it (answers anyone, anonymous included)',
  'GET /v1/influencer/profile': {
    kind: 'scoped',
    url: () => '/v1/influencer/profile',
    owner: () => w.headers.a,
    secrets: () => [w.a.email, w.a.mobileNumber],
  },
  'GET /v1/influencer/profile/bank-account': {
    kind: 'scoped',
    url: () => '/v1/influencer/profile/bank-account',
    owner: () => w.headers.a,
    secrets: () => [w.bank],
  },
  'GET /v1/influencer/apply': {
    kind: 'scoped',
    url: () => `/v1/influencer/apply?taskId=${w.pending.id}`,
    owner: () => w.headers.a,
    secrets: () => [w.pending.id],
  },
  'GET /v1/influencer/apply/:applicationId/agreement': {
    kind: 'denied',
    url: () => `/v1/influencer/apply/${w.agreement.sign}/agreement`,
    owner: () => w.headers.a,
    secrets: () => [w.secretAgreement],
  },
  'GET /v1/admin/applications/:id/agreement': {
    kind: 'denied',
    url: () => `/v1/admin/applications/${w.agreement.sign}/agreement`,
    owner: () => w.headers.staff1,
    secrets: () => [w.secretAgreement],
  },
  'POST /v1/influencer/apply/:applicationId/agreement/send-code': {
    kind: 'denied',
    url: () => `/v1/influencer/apply/${w.agreement.sign}/agreement/send-code`,
    owner: () => w.headers.a,
    secrets: () => [],
    writes: true,
  },
  'POST /v1/influencer/apply/:applicationId/agreement/sign': {
    kind: 'denied',
    url: () => `/v1/influencer/apply/${w.agreement.sign}/agreement/sign`,
    body: () => ({ name: 'Intruder Name', code: '000000' }),
    ownerBody: () => ({ name: 'Owner Name', code: mailedCode(w.a.email) }),
    owner: () => w.headers.a,
    secrets: () => [w.secretAgreement],
    writes: true,
  },
  'POST /v1/admin/applications/:id/agreement/send-code': {
    kind: 'denied',
    url: () => `/v1/admin/applications/${w.agreement.sign}/agreement/send-code`,
    owner: () => w.headers.staff1,
    secrets: () => [],
    writes: true,
  },
  'POST /v1/admin/applications/:id/agreement/sign': {
    kind: 'denied',
    url: () => `/v1/admin/applications/${w.agreement.sign}/agreement/sign`,
    body: () => ({ name: 'Intruder Name', code: '000000' }),
    ownerBody: () => ({ name: 'Brand Owner', code: mailedCode(w.staff1.email) }),
    owner: () => w.headers.staff1,
    secrets: () => [w.secretAgreement],
    writes: true,
  },
  'POST /v1/admin/applications/:id/agreement/decline': {
    kind: 'denied',
    url: () => `/v1/admin/applications/${w.agreement.brandDecline}/agreement/decline`,
    body: () => ({ reason: 'Not these terms' }),
    owner: () => w.headers.staff1,
    secrets: () => [w.secretAgreement],
    writes: true,
  },
  'POST /v1/influencer/apply/:applicationId/agreement/decline': {
    kind: 'denied',
    url: () => `/v1/influencer/apply/${w.agreement.decline}/agreement/decline`,
    body: () => ({ reason: 'Not these terms' }),
    owner: () => w.headers.a,
    secrets: () => [w.secretAgreement],
    writes: true,
  },
  'POST /v1/admin/tasks/:id/invitations': {
    kind: 'denied',
    url: () => `/v1/admin/tasks/${w.invitation.read.campaignId}/invitations`,
    body: () => ({ influencerIds: [w.b.id], message: 'Hijacked offer' }),
    owner: () => w.headers.staff1,
    secrets: () => [],
    writes: true,
  },
  'GET /v1/admin/tasks/:id/invitations': {
    kind: 'denied',
    url: () => `/v1/admin/tasks/${w.invitation.read.campaignId}/invitations`,
    owner: () => w.headers.staff1,
    secrets: () => [w.secretInvitation],
  },
  'GET /v1/influencer/invitations': {
    kind: 'scoped',
    url: () => '/v1/influencer/invitations',
    owner: () => w.headers.a,
    secrets: () => [w.secretInvitation],
  },
  'POST /v1/influencer/invitations/:id/accept': {
    kind: 'denied',
    url: () => `/v1/influencer/invitations/${w.invitation.accept.id}/accept`,
    owner: () => w.headers.a,
    secrets: () => [w.secretInvitation],
    writes: true,
  },
  'POST /v1/influencer/invitations/:id/decline': {
    kind: 'denied',
    url: () => `/v1/influencer/invitations/${w.invitation.decline.id}/decline`,
    body: () => ({ reason: 'Not for me' }),
    owner: () => w.headers.a,
    secrets: () => [w.secretInvitation],
    writes: true,
  },
  'POST /v1/influencer/apply/:applicationId/metrics': {
    kind: 'denied',
    url: () => `/v1/influencer/apply/${w.posted.applicationId}/metrics`,
    body: () => ({
      postUrl: w.results.postUrl,
      views: 1,
      likes: 1,
      comments: 1,
      proofFileId: w.results.ownerProof,
    }),
    owner: () => w.headers.a,
    secrets: () => [w.results.secretResultsNote],
    writes: true,
  },
  'GET /v1/influencer/apply/:applicationId/metrics': {
    kind: 'denied',
    url: () => `/v1/influencer/apply/${w.posted.applicationId}/metrics`,
    owner: () => w.headers.a,
    secrets: () => [w.results.secretResultsNote],
  },
  'GET /v1/influencer/results': {
    kind: 'scoped',
    url: () => '/v1/influencer/results',
    owner: () => w.headers.a,
    secrets: () => [w.results.secretResultsNote],
  },
  'GET /v1/admin/applications/:id/metrics': {
    kind: 'denied',
    url: () => `/v1/admin/applications/${w.posted.applicationId}/metrics`,
    owner: () => w.headers.staff1,
    secrets: () => [w.results.secretResultsNote],
  },
  'POST /v1/admin/applications/:id/metrics/:metricId/confirm': {
    kind: 'denied',
    url: () =>
      `/v1/admin/applications/${w.posted.applicationId}/metrics/${w.results.readings.confirm}/confirm`,
    owner: () => w.headers.staff1,
    secrets: () => [],
    writes: true,
  },
  'POST /v1/admin/applications/:id/metrics/:metricId/question': {
    kind: 'denied',
    url: () =>
      `/v1/admin/applications/${w.posted.applicationId}/metrics/${w.results.readings.question}/question`,
    body: () => ({ reason: 'Hijacked question' }),
    owner: () => w.headers.staff1,
    secrets: () => [],
    writes: true,
  },
  'GET /v1/admin/tasks/:id/report': {
    kind: 'denied',
    url: () => `/v1/admin/tasks/${w.posted.campaignId}/report`,
    owner: () => w.headers.staff1,
    secrets: () => [w.posted.applicationId],
  },
  'POST /v1/admin/tasks/:id/report/share': {
    kind: 'denied',
    url: () => `/v1/admin/tasks/${w.posted.campaignId}/report/share`,
    owner: () => w.headers.staff1,
    secrets: () => [],
    writes: true,
  },
  'GET /v1/admin/tasks/:id/report/shares': {
    kind: 'denied',
    url: () => `/v1/admin/tasks/${w.posted.campaignId}/report/shares`,
    owner: () => w.headers.staff1,
    secrets: () => [w.results.shareId],
  },
  'DELETE /v1/admin/tasks/:id/report/share/:shareId': {
    kind: 'denied',
    url: () => `/v1/admin/tasks/${w.posted.campaignId}/report/share/${w.results.shareId}`,
    owner: () => w.headers.staff1,
    secrets: () => [],
    writes: true,
  },
  'GET /v1/reports/:token':
    'public: the unguessable link is the permission; it opens one campaign, without contact data, until revoked or 30 days (results-report.test.ts)',
  'GET /v1/influencer/media-kit': {
    kind: 'scoped',
    url: () => '/v1/influencer/media-kit',
    owner: () => w.headers.a,
    secrets: () => [w.results.slug],
  },
  'PUT /v1/influencer/media-kit': {
    kind: 'scoped',
    url: () => '/v1/influencer/media-kit',
    body: () => ({ enabled: true }),
    owner: () => w.headers.a,
    secrets: () => [w.results.slug],
    writes: true,
  },
  'GET /v1/media-kit/:slug':
    'public: a page the creator switched on to share; platforms, niches and confirmed results only, never contact data (results-report.test.ts)',
  'POST /v1/influencer/apply/:applicationId/withdraw': {
    kind: 'denied',
    url: () => `/v1/influencer/apply/${w.withdrawable.id}/withdraw`,
    owner: () => w.headers.a,
    secrets: () => [],
    writes: true,
  },
  'GET /v1/influencer/apply/stats': {
    kind: 'scoped',
    url: () => '/v1/influencer/apply/stats',
    owner: () => w.headers.a,
    secrets: () => [],
  },
  'GET /v1/influencer/payment/stats/mine': {
    kind: 'scoped',
    url: () => '/v1/influencer/payment/stats/mine',
    owner: () => w.headers.a,
    secrets: () => [],
  },
  'GET /v1/influencer/payment/get': {
    kind: 'scoped',
    url: () => '/v1/influencer/payment/get',
    owner: () => w.headers.a,
    secrets: () => [w.payment],
  },
  'GET /v1/influencer/payment/details': {
    kind: 'scoped',
    url: () => '/v1/influencer/payment/details',
    owner: () => w.headers.a,
    secrets: () => [w.payment],
  },
  'GET /v1/influencer/apply/:applicationId/draft': {
    kind: 'denied',
    url: () => `/v1/influencer/apply/${w.rework.applicationId}/draft`,
    owner: () => w.headers.a,
    secrets: () => [w.secretDraft],
  },
  'PUT /v1/influencer/apply/:applicationId/draft': {
    kind: 'denied',
    url: () => `/v1/influencer/apply/${w.rework.applicationId}/draft`,
    body: () => ({
      slots: [
        {
          platformId: w.rework.platformIds[0],
          deliverableId: w.rework.deliverableIds[0],
          files: [{ fileUrl: w.file.fileUrl }],
        },
      ],
      notes: { [w.rework.deliverableIds[0]!]: 'Hijacked draft' },
    }),
    owner: () => w.headers.a,
    secrets: () => [w.secretDraft],
    writes: true,
  },
  'PUT /v1/influencer/task/submission': {
    kind: 'denied',
    url: () => '/v1/influencer/task/submission',
    // Every slot of the campaign filled (issue 26 D), with the owner's one upload.
    body: () => ({
      taskId: w.accepted.applicationId,
      task_details: w.accepted.platformIds.map((platformId) => ({
        platformId,
        deliverables: w.accepted.deliverableIds.map((deliverableType) => ({
          deliverableType,
          files: [{ fileUrl: w.file.fileUrl }],
        })),
      })),
    }),
    owner: () => w.headers.a,
    secrets: () => [w.a.email],
    writes: true,
  },
  'PUT /v1/influencer/task/final-submission': {
    kind: 'denied',
    url: () => '/v1/influencer/task/final-submission',
    body: () => ({
      taskId: w.approved.applicationId,
      task_details: [
        {
          platformId: w.approved.platformIds[0],
          deliverables: [
            { deliverableType: w.approved.deliverableIds[0], task_link: 'https://www.instagram.com/p/x/' },
          ],
        },
      ],
    }),
    owner: () => w.headers.a,
    secrets: () => [w.a.email],
    writes: true,
  },
  'POST /v1/collateral/download-file': {
    kind: 'denied',
    url: () => '/v1/collateral/download-file',
    body: () => ({ imageUrl: `/files/${w.file._id}` }),
    owner: () => w.headers.a,
    secrets: () => [pngBytes().toString('latin1')],
  },
  'PUT /v1/influencer/profile': {
    kind: 'scoped',
    url: () => '/v1/influencer/profile',
    body: () => ({ ...profileBody('Hijacker'), _id: w.a.id, influencerId: w.a.id, email: w.a.email }),
    owner: () => w.headers.a,
    ownerBody: () => profileBody('Owner'),
    secrets: () => [w.a.email, w.bank],
    writes: true,
  },
  'GET /v1/admin/applications': {
    kind: 'scoped',
    url: () => `/v1/admin/applications?influencerId=${w.a.id}&taskId=${w.camp1.id}`,
    owner: () => w.headers.staff1,
    secrets: () => [w.a.email, w.pending.id],
  },
  'GET /v1/admin/tasks': {
    kind: 'scoped',
    url: () => `/v1/admin/tasks?brandId=${w.brand1.id}`,
    owner: () => w.headers.staff1,
    secrets: () => [w.camp1.code],
  },
  'GET /v1/admin/brands': {
    kind: 'scoped',
    url: () => '/v1/admin/brands',
    owner: () => w.headers.staff1,
    secrets: () => [w.brand1.name],
  },
  'GET /v1/admin/influencers': {
    kind: 'scoped',
    url: () => `/v1/admin/influencers?search=${encodeURIComponent(w.a.email)}`,
    // Searching by e-mail, and the e-mail in the answer, are for admins only (design §15).
    owner: () => w.headers.admin,
    secrets: () => [w.a.email],
  },
  'GET /v1/admin/payments': {
    kind: 'scoped',
    url: () => `/v1/admin/payments?influencerId=${w.a.id}&format=csv`,
    owner: () => w.headers.staff1,
    secrets: () => [w.a.email],
  },
  'GET /v1/admin/payments/owed': {
    kind: 'scoped',
    url: () => `/v1/admin/payments/owed?influencerId=${w.a.id}`,
    owner: () => w.headers.staff1,
    secrets: () => [w.a.email, w.owed.applicationId],
  },
  'POST /v1/admin/applications/bulk-transition': {
    kind: 'scoped',
    url: () => '/v1/admin/applications/bulk-transition',
    body: () => ({ ids: [w.pending.id], to: 'declined', reasonCode: 'campaign-full' }),
    owner: () => w.headers.staff1,
    secrets: () => [w.a.email],
    writes: true,
  },
  'POST /v1/admin/payments': {
    kind: 'denied',
    url: () => '/v1/admin/payments',
    body: () => ({
      influencerId: w.a.id,
      applicationIds: [w.owed.applicationId],
      paymentMethod: 'UPI',
      reference: 'UTR-OWED-1',
    }),
    owner: () => w.headers.staff1,
    secrets: () => [w.a.email],
    writes: true,
  },
  'POST /v1/admin/payments/preview': {
    kind: 'denied',
    url: () => '/v1/admin/payments/preview',
    body: () => ({
      influencerId: w.a.id,
      applicationIds: [w.owed.applicationId],
      paymentMethod: 'UPI',
      reference: 'UTR-OWED-1',
    }),
    owner: () => w.headers.staff1,
    secrets: () => [w.a.email],
  },
  'GET /v1/influencer/payment/statement': {
    kind: 'scoped',
    url: () => '/v1/influencer/payment/statement',
    owner: () => w.headers.a,
    secrets: () => [w.payment],
  },
  'POST /v1/admin/tasks': {
    kind: 'denied',
    url: () => '/v1/admin/tasks',
    body: campaignBody,
    owner: () => w.headers.staff1,
    secrets: () => [],
    writes: true,
  },
  // Issue 28: requests are the admins' alone; a brand's team is its own people's and the admins'.
  'GET /v1/admin/brand-requests': {
    kind: 'denied',
    url: () => '/v1/admin/brand-requests?status=pending',
    owner: () => w.headers.admin,
    secrets: () => [w.requests.toApprove.email, w.requests.toReject.email],
  },
  'POST /v1/admin/brand-requests/:id/approve': {
    kind: 'denied',
    url: () => `/v1/admin/brand-requests/${w.requests.toApprove.id}/approve`,
    owner: () => w.headers.admin,
    secrets: () => [w.requests.toApprove.email],
    writes: true,
  },
  'POST /v1/admin/brand-requests/:id/reject': {
    kind: 'denied',
    url: () => `/v1/admin/brand-requests/${w.requests.toReject.id}/reject`,
    body: () => ({ reason: 'We could not find the company.' }),
    owner: () => w.headers.admin,
    secrets: () => [w.requests.toReject.email],
    writes: true,
  },
  'GET /v1/admin/brands/:id/members': {
    kind: 'denied',
    url: () => `/v1/admin/brands/${w.brand1.id}/members`,
    owner: () => w.headers.staff1,
    secrets: () => [w.teammate.email],
  },
  'POST /v1/admin/brands/:id/members': {
    kind: 'denied',
    url: () => `/v1/admin/brands/${w.brand1.id}/members`,
    body: () => ({ email: `new-${w.brand1.id}@brand.example.in`, name: 'New Hire', role: 'owner' }),
    owner: () => w.headers.staff1,
    secrets: () => [w.teammate.email],
    writes: true,
  },
  'DELETE /v1/admin/brands/:id/members/:staffId': {
    kind: 'denied',
    url: () => `/v1/admin/brands/${w.brand1.id}/members/${w.teammate.id}`,
    owner: () => w.headers.staff1,
    secrets: () => [w.teammate.email],
    writes: true,
  },
  // Last: the other shortlist controls run on the list before this one deletes it.
  'DELETE /v1/admin/shortlists/:id': {
    kind: 'denied',
    url: () => `/v1/admin/shortlists/${w.shortlist}`,
    owner: () => w.headers.staff1,
    secrets: () => [w.secretShortlist],
    writes: true,
  },
};

/** Operations with nobody else's data to reach, each with the reason (and where it is proven otherwise). */
const NOT_APPLICABLE: Record<string, string> = {
  'GET /v1/admin/settings': 'platform settings: nobody owns them, every staff member reads them',
  'PUT /v1/admin/settings': 'platform settings, admins only (payout-promises.test.ts: brand staff get 403)',
  'GET /v1/influencer/events':
    "the caller's own live stream; another person's notifications never reach it (notifications-live.test.ts)",
  'GET /v1/admin/events': "the caller's own live stream (notifications-live.test.ts)",
  'GET /v1/notifications/unsubscribe':
    'public: the signed token names its person and category; a changed token is refused (notifications.test.ts)',
  'POST /v1/notifications/unsubscribe':
    'public one-click unsubscribe by signed token; a changed token is refused (notifications.test.ts)',
  'GET /v1/admin/tax-rules': 'tax rules are the law as data: nobody owns them, every staff member reads them',
  'POST /v1/admin/tax-rules': 'adds a rule for everyone, admins only (tax.test.ts: brand staff get 403)',
  'GET /healthz': 'public health check',
  'GET /v1/push/public-key': "public: the server's VAPID public key, the same for everyone (push.test.ts)",
  'GET /v1/agreements/verify':
    'public by design (design §16): names and times of a document whose hash the caller already holds (agreements.test.ts)',
  'GET /readyz': 'public readiness check',
  'GET /v1/reference': 'public reference lists',
  'GET /v1/influencer/category': 'public reference list',
  'GET /v1/influencer/country/list': 'public reference list',
  'GET /v1/influencer/brand/niche/list': 'public reference list',
  'GET /v1/influencer/brand/get': 'the active-brand catalogue, the same for every creator',
  'GET /v1/influencer/active/task':
    'the campaign catalogue; applied/saved flags are per caller (the :id case checks them)',
  'POST /v1/influencer/add': 'registration, anonymous by design',
  'GET /v1/influencer/sign-in-channels': 'public: the channels this server offers, the same for everyone',
  'POST /v1/influencer/send-otp': 'sign-in (security-auth.test.ts)',
  'POST /v1/influencer/verify-otp': 'sign-in (security-auth.test.ts)',
  'POST /v1/admin/send-otp': 'staff sign-in (staff-auth.test.ts)',
  'POST /v1/admin/verify-otp': 'staff sign-in (staff-auth.test.ts)',
  'POST /v1/influencer/logout':
    "ends the caller's own session only (security-auth.test.ts: another session survives)",
  'POST /v1/admin/logout': "ends the caller's own session only",
  'GET /v1/admin/me': 'the caller only',
  'PUT /v1/influencer/language': "sets the caller's own reading language only (language.test.ts)",
  'PUT /v1/admin/language': "sets the caller's own reading language only (language.test.ts)",
  'POST /v1/influencer/apply': 'writes an application of the caller only (apply.test.ts)',
  'POST /v1/influencer/save-campaign': 'writes a saved row of the caller only (saved.test.ts)',
  'POST /v1/admin/brands': 'creates a new brand; nobody owns it yet (admin-brands.test.ts covers the role)',
  'POST /v1/brand/join':
    'public: files a new request of its own; a duplicate answers a sentence, never whose (brand-requests.test.ts)',
  'POST /v1/files': 'stores a new file owned by the caller (files.test.ts)',
  'POST /v1/webhooks/razorpayx':
    "public: the provider's events, taken only with a valid HMAC of the raw body; a bad one is refused and changes nothing (payouts-provider.test.ts)",
};

/** A digest of everything the owners hold: creator A's rows, brand 1's and its team, the admins' brand requests, A's and staff1's devices. */
async function ownersDigest(): Promise<string> {
  const { rows } = await ctx.database.pool.query(
    `select md5(concat_ws('|',
       (select string_agg(to_jsonb(t)::text, ',' order by t.id) from influencers t where t.id = $1),
       (select string_agg(to_jsonb(t)::text, ',' order by t.id) from applications t where t.influencer_id = $1),
       (select string_agg(to_jsonb(t)::text, ',' order by t.campaign_id) from saved_campaigns t where t.influencer_id = $1),
       (select string_agg(to_jsonb(t)::text, ',' order by t.id) from payments t where t.influencer_id = $1),
       (select string_agg(to_jsonb(t)::text, ',' order by t.id) from payout_attempts t
         where t.payment_id in (select id from payments where influencer_id = $1)),
       (select string_agg(to_jsonb(t)::text, ',' order by t.id) from payout_destinations t where t.influencer_id = $1),
       (select string_agg(to_jsonb(t)::text, ',' order by t.id) from files t where t.influencer_id = $1),
       (select string_agg(to_jsonb(t)::text, ',' order by t.id) from notifications t where t.recipient_id = $1),
       (select string_agg(to_jsonb(t)::text, ',' order by t.id) from messages t
         where t.application_id in (select id from applications where influencer_id = $1)),
       (select string_agg(to_jsonb(t)::text, ',' order by t.id) from review_comments t
         where t.application_id in (select id from applications where influencer_id = $1)),
       (select string_agg(to_jsonb(t)::text, ',' order by t.category) from notification_preferences t where t.subject_id = $1),
       (select string_agg(to_jsonb(t)::text, ',' order by t.id) from brands t where t.id = $2),
       (select string_agg(to_jsonb(t)::text, ',' order by t.id) from campaigns t where t.brand_id = $2),
       (select string_agg(to_jsonb(t)::text, ',' order by t.staff_id) from staff_brands t where t.brand_id = $2),
       (select string_agg(to_jsonb(t)::text, ',' order by t.id) from brand_requests t),
       (select string_agg(to_jsonb(t)::text, ',' order by t.id) from invitations t where t.influencer_id = $1),
       (select string_agg(to_jsonb(t)::text, ',' order by t.id) from shortlists t where t.brand_id = $2),
       (select string_agg(to_jsonb(t)::text, ',' order by t.shortlist_id, t.influencer_id) from shortlist_creators t
         where t.shortlist_id in (select id from shortlists where brand_id = $2)),
       (select string_agg(to_jsonb(t)::text, ',' order by t.id) from push_subscriptions t
         where t.recipient_id in ($1, $3)))) as d`,
    [w.a.id, w.brand1.id, w.staff1.id],
  );
  return String(rows[0]?.d);
}

const isAdmin = (key: string) => key.includes(' /v1/admin/');
const isCreator = (key: string) => operations.find((o) => o.key === key)?.access === 'creator';

/** Who tries each case, and what they may get. */
function intruders(key: string): { who: string; headers: () => H; expect: 'primary' | number[] }[] {
  if (key === 'GET /files/:id')
    return ['b', 'staff2', 'anon'].map((who) => ({
      who,
      headers: () => w.headers[who as 'b'],
      expect: [403],
    }));
  // A public call answers anyone, anonymous included; what it answers is still checked.
  const isPublic = operations.find((o) => o.key === key)?.access === 'public';
  const anon = {
    who: 'anonymous',
    headers: () => w.headers.anon,
    expect: isPublic ? ('primary' as const) : [401],
  };
  if (isAdmin(key))
    return [
      { who: 'staff of another brand', headers: () => w.headers.staff2, expect: 'primary' },
      { who: 'a creator', headers: () => w.headers.b, expect: [403] },
      anon,
    ];
  const creatorCall = isCreator(key);
  return [
    { who: 'another creator', headers: () => w.headers.b, expect: 'primary' },
    // Staff may download any stored file they were handed a link to; signed-in calls take both kinds.
    {
      who: 'staff of another brand',
      headers: () => w.headers.staff2,
      expect: creatorCall ? [403] : 'primary',
    },
    anon,
  ];
}

const inject = (method: string, url: string, headers: H, body?: unknown) =>
  ctx.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(body !== undefined ? { payload: body as object } : {}),
  });

let attempts = 0;
describe('isolation matrix', () => {
  it('has a case (or a stated reason) for every operation, and a real case for every route with a path parameter', () => {
    const missing = operations
      .filter((op) => !(op.key in CASES) && !(op.key in NOT_APPLICABLE))
      .map((op) => op.key);
    expect(missing, 'these routes need an isolation case in CASES (or a reason in NOT_APPLICABLE)').toEqual(
      [],
    );
    const parametrised = operations
      .filter((op) => op.pathParams.length && !(op.key in CASES))
      .map((op) => op.key);
    expect(parametrised, 'routes with a path parameter need a case in CASES').toEqual([]);
    const stale = [...Object.keys(CASES), ...Object.keys(NOT_APPLICABLE)].filter(
      (k) => !operations.some((o) => o.key === k),
    );
    expect(stale, 'cases for operations that no longer exist').toEqual([]);
  });

  for (const [key, c] of Object.entries(CASES)) {
    const [method = 'GET'] = key.split(' ');
    if (typeof c === 'string') {
      it(`${key}: ${c}`, async () => {
        expect((await inject('GET', '/pincode/400001', {})).statusCode).toBe(200);
      });
      continue;
    }
    it(`${key}: others get ${c.kind === 'denied' ? '401/403/404' : 'only their own data'}, nothing of the owner's, nothing changed`, async () => {
      for (const intruder of intruders(key)) {
        const before = await log.mark();
        const digest = await ownersDigest();
        const res = await inject(method, c.url(), intruder.headers(), c.body?.());
        attempts++;
        const label = `${intruder.who}: ${key} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        const allowed =
          intruder.expect !== 'primary'
            ? intruder.expect
            : c.kind === 'denied'
              ? [403, 404]
              : [200, 201, 403, 404];
        expect(allowed, label).toContain(res.statusCode);
        const text = res.rawPayload.toString('latin1');
        for (const secret of c.secrets())
          expect(text.includes(secret), `${label} holds ${secret.slice(0, 20)}`).toBe(false);
        expect(await ownersDigest(), `${label} changed the owner's data`).toBe(digest);
        // A denied call changes nothing at all; a scoped one may change the caller's own rows only.
        if (c.kind === 'denied' || res.statusCode >= 400)
          expect(await log.since(before), `${label} changed the database`).toEqual({});
      }
    });
  }

  it("the owner's own calls succeed and hold what the others' must not (the controls)", async () => {
    const ordered = Object.entries(CASES).sort(
      ([, x], [, y]) =>
        Number(typeof x !== 'string' && !!x.writes) - Number(typeof y !== 'string' && !!y.writes),
    );
    for (const [key, c] of ordered) {
      if (typeof c === 'string') continue;
      const [method = 'GET'] = key.split(' ');
      const url = key === 'GET /files/:id' ? w.file.fileUrl : c.url();
      const res = await inject(method, url, c.owner(), c.ownerBody?.() ?? c.body?.());
      expect(res.statusCode, `${key} as the owner: ${res.body.slice(0, 200)}`).toBeLessThan(300);
      if (
        method === 'GET' &&
        c.kind !== 'shared' &&
        !key.includes('receipt') &&
        !key.startsWith('GET /files')
      ) {
        const text = res.rawPayload.toString('latin1');
        for (const secret of c.secrets())
          expect(text.includes(secret), `${key} as the owner holds ${secret}`).toBe(true);
      }
    }
    console.log(
      `isolation: ${Object.keys(CASES).length} cases, ${attempts} intruder requests, ${operations.length} operations mapped`,
    );
  });
});
