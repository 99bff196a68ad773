import { INVITATION_MESSAGES } from '@ih/contract/invitations';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../src/db/schema/invitations.ts';
import { notifications } from '../src/db/schema/notifications.ts';
import { applicationHistory, applications } from '../src/db/schema/pipeline.ts';
import { EVENT_CONSUMERS } from '../src/module-jobs.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign } from './factories/catalogue.ts';
import { createApplication } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { runQueue } from './support/queue.ts';

/*
 * Invitations (design §15, issue 28): a brand invites creators to a campaign with an offer; each
 * creator is invited once whatever the clicks; accepting starts the work accepted at the offer;
 * declining or the answer-by time (a timer, moved with the clock) closes it.
 */

let t: TestContext;
let brandId: string;
let otherBrandId: string;
let admin: string;
let brandStaff: string;
let otherBrandStaff: string;
const HOUR = 3600_000;

beforeAll(async () => {
  t = await createTestContext();
  brandId = (await createBrand(t.db)).id;
  otherBrandId = (await createBrand(t.db)).id;
  admin = await tokenFor(t.db, { staffId: (await createStaff(t.db, { role: 'admin' })).id });
  brandStaff = await tokenFor(t.db, {
    staffId: (await createStaff(t.db, { role: 'brand', brandIds: [brandId] })).id,
  });
  otherBrandStaff = await tokenFor(t.db, {
    staffId: (await createStaff(t.db, { role: 'brand', brandIds: [otherBrandId] })).id,
  });
});
afterAll(() => t.close());

const invite = (campaignId: string, body: Record<string, unknown>, token = brandStaff) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/admin/tasks/${campaignId}/invitations`,
    headers: authHeader(token),
    payload: body,
  });

async function creator() {
  const c = await createInfluencer(t.db);
  return { id: c.id, token: await tokenFor(t.db, { influencerId: c.id }) };
}

const myInvitations = async (token: string, query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/influencer/invitations${query}`,
    headers: authHeader(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const answer = (token: string, id: string, what: 'accept' | 'decline', payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/influencer/invitations/${id}/${what}`,
    headers: authHeader(token),
    ...(payload ? { payload } : {}),
  });

describe('inviting', () => {
  it('invites at the campaign price by default, answers within 72 hours, and tells the creator', async () => {
    const campaign = await createCampaign(t.db, { brandId, fixedPrice: 7500 });
    const c = await creator();
    const res = await invite(campaign.id, { influencerIds: [c.id], message: 'Loved your Diwali reels' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ created: 1, skipped: [] });
    expect(res.json().message).toBe('1 creator invited.');

    const list = await myInvitations(c.token);
    expect(list.data).toHaveLength(1);
    const [inv] = list.data;
    expect(inv).toMatchObject({ offerAmount: 7500, message: 'Loved your Diwali reels', status: 'pending' });
    expect(inv.task._id).toBe(campaign.id);
    expect(Date.parse(inv.respondBy) - t.clock.now().getTime()).toBeGreaterThan(71 * HOUR);
    expect(Date.parse(inv.respondBy) - t.clock.now().getTime()).toBeLessThanOrEqual(72 * HOUR);

    await runQueue(t, EVENT_CONSUMERS);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'invitation.new'), eq(notifications.recipientId, c.id)));
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain('₹7,500');
  });

  it('never invites a creator twice, whatever the clicks, and says why each was skipped', async () => {
    const campaign = await createCampaign(t.db, { brandId });
    const fresh = await creator();
    const applied = await creator();
    await createApplication(t.db, { influencerId: applied.id, campaignId: campaign.id, status: 'pending' });
    const suspended = await createInfluencer(t.db, { status: 'suspended' });
    const hidden = await createInfluencer(t.db, { discoverable: false });
    const unknown = crypto.randomUUID();
    const body = { influencerIds: [fresh.id, applied.id, suspended.id, hidden.id, unknown, fresh.id] };
    // A double click: both requests at once.
    const [a, b] = await Promise.all([invite(campaign.id, body), invite(campaign.id, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const created = a.json().data.created + b.json().data.created;
    expect(created).toBe(1);
    const rows = await t.db.select().from(invitations).where(eq(invitations.campaignId, campaign.id));
    expect(rows.map((r) => r.influencerId)).toEqual([fresh.id]);
    const skipped = new Map<string, string>(
      a.json().data.skipped.map((s: { influencerId: string; reason: string }) => [s.influencerId, s.reason]),
    );
    expect(skipped.get(applied.id)).toBe('applied');
    expect(skipped.get(suspended.id)).toBe('suspended');
    expect(skipped.get(hidden.id)).toBe('not-discoverable');
    expect(skipped.get(unknown)).toBe('not-found');
    // And again later: already invited.
    const again = await invite(campaign.id, { influencerIds: [fresh.id] });
    expect(again.json().data).toMatchObject({
      created: 0,
      skipped: [
        { influencerId: fresh.id, reason: 'already-invited', label: 'Already invited to this campaign' },
      ],
    });
  });

  it('asks for an offer on a quote campaign and checks the answer-by time against the deadline', async () => {
    const deadline = new Date(t.clock.now().getTime() + 48 * HOUR);
    const campaign = await createCampaign(t.db, {
      brandId,
      budgetType: 'get quote',
      fixedPrice: null,
      submissionDeadline: deadline,
    });
    const c = await creator();
    const noOffer = await invite(campaign.id, { influencerIds: [c.id] });
    expect(noOffer.statusCode).toBe(400);
    expect(noOffer.json().message).toBe(INVITATION_MESSAGES.offerNeeded);
    const late = await invite(campaign.id, {
      influencerIds: [c.id],
      offerAmount: 3000,
      respondBy: new Date(deadline.getTime() + HOUR).toISOString(),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors.respondBy).toContain("before the campaign's submission deadline");
    const past = await invite(campaign.id, {
      influencerIds: [c.id],
      offerAmount: 3000,
      respondBy: new Date(t.clock.now().getTime() - HOUR).toISOString(),
    });
    expect(past.json().message).toBe(INVITATION_MESSAGES.respondByPast);
    // Left out, the answer-by time is the deadline when it comes before 72 hours.
    const ok = await invite(campaign.id, { influencerIds: [c.id], offerAmount: 3000 });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await t.db.select().from(invitations).where(eq(invitations.campaignId, campaign.id));
    expect(row!.respondBy.getTime()).toBe(deadline.getTime());
  });

  it("keeps another brand's campaign out of reach (404), and an admin may invite to any", async () => {
    const campaign = await createCampaign(t.db, { brandId });
    const c = await creator();
    const res = await invite(campaign.id, { influencerIds: [c.id] }, otherBrandStaff);
    expect(res.statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/tasks/${campaign.id}/invitations`,
      headers: authHeader(otherBrandStaff),
    });
    expect(list.statusCode).toBe(404);
    expect((await invite(campaign.id, { influencerIds: [c.id] }, admin)).statusCode).toBe(200);
  });

  it('refuses an inactive campaign with a sentence that says what to do', async () => {
    const campaign = await createCampaign(t.db, { brandId, status: 'inactive' });
    const c = await creator();
    const res = await invite(campaign.id, { influencerIds: [c.id] });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(INVITATION_MESSAGES.campaignClosed);
  });
});

