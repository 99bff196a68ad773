import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorDiscovery } from '../src/db/schema/discovery.ts';
import { postMetrics } from '../src/db/schema/results.ts';
import { EVENT_CONSUMERS } from '../src/module-jobs.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand } from './factories/catalogue.ts';
import { gifBytes, storeCreatorFile } from './factories/files.ts';
import { createWork } from './factories/pipeline.ts';
import { setPostLinks, storeProof } from './factories/results.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { runQueue } from './support/queue.ts';

let t: TestContext;
let brand: string;
let otherBrand: string;
let admin: Record<string, string>;
let brandStaff: Record<string, string>;
let otherStaff: Record<string, string>;

const INSTA = 'https://www.instagram.com/p/results-one/';
const INSTA2 = 'https://www.instagram.com/p/results-two/';

beforeAll(async () => {
  t = await createTestContext();
  brand = (await createBrand(t.db)).id;
  otherBrand = (await createBrand(t.db)).id;
  const h = async (who: { staffId: string }) => authHeader(await tokenFor(t.db, who));
  admin = await h({ staffId: (await createStaff(t.db, { role: 'admin' })).id });
  brandStaff = await h({ staffId: (await createStaff(t.db, { role: 'brand', brandIds: [brand] })).id });
  otherStaff = await h({ staffId: (await createStaff(t.db, { role: 'brand', brandIds: [otherBrand] })).id });
});
afterAll(() => t.close());

async function creator() {
  const c = await createInfluencer(t.db);
  return { id: c.id, headers: authHeader(await tokenFor(t.db, { influencerId: c.id })) };
}

/** A creator's live work on `brand` with two Instagram posts. */
async function liveWork(who: { id: string }, status: 'final posted' | 'approved' = 'final posted') {
  const work = await createWork(t.db, { influencerId: who.id, brandId: brand, status });
  if (status === 'final posted')
    await setPostLinks(t.db, work.applicationId, [
      { url: INSTA, platform: 'Instagram' },
      { url: INSTA2, platform: 'Instagram' },
    ]);
  return work;
}

