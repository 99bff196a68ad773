import { ADMIN_BRAND_MESSAGES, type brandInput } from '@ih/contract/admin-brands';
import { UUID_PATTERN } from '@ih/contract/patterns';
import { istDay } from '@ih/contract/payout-terms';
import type { z } from 'zod';
import { recordEvent } from '../../events/record.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { type StaffPrincipal, staffCanActOnBrand } from '../../plugins/auth.ts';
import {
  type BrandColumns,
  countNiches,
  countryExists,
  defaultCountryId,
  findBrandById,
  findBrandPage,
  insertBrand,
  updateBrandRow,
} from './admin-repository.ts';
import { checkPublicFileUrls } from './assets.ts';
import { sanitizeDescription } from './html.ts';
import { latePayoutsOf } from './late-payouts.ts';
import { paymentRecordsOf } from './payment-record.ts';
import { adminBrandWire, type BrandWithCountry } from './wire.ts';

type Input = Partial<z.output<typeof brandInput>>;

/** One brand with its payment record (staff see the same figures creators do). */
async function withRecord(deps: Deps, row: BrandWithCountry) {
  const records = await paymentRecordsOf(deps.db, [row.brand.id], istDay(deps.clock.now()));
  return adminBrandWire(row, records.get(row.brand.id));
}

async function loadOne(deps: Deps, staff: StaffPrincipal, id: string) {
  if (!UUID_PATTERN.test(id) || !staffCanActOnBrand(staff, id)) throw notFound(ADMIN_BRAND_MESSAGES.notFound);
  const row = await findBrandById(deps.db, id);
  if (!row) throw notFound(ADMIN_BRAND_MESSAGES.notFound);
  return row;
}

/** Maps the wire-like input to columns, checking references, files and sanitising the HTML. */
async function toColumns(deps: Deps, input: Input): Promise<BrandColumns> {
  const errors: Record<string, string> = {};
  if (input.country_id && !(await countryExists(deps.db, input.country_id)))
    errors.country_id = ADMIN_BRAND_MESSAGES.countryInvalid;
  if (input.niche_ids?.length) {
    const unique = [...new Set(input.niche_ids)];
    if ((await countNiches(deps.db, unique)) !== unique.length)
      errors.niche_ids = ADMIN_BRAND_MESSAGES.nicheInvalid;
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
  const out: BrandColumns = {
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
  const { rows, total } = await findBrandPage(deps.db, staff, q);
  const records = await paymentRecordsOf(
    deps.db,
    rows.map((r) => r.brand.id),
    istDay(deps.clock.now()),
  );
  return { items: rows.map((r) => adminBrandWire(r, records.get(r.brand.id))), total };
}

export async function getBrandForStaff(deps: Deps, staff: StaffPrincipal, id: string) {
  return withRecord(deps, await loadOne(deps, staff, id));
}

/** The late payouts behind the brand's payment record; another brand's member gets 404, as for the brand. */
export async function latePayoutsForStaff(deps: Deps, staff: StaffPrincipal, id: string) {
  const brand = await loadOne(deps, staff, id);
  return latePayoutsOf(deps.db, brand.brand.id, istDay(deps.clock.now()));
}

export async function createBrand(deps: Deps, staff: StaffPrincipal, input: z.output<typeof brandInput>) {
  if (staff.role !== 'admin') throw forbidden(ADMIN_BRAND_MESSAGES.adminsOnly);
  const columns = await toColumns(deps, input);
  const countryId = columns.countryId ?? (await defaultCountryId(deps.db));
  if (!countryId)
    throw badRequest(ADMIN_BRAND_MESSAGES.countryInvalid, {
      country_id: ADMIN_BRAND_MESSAGES.countryInvalid,
    });
  const id = await deps.db.transaction(async (tx) => {
    const created = await insertBrand(tx, {
      name: input.brand_name,
      companyName: input.brand_company_name,
      ...columns,
      countryId,
    });
    await recordEvent(tx, {
      type: 'brand.created',
      actor: { kind: 'staff', id: staff.staffId },
      at: deps.clock.now(),
      brandId: created,
      payload: { name: input.brand_name },
    });
    return created;
  });
  return adminBrandWire(await loadOne(deps, staff, id));
}

export async function updateBrand(deps: Deps, staff: StaffPrincipal, id: string, input: Input) {
  await loadOne(deps, staff, id);
  const columns = await toColumns(deps, input);
  const fields = Object.keys(columns);
  if (fields.length)
    await deps.db.transaction(async (tx) => {
      await updateBrandRow(tx, id, columns);
      await recordEvent(tx, {
        type: 'brand.updated',
        actor: { kind: 'staff', id: staff.staffId },
        at: deps.clock.now(),
        brandId: id,
        payload: { fields },
      });
    });
  return adminBrandWire(await loadOne(deps, staff, id));
}
