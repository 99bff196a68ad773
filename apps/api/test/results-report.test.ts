import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign } from './factories/catalogue.ts';
import { createApplication } from './factories/pipeline.ts';
import { setPostLinks, storeProof } from './factories/results.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { pdfText } from './support/pdf-text.ts';

let t: TestContext;
let brand: string;
let admin: Record<string, string>;
let brandStaff: Record<string, string>;
let otherStaff: Record<string, string>;
let campaign: { id: string; code: string };
let otherCampaign: { id: string; code: string };
const people: { id: string; email: string; mobile: string; headers: Record<string, string> }[] = [];

beforeAll(async () => {
  t = await createTestContext();
  brand = (await createBrand(t.db)).id;
  const otherBrand = (await createBrand(t.db)).id;
  const h = async (who: { staffId: string }) => authHeader(await tokenFor(t.db, who));
  admin = await h({ staffId: (await createStaff(t.db, { role: 'admin' })).id });
  brandStaff = await h({ staffId: (await createStaff(t.db, { role: 'brand', brandIds: [brand] })).id });
  otherStaff = await h({ staffId: (await createStaff(t.db, { role: 'brand', brandIds: [otherBrand] })).id });
  campaign = await createCampaign(t.db, { brandId: brand });
  otherCampaign = await createCampaign(t.db, { brandId: otherBrand });
  // Two creators live (₹5,000 and ₹3,000), one with two posts; a third accepted but not live.
  const amounts = [5000, 3000];
  for (const [i, amount] of amounts.entries()) {
    const c = await createInfluencer(t.db, { name: `Report Creator ${i}` });
    const app = await createApplication(t.db, {
      influencerId: c.id,
      campaignId: campaign.id,
      status: 'final posted',
      finalAmount: amount,
    });
    await setPostLinks(
      t.db,
      app.id,
      i === 0
        ? [
            { url: `https://www.instagram.com/p/r${i}a/`, platform: 'Instagram' },
            { url: 'https://youtu.be/abcdefghijk', platform: 'YouTube' },
          ]
        : [{ url: `https://www.instagram.com/p/r${i}a/`, platform: 'Instagram' }],
    );
    people.push({
      id: c.id,
      email: c.email,
      mobile: c.mobileNumber,
      headers: authHeader(await tokenFor(t.db, { influencerId: c.id })),
      ...{ applicationId: app.id },
    } as never);
  }
  const notLive = await createInfluencer(t.db);
  await createApplication(t.db, { influencerId: notLive.id, campaignId: campaign.id, status: 'approved' });
  // Readings: creator 0's Instagram post 10,000 views then 20,000 a day later (the latest counts);
  // creator 1's post 5,000, questioned (it counts nowhere).
  const add = async (who: number, postUrl: string, views: number, likes: number) => {
    const p = people[who] as unknown as {
      id: string;
      headers: Record<string, string>;
      applicationId: string;
    };
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/influencer/apply/${p.applicationId}/metrics`,
      headers: p.headers,
      payload: {
        postUrl,
        views,
        likes,
        comments: 100,
        shares: 50,
        saves: 50,
        proofFileId: await storeProof(t.app, p.id),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { applicationId: p.applicationId, id: res.json().data._id as string };
  };
  await add(0, 'https://www.instagram.com/p/r0a/', 10_000, 300);
  t.clock.advance(24 * 3600_000);
  const latest = await add(0, 'https://www.instagram.com/p/r0a/', 20_000, 800);
  const q = await add(1, 'https://www.instagram.com/p/r1a/', 5_000, 100);
  await t.app.inject({
    method: 'POST',
    url: `/v1/admin/applications/${latest.applicationId}/metrics/${latest.id}/confirm`,
    headers: admin,
  });
  await t.app.inject({
    method: 'POST',
    url: `/v1/admin/applications/${q.applicationId}/metrics/${q.id}/question`,
    headers: admin,
    payload: { reason: 'Blurry' },
  });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the campaign report', () => {
  it('totals the live posts: latest counting reading of each, spend once per work, ratios', async () => {
    const res = await get(`/v1/admin/tasks/${campaign.id}/report`, brandStaff);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data;
    expect(r.totals).toEqual({
      creators: 2,
      postsLive: 3,
      spend: 8000,
      views: 20_000,
      engagements: 1000,
      engagementRate: 0.05,
      costPerView: 0.4,
      costPerEngagement: 8,
    });
    expect(r.rows).toHaveLength(3);
    const insta0 = r.rows.find(
      (row: { postUrl: string }) => row.postUrl === 'https://www.instagram.com/p/r0a/',
    );
    expect(insta0).toMatchObject({
      views: 20_000,
      source: 'self-reported',
      status: 'confirmed',
      spend: 5000,
    });
    const insta1 = r.rows.find(
      (row: { postUrl: string }) => row.postUrl === 'https://www.instagram.com/p/r1a/',
    );
    expect(insta1).toMatchObject({ views: null, status: null });
    // Views over time: 10,000 on the first day, 20,000 (the post's latest) on the next.
    expect(r.timeline.map((d: { views: number }) => d.views)).toEqual([10_000, 20_000]);
    expect(JSON.stringify(r)).not.toContain(people[0]!.email);
  });

  it('is another brand’s campaign to nobody else: 404', async () => {
    expect((await get(`/v1/admin/tasks/${campaign.id}/report`, otherStaff)).statusCode).toBe(404);
    expect((await get(`/v1/admin/tasks/${otherCampaign.id}/report`, brandStaff)).statusCode).toBe(404);
  });

  it('downloads as CSV and PDF with the same numbers', async () => {
    const csv = await get(`/v1/admin/tasks/${campaign.id}/report?format=csv`, admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toContain(`report-${campaign.code}.csv`);
    expect(csv.body).toContain('Views,20000');
    expect(csv.body).toContain('Spend (INR),8000');
    expect(csv.body).toContain('https://www.instagram.com/p/r0a/');
    const pdf = await get(`/v1/admin/tasks/${campaign.id}/report?format=pdf`, admin);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Campaign report');
    expect(text).toContain('20,000');
    expect(text).toContain('Report Creator 0');
    expect((await get(`/v1/admin/tasks/${campaign.id}/report?format=xls`, admin)).statusCode).toBe(400);
  });
});

describe('media kit', () => {
  it('is off until the creator switches it on; shows confirmed results and never contact data', async () => {
    const p = people[0]!;
    const mine = await get('/v1/influencer/media-kit', p.headers);
    expect(mine.json().data).toEqual({ enabled: false, slug: null, url: null });
    const on = await t.app.inject({
      method: 'PUT',
      url: '/v1/influencer/media-kit',
      headers: p.headers,
      payload: { enabled: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    const { slug, url } = on.json().data;
    expect(url).toContain(`/m/${slug}`);
    const page = await get(`/v1/media-kit/${slug}`);
    expect(page.statusCode, page.body).toBe(200);
    const kit = page.json().data;
    expect(kit.name).toBe('Report Creator 0');
    expect(kit.results).toHaveLength(1);
    expect(kit.results[0]).toMatchObject({ views: 20_000, postUrl: 'https://www.instagram.com/p/r0a/' });
    expect(kit.medianViews).toEqual([{ platform: 'Instagram', views: 20_000, posts: 1 }]);
    expect(page.body).not.toContain(p.email);
    expect(page.body).not.toContain(p.mobile);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/v1/influencer/media-kit',
      headers: p.headers,
      payload: { enabled: false },
    });
    expect(off.json().data.slug).toBe(slug);
    expect((await get(`/v1/media-kit/${slug}`)).statusCode).toBe(404);
  });
});

describe('share links', () => {
  const share = (headers: Record<string, string>, id = campaign.id) =>
    t.app.inject({ method: 'POST', url: `/v1/admin/tasks/${id}/report/share`, headers });

  it('opens the read-only report without signing in for 30 days, without contact data; only that campaign', async () => {
    const res = await share(brandStaff);
    expect(res.statusCode, res.body).toBe(201);
    const { url, expiresAt, _id } = res.json().data;
    expect(url).toMatch(/\/r\/[A-Za-z0-9_-]{40,}$/);
    expect(new Date(expiresAt).getTime() - t.clock.now().getTime()).toBeGreaterThan(29.9 * 24 * 3600_000);
    const token = url.split('/r/')[1];
    const open = await get(`/v1/reports/${token}`);
    expect(open.statusCode).toBe(200);
    expect(open.json().data.campaign._id).toBe(campaign.id);
    expect(open.json().data.totals.views).toBe(20_000);
    for (const p of people) {
      expect(open.body).not.toContain(p.email);
      expect(open.body).not.toContain(p.mobile);
    }
    const listed = await get(`/v1/admin/tasks/${campaign.id}/report/shares`, brandStaff);
    expect(listed.json().data.map((s: { _id: string }) => s._id)).toContain(_id);
    expect(listed.body).not.toContain(token);
    expect((await get(`/v1/reports/${token}x`)).statusCode).toBe(404);
  });

  it('is refused after revocation (404), and only the campaign’s own people revoke it', async () => {
    const { url, _id } = (await share(admin)).json().data;
    const token = url.split('/r/')[1];
    const revoke = (headers: Record<string, string>, id = campaign.id) =>
      t.app.inject({ method: 'DELETE', url: `/v1/admin/tasks/${id}/report/share/${_id}`, headers });
    expect((await revoke(otherStaff)).statusCode).toBe(404);
    expect((await get(`/v1/reports/${token}`)).statusCode).toBe(200);
    expect((await revoke(brandStaff)).statusCode).toBe(200);
    expect((await revoke(brandStaff)).statusCode).toBe(200);
    const gone = await get(`/v1/reports/${token}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toMatch(/expired or was revoked/);
  });

  it('runs out after 30 days (404)', async () => {
    expect((await share(otherStaff)).statusCode).toBe(404);
    const { url } = (await share(admin)).json().data;
    const token = url.split('/r/')[1];
    // (Sessions run out too as the clock moves: this test comes last.)
    t.clock.advance(29 * 24 * 3600_000);
    expect((await get(`/v1/reports/${token}`)).statusCode).toBe(200);
    t.clock.advance(24 * 3600_000 + 60_000);
    expect((await get(`/v1/reports/${token}`)).statusCode).toBe(404);
  });
});