describe('answering', () => {
  it('accepting starts the work accepted at the offer, once, and the brand sees it', async () => {
    const campaign = await createCampaign(t.db, { brandId, fixedPrice: 5000 });
    const c = await creator();
    await invite(campaign.id, { influencerIds: [c.id], offerAmount: 6500 });
    const [inv] = (await myInvitations(c.token)).data;
    const [a, b] = await Promise.all([
      answer(c.token, inv._id, 'accept'),
      answer(c.token, inv._id, 'accept'),
    ]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200]);
    expect(a.json().data).toMatchObject({ status: 'accepted' });
    const apps = await t.db.select().from(applications).where(eq(applications.campaignId, campaign.id));
    expect(apps).toHaveLength(1);
    expect(apps[0]).toMatchObject({ influencerId: c.id, status: 'accepted', finalAmount: 6500 });
    expect(a.json().data.applicationId).toBe(apps[0]!.id);
    const history = await t.db
      .select()
      .from(applicationHistory)
      .where(eq(applicationHistory.applicationId, apps[0]!.id));
    expect(history.map((h) => h.toStatus)).toEqual(['pending', 'accepted']);

    const work = await t.app.inject({
      method: 'GET',
      url: '/v1/influencer/apply',
      headers: authHeader(c.token),
    });
    expect(work.statusCode).toBe(200);
    expect(JSON.stringify(work.json().data)).toContain(apps[0]!.id);

    const staffView = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/tasks/${campaign.id}/invitations`,
      headers: authHeader(brandStaff),
    });
    expect(staffView.json().data[0]).toMatchObject({ status: 'accepted', influencer: { _id: c.id } });

    await runQueue(t, EVENT_CONSUMERS);
    const staffTold = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'staff.invitation'));
    expect(staffTold.some((n) => n.title.startsWith('Invitation accepted'))).toBe(true);
    // Declining an accepted invitation says it was already answered.
    const decline = await answer(c.token, inv._id, 'decline');
    expect(decline.statusCode, decline.body).toBe(422);
    expect(decline.json().message).toBe(INVITATION_MESSAGES.answered('accepted'));
  });

  it('declining closes it with the reason and tells the brand; a repeat answers the same', async () => {
    const campaign = await createCampaign(t.db, { brandId });
    const c = await creator();
    await invite(campaign.id, { influencerIds: [c.id] });
    const [inv] = (await myInvitations(c.token)).data;
    const res = await answer(c.token, inv._id, 'decline', { reason: 'Booked that week' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'declined', declineReason: 'Booked that week' });
    expect((await answer(c.token, inv._id, 'decline')).statusCode).toBe(200);
    expect((await answer(c.token, inv._id, 'accept')).json().message).toBe(
      INVITATION_MESSAGES.answered('declined'),
    );
    expect(
      await t.db.select().from(applications).where(eq(applications.campaignId, campaign.id)),
    ).toHaveLength(0);
    await runQueue(t, EVENT_CONSUMERS);
    const told = await t.db.select().from(notifications).where(eq(notifications.type, 'staff.invitation'));
    expect(told.some((n) => n.body.includes('Booked that week'))).toBe(true);
  });

  it("another creator's invitation is as if it did not exist", async () => {
    const campaign = await createCampaign(t.db, { brandId });
    const c = await creator();
    const other = await creator();
    await invite(campaign.id, { influencerIds: [c.id] });
    const [inv] = (await myInvitations(c.token)).data;
    expect((await answer(other.token, inv._id, 'accept')).statusCode).toBe(404);
    expect((await answer(other.token, inv._id, 'decline')).statusCode).toBe(404);
    expect((await myInvitations(other.token)).data).toHaveLength(0);
  });

  it('runs out at the answer-by time by its timer (a moved clock), and then cannot be accepted', async () => {
    const campaign = await createCampaign(t.db, { brandId });
    const c = await creator();
    await invite(campaign.id, { influencerIds: [c.id] });
    const [inv] = (await myInvitations(c.token)).data;
    await runQueue(t, EVENT_CONSUMERS);
    t.clock.advance(71 * HOUR);
    await runQueue(t, EVENT_CONSUMERS);
    expect((await myInvitations(c.token)).data[0].status).toBe('pending');
    t.clock.advance(2 * HOUR);
    await runQueue(t, EVENT_CONSUMERS);
    const [after] = (await myInvitations(c.token)).data;
    expect(after.status).toBe('expired');
    const res = await answer(c.token, inv._id, 'accept');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(INVITATION_MESSAGES.expired);
    const told = await t.db.select().from(notifications).where(eq(notifications.type, 'staff.invitation'));
    expect(told.some((n) => n.title.startsWith('Invitation ran out'))).toBe(true);
  });
});

describe('late answers', () => {
  it('says the campaign no longer takes creators once its deadline has passed, in the creator’s words', async () => {
    const deadline = new Date(t.clock.now().getTime() + 10 * HOUR);
    const campaign = await createCampaign(t.db, { brandId, submissionDeadline: deadline });
    const c = await creator();
    await invite(campaign.id, { influencerIds: [c.id] });
    const [inv] = (await myInvitations(c.token)).data;
    // The deadline is moved earlier after the invitation went out (the answer-by time stays).
    await t.db.execute(
      sql`update campaigns set submission_deadline = now() - interval '1 hour' where id = ${campaign.id}`,
    );
    const res = await answer(c.token, inv._id, 'accept');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(INVITATION_MESSAGES.noLongerOpen);
    expect(
      await t.db.select().from(applications).where(eq(applications.campaignId, campaign.id)),
    ).toHaveLength(0);
  });

  it('refuses a decline after the answer-by time even before the timer has closed it', async () => {
    const campaign = await createCampaign(t.db, { brandId });
    const c = await creator();
    await invite(campaign.id, { influencerIds: [c.id] });
    const [inv] = (await myInvitations(c.token)).data;
    await t.db
      .update(invitations)
      .set({ respondBy: new Date(t.clock.now().getTime() - HOUR) })
      .where(eq(invitations.id, inv._id));
    const res = await answer(c.token, inv._id, 'decline');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(INVITATION_MESSAGES.expired);
  });
});

describe('invite-only campaigns', () => {
  it('are never in the catalogue; an invited creator opens one, others get 404', async () => {
    const campaign = await createCampaign(t.db, { brandId, visibility: 'invite-only' });
    const invited = await creator();
    const stranger = await creator();
    const open = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/v1/influencer/active/task/${campaign.id}`,
        headers: authHeader(token),
      });
    expect((await open(invited.token)).statusCode).toBe(404);
    await invite(campaign.id, { influencerIds: [invited.id] });
    expect((await open(invited.token)).statusCode).toBe(200);
    expect((await open(stranger.token)).statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/influencer/active/task?limit=100',
      headers: authHeader(invited.token),
    });
    expect(list.json().data.map((c: { _id: string }) => c._id)).not.toContain(campaign.id);
    const apply = await t.app.inject({
      method: 'POST',
      url: '/v1/influencer/apply',
      headers: authHeader(stranger.token),
      payload: { taskId: campaign.id },
    });
    expect(apply.statusCode).toBe(404);
  });
});
