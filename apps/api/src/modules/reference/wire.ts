import type {
  categoryItem,
  countryItem,
  deliverableTypeItem,
  namedItem,
  nicheItem,
  platformItem,
} from '@ih/contract/reference';
import type { z } from 'zod';
import type {
  categories,
  countries,
  deliverableTypes,
  niches,
  platforms,
} from '../../db/schema/reference.ts';

/** Rows to the documents' wire shapes (`niche_id`, `country`, `platform_logo`, …), in one place. */
export const toCategory = (r: typeof categories.$inferSelect): z.input<typeof categoryItem> => ({
  _id: r.id,
  name: r.name,
});

export const toNiche = (r: typeof niches.$inferSelect): z.input<typeof nicheItem> => ({
  niche_id: r.id,
  name: r.name,
});

export const toCountry = (r: typeof countries.$inferSelect): z.input<typeof countryItem> => ({
  _id: r.id,
  country: r.name,
  value: r.value,
  country_logo: r.flagUrl,
});

export const toPlatform = (r: typeof platforms.$inferSelect): z.input<typeof platformItem> => ({
  _id: r.id,
  platform_name: r.name,
  platform_logo: r.logoUrl,
});

export const toDeliverableType = (
  r: typeof deliverableTypes.$inferSelect,
): z.input<typeof deliverableTypeItem> => ({
  _id: r.id,
  content_type: r.contentType,
  is_video: r.isVideo !== 0,
});

export const toNamed = (r: { id: string; name: string }): z.input<typeof namedItem> => ({
  _id: r.id,
  name: r.name,
});
