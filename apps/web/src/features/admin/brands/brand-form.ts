import type { adminBrand, brandInput } from '@ih/contract/admin-brands';
import type { BrandStatus } from '@ih/contract/enums';
import type { FieldErrors, Resolver, ResolverOptions } from 'react-hook-form';
import type { z } from 'zod';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';

type AdminBrand = z.infer<typeof adminBrand>;
export type BrandBody = z.input<typeof brandInput>;

/** What the form edits: plain strings for inputs ('' for nothing chosen), ids for the choices. */
export interface BrandFormValues {
  brand_name: string;
  brand_company_name: string;
  brand_logo: string;
  website_link: string;
  about_brand: string;
  description: string;
  country_id: string;
  niche_ids: string[];
  status: BrandStatus;
}

export const emptyBrand = (): BrandFormValues => ({
  brand_name: '',
  brand_company_name: '',
  brand_logo: '',
  website_link: '',
  about_brand: '',
  description: '',
  country_id: '',
  niche_ids: [],
  status: 'active',
});

export function brandToValues(b: AdminBrand): BrandFormValues {
  return {
    brand_name: b.brand_name,
    brand_company_name: b.brand_company_name,
    brand_logo: b.brand_logo ?? '',
    website_link: b.website_link ?? '',
    about_brand: b.about_brand,
    description: b.description,
    country_id: b.country_id,
    niche_ids: b.niche_ids,
    status: b.status,
  };
}

/**
 * The request body. A blank logo or website is sent as null so clearing it on edit removes it; no
 * country leaves the choice to the server (India, the only one). Edits leave the status out: the
 * page's Deactivate action owns it, and a stale copy in the form must not undo it.
 */
export function brandToBody(v: BrandFormValues, mode: 'create' | 'edit'): BrandBody {
  const body: BrandBody = {
    brand_name: v.brand_name,
    brand_company_name: v.brand_company_name,
    brand_logo: v.brand_logo.trim() || null,
    website_link: v.website_link.trim() || null,
    about_brand: v.about_brand,
    description: v.description,
    country_id: v.country_id || undefined,
    niche_ids: v.niche_ids,
  };
  if (mode === 'create') body.status = v.status;
  return body;
}

/**
 * The contract's schema, with zod, loads on first validation rather than with the page (design §7);
 * the form preloads it when idle (`usePreloadWhenIdle(brandValidation)`).
 */
export const brandValidation = lazyZodResolver(() =>
  import('@ih/contract/admin-brands').then((m) => m.brandInput),
);

/**
 * The contract's own schema judges the form (one rule set for server and browser). The field names
 * are the body's, so its error paths land on the right inputs. Valid values pass through unchanged:
 * the submit handler maps them.
 */
export const brandResolver: Resolver<BrandFormValues, unknown, BrandFormValues> = async (
  values,
  ctx,
  options,
) => {
  const result = await brandValidation(
    brandToBody(values, 'create'),
    ctx,
    options as unknown as ResolverOptions<BrandBody>,
  );
  return Object.keys(result.errors).length
    ? { values: {}, errors: result.errors as FieldErrors<BrandFormValues> }
    : { values, errors: {} };
};

const FIELD_LABELS: Record<string, string> = {
  brand_name: 'Brand name',
  brand_company_name: 'Company name',
  brand_logo: 'The logo',
  website_link: 'Website',
  about_brand: 'About',
  description: 'Description',
};

/**
 * The contract's brand messages start with the wire name ('brand_name is required'); people read
 * the label they see instead.
 */
export function humanise(message: string | undefined): string | undefined {
  if (!message) return message;
  const field = /^(\w+) /.exec(message)?.[1];
  return field && FIELD_LABELS[field] ? `${FIELD_LABELS[field]}${message.slice(field.length)}` : message;
}
