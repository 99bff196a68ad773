import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countryOfBrand } from '../../db/joins.ts';
import { pageWithTotal } from '../../db/page.ts';
import { brands } from '../../db/schema/catalogue.ts';
import { countries, niches } from '../../db/schema/reference.ts';
import type { Tx } from '../../db/tx.ts';
import type { StaffPrincipal } from '../../plugins/auth.ts';
import type { BrandWithCountry } from './wire.ts';

export type BrandColumns = Partial<typeof brands.$inferInsert>;

/** Brand-role staff see only their brands; admins all. */
const scopeOf = (staff: StaffPrincipal): SQL | undefined =>
  staff.role === 'admin'
    ? undefined
    : staff.brandIds.length
      ? inArray(brands.id, staff.brandIds)
      : sql`false`;

const select = { brand: brands, countryName: countries.name, countryFlag: countries.flagUrl };

/** One brand with its country, by id. */
export async function findBrandById(db: Db, id: string): Promise<BrandWithCountry | null> {
  const [row] = await db
    .select(select)
    .from(brands)
    .innerJoin(countries, countryOfBrand)
    .where(eq(brands.id, id));
  return row ?? null;
}

/** A page of the brands a staff member may see, by name, and their total. */
export async function findBrandPage(
  db: Db,
  staff: StaffPrincipal,
  q: { status?: 'active' | 'inactive'; search?: string; page: number; limit: number },
) {
  const where = and(
    scopeOf(staff),
    q.status ? eq(brands.status, q.status) : undefined,
    q.search
      ? sql`lower(${brands.name}) like ${`%${q.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
      : undefined,
  );
  return pageWithTotal(
    db
      .select(select)
      .from(brands)
      .innerJoin(countries, countryOfBrand)
      .where(where)
      .orderBy(asc(brands.name), asc(brands.id))
      .$dynamic(),
    db.select({ n: count() }).from(brands).where(where),
    q,
  );
}

export async function countryExists(db: Db, id: string): Promise<boolean> {
  const [c] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
  return Boolean(c);
}

/** How many of these niche ids exist. */
export async function countNiches(db: Db, ids: string[]): Promise<number> {
  const [n] = await db.select({ n: count() }).from(niches).where(inArray(niches.id, ids));
  return n?.n ?? 0;
}

/** The country a brand gets when none is given. */
export async function defaultCountryId(db: Db): Promise<string | null> {
  const [c] = await db.select({ id: countries.id }).from(countries).where(eq(countries.value, 'india'));
  return c?.id ?? null;
}

export async function insertBrand(tx: Tx, columns: typeof brands.$inferInsert): Promise<string> {
  const [created] = await tx.insert(brands).values(columns).returning({ id: brands.id });
  return created!.id;
}

export async function updateBrandRow(tx: Tx, id: string, columns: BrandColumns): Promise<void> {
  await tx.update(brands).set(columns).where(eq(brands.id, id));
}
