import { ADMIN_BRAND_MESSAGES, type brandInput } from '@ih/contract/admin-brands';
import { paginationOf } from '@ih/contract/envelope';
import { UUID_PATTERN } from '@ih/contract/patterns';
import { istDay } from '@ih/contract/payout-terms';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { brands } from '../../db/schema/catalogue.ts';
import { countries, niches } from '../../db/schema/reference.ts';
import { recordEvent } from '../../events/record.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { type StaffPrincipal, staffCanActOnBrand } from '../../plugins/auth.ts';
import { checkPublicFileUrls } from './assets.ts';
import { sanitizeDescription } from './html.ts';
import { latePayoutsOf } from './late-payouts.ts';
import { type PaymentRecordFigures, paymentRecordsOf } from './payment-record.ts';
import { type BrandWithCountry, brandWire } from './wire.ts';

type Input = Partial<z.output<typeof brandInput>>;

const adminBrandWire = (row: BrandWithCountry, record?: PaymentRecordFigures) => ({
  ...brandWire(row, record),
  status: row.brand.status,
  country_id: row.brand.countryId,
  niche_ids: row.brand.nicheIds,
  createdAt: row.brand.createdAt.toISOString(),
  updatedAt: row.brand.updatedAt.toISOString(),
});

/** One brand with its payment record (staff see the same figures creators do). */
async function withRecord(deps: Deps, row: BrandWithCountry) {
  const records = await paymentRecordsOf(deps.db, [row.brand.id], istDay(deps.clock.now()));
  return adminBrandWire(row, records.get(row.brand.id));
}

/** Brand-role staff see only their brands; admins all. */
const scopeOf = (staff: StaffPrincipal): SQL | undefined =>
  staff.role === 'admin'
    ? undefined
    : staff.brandIds.length
      ? inArray(brands.id, staff.brandIds)
      : sql`false`;

const select = { brand: brands, countryName: countries.name, countryFlag: countries.flagUrl };

async function loadOne(deps: Deps, staff: StaffPrincipal, id: string) {
  if (!UUID_PATTERN.test(id) || !staffCanActOnBrand(staff, id)) throw notFound(ADMIN_BRAND_MESSAGES.notFound);
  const [row] = await deps.db
    .select(select)
    .from(brands)
    .innerJoin(countries, eq(countries.id, brands.countryId))
    .where(eq(brands.id, id));
  if (!row) throw notFound(ADMIN_BRAND_MESSAGES.notFound);
  return row;
}

/** Maps the wire-like input to columns, checking references, files and sanitising the HTML. */
async function toColumns(deps: Deps, input: Input): Promise<Partial<typeof brands.$inferInsert>> {
  const errors: Record<string, string> = {};
  if (input.country_id) {
    const [c] = await deps.db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.id, input.country_id));
    if (!c) errors.country_id = ADMIN_BRAND_MESSAGES.countryInvalid;
  }
  if (input.niche_ids?.length) {
    const unique = [...new Set(input.niche_ids)];
    const [n] = await deps.db.select({ n: count() }).from(niches).where(inArray(niches.id, unique));
    if ((n?.n ?? 0) !== unique.length) errors.niche_ids = ADMIN_BRAND_MESSAGES.nicheInvalid;
  }
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0]!, errors);
  const files =
    input.brand_logo !== undefined
      ? await checkPublicFileUrls(
          deps,
          { brand_logo: input.brand_logo },
          () => ADMIN_BRAND_MESSAGES.logoInvalid,
        )
      : {};
  const website = input.website_link?.trim();
  const out: Partial<typeof brands.$inferInsert> = {
    name: input.brand_name,
    companyName: input.brand_company_name,
    logoUrl: files.brand_logo,
    websiteLink: website === undefined ? undefined : website || null,
    about: input.about_brand,
    descriptionHtml: input.description === undefined ? undefined : sanitizeDescription(input.description),
    countryId: input.country_id,
    nicheIds: input.niche_ids ? [...new Set(input.niche_ids)] : undefined,
    status: input.status,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

export async function listBrandsForStaff(
  deps: Deps,
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
  const [rows, [total]] = await Promise.all([
    deps.db
      .select(select)
      .from(brands)
      .innerJoin(countries, eq(countries.id, brands.countryId))
      .where(where)
      .orderBy(asc(brands.name), asc(brands.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    deps.db.select({ n: count() }).from(brands).where(where),
  ]);
  const records = await paymentRecordsOf(
    deps.db,
    rows.map((r) => r.brand.id),
    istDay(deps.clock.now()),
  );
  return {
    data: rows.map((r) => adminBrandWire(r, records.get(r.brand.id))),
    message: ADMIN_BRAND_MESSAGES.listed,
    pagination: paginationOf(q.page, q.limit, total?.n ?? 0),
  };
}

export async function getBrandForStaff(deps: Deps, staff: StaffPrincipal, id: string) {
  return {
    data: await withRecord(deps, await loadOne(deps, staff, id)),
    message: ADMIN_BRAND_MESSAGES.fetched,
  };
}

/** The late payouts behind the brand's payment record; another brand's member gets 404, as for the brand. */
export async function latePayoutsForStaff(deps: Deps, staff: StaffPrincipal, id: string) {
  const brand = await loadOne(deps, staff, id);
  return {
    data: await latePayoutsOf(deps.db, brand.brand.id, istDay(deps.clock.now())),
    message: ADMIN_BRAND_MESSAGES.latePayouts,
  };
}

export async function createBrand(deps: Deps, staff: StaffPrincipal, input: z.output<typeof brandInput>) {
  if (staff.role !== 'admin') throw forbidden(ADMIN_BRAND_MESSAGES.adminsOnly);
  const columns = await toColumns(deps, input);
  const countryId =
    columns.countryId ??
    (await deps.db.select({ id: countries.id }).from(countries).where(eq(countries.value, 'india')))[0]?.id;
  if (!countryId)
    throw badRequest(ADMIN_BRAND_MESSAGES.countryInvalid, {
      country_id: ADMIN_BRAND_MESSAGES.countryInvalid,
    });
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(brands)
      .values({ name: input.brand_name, companyName: input.brand_company_name, ...columns, countryId })
      .returning({ id: brands.id });
    await recordEvent(tx, {
      type: 'brand.created',
      actor: { kind: 'staff', id: staff.staffId },
      at: deps.clock.now(),
      brandId: created!.id,
      payload: { name: input.brand_name },
    });
    return created;
  });
  return {
    data: adminBrandWire(await loadOne(deps, staff, row!.id)),
    message: ADMIN_BRAND_MESSAGES.created,
  };
}

export async function updateBrand(deps: Deps, staff: StaffPrincipal, id: string, input: Input) {
  await loadOne(deps, staff, id);
  const columns = await toColumns(deps, input);
  const fields = Object.keys(columns);
  if (fields.length)
    await deps.db.transaction(async (tx) => {
      await tx.update(brands).set(columns).where(eq(brands.id, id));
      await recordEvent(tx, {
        type: 'brand.updated',
        actor: { kind: 'staff', id: staff.staffId },
        at: deps.clock.now(),
        brandId: id,
        payload: { fields },
      });
    });
  return {
    data: adminBrandWire(await loadOne(deps, staff, id)),
    message: ADMIN_BRAND_MESSAGES.updated,
  };
}
