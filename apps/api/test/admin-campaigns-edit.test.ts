import { ADMIN_CAMPAIGN_MESSAGES as M } from '@ih/contract/admin-campaigns';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { influencerSocialAccounts } from '../src/db/schema/accounts.ts';
import { campaignDeliverables, campaigns } from '../src/db/schema/catalogue.ts';
import { applications } from '../src/db/schema/pipeline.ts';
import { ensureExpiryTimers } from '../src/modules/applications/expiry.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign, ensureReferenceData, refIds } from './factories/catalogue.ts';
import { createApplication } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { runQueue } from './support/queue.ts';

let t: TestContext;
let admin: Record<string, string>;
let brandStaff: Record<string, string>;
let own: { id: string };
let other: { id: string };
let reel: string;
let story: string;

beforeAll(async () => {
  t = await createTestContext();
  await ensureReferenceData(t.db);
  own = await createBrand(t.db, { name: 'Edit Own' });
  other = await createBrand(t.db, { name: 'Edit Other' });
  admin = authHeader(await tokenFor(t.db, { staffId: (await createStaff(t.db, { role: 'admin' })).id }));
  brandStaff = authHeader(
    await tokenFor(t.db, { staffId: (await createStaff(t.db, { role: 'brand', brandIds: [own.id] })).id }),
  );
  reel = await refIds.deliverableType(t.db, 'Reel');
  story = await refIds.deliverableType(t.db, 'Story');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const deliverablesOf = (campaignId: string) =>
  t.db
    .select()
    .from(campaignDeliverables)
    .where(eq(campaignDeliverables.campaignId, campaignId))
    .orderBy(asc(campaignDeliverables.sortOrder));

const rowOf = async (id: string) => (await t.db.select().from(campaigns).where(eq(campaigns.id, id)))[0]!;

describe('GET /v1/admin/tasks', () => {
  it('filters by status, brand, budget type and search, with applicant counts per status', async () => {
    const tag = `Zq${Date.now()}`;
    const a = await createCampaign(t.db, { brandId: own.id, eventName: `${tag} Holi` });
    const b = await createCampaign(t.db, {
      brandId: own.id,
      campaignTitle: `${tag} Onam`,
      status: 'closed',
      budgetType: 'get quote',
    });
    const c = await createCampaign(t.db, { brandId: other.id, eventName: `${tag} Eid`, status: 'inactive' });
    for (const status of ['pending', 'pending', 'accepted', 'declined'] as const)
      await createApplication(t.db, {
        influencerId: (await createInfluencer(t.db)).id,
        campaignId: a.id,
        status,
      });

    const ids = async (qs: string, who = admin) =>
      (await call('GET', `/v1/admin/tasks?limit=100&search=${tag}${qs}`, who))
        .json()
        .data.map((x: { _id: string }) => x._id)
        .sort();
    expect(await ids('')).toEqual([a.id, b.id, c.id].sort());
    expect(await ids('&status=closed')).toEqual([b.id]);
    expect(await ids('&status=all')).toHaveLength(3);
    expect(await ids(`&brandId=${other.id}`)).toEqual([c.id]);
    expect(await ids('&budgetType=get%20quote')).toEqual([b.id]);
    expect(await ids('', brandStaff)).toEqual([a.id, b.id].sort());
    // Search matches the code, event name or title, case-insensitively.
    const byCode = await call('GET', `/v1/admin/tasks?search=${a.code.toLowerCase()}`, admin);
    expect(byCode.json().data.map((x: { _id: string }) => x._id)).toEqual([a.id]);

    const res = await call('GET', `/v1/admin/tasks?limit=2&search=${tag}`, admin);
    expect(res.json().pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    const item = (await call('GET', `/v1/admin/tasks?search=${a.code}`, admin)).json().data[0];
    expect(item).toMatchObject({
      _id: a.id,
      campaign_id: a.code,
      event_name: `${tag} Holi`,
      brand: { _id: own.id, brand_name: 'Edit Own' },
      status: 'active',
      budget_type: 'fixed',
      applicants: { all: 4, pending: 2, accepted: 1, declined: 1, rework: 0 },
    });
    expect(item.submission_deadline).toMatch(/Z$/);
  });

  it('answers 400 with field errors for bad filters', async () => {
    const res = await call('GET', '/v1/admin/tasks?status=draft&brandId=x&limit=500', admin);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['brandId', 'limit', 'status']);
  });
});

describe('PATCH /v1/admin/tasks/:id', () => {
  it('changes only the fields sent, and the detail shows the Campaign and its form values', async () => {
    const c = await createCampaign(t.db, { brandId: own.id });
    const before = await rowOf(c.id);
    const res = await call('PATCH', `/v1/admin/tasks/${c.id}`, brandStaff, {
      event_name: 'Renamed',
      hashtags: '#One   #Two',
      location: '',
    });
    expect(res.statusCode).toBe(200);
    const after = await rowOf(c.id);
    expect(after).toMatchObject({ eventName: 'Renamed', hashtags: '#One #Two', location: null });
    expect(after.campaignTitle).toBe(before.campaignTitle);
    expect(after.fixedPrice).toBe(before.fixedPrice);
    expect(await deliverablesOf(c.id)).toHaveLength(2);

    const detail = (await call('GET', `/v1/admin/tasks/${c.id}`, brandStaff)).json().data;
    // The creator-facing shape applies its display default; the form keeps the stored blank.
    expect(detail.basic_info.location).toBe('Mumbai');
    expect(detail.form.location).toBeNull();
    expect(detail.form.deliverables.map((d: { _id: string }) => d._id)).toEqual(
      detail.deliverables.map((d: { _id: string }) => d._id),
    );
  });

  it('moves status any way among active, inactive and closed; inactive hides it from creators', async () => {
    const c = await createCampaign(t.db, { brandId: own.id });
    const creator = authHeader(await tokenFor(t.db, { influencerId: (await createInfluencer(t.db)).id }));
    const seen = async () => (await call('GET', `/v1/influencer/active/task/${c.id}`, creator)).statusCode;
    for (const status of ['closed', 'inactive', 'active', 'inactive', 'closed', 'active']) {
      const res = await call('PATCH', `/v1/admin/tasks/${c.id}`, admin, { status });
      expect(res.json().data.status).toBe(status);
      expect(await seen()).toBe(status === 'inactive' ? 404 : 200);
    }
    const bad = await call('PATCH', `/v1/admin/tasks/${c.id}`, admin, { status: 'paused' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ status: M.status });
  });

  it('refuses malformed reference ids with 400 naming the field', async () => {
    const c = await createCampaign(t.db, { brandId: own.id });
    const res = await call('PATCH', `/v1/admin/tasks/${c.id}`, admin, {
      language_id: 'hindi',
      category_ids: ['x'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ language_id: M.id, 'category_ids.0': M.categoryInvalid });
    // Blank clears an optional reference.
    const cleared = await call('PATCH', `/v1/admin/tasks/${c.id}`, admin, { language_id: '' });
    expect(cleared.json().data.influencers.language).toBeNull();
  });

  it('judges budget and dates on the merged campaign', async () => {
    const c = await createCampaign(t.db, { brandId: own.id, startDate: '2030-10-01' });
    const toAffiliate = await call('PATCH', `/v1/admin/tasks/${c.id}`, admin, {
      budget_type: 'fixed affiliate',
    });
    expect(toAffiliate.statusCode).toBe(400);
    expect(toAffiliate.json().errors).toEqual({ fixed_commission_per_sale: M.commission });
    const zero = await call('PATCH', `/v1/admin/tasks/${c.id}`, admin, { fixed_price: 0 });
    expect(zero.json().errors).toEqual({ fixed_price: M.fixedPrice });
    const early = await call('PATCH', `/v1/admin/tasks/${c.id}`, admin, { end_date: '2030-09-30' });
    expect(early.json().errors).toEqual({ end_date: M.endBeforeStart });
    const quote = await call('PATCH', `/v1/admin/tasks/${c.id}`, admin, { budget_type: 'get quote' });
    expect(quote.statusCode).toBe(200);
    expect(await rowOf(c.id)).toMatchObject({ budgetType: 'get quote', fixedPrice: null });
    const price = await call('PATCH', `/v1/admin/tasks/${c.id}`, admin, {
      budget_type: 'fixed',
      fixed_price: 9000,
    });
    expect(price.json().data.budget).toMatchObject({ budget_type: 'fixed', fixed_price: 9000 });
  });

  it("hands the form older rows' posting time ('11:00 AM') as the time field's '11:00'", async () => {
    const c = await createCampaign(t.db, { brandId: own.id });
    const [first] = await deliverablesOf(c.id);
    await t.db
      .update(campaignDeliverables)
      .set({ postingTime: '6:30 PM' })
      .where(eq(campaignDeliverables.id, first!.id));
    const res = await call('GET', `/v1/admin/tasks/${c.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.form.deliverables[0]).toMatchObject({ _id: first!.id, posting_time: '18:30' });
  });

  it('replaces deliverables: kept by _id and updated in place, new ones added, the rest removed', async () => {
    const c = await createCampaign(t.db, { brandId: own.id });
    const [first, second] = await deliverablesOf(c.id);
    const res = await call('PATCH', `/v1/admin/tasks/${c.id}`, admin, {
      deliverables: [
        { deliverable_type_id: story, format: 'jpg', posting_time: '08:15' },
        { _id: first!.id, deliverable_type_id: reel, duration: '45s', notes: 'Updated' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const rows = await deliverablesOf(c.id);
    expect(rows.map((r) => r.id)).not.toContain(second!.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      deliverableTypeId: story,
      format: 'jpg',
      postingTime: '08:15',
      sortOrder: 0,
    });
    expect(rows[1]).toMatchObject({
      id: first!.id,
      duration: '45s',
      notes: 'Updated',
      format: null,
      sortOrder: 1,
    });
    expect(res.json().data.deliverables.map((d: { _id: string }) => d._id)).toEqual(rows.map((r) => r.id));
  });

  it('refuses to remove a deliverable that has submitted work (409) and changes nothing', async () => {
    const c = await createCampaign(t.db, { brandId: own.id });
    const work = await createApplication(t.db, {
      influencerId: (await createInfluencer(t.db)).id,
      campaignId: c.id,
      status: 'pending review',
    });
    const used = work.work!.deliverableId;
    const rows = await deliverablesOf(c.id);
    const free = rows.find((r) => r.id !== used)!;
    const res = await call('PATCH', `/v1/admin/tasks/${c.id}`, admin, {
      event_name: 'Should not stick',
      deliverables: [{ _id: free.id, deliverable_type_id: reel }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.deliverableHasWork);
    expect((await deliverablesOf(c.id)).map((r) => r.id).sort()).toEqual(rows.map((r) => r.id).sort());
    expect((await rowOf(c.id)).eventName).not.toBe('Should not stick');

    // Keeping it (by _id) while removing the other one is fine, and the work still points at it.
    const ok = await call('PATCH', `/v1/admin/tasks/${c.id}`, admin, {
      deliverables: [{ _id: used, deliverable_type_id: story, remarks: 'Now a story' }],
    });
    expect(ok.statusCode).toBe(200);
    expect(await deliverablesOf(c.id)).toMatchObject([{ id: used, deliverableTypeId: story }]);
  });

  it('refuses deliverable ids of another campaign or repeated, with 400 naming them', async () => {
    const c = await createCampaign(t.db, { brandId: own.id });
    const d = await createCampaign(t.db, { brandId: own.id });
    const [foreign] = await deliverablesOf(d.id);
    const [mine] = await deliverablesOf(c.id);
    const res = await call('PATCH', `/v1/admin/tasks/${c.id}`, admin, {
      deliverables: [
        { _id: foreign!.id, deliverable_type_id: reel },
        { _id: mine!.id, deliverable_type_id: reel },
        { _id: mine!.id, deliverable_type_id: reel },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'deliverables.0._id': M.deliverableUnknown,
      'deliverables.2._id': M.deliverableUnknown,
    });
    expect(await deliverablesOf(d.id)).toHaveLength(2);
    expect(
      (await call('PATCH', `/v1/admin/tasks/${c.id}`, admin, { deliverables: [] })).json().errors,
    ).toEqual({ deliverables: M.deliverables });
  });

  it('answers 404 for an unknown campaign', async () => {
    for (const id of [crypto.randomUUID(), 'CMP-999999999', 'nonsense'])
      expect((await call('PATCH', `/v1/admin/tasks/${id}`, admin, { event_name: 'x' })).statusCode).toBe(404);
  });
});

describe('GET /v1/admin/tasks/:id/applicants', () => {
  it('lists applicants with contact, followers, amounts and status; filters and pages', async () => {
    const c = await createCampaign(t.db, { brandId: own.id });
    const ann = await createInfluencer(t.db, { name: 'Ann Iyer' });
    await t.db.insert(influencerSocialAccounts).values({
      influencerId: ann.id,
      platformName: 'Instagram',
      userName: 'ann.eats',
      followers: '12000',
      profileUrl: 'https://instagram.com/ann.eats',
    });
    await createApplication(t.db, {
      influencerId: ann.id,
      campaignId: c.id,
      status: 'pending',
      quoteAskingAmount: 6000,
      note: 'Love this brand',
    });
    await createApplication(t.db, {
      influencerId: (await createInfluencer(t.db)).id,
      campaignId: c.id,
      status: 'accepted',
      finalAmount: 7000,
    });
    await createApplication(t.db, {
      influencerId: (await createInfluencer(t.db)).id,
      campaignId: (await createCampaign(t.db, { brandId: own.id })).id,
      status: 'pending',
    });

    const all = await call('GET', `/v1/admin/tasks/${c.id}/applicants`, brandStaff);
    expect(all.statusCode).toBe(200);
    expect(all.json().pagination.total).toBe(2);
    const pending = await call('GET', `/v1/admin/tasks/${c.code}/applicants?status=pending`, brandStaff);
    expect(pending.json().data).toHaveLength(1);
    expect(pending.json().data[0]).toMatchObject({
      status: 'pending',
      quote_asking_amount: 6000,
      note: 'Love this brand',
      final_amount: null,
      influencer: {
        _id: ann.id,
        name: 'Ann Iyer',
        email: ann.email,
        followers: [{ platform_name: 'Instagram', user_name: 'ann.eats', followers: '12000' }],
      },
      campaign: { _id: c.id },
    });
    expect(pending.json().data[0].applyDate).toMatch(/Z$/);
    const accepted = await call('GET', `/v1/admin/tasks/${c.id}/applicants?status=accepted&limit=1`, admin);
    expect(accepted.json().data[0].final_amount).toBe(7000);
    expect((await call('GET', `/v1/admin/tasks/${c.id}/applicants?status=won`, admin)).statusCode).toBe(400);
  });

  it('shows an overdue pending application as expired once its timer ran; reading alone changes nothing', async () => {
    const c = await createCampaign(t.db, {
      brandId: own.id,
      submissionDeadline: new Date(Date.now() - 3600_000),
    });
    await createApplication(t.db, {
      influencerId: (await createInfluencer(t.db)).id,
      campaignId: c.id,
      status: 'pending',
    });
    const before = await call('GET', `/v1/admin/tasks/${c.id}/applicants`, admin);
    expect(before.json().data[0].status).toBe('pending');
    await ensureExpiryTimers(t.db);
    await runQueue(t);
    const res = await call('GET', `/v1/admin/tasks/${c.id}/applicants`, admin);
    expect(res.json().data[0].status).toBe('expired');
    const [row] = await t.db.select().from(applications).where(eq(applications.campaignId, c.id));
    expect(row!.status).toBe('expired');
  });
});
