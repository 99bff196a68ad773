import { parseFollowers } from '@ih/contract/validation';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connect, type Database } from '../src/db/client.ts';
import { authHeader, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand } from './factories/catalogue.ts';
import { createDiscoverableCreator as creator, type DiscoverableCreator } from './factories/discovery.ts';
import { createApplication, createWork } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';

/**
 * Creator discovery (design §15, ADR 032): what brands find, with which facets, in which order, and
 * never a creator's contact, bank or tax data, a hidden or a suspended creator. A second app instance
 * on the same database stands in for a second process: a change through one is answered by the other
 * on the next request.
 */
let t: TestContext;
let b: FastifyInstance;
let second: Database;
type H = Record<string, string>;
let admin: H;
let staff1: H;
let staff2: H;
let brand1: { id: string; name: string };
let brand2: { id: string; name: string };
let c: Record<'asha' | 'ravi' | 'meera' | 'karan' | 'hidden' | 'suspended', DiscoverableCreator>;
let ashaWork: { brand1: string; brand2: string };

beforeAll(async () => {
  t = await createTestContext();
  second = connect(String(t.database.pool.options.connectionString), 3);
  b = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: t.dataDir,
      APP_SECRET: 'test-secret-test-secret-test-secret-1234',
      WEB_DIST: `${t.dataDir}/no-web`,
    }),
    database: second,
  });
  await b.ready();
  const db = t.db;
  brand1 = await createBrand(db);
  brand2 = await createBrand(db);
  const h = async (who: { staffId: string }) => authHeader(await tokenFor(db, who));
  admin = await h({ staffId: (await createStaff(db, { role: 'admin' })).id });
  staff1 = await h({ staffId: (await createStaff(db, { role: 'brand', brandIds: [brand1.id] })).id });
  staff2 = await h({ staffId: (await createStaff(db, { role: 'brand', brandIds: [brand2.id] })).id });
  c = {
    asha: await creator(db, {
      name: 'Asha Rao',
      state: 'Karnataka',
      city: 'Bengaluru',
      niches: ['Food', 'Travel'],
      languages: ['Kannada', 'English'],
      accounts: [
        ['Instagram', 'asha.eats', '12.5K'],
        ['YouTube', 'AshaCooks', '300K'],
      ],
    }),
    ravi: await creator(db, {
      name: 'Ravi Kumar',
      state: 'Maharashtra',
      city: 'Mumbai',
      niches: ['Tech'],
      languages: ['Hindi', 'Marathi', 'English'],
      accounts: [['YouTube', 'ravitech', '1.2M']],
    }),
    meera: await creator(db, {
      name: 'Meera Iyer',
      state: 'Tamil Nadu',
      city: 'Chennai',
      niches: ['Fashion', 'Beauty & Makeup'],
      languages: ['Tamil', 'English'],
      accounts: [
        ['Instagram', 'meera.styles', '45000'],
        ['X', 'meera_i', '2,100'],
      ],
    }),
    karan: await creator(db, {
      name: 'Karan Singh',
      state: 'Maharashtra',
      city: 'Pune',
      niches: ['Food', 'Fitness & Health'],
      languages: ['Hindi', 'Punjabi'],
      accounts: [['Instagram', 'karanfit', '8,000']],
    }),
    hidden: await creator(db, {
      name: 'Harsha Hidden',
      state: 'Karnataka',
      city: 'Bengaluru',
      niches: ['Food'],
      languages: ['Kannada'],
      accounts: [['Instagram', 'hidden.food', '99000']],
      discoverable: false,
    }),
    suspended: await creator(db, {
      name: 'Sam Suspended',
      state: 'Maharashtra',
      city: 'Mumbai',
      niches: ['Tech'],
      languages: ['Hindi'],
      accounts: [['YouTube', 'samtech', '500000']],
      status: 'suspended',
    }),
  };
  // Asha: two finished jobs, one on time (brand 1) and one late (brand 2); Meera: one on time.
  const done = (influencerId: string, brandId: string, onTime: boolean) =>
    createWork(db, { influencerId, brandId, status: 'final posted' }).then(async (w) => {
      await db.execute(
        sql`update applications set delivered_on_time = ${onTime} where id = ${w.applicationId}`,
      );
      return w.applicationId;
    });
  ashaWork = {
    brand1: await done(c.asha.id, brand1.id, true),
    brand2: await done(c.asha.id, brand2.id, false),
  };
  await done(c.meera.id, brand1.id, true);
  // Work not finished yet counts for nothing.
  await createWork(db, { influencerId: c.ravi.id, brandId: brand1.id, status: 'approved' });
});
afterAll(async () => {
  await b?.close();
  await second?.close();
  await t?.close();
});

