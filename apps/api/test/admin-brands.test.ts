import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../src/db/schema/catalogue.ts';
import { files } from '../src/db/schema/files.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand, ensureReferenceData } from './factories/catalogue.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let admin: Record<string, string>;
let brandStaff: Record<string, string>;
let own: { id: string; name: string };
let other: { id: string; name: string };

beforeAll(async () => {
  t = await createTestContext();
  await ensureReferenceData(t.db);
  own = await createBrand(t.db, { name: 'Own Brand' });
  other = await createBrand(t.db, { name: 'Other Brand' });
  admin = authHeader(await tokenFor(t.db, { staffId: (await createStaff(t.db, { role: 'admin' })).id }));
  brandStaff = authHeader(
    await tokenFor(t.db, { staffId: (await createStaff(t.db, { role: 'brand', brandIds: [own.id] })).id }),
  );
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('staff brands', () => {
  it('lets an admin create a brand with sanitised HTML and a public logo file', async () => {
    const [file] = await t.db
      .insert(files)
      .values({
        key: `k-${crypto.randomUUID()}`,
        originalName: 'logo.png',
        contentType: 'image/png',
        size: 10,
        visibility: 'public',
      })
      .returning();
    const res = await call('POST', '/v1/admin/brands', admin, {
      brand_name: 'Chai Co',
      brand_company_name: 'Chai Co Pvt Ltd',
      brand_logo: `/files/${file!.id}`,
      website_link: 'https://chai.example.in',
      description:
        '<p onclick="x()">Hello <strong>India</strong><script>alert(1)</script><style>p{}</style> <a href="https://chai.example.in">site</a> <a href="javascript:alert(1)">bad</a></p><ul><li>one</li></ul>',
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      brand_name: 'Chai Co',
      brand_logo: `/files/${file!.id}`,
      status: 'active',
      county_name: 'India',
    });
    const [row] = await t.db.select().from(brands).where(eq(brands.id, data._id));
    const html = row!.descriptionHtml;
    expect(html).not.toMatch(/script|style|onclick|javascript/);
    expect(html).toContain('<strong>India</strong>');
    expect(html).toContain(
      '<a href="https://chai.example.in" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(html).toContain('<ul><li>one</li></ul>');
  });

  it('refuses a logo that is not one of our public files, and bad fields, with 400', async () => {
    const bad = await call('POST', '/v1/admin/brands', admin, {
      brand_name: 'X',
      brand_company_name: 'X Ltd',
      brand_logo: 'https://evil.example/logo.png',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('brand_logo');
    const missing = await call('POST', '/v1/admin/brands', admin, { brand_company_name: 'X Ltd' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('brand_name');
    const niche = await call('POST', '/v1/admin/brands', admin, {
      brand_name: 'X',
      brand_company_name: 'X Ltd',
      niche_ids: [crypto.randomUUID()],
    });
    expect(niche.statusCode).toBe(400);
  });

  it('lets only admins create brands', async () => {
    const res = await call('POST', '/v1/admin/brands', brandStaff, {
      brand_name: 'Mine',
      brand_company_name: 'Mine Ltd',
    });
    expect(res.statusCode).toBe(403);
  });

  it('shows brand-role staff only their brands', async () => {
    const list = await call('GET', '/v1/admin/brands?limit=100', brandStaff);
    expect(list.json().data.map((b: { _id: string }) => b._id)).toEqual([own.id]);
    expect((await call('GET', `/v1/admin/brands/${other.id}`, brandStaff)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/v1/admin/brands/${other.id}`, brandStaff, { about_brand: 'hacked' })).statusCode,
    ).toBe(404);
    const [row] = await t.db.select().from(brands).where(eq(brands.id, other.id));
    expect(row!.about).not.toBe('hacked');
    const mine = await call('PATCH', `/v1/admin/brands/${own.id}`, brandStaff, { about_brand: 'Updated' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.about_brand).toBe('Updated');
  });

  it('deactivating a brand hides it from creators', async () => {
    const b = await createBrand(t.db, { name: 'Soon Gone' });
    const creator = authHeader(await tokenFor(t.db, { influencerId: (await createInfluencer(t.db)).id }));
    expect((await call('GET', `/v1/influencer/brand/get/${b.id}`, creator)).statusCode).toBe(200);
    expect((await call('PATCH', `/v1/admin/brands/${b.id}`, admin, { status: 'inactive' })).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/v1/influencer/brand/get/${b.id}`, creator)).statusCode).toBe(404);
  });

  it('is for staff only', async () => {
    const creator = authHeader(await tokenFor(t.db, { influencerId: (await createInfluencer(t.db)).id }));
    expect((await call('GET', '/v1/admin/brands', creator)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/admin/brands' })).statusCode).toBe(401);
  });
});
