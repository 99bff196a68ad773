import { z } from 'zod';
import { envelope } from './envelope.ts';
import { defineOperation } from './operation.ts';

export const REFERENCE_MESSAGES = {
  categoriesFailed: 'Failed to fetch categories',
  countriesFailed: 'Failed to fetch countries',
  nichesFailed: 'Failed to fetch brand niches',
} as const;

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
  method: 'GET',
  path: '/v1/influencer/category',
  summary: 'Content categories (the niche grid and campaign filter)',
  tags: ['reference'],
  access: 'public',
  response: envelope(z.array(categoryItem)),
});

export const listCountries = defineOperation({
  method: 'GET',
  path: '/v1/influencer/country/list',
  summary: 'Countries (India only)',
  tags: ['reference'],
  access: 'public',
  response: envelope(z.array(countryItem)),
});

export const listBrandNiches = defineOperation({
  method: 'GET',
  path: '/v1/influencer/brand/niche/list',
  summary: 'Brand niches (the brand list Category filter)',
  tags: ['reference'],
  access: 'public',
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
  method: 'GET',
  path: '/v1/reference',
  summary: 'All reference lists (platforms, deliverable types, languages, states, follower buckets, kinds)',
  tags: ['reference'],
  access: 'public',
  response: envelope(referenceLists),
});
