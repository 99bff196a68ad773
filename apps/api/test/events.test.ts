import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../src/db/schema/events.ts';
import { recordEvent } from '../src/events/record.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign } from './factories/catalogue.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let admin: string;
let creator: { id: string; token: string };
let brandId: string;

beforeAll(async () => {
  t = await createTestContext();
  brandId = (await createBrand(t.db)).id;
  const a = await createStaff(t.db, { role: 'admin' });
  admin = await tokenFor(t.db, { staffId: a.id });
  const c = await createInfluencer(t.db);
  creator = { id: c.id, token: await tokenFor(t.db, { influencerId: c.id }) };
});
afterAll(() => t.close());

const eventCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(events))[0]!.n;

async function apply(): Promise<string> {
  const campaign = await createCampaign(t.db, { brandId, fixedPrice: 5000 });
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/influencer/apply',
    headers: authHeader(creator.token),
    payload: { taskId: campaign.id },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data._id as string;
}

const move = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/admin/applications/${id}/transition`,
    headers: authHeader(admin),
    payload,
  });

const eventsOf = async (id: string) => {
  const res = await t.app.inject({
    url: `/v1/admin/applications/${id}/events`,
    headers: authHeader(admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { type: string; actor: { kind: string; id: string }; payload: never }[];
};

describe('domain events are written in the transaction of their change', () => {
  it('an application and each move leave one event with the actor and reason, in order', async () => {
    const id = await apply();
    expect((await move(id, { to: 'accepted', reason: 'Great fit' })).statusCode).toBe(200);
    const list = await eventsOf(id);
    expect(list.map((e) => e.type)).toEqual(['application.created', 'application.moved']);
    expect(list[0]!.actor).toEqual({ kind: 'influencer', id: creator.id });
    expect(list[1]!.actor.kind).toBe('staff');
    expect(list[1]!.payload).toMatchObject({
      from: 'pending',
      to: 'accepted',
      reason: 'Great fit',
      finalAmount: 5000,
    });
  });

  it('a refused move (422) and a refused input (400) write no event', async () => {
    const id = await apply();
    const before = await eventCount();
    expect((await move(id, { to: 'approved' })).statusCode).toBe(422);
    expect((await move(id, { to: 'rework' })).statusCode).toBe(422);
    expect(await eventCount()).toBe(before);
    expect((await eventsOf(id)).map((e) => e.type)).toEqual(['application.created']);
  });

  it('a transaction that fails after recording its event leaves no event behind', async () => {
    const before = await eventCount();
    const failed = await t.db
      .transaction(async (tx) => {
        await recordEvent(tx, {
          type: 'brand.updated',
          actor: { kind: 'system', id: null },
          at: t.clock.now(),
          brandId,
        });
        throw new Error('the change failed');
      })
      .catch((e: unknown) => e);
    expect((failed as Error).message).toBe('the change failed');
    expect(await eventCount()).toBe(before);
  });

  it('events cannot be changed or removed', async () => {
    await apply();
    await expect(t.db.execute(sql`update events set type = 'x'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from events`)).rejects.toThrow();
  });

  it('staff edits of brands and campaigns and a profile change are recorded with who made them', async () => {
    const campaign = await createCampaign(t.db, { brandId });
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/v1/admin/tasks/${campaign.id}`,
      headers: authHeader(admin),
      payload: { campaign_title: 'A new title for the launch' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const brand = await t.app.inject({
      method: 'PATCH',
      url: `/v1/admin/brands/${brandId}`,
      headers: authHeader(admin),
      payload: { brand_name: 'Renamed brand' },
    });
    expect(brand.statusCode, brand.body).toBe(200);
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/v1/influencer/profile',
      headers: authHeader(creator.token),
      payload: {
        name: 'Asha R',
        address: '1 MG Road',
        country: 'India',
        state: 'Karnataka',
        city: 'Bengaluru',
      },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const rows = await t.db.execute<{ type: string; actor_kind: string; payload: { fields: string[] } }>(
      sql`select type, actor_kind, payload from events where campaign_id = ${campaign.id} or brand_id = ${brandId} or influencer_id = ${creator.id} order by id`,
    );
    const byType = new Map(rows.rows.map((r) => [r.type, r]));
    expect(byType.get('campaign.updated')?.payload.fields).toContain('campaignTitle');
    expect(byType.get('brand.updated')?.actor_kind).toBe('staff');
    expect(byType.get('profile.updated')?.payload.fields).toContain('name');
  });
});