interface Card {
  _id: string;
  name: string;
  completedJobs: number;
  onTimeDeliveryRate: number | null;
  platforms: { platform: string; handle: string; followers: number | null }[];
}
interface Answer {
  data: { items: Card[]; facets: Record<'niche' | 'platform' | 'state', { value: string; count: number }[]> };
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

async function search(query: string, who: H = staff1, app: FastifyInstance = t.app) {
  const res = await app.inject({ method: 'GET', url: `/v1/admin/creators/search?${query}`, headers: who });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json() as Answer, raw: res.body };
}
const names = (a: Answer) => a.data.items.map((i) => i.name);
const facet = (a: Answer, k: 'niche' | 'platform' | 'state') =>
  Object.fromEntries(a.data.facets[k].map((f) => [f.value, f.count]));

describe('what brands find', () => {
  it('answers discoverable, active creators only, as cards without contact, bank or tax data', async () => {
    const { body, raw } = await search('limit=50');
    expect(names(body).sort()).toEqual(['Asha Rao', 'Karan Singh', 'Meera Iyer', 'Ravi Kumar']);
    expect(body.pagination).toEqual({ page: 1, limit: 50, total: 4, totalPages: 1 });
    for (const who of Object.values(c)) {
      for (const secret of who.secrets) expect(raw, `${who.name}: ${secret}`).not.toContain(secret);
    }
    expect(raw).not.toContain('Harsha');
    expect(raw).not.toContain('samtech');
    const asha = body.data.items.find((i) => i._id === c.asha.id)!;
    expect(asha).toEqual({
      _id: c.asha.id,
      name: 'Asha Rao',
      profileImage: null,
      niches: ['Food', 'Travel'],
      platforms: [
        { platform: 'Instagram', handle: 'asha.eats', followers: 12_500 },
        { platform: 'YouTube', handle: 'AshaCooks', followers: 300_000 },
      ],
      city: 'Bengaluru',
      state: 'Karnataka',
      languages: ['Kannada', 'English'],
      completedJobs: 2,
      onTimeDeliveryRate: 0.5,
      medianViews: [],
    });
    // Every key of every card is a card's key: nothing else can ride along.
    for (const item of body.data.items)
      expect(Object.keys(item).sort()).toEqual(
        [
          '_id',
          'city',
          'completedJobs',
          'medianViews',
          'languages',
          'name',
          'niches',
          'onTimeDeliveryRate',
          'platforms',
          'profileImage',
          'state',
        ].sort(),
      );
  });

  it('answers admins and brand people alike, and no creator or stranger', async () => {
    expect((await search('limit=50', admin)).raw).toBe((await search('limit=50', staff2)).raw);
    const creatorToken = authHeader(await tokenFor(t.db, { influencerId: c.asha.id }));
    const asCreator = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/creators/search',
      headers: creatorToken,
    });
    expect(asCreator.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/v1/admin/creators/search' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('filters by each field, and says what is wrong with a filter', async () => {
    const cases: [string, string[]][] = [
      ['q=asha', ['Asha Rao']],
      ['q=sha', ['Asha Rao']], // part of a word: trigrams
      ['q=kumar%20ravi', ['Ravi Kumar']], // words in any order: full text
      ['q=karanfit', ['Karan Singh']], // a handle
      ['q=harsha', []], // hidden creators are not found by name either
      ['niche=Food', ['Asha Rao', 'Karan Singh']],
      ['platform=YouTube', ['Asha Rao', 'Ravi Kumar']],
      ['minFollowers=40000', ['Asha Rao', 'Meera Iyer', 'Ravi Kumar']],
      ['maxFollowers=47100', ['Karan Singh', 'Meera Iyer']],
      ['minFollowers=10000&maxFollowers=400000', ['Asha Rao', 'Meera Iyer']],
      ['state=Maharashtra', ['Karan Singh', 'Ravi Kumar']],
      ['city=PUNE', ['Karan Singh']],
      ['language=English', ['Asha Rao', 'Meera Iyer', 'Ravi Kumar']],
      ['language=Hindi&state=Maharashtra&niche=Food', ['Karan Singh']],
      ['niche=&platform=all', ['Asha Rao', 'Karan Singh', 'Meera Iyer', 'Ravi Kumar']],
    ];
    for (const [query, expected] of cases)
      expect(names((await search(`${query}&limit=50`)).body).sort(), query).toEqual(expected);
    for (const bad of ['minFollowers=5&maxFollowers=4', 'language=Klingon', 'sort=newest', 'minFollowers=-1'])
      expect(
        (await t.app.inject({ method: 'GET', url: `/v1/admin/creators/search?${bad}`, headers: staff1 }))
          .statusCode,
        bad,
      ).toBe(400);
  });

  it('counts each facet over the other filters, not its own', async () => {
    const all = (await search('')).body;
    expect(facet(all, 'niche')).toEqual({
      Food: 2,
      Travel: 1,
      Tech: 1,
      Fashion: 1,
      'Beauty & Makeup': 1,
      'Fitness & Health': 1,
    });
    expect(facet(all, 'platform')).toEqual({ Instagram: 3, YouTube: 2, X: 1 });
    expect(facet(all, 'state')).toEqual({ Maharashtra: 2, Karnataka: 1, 'Tamil Nadu': 1 });
    // Most first, then by name.
    expect(all.data.facets.niche[0]).toEqual({ value: 'Food', count: 2 });

    const food = (await search('niche=Food')).body;
    expect(food.pagination.total).toBe(2);
    // Choosing Food leaves the other niches counted (over the other filters, none here) …
    expect(facet(food, 'niche')).toEqual(facet(all, 'niche'));
    // … and narrows the platforms and states to the Food creators.
    expect(facet(food, 'platform')).toEqual({ Instagram: 2, YouTube: 1 });
    expect(facet(food, 'state')).toEqual({ Karnataka: 1, Maharashtra: 1 });

    const both = (await search('niche=Food&state=Maharashtra')).body;
    expect(names(both)).toEqual(['Karan Singh']);
    expect(facet(both, 'niche')).toEqual({ Food: 1, 'Fitness & Health': 1, Tech: 1 });
    expect(facet(both, 'state')).toEqual({ Karnataka: 1, Maharashtra: 1 });
    expect(facet(both, 'platform')).toEqual({ Instagram: 1 });
    // Filters outside the facets narrow every facet.
    const english = (await search('language=English&niche=Food')).body;
    expect(facet(english, 'niche')).toEqual({
      Food: 1,
      Travel: 1,
      Tech: 1,
      Fashion: 1,
      'Beauty & Makeup': 1,
    });
  });

  it('sorts by relevance, followers or on-time rate, and pages', async () => {
    // Without words: the record first (completed jobs), then reach.
    expect(names((await search('')).body)).toEqual(['Asha Rao', 'Meera Iyer', 'Ravi Kumar', 'Karan Singh']);
    expect(names((await search('sort=followers')).body)).toEqual([
      'Ravi Kumar',
      'Asha Rao',
      'Meera Iyer',
      'Karan Singh',
    ]);
    // The best rate first; creators with no finished job last.
    const onTime = (await search('sort=onTime')).body;
    expect(names(onTime).slice(0, 2)).toEqual(['Meera Iyer', 'Asha Rao']);
    expect(onTime.data.items.slice(2).map((i) => i.onTimeDeliveryRate)).toEqual([null, null]);
    // With words, the closest match first.
    expect(names((await search('q=meera%20styles')).body)[0]).toBe('Meera Iyer');

    const page2 = (await search('sort=followers&limit=3&page=2')).body;
    expect(names(page2)).toEqual(['Karan Singh']);
    expect(page2.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
    const beyond = (await search('sort=followers&limit=3&page=9')).body;
    expect(beyond.data.items).toEqual([]);
    expect(beyond.pagination.total).toBe(4);
  });
});

