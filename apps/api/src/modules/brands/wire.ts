import type { BrandItem } from '@ih/contract/brands';
import type { brands } from '../../db/schema/catalogue.ts';
import { NO_RECORD, type PaymentRecordFigures } from './payment-record.ts';

export type BrandRow = typeof brands.$inferSelect;
export interface BrandWithCountry {
  brand: BrandRow;
  countryName: string;
  countryFlag: string;
}

/** The one mapping of a brand row to the documents' Brand (`county_name` as they spell it). */
export function brandWire(
  { brand, countryName, countryFlag }: BrandWithCountry,
  record: PaymentRecordFigures = NO_RECORD,
): BrandItem {
  return {
    _id: brand.id,
    brand_name: brand.name,
    brand_company_name: brand.companyName,
    brand_logo: brand.logoUrl,
    website_link: brand.websiteLink,
    about_brand: brand.about,
    description: brand.descriptionHtml,
    county_name: countryName,
    country_logo: countryFlag,
    ...record,
  };
}

/** A brand as staff see it: the creator's shape plus status, ids and times. */
export const adminBrandWire = (row: BrandWithCountry, record?: PaymentRecordFigures) => ({
  ...brandWire(row, record),
  status: row.brand.status,
  country_id: row.brand.countryId,
  niche_ids: row.brand.nicheIds,
  createdAt: row.brand.createdAt.toISOString(),
  updatedAt: row.brand.updatedAt.toISOString(),
});