const report = (who: { id: string; headers: Record<string, string> }, applicationId: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/influencer/apply/${applicationId}/metrics`,
    headers: who.headers,
    payload: body,
  });

const reading = async (who: { id: string }, extra: object = {}) => ({
  postUrl: INSTA,
  views: 12_000,
  likes: 900,
  comments: 40,
  shares: 12,
  saves: 30,
  reach: 9000,
  proofFileId: await storeProof(t.app, who.id),
  ...extra,
});

describe('creators report their live posts’ numbers', () => {
  it('adds a reading with its screenshot and lists it on the work page', async () => {
    const me = await creator();
    const work = await liveWork(me);
    const res = await report(me, work.applicationId, await reading(me));
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      postUrl: INSTA,
      views: 12_000,
      likes: 900,
      comments: 40,
      shares: 12,
      saves: 30,
      reach: 9000,
      source: 'self-reported',
      status: 'reported',
      note: null,
    });
    expect(data.proofUrl).toMatch(/^\/files\/[0-9a-f-]{36}\?expires=/);
    const list = await t.app.inject({
      method: 'GET',
      url: `/v1/influencer/apply/${work.applicationId}/metrics`,
      headers: me.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ live: true, postUrls: [INSTA, INSTA2] });
    expect(list.json().data.readings.map((r: { _id: string }) => r._id)).toEqual([data._id]);
    const mine = await t.app.inject({ method: 'GET', url: '/v1/influencer/results', headers: me.headers });
    expect(mine.json().data[0]).toMatchObject({
      applicationId: work.applicationId,
      postUrls: [INSTA, INSTA2],
    });
  });

  it('takes shares, saves and reach as optional, and a link typed with or without its last slash', async () => {
    const me = await creator();
    const work = await liveWork(me);
    const res = await report(me, work.applicationId, {
      postUrl: INSTA2.replace(/\/$/, ''),
      views: 0,
      likes: 0,
      comments: 0,
      proofFileId: await storeProof(t.app, me.id),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ postUrl: INSTA2, shares: null, saves: null, reach: null });
  });

  it.each([
    ['a fraction', { views: 10.5 }, 'views'],
    ['a negative number', { likes: -1 }, 'likes'],
    ['a number as text', { comments: '40' }, 'comments'],
    ['a missing count', { views: undefined }, 'views'],
    ['no proof', { proofFileId: undefined }, 'proofFileId'],
  ])('refuses %s with a sentence under the field', async (_what, change, field) => {
    const me = await creator();
    const work = await liveWork(me);
    const res = await report(me, work.applicationId, { ...(await reading(me)), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBeTruthy();
    expect(
      await t.db.select().from(postMetrics).where(eq(postMetrics.applicationId, work.applicationId)),
    ).toHaveLength(0);
  });

  it('refuses a post that is not live yet (422), a link that is not one of the work’s posts (400)', async () => {
    const me = await creator();
    const approved = await liveWork(me, 'approved');
    const notLive = await report(me, approved.applicationId, await reading(me));
    expect(notLive.statusCode).toBe(422);
    expect(notLive.json().message).toMatch(/once the post is live/);
    const work = await liveWork(me);
    const wrong = await report(
      me,
      work.applicationId,
      await reading(me, { postUrl: 'https://www.instagram.com/p/other/' }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.postUrl).toBeTruthy();
  });

  it('refuses another creator’s work and another creator’s screenshot as if they did not exist (404)', async () => {
    const me = await creator();
    const other = await creator();
    const theirs = await liveWork(other);
    const res = await report(me, theirs.applicationId, await reading(me));
    expect(res.statusCode).toBe(404);
    const mine = await liveWork(me);
    const stolen = await report(
      me,
      mine.applicationId,
      await reading(me, { proofFileId: await storeProof(t.app, other.id) }),
    );
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().errors.proofFileId).toBeTruthy();
    expect(await t.db.select().from(postMetrics).where(eq(postMetrics.influencerId, me.id))).toHaveLength(0);
  });

  it('wants the proof to be a screenshot (JPEG or PNG): another file type is 415', async () => {
    const me = await creator();
    const work = await liveWork(me);
    const gif = await storeCreatorFile(t.app, me.id, {
      bytes: gifBytes(),
      filename: 'a.gif',
      visibility: 'private',
    });
    const res = await report(me, work.applicationId, await reading(me, { proofFileId: gif.id }));
    expect(res.statusCode).toBe(415);
  });

  it('a double click adds one reading; the same screenshot for other numbers is a 409', async () => {
    const me = await creator();
    const work = await liveWork(me);
    const body = await reading(me);
    const [a, b] = await Promise.all([
      report(me, work.applicationId, body),
      report(me, work.applicationId, body),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().data._id).toBe(b.json().data._id);
    const again = await report(me, work.applicationId, { ...body, views: 99 });
    expect(again.statusCode).toBe(409);
    expect(
      await t.db.select().from(postMetrics).where(eq(postMetrics.applicationId, work.applicationId)),
    ).toHaveLength(1);
  });
});

describe('staff confirm or question a reading', () => {
  const decide = (
    headers: Record<string, string>,
    applicationId: string,
    metricId: string,
    what: string,
    body?: object,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/admin/applications/${applicationId}/metrics/${metricId}/${what}`,
      headers,
      ...(body ? { payload: body } : {}),
    });

  it('the brand’s people confirm (a repeat answers the same); another brand’s cannot see it; the card’s median follows', async () => {
    const me = await creator();
    const work = await liveWork(me);
    const id = (await report(me, work.applicationId, await reading(me))).json().data._id;
    expect((await decide(otherStaff, work.applicationId, id, 'confirm')).statusCode).toBe(404);
    const ok = await decide(brandStaff, work.applicationId, id, 'confirm');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.status).toBe('confirmed');
    expect((await decide(admin, work.applicationId, id, 'confirm')).json().data.status).toBe('confirmed');
    const second = (
      await report(me, work.applicationId, await reading(me, { postUrl: INSTA2, views: 30_000 }))
    ).json().data._id;
    await decide(admin, work.applicationId, second, 'confirm');
    const [card] = await t.db
      .select({ medianViews: creatorDiscovery.medianViews })
      .from(creatorDiscovery)
      .where(eq(creatorDiscovery.influencerId, me.id));
    expect(card?.medianViews).toEqual([{ platform: 'Instagram', views: 12_000, posts: 2 }]);
    // Decided: the other decision is refused.
    const late = await decide(admin, work.applicationId, id, 'question', { reason: 'Too late' });
    expect(late.statusCode).toBe(422);
  });

  it('questions with a reason; the creator is told, sees the note and adds a new reading', async () => {
    const me = await creator();
    const work = await liveWork(me);
    const id = (await report(me, work.applicationId, await reading(me))).json().data._id;
    expect((await decide(admin, work.applicationId, id, 'question', { reason: ' ' })).statusCode).toBe(400);
    const q = await decide(admin, work.applicationId, id, 'question', {
      reason: 'The screenshot shows 1,200 views, not 12,000.',
    });
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json().data).toMatchObject({
      status: 'questioned',
      note: 'The screenshot shows 1,200 views, not 12,000.',
    });
    await runQueue(t, EVENT_CONSUMERS);
    const notes = await t.app.inject({
      method: 'GET',
      url: '/v1/influencer/notifications',
      headers: me.headers,
    });
    const told = notes.json().data.find((n: { type: string }) => n.type === 'results.questioned');
    expect(told.body).toContain('1,200 views');
    const again = await report(me, work.applicationId, await reading(me, { views: 1200 }));
    expect(again.statusCode).toBe(201);
    const list = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/applications/${work.applicationId}/metrics`,
      headers: brandStaff,
    });
    expect(list.json().data.readings.map((r: { status: string }) => r.status)).toEqual([
      'reported',
      'questioned',
    ]);
    // The brand's people are told of each reading to check.
    await runQueue(t, EVENT_CONSUMERS);
    const staffNotes = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/notifications?limit=50',
      headers: brandStaff,
    });
    const toCheck = staffNotes
      .json()
      .data.filter(
        (n: { type: string; link: string }) =>
          n.type === 'staff.results' && n.link.includes(work.applicationId),
      );
    expect(toCheck).toHaveLength(2);
  });
});

describe('reminders after the post went live', () => {
  it('asks for the numbers 24 hours and 7 days after the post is confirmed live; numbers reported since stop them', async () => {
    const me = await creator();
    const quiet = await creator();
    const works = [];
    for (const who of [me, quiet]) {
      const work = await createWork(t.db, {
        influencerId: who.id,
        brandId: brand,
        status: 'final submission',
      });
      const moved = await t.app.inject({
        method: 'POST',
        url: `/v1/admin/applications/${work.applicationId}/transition`,
        headers: admin,
        payload: { to: 'final posted' },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      works.push(work);
    }
    await runQueue(t, EVENT_CONSUMERS);
    const reminders = async (who: { headers: Record<string, string> }) =>
      (await t.app.inject({ method: 'GET', url: '/v1/influencer/notifications', headers: who.headers }))
        .json()
        .data.filter((n: { type: string }) => n.type === 'reminder.results');
    t.clock.advance(23 * 3600_000);
    await runQueue(t, EVENT_CONSUMERS);
    expect(await reminders(me)).toHaveLength(0);
    t.clock.advance(3600_000 + 60_000);
    await runQueue(t, EVENT_CONSUMERS);
    expect(await reminders(me)).toHaveLength(1);
    expect(await reminders(quiet)).toHaveLength(1);
    expect((await reminders(me))[0].body).toContain('live for a day');
    // On day 6 one creator reports; the week's reminder then goes only to the other.
    t.clock.advance(5 * 24 * 3600_000);
    const url = 'https://www.instagram.com/p/example/';
    expect((await report(me, works[0]!.applicationId, await reading(me, { postUrl: url }))).statusCode).toBe(
      201,
    );
    t.clock.advance(24 * 3600_000);
    await runQueue(t, EVENT_CONSUMERS);
    await runQueue(t, EVENT_CONSUMERS);
    expect(await reminders(me)).toHaveLength(1);
    const quietOnes = await reminders(quiet);
    expect(quietOnes).toHaveLength(2);
    expect(quietOnes[0].body).toContain('live for a week');
  });
});