describe('the counts stay right, in every process', () => {
  it('a finished job raises completedJobs in the next search of another process', async () => {
    const before = (await search('q=karan', staff1, b)).body.data.items[0]!;
    expect(before).toMatchObject({ completedJobs: 0, onTimeDeliveryRate: null });
    const work = await createWork(t.db, {
      influencerId: c.karan.id,
      brandId: brand1.id,
      status: 'final submission',
    });
    const versions = async () =>
      (
        await t.database.pool.query<{ version: string; facets: string }>(
          'select version::text, facets_version::text as facets from discovery_version',
        )
      ).rows[0]!;
    const v0 = await versions();
    const moved = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/applications/${work.applicationId}/transition`,
      headers: staff1,
      payload: { to: 'final posted' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // The cards moved on; the facet counts did not (they stay cached).
    const v1 = await versions();
    expect(v1.version).not.toBe(v0.version);
    expect(v1.facets).toBe(v0.facets);
    const after = (await search('q=karan', staff1, b)).body.data.items[0]!;
    // The factory's work reached the brand before the campaign's deadline: on time.
    expect(after).toMatchObject({ completedJobs: 1, onTimeDeliveryRate: 1 });
  });

  it('two jobs finished at once both count (the counts move by difference, under any concurrency)', async () => {
    const works = await Promise.all(
      [brand1.id, brand1.id].map((brandId) =>
        createWork(t.db, { influencerId: c.ravi.id, brandId, status: 'final submission' }),
      ),
    );
    const moves = await Promise.all(
      works.map((w, i) =>
        (i ? b : t.app).inject({
          method: 'POST',
          url: `/v1/admin/applications/${w.applicationId}/transition`,
          headers: admin,
          payload: { to: 'final posted' },
        }),
      ),
    );
    for (const m of moves) expect(m.statusCode, m.body).toBe(200);
    expect((await search('q=ravi', staff1, b)).body.data.items[0]!.completedJobs).toBe(2);
  });

  it('the work a creator submits decides on time, as transition() reads the deadline', async () => {
    const work = await createWork(t.db, { influencerId: c.meera.id, brandId: brand2.id, status: 'accepted' });
    // The deadline passes before the work arrives: late.
    await t.db.execute(
      sql`update campaigns set submission_deadline = now() - interval '1 day' where id = ${work.campaignId}`,
    );
    const token = authHeader(await tokenFor(t.db, { influencerId: c.meera.id }));
    const submitted = await t.app.inject({
      method: 'PUT',
      url: '/v1/influencer/task/submission',
      headers: token,
      payload: {
        taskId: work.applicationId,
        task_details: work.platformIds.map((platformId) => ({
          platformId,
          deliverables: work.deliverableIds.map((deliverableType) => ({
            deliverableType,
            files: [
              {
                fileUrl:
                  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
              },
            ],
          })),
        })),
      },
    });
    expect(submitted.statusCode, submitted.body).toBeLessThan(300);
    const [row] = (
      await t.db.execute<{ on_time: boolean | null }>(
        sql`select delivered_on_time as on_time from applications where id = ${work.applicationId}`,
      )
    ).rows;
    expect(row?.on_time).toBe(false);
  });

  it('the kept counts equal a recount from the source tables', async () => {
    const read = `select influencer_id, completed_jobs, timed_jobs, on_time_jobs, listed, followers, platforms, accounts
                    from creator_discovery order by influencer_id`;
    const kept = await t.database.pool.query(read);
    const client = await t.database.pool.connect();
    try {
      // Recounted from scratch in a transaction that is thrown away.
      await client.query('begin');
      await client.query('select ih_discovery_refresh_all()');
      const recounted = await client.query(read);
      expect(recounted.rows).toEqual(kept.rows);
      expect(kept.rows.length).toBe(Object.keys(c).length);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('a creator who hides their profile or is suspended leaves the next search of another process', async () => {
    expect(names((await search('q=meera', staff1, b)).body)).toEqual(['Meera Iyer']);
    const token = authHeader(await tokenFor(t.db, { influencerId: c.meera.id }));
    const hide = await t.app.inject({
      method: 'PUT',
      url: '/v1/influencer/profile',
      headers: token,
      payload: { state: 'Tamil Nadu', discoverable: false },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json().data.discoverable).toBe(false);
    expect(names((await search('q=meera', staff1, b)).body)).toEqual([]);
    const page = await b.inject({ method: 'GET', url: `/v1/admin/creators/${c.meera.id}`, headers: staff1 });
    expect(page.statusCode).toBe(404);

    await t.app.inject({
      method: 'PUT',
      url: '/v1/influencer/profile',
      headers: token,
      payload: { state: 'Tamil Nadu', discoverable: true },
    });
    expect(names((await search('q=meera', staff1, b)).body)).toEqual(['Meera Iyer']);
    const suspend = await t.app.inject({
      method: 'PATCH',
      url: `/v1/admin/influencers/${c.meera.id}`,
      headers: admin,
      payload: { status: 'suspended' },
    });
    expect(suspend.statusCode).toBe(200);
    expect(names((await search('q=meera', staff1, b)).body)).toEqual([]);
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/admin/influencers/${c.meera.id}`,
      headers: admin,
      payload: { status: 'active' },
    });
    expect(names((await search('q=meera', staff1, b)).body)).toEqual(['Meera Iyer']);
  });

  it('a new follower count is searched by on the next request', async () => {
    const token = authHeader(await tokenFor(t.db, { influencerId: c.karan.id }));
    expect(names((await search('minFollowers=1000000', staff1, b)).body)).toEqual(['Ravi Kumar']);
    const grown = await t.app.inject({
      method: 'PUT',
      url: '/v1/influencer/profile',
      headers: token,
      payload: {
        state: 'Maharashtra',
        languages: ['Hindi', 'Punjabi', 'Hindi'],
        social_platform: [{ platform_name: 'Instagram', user_name: 'karanfit', followers: '2M' }],
      },
    });
    expect(grown.statusCode, grown.body).toBe(200);
    expect(grown.json().data.languages).toEqual(['Hindi', 'Punjabi']);
    // What searches count changed: the facets' version moved with it.
    const { rows } = await t.database.pool.query(
      'select version = facets_version as same from discovery_version',
    );
    expect(rows[0].same).toBe(true);
    expect(names((await search('minFollowers=1000000&sort=followers', staff1, b)).body)).toEqual([
      'Karan Singh',
      'Ravi Kumar',
    ]);
  });
});

