import { z } from 'zod';
import { envelope } from './envelope.ts';
import { defineOperation } from './operation.ts';
import { REFERENCE_MESSAGES } from './reference-messages.ts';
import * as route from './routes/reference.ts';

export { REFERENCE_MESSAGES };

export const categoryItem = z.object({ _id: z.uuid(), name: z.string() });
export const nicheItem = z.object({ niche_id: z.uuid(), name: z.string() });
export const countryItem = z.object({
  _id: z.uuid(),
  country: z.string(),
  value: z.string(),
  country_logo: z.string(),
});
export const platformItem = z.object({ _id: z.uuid(), platform_name: z.string(), platform_logo: z.string() });
export const namedItem = z.object({ _id: z.uuid(), name: z.string() });
export const deliverableTypeItem = z.object({
  _id: z.uuid(),
  content_type: z.string(),
  is_video: z.boolean(),
});

export const listCategories = defineOperation({
  ...route.listCategories,
  summary: 'Content categories (the niche grid and campaign filter)',
  tags: ['reference'],
  response: envelope(z.array(categoryItem)),
});

export const listCountries = defineOperation({
  ...route.listCountries,
  summary: 'Countries (India only)',
  tags: ['reference'],
  response: envelope(z.array(countryItem)),
});

export const listBrandNiches = defineOperation({
  ...route.listBrandNiches,
  summary: 'Brand niches (the brand list Category filter)',
  tags: ['reference'],
  response: envelope(z.array(nicheItem)),
});

/** Everything the campaign filters and the staff campaign form choose from, in one call. */
export const referenceLists = z.object({
  platforms: z.array(platformItem),
  deliverableTypes: z.array(deliverableTypeItem),
  languages: z.array(namedItem),
  states: z.array(namedItem),
  followerBuckets: z.array(namedItem),
  influencerKinds: z.array(namedItem),
  categories: z.array(categoryItem),
  niches: z.array(nicheItem),
  countries: z.array(countryItem),
});
export type ReferenceLists = z.infer<typeof referenceLists>;

export const getReferenceLists = defineOperation({
  ...route.getReferenceLists,
  summary: 'All reference lists (platforms, deliverable types, languages, states, follower buckets, kinds)',
  tags: ['reference'],
  response: envelope(referenceLists),
});
