import { APPLY_MESSAGES } from '@ih/contract/apply';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../src/db/schema/events.ts';
import { applicationHistory, applications } from '../src/db/schema/pipeline.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign } from './factories/catalogue.ts';
import { createApplication } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let brandId: string;

async function newCreator() {
  const c = await createInfluencer(t.db);
  return { id: c.id, token: await tokenFor(t.db, { influencerId: c.id }) };
}
const apply = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v1/influencer/apply', headers: authHeader(token), payload });

beforeAll(async () => {
  t = await createTestContext();
  brandId = (await createBrand(t.db)).id;
});
afterAll(() => t.close());

describe('POST /v1/influencer/apply', () => {
  it('applies to a fixed campaign with amount 0, writing the application and its history', async () => {
    const me = await newCreator();
    const c = await createCampaign(t.db, { brandId });
    const res = await apply(me.token, {
      taskId: c.id,
      quote_asking_amount: '0',
      note: 'Applied for campaign',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Successfully applied for the campaign!',
      data: { taskId: c.id, status: 'pending', quote_asking_amount: 0, note: 'Applied for campaign' },
    });
    const [app] = await t.db.select().from(applications).where(eq(applications.campaignId, c.id));
    expect(app).toMatchObject({ influencerId: me.id, status: 'pending', quoteAskingAmount: 0 });
    const history = await t.db
      .select()
      .from(applicationHistory)
      .where(eq(applicationHistory.applicationId, app!.id));
    expect(history).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 'pending',
        actorKind: 'influencer',
        actorId: me.id,
      }),
    ]);
  });

  it('ignores an amount sent for a non-quote campaign', async () => {
    const me = await newCreator();
    const c = await createCampaign(t.db, { brandId });
    const res = await apply(me.token, { taskId: c.code, quote_asking_amount: 99999 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ quote_asking_amount: 0, note: 'Applied for campaign' });
  });

  it("answers 409 'You have already applied for this campaign.' the second time", async () => {
    const me = await newCreator();
    const c = await createCampaign(t.db, { brandId });
    expect((await apply(me.token, { taskId: c.id })).statusCode).toBe(201);
    const again = await apply(me.token, { taskId: c.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already applied for this campaign.');
  });

  it('makes exactly one application from concurrent double submits', async () => {
    const me = await newCreator();
    const c = await createCampaign(t.db, { brandId });
    const results = await Promise.all(Array.from({ length: 6 }, () => apply(me.token, { taskId: c.id })));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await t.db.select().from(applications).where(eq(applications.campaignId, c.id));
    expect(rows).toHaveLength(1);
    const history = await t.db
      .select()
      .from(applicationHistory)
      .where(eq(applicationHistory.applicationId, rows[0]!.id));
    expect(history).toHaveLength(1);
  });

  it.each(['closed', 'inactive'] as const)('answers 422 for a %s campaign', async (status) => {
    const me = await newCreator();
    const c = await createCampaign(t.db, { brandId, status });
    const res = await apply(me.token, { taskId: c.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This campaign is no longer accepting applications.');
  });

  it('answers 422 when the submission deadline has passed', async () => {
    const me = await newCreator();
    const c = await createCampaign(t.db, { brandId, submissionDeadline: new Date(Date.now() - 60_000) });
    const res = await apply(me.token, { taskId: c.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The deadline for this campaign has passed.');
    expect(await t.db.select().from(applications).where(eq(applications.campaignId, c.id))).toEqual([]);
  });

  it("answers 404 'Campaign Not Found' for an unknown campaign", async () => {
    const me = await newCreator();
    for (const taskId of [crypto.randomUUID(), 'CMP-999999', 'garbage']) {
      const res = await apply(me.token, { taskId });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Campaign Not Found');
    }
  });

  describe("a 'get quote' campaign", () => {
    it('takes a positive whole amount (string or number) and a note', async () => {
      const c = await createCampaign(t.db, { brandId, budgetType: 'get quote', fixedPrice: null });
      const a = await newCreator();
      const res = await apply(a.token, {
        taskId: c.id,
        quote_asking_amount: ' 15000 ',
        note: '  Two reels  ',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        message: 'Successfully submitted your quote for the campaign!',
        data: { quote_asking_amount: 15000, note: 'Two reels' },
      });
      const b = await newCreator();
      const res2 = await apply(b.token, { taskId: c.id, quote_asking_amount: 2500, note: 'A story' });
      expect(res2.json().data.quote_asking_amount).toBe(2500);
    });

    it.each([
      ['0', APPLY_MESSAGES.quoteAmountPositive],
      ['-500', APPLY_MESSAGES.quoteAmountPositive],
      ['-12.5abc', APPLY_MESSAGES.quoteAmountWhole],
      ['12.5', APPLY_MESSAGES.quoteAmountWhole],
      ['12345678901234', APPLY_MESSAGES.quoteAmountMax],
      [10_000_001, APPLY_MESSAGES.quoteAmountMax],
      ['', APPLY_MESSAGES.quoteAmountRequired],
    ])('refuses the quote amount %o with its own message (issue 12 §5)', async (amount, message) => {
      const c = await createCampaign(t.db, { brandId, budgetType: 'get quote', fixedPrice: null });
      const me = await newCreator();
      const res = await apply(me.token, { taskId: c.id, quote_asking_amount: amount, note: 'Two reels' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: { quote_asking_amount: message } });
      expect(await t.db.select().from(applications).where(eq(applications.campaignId, c.id))).toEqual([]);
    });

    it('takes the upper bound itself, ₹1,00,00,000', async () => {
      const c = await createCampaign(t.db, { brandId, budgetType: 'get quote', fixedPrice: null });
      const me = await newCreator();
      const res = await apply(me.token, { taskId: c.id, quote_asking_amount: '10000000', note: 'Two reels' });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.quote_asking_amount).toBe(10_000_000);
    });

    it.each([
      [{ quote_asking_amount: '0', note: 'x' }, ['quote_asking_amount']],
      [{ quote_asking_amount: '-5', note: 'x' }, ['quote_asking_amount']],
      [{ quote_asking_amount: '12.5', note: 'x' }, ['quote_asking_amount']],
      [{ quote_asking_amount: 'lots', note: 'x' }, ['quote_asking_amount']],
      [{ quote_asking_amount: 1.5, note: 'x' }, ['quote_asking_amount']],
      [{ quote_asking_amount: '500', note: '   ' }, ['note']],
      [{}, ['note', 'quote_asking_amount']],
    ])('rejects %o with 400 and field errors', async (body, fields) => {
      const c = await createCampaign(t.db, { brandId, budgetType: 'get quote', fixedPrice: null });
      const me = await newCreator();
      const res = await apply(me.token, { taskId: c.id, ...body });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors).sort()).toEqual(fields);
      expect(await t.db.select().from(applications).where(eq(applications.campaignId, c.id))).toEqual([]);
    });
  });

  it('rejects a missing taskId with 400', async () => {
    const me = await newCreator();
    const res = await apply(me.token, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('taskId');
  });

  it('is for creators only', async () => {
    const staff = await createStaff(t.db, { role: 'admin' });
    const c = await createCampaign(t.db, { brandId });
    const res = await apply(await tokenFor(t.db, { staffId: staff.id }), { taskId: c.id });
    expect(res.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/influencer/apply', payload: { taskId: c.id } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /v1/influencer/apply/:applicationId/withdraw (issue 26)', () => {
  const withdraw = (token: string, id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/influencer/apply/${id}/withdraw`,
      headers: authHeader(token),
    });

  it('withdraws a pending application: its status, a history row, an event, and staff see it', async () => {
    const me = await newCreator();
    const c = await createCampaign(t.db, { brandId });
    const applied = await apply(me.token, { taskId: c.id, quote_asking_amount: '0' });
    const id = applied.json().data._id as string;

    const res = await withdraw(me.token, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: APPLY_MESSAGES.withdrawn,
      data: { _id: id, taskId: c.id, status: 'withdrawn' },
    });
    const history = await t.db
      .select()
      .from(applicationHistory)
      .where(eq(applicationHistory.applicationId, id));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.actorKind])).toEqual([
      [null, 'pending', 'influencer'],
      ['pending', 'withdrawn', 'influencer'],
    ]);
    const moved = await t.db.select().from(events).where(eq(events.applicationId, id));
    expect(moved.map((e) => [e.type, (e.payload as { to?: string }).to ?? null])).toEqual([
      ['application.created', null],
      ['application.moved', 'withdrawn'],
    ]);

    const admin = await createStaff(t.db, { role: 'admin' });
    const staffView = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/applications/${id}`,
      headers: authHeader(await tokenFor(t.db, { staffId: admin.id })),
    });
    expect(staffView.json().data.application.status).toBe('withdrawn');
    expect(staffView.json().data.history.at(-1)).toMatchObject({ from: 'pending', to: 'withdrawn' });

    const stats = await t.app.inject({
      method: 'GET',
      url: '/v1/influencer/apply/stats',
      headers: authHeader(me.token),
    });
    expect(stats.json().data).toMatchObject({ pending: 0, withdrawn: 1 });
  });

  it('answers a double click with the same withdrawn application, once in the history', async () => {
    const me = await newCreator();
    const c = await createCampaign(t.db, { brandId });
    const id = (await apply(me.token, { taskId: c.id })).json().data._id as string;

    const [a, b] = await Promise.all([withdraw(me.token, id), withdraw(me.token, id)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data).toEqual(b.json().data);
    const again = await withdraw(me.token, id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(a.json().data);
    const moves = await t.db
      .select()
      .from(applicationHistory)
      .where(eq(applicationHistory.applicationId, id));
    expect(moves.filter((h) => h.toStatus === 'withdrawn')).toHaveLength(1);
  });

  it('refuses once staff have decided, with a sentence, and changes nothing', async () => {
    const me = await newCreator();
    const c = await createCampaign(t.db, { brandId });
    const { id } = await createApplication(t.db, {
      influencerId: me.id,
      campaignId: c.id,
      status: 'accepted',
    });
    const res = await withdraw(me.token, id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'This application is already accepted, so it can no longer be withdrawn. Message the brand team instead.',
    );
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.status).toBe('accepted');
  });

  it("answers 404 for another creator's application and 400 for an id that is not one", async () => {
    const me = await newCreator();
    const other = await newCreator();
    const c = await createCampaign(t.db, { brandId });
    const id = (await apply(other.token, { taskId: c.id })).json().data._id as string;
    const res = await withdraw(me.token, id);
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.status).toBe('pending');
    expect((await withdraw(me.token, 'not-an-id')).statusCode).toBe(400);
  });
});
