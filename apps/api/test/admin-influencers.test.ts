import { ADMIN_INFLUENCER_MESSAGES } from '@ih/contract/admin-influencers';
import { AUTH_MESSAGES } from '@ih/contract/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { influencerSocialAccounts } from '../src/db/schema/accounts.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign } from './factories/catalogue.ts';
import { createApplication } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
let adminToken: string;
let brandToken: string;
let brandA: { id: string };
let campaignA: { id: string; code: string };
let campaignB: { id: string; code: string };
let applicant: Awaited<ReturnType<typeof createInfluencer>>;
let otherApplicant: Awaited<ReturnType<typeof createInfluencer>>;

beforeAll(async () => {
  ctx = await createTestContext();
  brandA = await createBrand(ctx.db);
  const brandB = await createBrand(ctx.db);
  campaignA = await createCampaign(ctx.db, { brandId: brandA.id });
  campaignB = await createCampaign(ctx.db, { brandId: brandB.id });
  applicant = await createInfluencer(ctx.db, { name: 'Meera Sundaram' });
  otherApplicant = await createInfluencer(ctx.db, { name: 'Kabir Malhotra' });
  await ctx.db.insert(influencerSocialAccounts).values([
    {
      influencerId: applicant.id,
      platformName: 'Instagram',
      followers: '12K',
      profileUrl: 'https://i.com/m',
    },
  ]);
  // Meera applied to both brands, Kabir only to brand B.
  await createApplication(ctx.db, {
    influencerId: applicant.id,
    campaignId: campaignA.id,
    status: 'pending',
  });
  await createApplication(ctx.db, {
    influencerId: applicant.id,
    campaignId: campaignB.id,
    status: 'pending',
  });
  await createApplication(ctx.db, {
    influencerId: otherApplicant.id,
    campaignId: campaignB.id,
    status: 'pending',
  });
  const admin = await createStaff(ctx.db, { role: 'admin' });
  adminToken = await tokenFor(ctx.db, { staffId: admin.id });
  const brandStaff = await createStaff(ctx.db, { role: 'brand', brandIds: [brandA.id] });
  brandToken = await tokenFor(ctx.db, { staffId: brandStaff.id });
});
afterAll(() => ctx.close());

