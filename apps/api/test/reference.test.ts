import { DEFAULT_CATEGORIES, SOCIAL_PLATFORMS } from '@ih/contract/enums';
import { getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as reference from '../src/db/schema/reference.ts';
import { seedReferenceData } from '../src/db/seed/reference.ts';
import { INDIAN_STATES, NICHE_NAMES, STATE_NAMES, UNION_TERRITORIES } from '../src/db/seed/reference-data.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /v1/influencer/category', () => {
  it('lists the 13 default categories in the documents order, cacheable', async () => {
    const res = await get('/v1/influencer/category');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const body = res.json();
    expect(body.success).toBe(true);
    expect(typeof body.message).toBe('string');
    expect(body.data.map((c: { name: string }) => c.name)).toEqual([...DEFAULT_CATEGORIES]);
    for (const c of body.data) expect(c._id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /v1/influencer/country/list', () => {
  it('answers India with its value and our own flag', async () => {
    const res = await get('/v1/influencer/country/list');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { _id: expect.any(String), country: 'India', value: 'india', country_logo: '/static/flags/in.svg' },
    ]);
    const flag = await get('/static/flags/in.svg');
    expect(flag.statusCode).toBe(200);
    expect(flag.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('GET /v1/influencer/brand/niche/list', () => {
  it('lists the brand niches with niche_id, in order', async () => {
    const res = await get('/v1/influencer/brand/niche/list');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { niche_id: string; name: string }[];
    expect(data.map((n) => n.name)).toEqual([...NICHE_NAMES]);
    expect(data[0]).toEqual({ niche_id: expect.any(String), name: 'Fashion & Apparel' });
  });
});

describe('GET /v1/reference', () => {
  it('answers every list in one call', async () => {
    const res = await get('/v1/reference');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const d = res.json().data;
    expect(d.platforms.map((p: { platform_name: string }) => p.platform_name)).toEqual([...SOCIAL_PLATFORMS]);
    expect(d.platforms[1]).toMatchObject({ platform_logo: '/static/platforms/instagram.svg' });
    const video = d.deliverableTypes
      .filter((x: { is_video: boolean }) => x.is_video)
      .map((x: { content_type: string }) => x.content_type);
    expect(video).toEqual(['Reel', 'Video', 'Short', 'GIF', 'Live']);
    expect(d.deliverableTypes).toHaveLength(10);
    expect(d.deliverableTypes[0]).toMatchObject({ content_type: 'Reel', is_video: true });
    expect(d.languages.slice(0, 2).map((l: { name: string }) => l.name)).toEqual(['English', 'Hindi']);
    expect(d.languages).toHaveLength(11);
    expect(d.states).toHaveLength(36);
    expect(INDIAN_STATES).toHaveLength(28);
    expect(UNION_TERRITORIES).toHaveLength(8);
    const stateNames = d.states.map((s: { name: string }) => s.name);
    expect(stateNames).toEqual([...stateNames].sort((a: string, b: string) => a.localeCompare(b)));
    expect(stateNames).toContain('Ladakh');
    expect(d.followerBuckets.map((b: { name: string }) => b.name)).toEqual([
      '1K+',
      '10K+',
      '50K+',
      '100K+',
      '500K+',
      '1M+',
    ]);
    expect(d.influencerKinds.map((k: { name: string }) => k.name)).toEqual([
      'Nano',
      'Micro',
      'Mid-tier',
      'Macro',
      'Mega',
    ]);
    expect(d.categories).toHaveLength(13);
    expect(d.niches).toHaveLength(NICHE_NAMES.length);
    expect(d.countries).toHaveLength(1);
  });

  it('serves every platform logo it points to as an SVG', async () => {
    const d = (await get('/v1/reference')).json().data;
    for (const p of d.platforms as { platform_logo: string }[]) {
      const res = await get(p.platform_logo);
      expect(res.statusCode, p.platform_logo).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toContain('<svg');
    }
  });
});

describe('seedReferenceData', () => {
  const tables = [
    reference.categories,
    reference.niches,
    reference.countries,
    reference.platforms,
    reference.deliverableTypes,
    reference.languages,
    reference.states,
    reference.followerBuckets,
    reference.influencerKinds,
    reference.postOffices,
  ];
  const countAll = async () =>
    Promise.all(
      tables.map(async (table) => (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n),
    );

  it('is idempotent: running it again adds nothing', async () => {
    const before = await countAll();
    expect(before.every((n) => (n ?? 0) > 0)).toBe(true);
    const result = await seedReferenceData(t.db);
    expect(result.seeded).toBe(false);
    expect(await countAll()).toEqual(before);
  });

  it('restores a missing row without duplicating the others, and never reloads pin codes', async () => {
    await t.db.execute(sql`delete from languages where name = 'Odia'`);
    const before = await countAll();
    const result = await seedReferenceData(t.db);
    expect(result).toMatchObject({ seeded: true, postOffices: 0 });
    const after = await countAll();
    expect(after[5]).toBe((before[5] ?? 0) + 1);
    expect(after.filter((_, i) => i !== 5)).toEqual(before.filter((_, i) => i !== 5));
  });

  it('loads the whole post office directory with official state names only', async () => {
    const [row] = await t.db
      .select({
        n: sql<number>`count(*)::int`,
        pins: sql<number>`count(distinct ${reference.postOffices.pincode})::int`,
        bad: sql<number>`count(*) filter (where ${reference.postOffices.pincode} !~ '^[0-9]{6}$')::int`,
      })
      .from(reference.postOffices);
    expect(row?.n).toBeGreaterThan(150_000);
    expect(row?.pins).toBeGreaterThan(19_000);
    expect(row?.bad).toBe(0);
    const used = await t.db
      .selectDistinct({ state: reference.postOffices.state })
      .from(reference.postOffices);
    expect(used.map((r) => r.state).filter((s) => !STATE_NAMES.includes(s))).toEqual([]);
    expect(Object.keys(getTableColumns(reference.postOffices))).toContain('division');
    // The load drops the pin code index for speed; it must be back, or every look-up scans 155k rows.
    const indexes = await t.db.execute<{ indexname: string }>(
      sql`select indexname from pg_indexes where tablename = 'post_offices' order by 1`,
    );
    expect(indexes.rows.map((r) => r.indexname)).toEqual(['post_offices_pincode_idx', 'post_offices_pkey']);
  });
});
