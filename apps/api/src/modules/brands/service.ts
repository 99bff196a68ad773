import { BRAND_MESSAGES, brandItem } from '@ih/contract/brands';
import { paginationOf } from '@ih/contract/envelope';
import { UUID_PATTERN } from '@ih/contract/patterns';
import { and, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/client.ts';
import { brands } from '../../db/schema/catalogue.ts';
import { envelopeBytes } from '../../lib/answer-bytes.ts';
import { notFound } from '../../lib/app-error.ts';
import type { SessionCheck } from '../../plugins/session-rule.ts';
import type { CatalogueCache } from '../catalogue/cache.ts';
import { catalogueStateFor } from '../catalogue/cache.ts';
import { type BrandPageRow, brandPage, countBrands } from './page-repository.ts';
import { paymentRecordsOf } from './payment-record.ts';
import { activeTasksOf, brandRowsByIds, findBrand, resolveCountry, resolveNiche } from './repository.ts';
import { brandWire } from './wire.ts';

/** What the brand list needs: the ORM for cold fills, the pool for prepared statements, the cache. */
export interface BrandListDeps {
  db: Db;
  pool: pg.Pool;
  cache: CatalogueCache;
}

/**
 * The creator's brand list as the JSON answer (issue 17, ADR 022, ADR 025). It depends on no caller,
 * so whole answers are cached per query and day under the catalogue version the request's one
 * statement read (which also checks the session). A miss runs one statement for the page and total,
 * then each brand's cached fragment (its wire JSON with the payment record counted to `today`),
 * checked by the contract's schema once, when it is made.
 */
export async function listActiveBrandsJson(
  { db, pool, cache }: BrandListDeps,
  influencerId: string,
  q: { niche?: string; country?: string; page: number; limit: number },
  today: string,
  /** Set when the caller's session is to be checked in this call's statement (plugins/auth.ts). */
  check?: SessionCheck,
): Promise<Buffer> {
  const state = await catalogueStateFor(cache, influencerId, check);
  const key = JSON.stringify([q.niche ?? null, q.country ?? null, q.page, q.limit, today]);
  const hit = cache.answers.get(key, state.version);
  if (hit) return hit.value;
  const [nicheId, countryId] = await Promise.all([
    q.niche ? resolveNiche(db, q.niche) : undefined,
    q.country ? resolveCountry(db, q.country) : undefined,
  ]);
  const filter = { nicheId: nicheId ?? undefined, countryId: countryId ?? undefined };
  const rows = nicheId === null || countryId === null ? [] : await brandPage(pool, filter, q.page, q.limit);
  const total =
    rows[0]?.total ?? (nicheId === null || countryId === null ? 0 : await countBrands(pool, filter));
  const versionOf = (r: BrandPageRow) => `${r.version}:${today}`;
  const found = new Map<string, string>();
  const missing: BrandPageRow[] = [];
  for (const r of rows) {
    const fragment = cache.brands.get(r.id, versionOf(r));
    if (fragment) found.set(r.id, fragment.json);
    else missing.push(r);
  }
  if (missing.length) {
    const ids = missing.map((r) => r.id);
    const [loaded, records] = await Promise.all([brandRowsByIds(db, ids), paymentRecordsOf(db, ids, today)]);
    const byId = new Map(loaded.map((b) => [b.brand.id, b]));
    for (const r of missing) {
      const b = byId.get(r.id);
      if (!b) continue;
      const json = JSON.stringify(brandItem.parse(brandWire(b, records.get(r.id))));
      found.set(r.id, json);
      cache.brands.set(r.id, { version: versionOf(r), json });
    }
  }
  const items = rows.flatMap((r) => found.get(r.id) ?? []);
  const p = paginationOf(q.page, q.limit, total);
  const json = envelopeBytes([Buffer.from(`[${items.join(',')}]`)], BRAND_MESSAGES.listed, p);
  // Stored under the version the request read: the page's own statement ran after it, so is never older.
  cache.answers.set(key, { version: state.version, value: json });
  return json;
}

/** By id or by name, case-insensitive (the web's route parameter holds either). Inactive brands are 404. */
export async function getActiveBrand(db: Db, idOrName: string, today: string) {
  const key = UUID_PATTERN.test(idOrName)
    ? eq(brands.id, idOrName)
    : sql`lower(${brands.name}) = lower(${idOrName})`;
  const found = await findBrand(db, and(key, eq(brands.status, 'active')));
  if (!found) throw notFound(BRAND_MESSAGES.notFound);
  return {
    brand: brandWire(found, (await paymentRecordsOf(db, [found.brand.id], today)).get(found.brand.id)),
    activeTasks: await activeTasksOf(db, found.brand.id),
  };
}
