import { ADMIN_CAMPAIGN_MESSAGES as M } from '@ih/contract/admin-campaigns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignDeliverables, campaigns } from '../src/db/schema/catalogue.ts';
import { files } from '../src/db/schema/files.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand, ensureReferenceData, refIds } from './factories/catalogue.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let admin: Record<string, string>;
let brandStaff: Record<string, string>;
let creator: Record<string, string>;
let own: { id: string; name: string };
let other: { id: string; name: string };
let ref: Record<string, string>;
let publicFile: string;
let privateFile: string;

const fileRow = async (visibility: 'public' | 'private') => {
  const [f] = await t.db
    .insert(files)
    .values({
      key: `k-${crypto.randomUUID()}`,
      originalName: 'asset.png',
      contentType: 'image/png',
      size: 10,
      visibility,
    })
    .returning({ id: files.id });
  return `/files/${f!.id}`;
};

beforeAll(async () => {
  t = await createTestContext();
  await ensureReferenceData(t.db);
  own = await createBrand(t.db, { name: 'Own Brand' });
  other = await createBrand(t.db, { name: 'Other Brand' });
  admin = authHeader(await tokenFor(t.db, { staffId: (await createStaff(t.db, { role: 'admin' })).id }));
  brandStaff = authHeader(
    await tokenFor(t.db, { staffId: (await createStaff(t.db, { role: 'brand', brandIds: [own.id] })).id }),
  );
  creator = authHeader(await tokenFor(t.db, { influencerId: (await createInfluencer(t.db)).id }));
  ref = {
    instagram: await refIds.platform(t.db, 'Instagram'),
    youtube: await refIds.platform(t.db, 'YouTube'),
    reel: await refIds.deliverableType(t.db, 'Reel'),
    post: await refIds.deliverableType(t.db, 'Post'),
    state: await refIds.state(t.db, 'Karnataka'),
    kind: await refIds.kind(t.db, 'Nano'),
    language: await refIds.language(t.db, 'Tamil'),
    bucket: await refIds.followerBucket(t.db, '1K+'),
    food: await refIds.category(t.db, 'Food'),
    tech: await refIds.category(t.db, 'Tech'),
  };
  publicFile = await fileRow('public');
  privateFile = await fileRow('private');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A complete, valid fixed campaign of `brandId`; override any field. */
const body = (overrides: Record<string, unknown> = {}) => ({
  brand_id: own.id,
  status: 'active',
  event_name: 'Pongal Harvest Fest',
  event_date: '2031-01-14',
  location: 'Chennai',
  product_title: 'Clay Pot Kit',
  platform_ids: [ref.youtube, ref.instagram],
  references: [{ description: 'Mood board', link: 'https://example.in/pongal' }],
  campaign_title: 'Harvest Joy',
  campaign_type: 'Engagement',
  objective: 'Celebrate the harvest',
  plan: 'One reel, one post',
  description: 'Show the kit in a family kitchen.',
  key_message: 'Tradition, together',
  content_plan: 'Cooking then sharing',
  visual_content: 'Sugarcane and kolam',
  hashtags: ['#Pongal', '  #Harvest '],
  start_date: '2031-01-01',
  end_date: '2031-01-20',
  submission_deadline: '2031-01-10T18:00:00+05:30',
  additional_instructions: 'Mention the coupon.',
  terms_conditions: ['Original content only.', ''],
  deliverables: [
    {
      deliverable_type_id: ref.reel,
      format: 'mp4',
      duration: '30s',
      dimensions: '1080*1920',
      posting_date: '2031-01-13',
      posting_time: '19:30',
      notes: 'Vertical',
      remarks: 'Tamil captions',
    },
    { deliverable_type_id: ref.post, format: 'jpg / png' },
  ],
  budget_type: 'fixed',
  excepted_price_range: '₹3,000 - ₹6,000',
  fixed_price: 4500,
  fixed_commission_per_sale: 99,
  coupon_code: 'PONGAL10',
  influencer_required: 4,
  location_state_id: ref.state,
  influencer_kind_id: ref.kind,
  language_id: ref.language,
  minimum_follower_id: ref.bucket,
  category_ids: [ref.food, ref.tech],
  brand_logo: publicFile,
  product_image: [publicFile, ''],
  brand_guidline: publicFile,
  refference_file: '',
  instruction: null,
  ...overrides,
});

describe('POST /v1/admin/tasks', () => {
  it('creates a fixed campaign with every field, and creators see it with the right wire fields', async () => {
    const res = await call('POST', '/v1/admin/tasks', admin, body());
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.campaign_id).toMatch(/^CMP-\d{6}$/);
    expect(data.form).toMatchObject({
      brand_id: own.id,
      platform_ids: [ref.youtube, ref.instagram],
      hashtags: '#Pongal #Harvest',
      terms_conditions: ['Original content only.'],
      fixed_price: 4500,
      // Only the fixed type's own amount is kept.
      fixed_commission_per_sale: null,
      refference_file: null,
      instruction: null,
      product_image: [publicFile],
      submission_deadline: '2031-01-10T12:30:00.000Z',
    });
    expect(data.applicants).toMatchObject({ all: 0, pending: 0 });
    const rows = await t.db
      .select()
      .from(campaignDeliverables)
      .where(eq(campaignDeliverables.campaignId, data._id));
    expect(rows).toHaveLength(2);

    const list = await call('GET', `/v1/influencer/active/task?search=${data.campaign_id}`, creator);
    expect(list.statusCode).toBe(200);
    const wire = list.json().data.find((c: { _id: string }) => c._id === data._id);
    expect(wire).toMatchObject({
      campaign_id: data.campaign_id,
      status: 'active',
      isApplied: false,
      submissionDeadline: '2031-01-10T12:30:00.000Z',
      additionalInstructions: 'Mention the coupon.',
      basic_info: {
        brand_id: { _id: own.id, brand_name: 'Own Brand' },
        event_name: 'Pongal Harvest Fest',
        event_date: '2031-01-14',
        location: 'Chennai',
        product_id: { title: 'Clay Pot Kit' },
        reference: [{ description: 'Mood board', link: 'https://example.in/pongal' }],
      },
      campaign_brief: {
        campaign_title: 'Harvest Joy',
        campaign_type: 'Engagement',
        hashtags: '#Pongal #Harvest',
        start_date: '2031-01-01',
        end_date: '2031-01-20',
      },
      terms_conditions: ['Original content only.'],
      budget: {
        budget_type: 'fixed',
        excepted_price_range: '₹3,000 - ₹6,000',
        fixed_price: 4500,
        fixed_commission_per_sale: null,
        coupon_code: 'PONGAL10',
      },
      influencers: {
        influencer_required: 4,
        location: { _id: ref.state, state_name: 'Karnataka' },
        influencer_kind: { _id: ref.kind, name: 'Nano' },
        language: { _id: ref.language, name: 'Tamil' },
        minimum_follower: { _id: ref.bucket, name: '1K+' },
      },
      mediaAssets: {
        brand_logo: publicFile,
        product_image: [publicFile],
        brand_guidline: publicFile,
        refference_file: null,
      },
    });
    expect(wire.basic_info.platform.map((p: { platform_name: string }) => p.platform_name)).toEqual([
      'YouTube',
      'Instagram',
    ]);
    expect(wire.influencers.category.map((c: { name: string }) => c.name).sort()).toEqual(['Food', 'Tech']);
    expect(wire.deliverables[0]).toMatchObject({
      deliverableType: { _id: ref.reel, content_type: 'Reel' },
      format: 'mp4',
      duration: '30s',
      dimensions: '1080*1920',
      posting_date: '2031-01-13',
      posting_time: '19:30',
      notes: 'Vertical',
      remarks: 'Tamil captions',
    });
    expect(wire.deliverables[1].deliverableType.content_type).toBe('Post');
  });

  it('creates a fixed affiliate campaign (commission kept, price cleared)', async () => {
    const res = await call(
      'POST',
      '/v1/admin/tasks',
      admin,
      body({ budget_type: 'fixed affiliate', fixed_commission_per_sale: 150 }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.budget).toMatchObject({
      budget_type: 'fixed affiliate',
      fixed_commission_per_sale: 150,
      fixed_price: null,
    });
  });

  it("creates a 'get quote' campaign, clearing both amounts", async () => {
    const res = await call('POST', '/v1/admin/tasks', admin, body({ budget_type: 'get quote' }));
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(campaigns).where(eq(campaigns.id, res.json().data._id));
    expect(row).toMatchObject({ budgetType: 'get quote', fixedPrice: null, fixedCommissionPerSale: null });
  });

  it.each([
    [{ budget_type: 'fixed', fixed_price: null }, 'fixed_price', M.fixedPrice],
    [{ budget_type: 'fixed', fixed_price: 0 }, 'fixed_price', M.fixedPrice],
    [
      { budget_type: 'fixed affiliate', fixed_commission_per_sale: undefined },
      'fixed_commission_per_sale',
      M.commission,
    ],
    [{ budget_type: 'barter' }, 'budget_type', M.budgetType],
    [{ fixed_price: 12.5 }, 'fixed_price', M.rupees],
  ])('refuses a budget %j with 400 on %s', async (overrides, field, message) => {
    const res = await call('POST', '/v1/admin/tasks', admin, body(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: message });
    expect(res.json().message).toBe(message);
  });

  it.each([
    [{ brand_id: undefined }, 'brand_id', M.brand],
    [{ event_name: '   ' }, 'event_name', M.eventName],
    [{ event_name: undefined }, 'event_name', M.eventName],
    [{ campaign_title: '' }, 'campaign_title', M.campaignTitle],
    [{ platform_ids: [] }, 'platform_ids', M.platforms],
    [{ platform_ids: undefined }, 'platform_ids', M.platforms],
    [{ deliverables: [] }, 'deliverables', M.deliverables],
    [{ deliverables: undefined }, 'deliverables', M.deliverables],
    [{ deliverables: [{ format: 'mp4' }] }, 'deliverables.0.deliverable_type_id', M.deliverableType],
    [{ influencer_required: 0 }, 'influencer_required', M.influencerRequired],
    [{ influencer_required: undefined }, 'influencer_required', M.influencerRequired],
    [{ budget_type: undefined }, 'budget_type', M.budgetType],
    [{ status: 'draft' }, 'status', M.status],
    [{ end_date: '2030-12-31' }, 'end_date', M.endBeforeStart],
    [{ event_date: '14/01/2031' }, 'event_date', M.date],
    [{ submission_deadline: '2031-01-10' }, 'submission_deadline', M.deadline],
    [
      { references: [{ description: 'x', link: 'javascript:alert(1)' }] },
      'references.0.link',
      M.referenceLink,
    ],
    [
      { references: [{ description: '', link: 'https://a.in' }] },
      'references.0.description',
      M.referenceDescription,
    ],
  ])('refuses %j with a message on %s', async (overrides, field, message) => {
    const res = await call('POST', '/v1/admin/tasks', admin, body(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('refuses a posting time that is not HH:MM', async () => {
    const res = await call(
      'POST',
      '/v1/admin/tasks',
      admin,
      body({ deliverables: [{ deliverable_type_id: ref.reel, posting_time: '7pm' }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['deliverables.0.posting_time']).toBe(M.postingTime);
  });

  it('names every unknown reference id, and writes nothing', async () => {
    const unknown = crypto.randomUUID();
    const before = await t.db.select({ id: campaigns.id }).from(campaigns);
    const res = await call(
      'POST',
      '/v1/admin/tasks',
      admin,
      body({
        brand_id: unknown,
        platform_ids: [ref.instagram, unknown],
        deliverables: [{ deliverable_type_id: ref.reel }, { deliverable_type_id: unknown }],
        location_state_id: unknown,
        influencer_kind_id: unknown,
        language_id: unknown,
        minimum_follower_id: unknown,
        category_ids: [ref.food, unknown],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      brand_id: M.brandInvalid,
      platform_ids: M.platformInvalid,
      'deliverables.1.deliverable_type_id': M.deliverableType,
      location_state_id: M.stateInvalid,
      influencer_kind_id: M.kindInvalid,
      language_id: M.languageInvalid,
      minimum_follower_id: M.followerInvalid,
      category_ids: M.categoryInvalid,
    });
    expect(await t.db.select({ id: campaigns.id }).from(campaigns)).toHaveLength(before.length);
  });

  it('refuses media that is not one of our public uploads', async () => {
    for (const [field, value] of [
      ['brand_logo', 'https://evil.example/logo.png'],
      ['brand_guidline', privateFile],
      ['refference_file', `/files/${crypto.randomUUID()}`],
      ['instruction', 'javascript:alert(1)'],
    ] as const) {
      const res = await call('POST', '/v1/admin/tasks', admin, body({ [field]: value }));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors).toEqual({ [field]: M.mediaInvalid(field) });
    }
    const images = await call(
      'POST',
      '/v1/admin/tasks',
      admin,
      body({ product_image: [publicFile, 'https://x.in/a.png'] }),
    );
    expect(images.statusCode).toBe(400);
    expect(images.json().errors).toEqual({ 'product_image.1': M.mediaInvalid('product_image') });
  });
});

describe('access', () => {
  it('lets brand staff create only for their brands (403 otherwise)', async () => {
    const mine = await call('POST', '/v1/admin/tasks', brandStaff, body());
    expect(mine.statusCode).toBe(201);
    const theirs = await call('POST', '/v1/admin/tasks', brandStaff, body({ brand_id: other.id }));
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(M.notYourBrand);
    const moved = await call('PATCH', `/v1/admin/tasks/${mine.json().data._id}`, brandStaff, {
      brand_id: other.id,
    });
    expect(moved.statusCode).toBe(403);
    const [row] = await t.db.select().from(campaigns).where(eq(campaigns.id, mine.json().data._id));
    expect(row!.brandId).toBe(own.id);
  });

  it('answers 404 to brand staff for another brand’s campaign (detail, patch, applicants)', async () => {
    const res = await call('POST', '/v1/admin/tasks', admin, body({ brand_id: other.id }));
    const { _id: id, campaign_id: code } = res.json().data;
    for (const key of [id, code]) {
      expect((await call('GET', `/v1/admin/tasks/${key}`, brandStaff)).statusCode).toBe(404);
      expect((await call('GET', `/v1/admin/tasks/${key}/applicants`, brandStaff)).statusCode).toBe(404);
      const patch = await call('PATCH', `/v1/admin/tasks/${key}`, brandStaff, { event_name: 'Hijacked' });
      expect(patch.statusCode).toBe(404);
      expect(patch.json().message).toBe(M.notFound);
    }
    const [row] = await t.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row!.eventName).toBe('Pongal Harvest Fest');
    const list = await call('GET', '/v1/admin/tasks?limit=100', brandStaff);
    expect(list.json().data.every((c: { brand: { _id: string } }) => c.brand._id === own.id)).toBe(true);
    expect((await call('GET', `/v1/admin/tasks/${code}`, admin)).json().data._id).toBe(id);
  });

  it('is for staff only: creators 403, anonymous 401', async () => {
    expect((await call('GET', '/v1/admin/tasks', creator)).statusCode).toBe(403);
    expect((await call('POST', '/v1/admin/tasks', creator, body())).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/admin/tasks' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/v1/admin/tasks/${crypto.randomUUID()}`, payload: {} }))
        .statusCode,
    ).toBe(401);
  });
});