describe("the creator's own switch and languages", () => {
  it('come with the profile, default to discoverable, and take only the listed languages', async () => {
    const token = authHeader(await tokenFor(t.db, { influencerId: c.ravi.id }));
    const got = await t.app.inject({ method: 'GET', url: '/v1/influencer/profile', headers: token });
    expect(got.json().data).toMatchObject({ discoverable: true, languages: ['Hindi', 'Marathi', 'English'] });
    for (const payload of [{ languages: ['Klingon'] }, { languages: 'Hindi' }, { discoverable: 'no' }]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/v1/influencer/profile',
        headers: token,
        payload: { state: 'Maharashtra', ...payload },
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    // Leaving both out keeps them (the spec's clients do not know them).
    const kept = await t.app.inject({
      method: 'PUT',
      url: '/v1/influencer/profile',
      headers: token,
      payload: { state: 'Maharashtra', name: 'Ravi Kumar' },
    });
    expect(kept.json().data).toMatchObject({
      discoverable: true,
      languages: ['Hindi', 'Marathi', 'English'],
    });
  });
});

describe("a creator's page for brands", () => {
  it("shows the card and the finished work of the viewer's own brands only (admins: all)", async () => {
    const get = (who: H) =>
      t.app.inject({ method: 'GET', url: `/v1/admin/creators/${c.asha.id}`, headers: who });
    const asStaff1 = await get(staff1);
    expect(asStaff1.statusCode).toBe(200);
    const one = asStaff1.json().data;
    expect(one).toMatchObject({
      _id: c.asha.id,
      name: 'Asha Rao',
      completedJobs: 2,
      onTimeDeliveryRate: 0.5,
    });
    expect(one.work.map((w: { _id: string }) => w._id)).toEqual([ashaWork.brand1]);
    expect(one.work[0]).toMatchObject({ brand: { _id: brand1.id, name: brand1.name }, onTime: true });
    for (const secret of c.asha.secrets) expect(asStaff1.body).not.toContain(secret);

    const asStaff2 = (await get(staff2)).json().data;
    expect(asStaff2.work.map((w: { _id: string }) => w._id)).toEqual([ashaWork.brand2]);
    expect(asStaff2.work[0].onTime).toBe(false);
    const asAdmin = (await get(admin)).json().data;
    expect(asAdmin.work.map((w: { _id: string }) => w._id).sort()).toEqual(
      [ashaWork.brand1, ashaWork.brand2].sort(),
    );
  });

  it('answers 404 for a hidden, suspended or unknown creator', async () => {
    for (const id of [c.hidden.id, c.suspended.id, '00000000-0000-4000-8000-000000000000'])
      expect(
        (await t.app.inject({ method: 'GET', url: `/v1/admin/creators/${id}`, headers: admin })).statusCode,
      ).toBe(404);
  });
});

describe('the console creator pages a brand person can open', () => {
  it('never carry the contact details (admins still see them)', async () => {
    // Asha applied to brand 1, so brand 1's people reach her staff page.
    await createApplication(t.db, {
      influencerId: c.asha.id,
      campaignId: (
        await createWork(t.db, { influencerId: c.karan.id, brandId: brand1.id, status: 'pending' })
      ).campaignId,
      status: 'pending',
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/influencers/${c.asha.id}`,
      headers: staff1,
    });
    expect(detail.statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/influencers?limit=100',
      headers: staff1,
    });
    expect(list.json().data.some((r: { _id: string }) => r._id === c.asha.id)).toBe(true);
    for (const res of [detail, list])
      for (const secret of c.asha.secrets) expect(res.body, secret).not.toContain(secret);
    expect(detail.json().data).not.toHaveProperty('email');
    // Searching by e-mail finds nobody for a brand person (it would tell them whose address it is).
    const byMail = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/influencers?search=${encodeURIComponent(c.asha.email)}`,
      headers: staff1,
    });
    expect(byMail.json().data).toEqual([]);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/influencers/${c.asha.id}`,
      headers: admin,
    });
    expect(asAdmin.json().data).toMatchObject({ email: c.asha.email, mobile_number: c.asha.mobileNumber });
  });
});

describe('follower counts', () => {
  it('read the same in SQL (ih_followers) as in the contract (parseFollowers)', async () => {
    const samples = [
      '12500',
      '12,500',
      ' 1.2K ',
      '1.2k',
      '3M',
      '1.5m',
      '2.5',
      'abc',
      '-5',
      '1.234k',
      '1.2345k',
      '4 5',
      '0',
      '1000000000',
      '1000000001',
      '9999999999',
      '1,00,000',
      '',
      '12K followers',
    ];
    const { rows } = await t.database.pool.query<{ v: string; n: string | null }>(
      'select v, ih_followers(v)::text as n from unnest($1::text[]) v',
      [samples],
    );
    for (const r of rows)
      expect(r.n === null ? null : Number(r.n), JSON.stringify(r.v)).toBe(parseFollowers(r.v));
  });
});
