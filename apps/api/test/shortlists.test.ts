import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand } from './factories/catalogue.ts';
import { createDiscoverableCreator as creator, type DiscoverableCreator } from './factories/discovery.ts';
import { createTestContext, type TestContext } from './harness.ts';

/**
 * Brand shortlists (design §15): a brand's named lists of creators. Brand A's people never see or
 * change brand B's lists (404, as if there were none); admins reach all. The CSV holds what the
 * discovery card holds, no contact data, and no cell a spreadsheet would run as a formula.
 */
let t: TestContext;
type H = Record<string, string>;
let admin: H;
let staff1: H;
let staff2: H;
let both: H;
let brand1: { id: string; name: string };
let brand2: { id: string; name: string };
let asha: DiscoverableCreator;
let formula: DiscoverableCreator;
let hidden: DiscoverableCreator;

beforeAll(async () => {
  t = await createTestContext();
  const db = t.db;
  brand1 = await createBrand(db);
  brand2 = await createBrand(db);
  const h = async (who: { staffId: string }) => authHeader(await tokenFor(db, who));
  admin = await h({ staffId: (await createStaff(db, { role: 'admin' })).id });
  staff1 = await h({ staffId: (await createStaff(db, { role: 'brand', brandIds: [brand1.id] })).id });
  staff2 = await h({ staffId: (await createStaff(db, { role: 'brand', brandIds: [brand2.id] })).id });
  both = await h({
    staffId: (await createStaff(db, { role: 'brand', brandIds: [brand1.id, brand2.id] })).id,
  });
  asha = await creator(db, {
    name: 'Asha Rao',
    state: 'Karnataka',
    city: 'Bengaluru',
    niches: ['Food', 'Travel'],
    languages: ['Kannada', 'English'],
    accounts: [
      ['Instagram', 'asha.eats', '12.5K'],
      ['YouTube', 'AshaCooks', '300K'],
    ],
  });
  // A creator whose own words start like spreadsheet formulas.
  formula = await creator(db, {
    name: '=HYPERLINK("http://evil.example","Click")',
    state: 'Maharashtra',
    city: '@Mumbai',
    niches: ['-Tech'],
    languages: ['Hindi'],
    accounts: [['Instagram', '+cmd|calc', '1000']],
  });
  hidden = await creator(db, {
    name: 'Harsha Hidden',
    state: 'Karnataka',
    city: 'Mysuru',
    niches: ['Food'],
    languages: ['Kannada'],
    accounts: [['Instagram', 'hidden.food', '99000']],
    discoverable: false,
  });
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: H, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function makeList(who: H, brandId: string, name: string): Promise<string> {
  const res = await call('POST', '/v1/admin/shortlists', who, { brandId, name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id;
}

describe('a brand person’s shortlists', () => {
  it('are made for one of their brands, named once per brand (any case)', async () => {
    const res = await call('POST', '/v1/admin/shortlists', staff1, {
      brandId: brand1.id,
      name: '  Diwali 2026 ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      brandId: brand1.id,
      brandName: brand1.name,
      name: 'Diwali 2026',
      creatorCount: 0,
    });
    const again = await call('POST', '/v1/admin/shortlists', staff1, {
      brandId: brand1.id,
      name: 'DIWALI 2026',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already has a shortlist with that name/);
    // The same name for another brand is another list.
    expect(
      (await call('POST', '/v1/admin/shortlists', staff2, { brandId: brand2.id, name: 'Diwali 2026' }))
        .statusCode,
    ).toBe(201);
    // Not their brand, or no brand at all: 404 alike, and nothing made.
    for (const brandId of [brand2.id, '00000000-0000-4000-8000-000000000000'])
      expect(
        (await call('POST', '/v1/admin/shortlists', staff1, { brandId, name: 'Sneaky' })).statusCode,
      ).toBe(404);
    expect(
      (await call('POST', '/v1/admin/shortlists', staff1, { brandId: brand1.id, name: '' })).statusCode,
    ).toBe(400);
  });

  it('take creators from search once each, and skip those brands may not find', async () => {
    const id = await makeList(staff1, brand1.id, 'Food creators');
    const first = await call('POST', `/v1/admin/shortlists/${id}/creators`, staff1, {
      influencerIds: [asha.id, asha.id.toUpperCase(), hidden.id],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      added: [asha.id],
      skipped: [{ influencerId: hidden.id, reason: 'not-discoverable' }],
    });
    // The same request again (a double click): nothing is added twice.
    const again = await call('POST', `/v1/admin/shortlists/${id}/creators`, staff1, {
      influencerIds: [asha.id],
    });
    expect(again.json().data).toEqual({
      added: [],
      skipped: [{ influencerId: asha.id, reason: 'already-listed' }],
    });
    const [{ n }] = (
      await t.db.execute<{ n: number }>(
        sql`select count(*)::int n from shortlist_creators where shortlist_id = ${id}`,
      )
    ).rows as [{ n: number }];
    expect(n).toBe(1);
    // Two at once: still one row each.
    await Promise.all(
      [0, 1].map(() =>
        call('POST', `/v1/admin/shortlists/${id}/creators`, staff1, { influencerIds: [formula.id] }),
      ),
    );
    const list = (await call('GET', `/v1/admin/shortlists/${id}`, staff1)).json().data;
    expect(list.creators.map((c: { _id: string }) => c._id)).toEqual([formula.id, asha.id]);
    expect(list.creatorCount).toBe(2);
    const card = list.creators.find((c: { _id: string }) => c._id === asha.id);
    expect(card).toMatchObject({ name: 'Asha Rao', city: 'Bengaluru', languages: ['Kannada', 'English'] });
    expect(card.addedAt).toEqual(expect.any(String));
    const raw = (await call('GET', `/v1/admin/shortlists/${id}`, staff1)).body;
    for (const secret of asha.secrets) expect(raw).not.toContain(secret);
  });

  it('lose a creator who stops being discoverable (kept, unseen), and get them back', async () => {
    const id = await makeList(staff1, brand1.id, 'Comes and goes');
    await call('POST', `/v1/admin/shortlists/${id}/creators`, staff1, { influencerIds: [asha.id] });
    await t.db.execute(sql`update influencers set discoverable = false where id = ${asha.id}`);
    const gone = (await call('GET', `/v1/admin/shortlists/${id}`, staff1)).json().data;
    expect(gone.creators).toEqual([]);
    expect(gone.creatorCount).toBe(0);
    const lists = (await call('GET', `/v1/admin/shortlists?brandId=${brand1.id}`, staff1)).json().data;
    expect(lists.find((l: { _id: string }) => l._id === id).creatorCount).toBe(0);
    await t.db.execute(sql`update influencers set discoverable = true where id = ${asha.id}`);
    expect((await call('GET', `/v1/admin/shortlists/${id}`, staff1)).json().data.creatorCount).toBe(1);
  });

  it('take a creator off, once (the second time changes nothing)', async () => {
    const id = await makeList(staff1, brand1.id, 'Remove me');
    await call('POST', `/v1/admin/shortlists/${id}/creators`, staff1, { influencerIds: [asha.id] });
    const off = await call('DELETE', `/v1/admin/shortlists/${id}/creators/${asha.id}`, staff1);
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe('Creator removed from the shortlist');
    const twice = await call('DELETE', `/v1/admin/shortlists/${id}/creators/${asha.id}`, staff1);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().message).toBe('This creator was not on the shortlist.');
    expect((await call('GET', `/v1/admin/shortlists/${id}`, staff1)).json().data.creators).toEqual([]);
  });

  it('are deleted with their members, and are then gone', async () => {
    const id = await makeList(staff1, brand1.id, 'Short lived');
    await call('POST', `/v1/admin/shortlists/${id}/creators`, staff1, { influencerIds: [asha.id] });
    expect((await call('DELETE', `/v1/admin/shortlists/${id}`, staff1)).statusCode).toBe(200);
    expect((await call('GET', `/v1/admin/shortlists/${id}`, staff1)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/admin/shortlists/${id}`, staff1)).statusCode).toBe(404);
    const rows = await t.db.execute(sql`select 1 from shortlist_creators where shortlist_id = ${id}`);
    expect(rows.rows).toEqual([]);
  });
});

describe('brand A’s people never reach brand B’s lists', () => {
  it('every call on another brand’s list answers 404 and changes nothing; admins reach it', async () => {
    const id = await makeList(staff1, brand1.id, 'Brand one only');
    await call('POST', `/v1/admin/shortlists/${id}/creators`, staff1, { influencerIds: [asha.id] });
    const attempts = [
      call('GET', `/v1/admin/shortlists/${id}`, staff2),
      call('GET', `/v1/admin/shortlists/${id}?format=csv`, staff2),
      call('DELETE', `/v1/admin/shortlists/${id}`, staff2),
      call('POST', `/v1/admin/shortlists/${id}/creators`, staff2, { influencerIds: [formula.id] }),
      call('DELETE', `/v1/admin/shortlists/${id}/creators/${asha.id}`, staff2),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Brand one only');
    }
    const theirs = (await call('GET', '/v1/admin/shortlists?limit=100', staff2)).json().data;
    expect(theirs.every((l: { brandId: string }) => l.brandId === brand2.id)).toBe(true);
    const filtered = (await call('GET', `/v1/admin/shortlists?brandId=${brand1.id}`, staff2)).json();
    expect(filtered.data).toEqual([]);
    expect(filtered.pagination.total).toBe(0);
    // Still whole for its owners.
    const own = (await call('GET', `/v1/admin/shortlists/${id}`, staff1)).json().data;
    expect(own.creators.map((c: { _id: string }) => c._id)).toEqual([asha.id]);
    // A person of both brands, and admins, see both brands' lists.
    for (const who of [both, admin]) {
      const seen = (await call('GET', '/v1/admin/shortlists?limit=100', who)).json().data;
      expect(new Set(seen.map((l: { brandId: string }) => l.brandId))).toEqual(
        new Set([brand1.id, brand2.id]),
      );
      expect((await call('GET', `/v1/admin/shortlists/${id}`, who)).statusCode).toBe(200);
    }
    const creatorToken = authHeader(await tokenFor(t.db, { influencerId: asha.id }));
    expect((await call('GET', '/v1/admin/shortlists', creatorToken)).statusCode).toBe(403);
    expect((await call('GET', '/v1/admin/shortlists', {})).statusCode).toBe(401);
  });
});

describe('the CSV export', () => {
  it('holds the cards’ facts, no contact data, and no formula a spreadsheet would run', async () => {
    const id = await makeList(staff1, brand1.id, 'Export: Festive/2026');
    await call('POST', `/v1/admin/shortlists/${id}/creators`, staff1, { influencerIds: [asha.id] });
    await call('POST', `/v1/admin/shortlists/${id}/creators`, staff1, { influencerIds: [formula.id] });
    const res = await call('GET', `/v1/admin/shortlists/${id}?format=csv`, staff1);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('shortlist-export-festive-2026.csv');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = res.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Name,Niches,Platforms,Handles,Followers,City,State,Languages,Completed Jobs,On-time Rate (%)',
    );
    // Newest first: the formula creator was added last.
    expect(lines[1]).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Click"")",'-Tech,Instagram,'+cmd|calc,1000,'@Mumbai,Maharashtra,Hindi,0,`,
    );
    expect(lines[2]).toBe(
      'Asha Rao,Food; Travel,Instagram; YouTube,asha.eats; AshaCooks,12500; 300000,Bengaluru,Karnataka,Kannada; English,0,',
    );
    for (const who of [asha, formula]) for (const secret of who.secrets) expect(text).not.toContain(secret);
  });
});
