import { UUID_PATTERN } from '@ih/contract/patterns';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countryOfBrand, typeOfDeliverable } from '../../db/joins.ts';
import { resolveRef } from '../../db/resolve-ref.ts';
import { brands, campaignDeliverables, campaigns } from '../../db/schema/catalogue.ts';
import { countries, deliverableTypes, niches, platforms } from '../../db/schema/reference.ts';
import type { BrandWithCountry } from './wire.ts';

/** Most recent active campaigns shown on a brand page; the table has no pagination. */
export const BRAND_ACTIVE_TASKS_MAX = 200;

const brandColumns = { brand: brands, countryName: countries.name, countryFlag: countries.flagUrl };

export const resolveNiche = (db: Db, value: string) => resolveRef(db, niches, niches.id, niches.name, value);

/** A country by id, registration value ('india') or name; null when none matches. */
export async function resolveCountry(db: Db, value: string): Promise<string | null> {
  if (UUID_PATTERN.test(value)) return value.toLowerCase();
  const [row] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(
      or(sql`lower(${countries.value}) = lower(${value})`, sql`lower(${countries.name}) = lower(${value})`),
    )
    .limit(1);
  return row?.id ?? null;
}

/** Brands by id with their country (the brand list's cache fills). */
export function brandRowsByIds(db: Db, ids: string[]): Promise<BrandWithCountry[]> {
  return db
    .select(brandColumns)
    .from(brands)
    .innerJoin(countries, countryOfBrand)
    .where(inArray(brands.id, ids));
}

export async function findBrand(db: Db, where: SQL | undefined): Promise<BrandWithCountry | null> {
  const [row] = await db
    .select(brandColumns)
    .from(brands)
    .innerJoin(countries, countryOfBrand)
    .where(where)
    .orderBy(asc(brands.createdAt))
    .limit(1);
  return row ?? null;
}

/** The brand's active campaigns with one deliverable entry per platform × deliverable type (3 queries). */
export async function activeTasksOf(db: Db, brandId: string) {
  const rows = await db
    .select({
      id: campaigns.id,
      code: campaigns.code,
      eventName: campaigns.eventName,
      productTitle: campaigns.productTitle,
      eventDate: campaigns.eventDate,
      status: campaigns.status,
      platformIds: campaigns.platformIds,
    })
    .from(campaigns)
    .where(and(eq(campaigns.brandId, brandId), eq(campaigns.status, 'active')))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(BRAND_ACTIVE_TASKS_MAX);
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const platformIds = [...new Set(rows.flatMap((r) => r.platformIds))];
  const [types, platformRows] = await Promise.all([
    db
      .selectDistinct({ campaignId: campaignDeliverables.campaignId, name: deliverableTypes.contentType })
      .from(campaignDeliverables)
      .innerJoin(deliverableTypes, typeOfDeliverable)
      .where(inArray(campaignDeliverables.campaignId, ids)),
    platformIds.length
      ? db
          .select({ id: platforms.id, logo: platforms.logoUrl })
          .from(platforms)
          .where(inArray(platforms.id, platformIds))
      : Promise.resolve([]),
  ]);
  const logoOf = new Map(platformRows.map((p) => [p.id, p.logo]));
  return rows.map((r) => ({
    _id: r.id,
    campaign_id: r.code,
    event_name: r.eventName,
    product_name: r.productTitle,
    event_date: r.eventDate,
    status: r.status,
    deliverables: r.platformIds.flatMap((pid) => {
      const logo = logoOf.get(pid);
      if (!logo) return [];
      return types
        .filter((t) => t.campaignId === r.id)
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((t) => ({ plaform_logo: logo, deliverableTypeName: t.name }));
    }),
  }));
}
