import { z } from 'zod';
import { brandItem } from './brands.ts';
import { BRAND_STATUSES } from './enums.ts';
import { envelope, pageQuery, paginatedEnvelope } from './envelope.ts';
import { defineOperation } from './operation.ts';
import * as route from './routes/admin-brands.ts';
import { isHttpUrl, withWebScheme } from './validation.ts';

export const ADMIN_BRAND_MESSAGES = {
  listed: 'Brands fetched successfully',
  fetched: 'Brand fetched successfully',
  created: 'Brand created successfully',
  updated: 'Brand updated successfully',
  notFound: 'Brand Not Found',
  latePayouts: 'Late payouts fetched successfully',
  adminsOnly: 'Only admins can create brands.',
  logoInvalid: 'brand_logo must be an image uploaded with POST /v1/files (purpose brand-logo).',
  countryInvalid: 'Choose a country from the list.',
  nicheInvalid: 'Choose niches from the list.',
} as const;

export const adminBrand = brandItem.extend({
  status: z.enum(BRAND_STATUSES),
  country_id: z.uuid(),
  niche_ids: z.array(z.uuid()),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} is at most ${max} characters`);

/** Wire-like names, as the Brand is shown; mapped to columns in one place (admin-service). */
export const brandInput = z.object({
  brand_name: text('brand_name', 120),
  brand_company_name: text('brand_company_name', 200),
  brand_logo: z.string().trim().max(500).nullable().optional(),
  website_link: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || isHttpUrl(withWebScheme(v)), 'website_link must be a web address')
    .nullable()
    .optional(),
  about_brand: z.string().trim().max(2000, 'about_brand is at most 2000 characters').optional(),
  /** HTML; sanitised on save (basic formatting, lists, links). */
  description: z.string().max(50_000, 'description is at most 50000 characters').optional(),
  country_id: z.uuid('country_id must be a country id').optional(),
  niche_ids: z.array(z.uuid('niche_ids must be niche ids')).max(20).optional(),
  status: z.enum(BRAND_STATUSES).optional(),
});

const idParams = z.object({ id: z.string().trim().min(1).max(100) });

export const adminListBrands = defineOperation({
  ...route.adminListBrands,
  summary: 'Brands the staff member may act on (admins: all)',
  tags: ['admin'],
  query: z.object({
    status: z.enum(BRAND_STATUSES).optional(),
    search: z.string().trim().max(100).optional(),
    ...pageQuery(20),
  }),
  response: paginatedEnvelope(adminBrand),
});

export const adminCreateBrand = defineOperation({
  ...route.adminCreateBrand,
  summary: 'Create a brand (admins only)',
  tags: ['admin'],
  forbidden: ADMIN_BRAND_MESSAGES.adminsOnly,
  body: brandInput,
  response: envelope(adminBrand),
  status: 201,
});

export const adminGetBrand = defineOperation({
  ...route.adminGetBrand,
  summary: 'One brand',
  tags: ['admin'],
  params: idParams,
  response: envelope(adminBrand),
});

export const latePayout = z.object({
  /** The application's id and readable code. */
  _id: z.uuid(),
  applicationCode: z.string(),
  influencer: z.object({ _id: z.uuid(), name: z.string() }),
  campaign: z.object({ _id: z.uuid(), event_name: z.string(), campaign_id: z.string() }),
  final_amount: z.number().int().nullable(),
  payoutDueDate: z.string(),
  /** When it was paid, or null: still unpaid past its due date. */
  paidAt: z.string().nullable(),
  /** Days past the due date: until payment, or until today for an unpaid one. */
  daysLate: z.number().int(),
});
export type LatePayout = z.infer<typeof latePayout>;

export const adminListLatePayouts = defineOperation({
  ...route.adminListLatePayouts,
  summary:
    "The brand's payouts due in the last 90 days that were paid late or are still unpaid (its payment record's late ones), most days late first",
  tags: ['admin'],
  params: idParams,
  response: envelope(z.array(latePayout)),
});

export const adminUpdateBrand = defineOperation({
  ...route.adminUpdateBrand,
  summary: 'Change a brand; status inactive hides it and its campaigns from creators',
  tags: ['admin'],
  params: idParams,
  body: brandInput.partial(),
  response: envelope(adminBrand),
});
