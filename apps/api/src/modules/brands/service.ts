import { BRAND_MESSAGES } from '@ih/contract/brands';
import { paginationOf } from '@ih/contract/envelope';
import { UUID_PATTERN } from '@ih/contract/patterns';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands } from '../../db/schema/catalogue.ts';
import { notFound } from '../../lib/app-error.ts';
import { paymentRecordsOf } from './payment-record.ts';
import { activeTasksOf, findBrand, listBrandRows, resolveCountry, resolveNiche } from './repository.ts';
import { brandWire } from './wire.ts';

export async function listActiveBrands(
  db: Db,
  q: { niche?: string; country?: string; page: number; limit: number },
  today: string,
) {
  const [nicheId, countryId] = await Promise.all([
    q.niche ? resolveNiche(db, q.niche) : undefined,
    q.country ? resolveCountry(db, q.country) : undefined,
  ]);
  const nothing = nicheId === null || countryId === null;
  const where = and(
    eq(brands.status, 'active'),
    nicheId ? sql`${brands.nicheIds} @> array[${nicheId}]::uuid[]` : undefined,
    countryId ? eq(brands.countryId, countryId) : undefined,
  );
  const { rows, total } = nothing ? { rows: [], total: 0 } : await listBrandRows(db, where, q.page, q.limit);
  const records = await paymentRecordsOf(
    db,
    rows.map((r) => r.brand.id),
    today,
  );
  return {
    data: rows.map((r) => brandWire(r, records.get(r.brand.id))),
    message: BRAND_MESSAGES.listed,
    pagination: paginationOf(q.page, q.limit, total),
  };
}

/** By id or by name, case-insensitive (the web's route parameter holds either). Inactive brands are 404. */
export async function getActiveBrand(db: Db, idOrName: string, today: string) {
  const key = UUID_PATTERN.test(idOrName)
    ? eq(brands.id, idOrName)
    : sql`lower(${brands.name}) = lower(${idOrName})`;
  const found = await findBrand(db, and(key, eq(brands.status, 'active')));
  if (!found) throw notFound(BRAND_MESSAGES.notFound);
  return {
    message: BRAND_MESSAGES.fetched,
    data: {
      brand: brandWire(found, (await paymentRecordsOf(db, [found.brand.id], today)).get(found.brand.id)),
      activeTasks: await activeTasksOf(db, found.brand.id),
    },
  };
}