const get = (url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url, headers: authHeader(token) });
const patch = (id: string, status: string, token: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/v1/admin/influencers/${id}`,
    payload: { status },
    headers: authHeader(token),
  });

describe('staff creators list', () => {
  it('admins search by name (partial, any case), e-mail and mobile', async () => {
    const byName = await get('/v1/admin/influencers?search=meera%20sun', adminToken);
    expect(byName.statusCode).toBe(200);
    expect(byName.json().data.map((i: { _id: string }) => i._id)).toEqual([applicant.id]);
    expect(byName.json().data[0]).toMatchObject({
      email: applicant.email,
      mobile_number: applicant.mobileNumber,
      status: 'active',
      followers: [{ platform_name: 'Instagram', followers: '12K' }],
    });
    expect(byName.json().pagination).toEqual({ page: 1, limit: 20, total: 1, totalPages: 1 });
    const byEmail = await get(
      `/v1/admin/influencers?search=${otherApplicant.email.toUpperCase()}`,
      adminToken,
    );
    expect(byEmail.json().data.map((i: { _id: string }) => i._id)).toEqual([otherApplicant.id]);
    const byMobile = await get(
      `/v1/admin/influencers?search=%2B91${otherApplicant.mobileNumber}`,
      adminToken,
    );
    expect(byMobile.json().data.map((i: { _id: string }) => i._id)).toEqual([otherApplicant.id]);
  });

  it('paginates and filters by status', async () => {
    const suspended = await createInfluencer(ctx.db, { status: 'suspended' });
    const res = await get('/v1/admin/influencers?status=suspended', adminToken);
    expect(res.json().data.map((i: { _id: string }) => i._id)).toContain(suspended.id);
    expect(res.json().data.every((i: { status: string }) => i.status === 'suspended')).toBe(true);
    const page = await get('/v1/admin/influencers?limit=1&page=2', adminToken);
    expect(page.json().data).toHaveLength(1);
    expect(page.json().pagination.total).toBeGreaterThanOrEqual(3);
    const bad = await get('/v1/admin/influencers?status=gone', adminToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ADMIN_INFLUENCER_MESSAGES.status);
  });

  it("brand staff see only creators who applied to their brands' campaigns", async () => {
    const res = await get('/v1/admin/influencers', brandToken);
    expect(res.json().data.map((i: { _id: string }) => i._id)).toEqual([applicant.id]);
    expect(res.json().pagination.total).toBe(1);
  });
});

describe('staff creator detail', () => {
  it('admins see registration data, social accounts and every application', async () => {
    const res = await get(`/v1/admin/influencers/${applicant.id}`, adminToken);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ _id: applicant.id, name: 'Meera Sundaram', state: 'Karnataka' });
    expect(d.social_platform[0]).toMatchObject({ platform_name: 'Instagram', followers: '12K' });
    expect(
      d.applications.map((a: { campaign: { campaign_id: string } }) => a.campaign.campaign_id).sort(),
    ).toEqual([campaignA.code, campaignB.code].sort());
    expect(d.applications[0]).toMatchObject({ status: 'pending' });
    expect(d.applications[0].campaign.event_name).toMatch(/Diwali Launch/);
  });

  it("brand staff see only their brands' applications, and 404 for creators outside their reach", async () => {
    const res = await get(`/v1/admin/influencers/${applicant.id}`, brandToken);
    expect(res.json().data.applications.map((a: { campaign: { _id: string } }) => a.campaign._id)).toEqual([
      campaignA.id,
    ]);
    const other = await get(`/v1/admin/influencers/${otherApplicant.id}`, brandToken);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(ADMIN_INFLUENCER_MESSAGES.notFound);
  });

  it('an unknown or malformed id answers 404/400, never 500', async () => {
    expect((await get(`/v1/admin/influencers/${crypto.randomUUID()}`, adminToken)).statusCode).toBe(404);
    expect((await get('/v1/admin/influencers/not-a-uuid', adminToken)).statusCode).toBe(400);
  });
});

describe('suspending a creator', () => {
  it('brand staff cannot change a status (403)', async () => {
    const res = await patch(applicant.id, 'suspended', brandToken);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ADMIN_INFLUENCER_MESSAGES.adminsOnly);
  });

  it('revokes every session (next call 401), blocks sign-in, and can be undone', async () => {
    const c = await createInfluencer(ctx.db);
    const t1 = await tokenFor(ctx.db, { influencerId: c.id });
    const t2 = await tokenFor(ctx.db, { influencerId: c.id });
    const res = await patch(c.id, 'suspended', adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { _id: c.id, status: 'suspended' },
      message: ADMIN_INFLUENCER_MESSAGES.suspended,
    });
    for (const t of [t1, t2]) expect((await get('/v1/influencer/profile', t)).statusCode).toBe(401);
    const send = await ctx.app.inject({
      method: 'POST',
      url: '/v1/influencer/send-otp',
      payload: { contact: c.email },
    });
    expect(send.statusCode).toBe(403);
    expect(send.json().message).toBe(AUTH_MESSAGES.suspended);

    const back = await patch(c.id, 'active', adminToken);
    expect(back.json().data.status).toBe('active');
    // Revoked sessions stay revoked; the creator signs in afresh.
    expect((await get('/v1/influencer/profile', t1)).statusCode).toBe(401);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/v1/influencer/send-otp',
      payload: { contact: c.email },
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses an unknown status with a clear 400', async () => {
    const res = await patch(applicant.id, 'deleted', adminToken);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ADMIN_INFLUENCER_MESSAGES.status);
  });
});
