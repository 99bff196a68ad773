import { z } from 'zod';
import { FOLLOWERS_MAX } from './constants.ts';
import { CREATOR_LANGUAGES, CREATOR_SEARCH_SORTS } from './discovery-enums.ts';
import { DISCOVERY_MESSAGES } from './discovery-messages.ts';
import { SOCIAL_PLATFORMS } from './enums.ts';
import { envelope, pageQuery, paginationSchema } from './envelope.ts';
import { defineOperation } from './operation.ts';
import * as route from './routes/discovery.ts';

export { DISCOVERY_MESSAGES };

/**
 * A creator as brands find them (design §15): what the creator chose to show, and their record on
 * Influence Hub. Never their e-mail, mobile, address, bank or tax details: the card has no field for
 * them, so no query can leak one by accident.
 */
export const discoveryCard = z.object({
  _id: z.uuid(),
  name: z.string(),
  /** A signed URL (private upload) or null. */
  profileImage: z.string().nullable(),
  niches: z.array(z.string()),
  /** In the creator's order; followers as a number (the typed '1.2K' read as 1200), null if unreadable. */
  platforms: z.array(
    z.object({ platform: z.string(), handle: z.string(), followers: z.number().int().nullable() }),
  ),
  city: z.string(),
  state: z.string(),
  languages: z.array(z.string()),
  /** Work confirmed live (final posted) on Influence Hub. */
  completedJobs: z.number().int(),
  /** Of the completed jobs, the share whose work arrived by the campaign's deadline; null before any. */
  onTimeDeliveryRate: z.number().min(0).max(1).nullable(),
  /** Design §17: the median views of the creator's confirmed results, per platform (posts counted). */
  medianViews: z.array(z.object({ platform: z.string(), views: z.number().int(), posts: z.number().int() })),
});
export type DiscoveryCard = z.infer<typeof discoveryCard>;

export const facetValue = z.object({ value: z.string(), count: z.number().int() });
export type FacetValue = z.infer<typeof facetValue>;

/** Each facet counts over every other filter, never its own (so picking a niche leaves the others). */
export const discoveryFacets = z.object({
  niche: z.array(facetValue),
  platform: z.array(facetValue),
  state: z.array(facetValue),
});
export type DiscoveryFacets = z.infer<typeof discoveryFacets>;

const blank = (v: unknown) => (typeof v === 'string' && (v.trim() === '' || v === 'all') ? undefined : v);
const text = z.preprocess(blank, z.string().trim().max(100, DISCOVERY_MESSAGES.tooLong).optional());
const followers = z.preprocess(
  blank,
  z.coerce
    .number({ error: DISCOVERY_MESSAGES.followers })
    .int(DISCOVERY_MESSAGES.followers)
    .min(0, DISCOVERY_MESSAGES.followers)
    .max(FOLLOWERS_MAX, DISCOVERY_MESSAGES.followers)
    .optional(),
);

export const creatorSearchQuery = z
  .object({
    /** Name or handle: words (full text) or any part of them (trigrams). */
    q: text,
    /** A category name, as creators pick their niches. */
    niche: text,
    platform: z.preprocess(
      blank,
      z.enum(SOCIAL_PLATFORMS, { error: DISCOVERY_MESSAGES.platform }).optional(),
    ),
    /** Over the creator's followers on all platforms together. */
    minFollowers: followers,
    maxFollowers: followers,
    state: text,
    /** Matched whole, in any case ('bengaluru' finds Bengaluru). */
    city: text,
    language: z.preprocess(
      blank,
      z.enum(CREATOR_LANGUAGES, { error: DISCOVERY_MESSAGES.language }).optional(),
    ),
    sort: z.preprocess(
      blank,
      z.enum(CREATOR_SEARCH_SORTS, { error: DISCOVERY_MESSAGES.sort }).default('relevance'),
    ),
    ...pageQuery(20),
  })
  .refine(
    (q) => q.minFollowers === undefined || q.maxFollowers === undefined || q.minFollowers <= q.maxFollowers,
    {
      message: DISCOVERY_MESSAGES.followersRange,
      path: ['minFollowers'],
    },
  );
export type CreatorSearchQuery = z.output<typeof creatorSearchQuery>;

export const searchCreators = defineOperation({
  ...route.searchCreators,
  summary:
    'Creator discovery: discoverable, active creators by name or handle and filters, with facet counts (each over the other filters); no contact, bank or tax data',
  tags: ['staff: discovery'],
  query: creatorSearchQuery,
  // The house envelope around §15's { items, facets }: pagination beside data, as every list has it.
  response: z.object({
    success: z.literal(true),
    data: z.object({ items: z.array(discoveryCard), facets: discoveryFacets }),
    message: z.string(),
    pagination: paginationSchema,
  }),
});

/** A finished job shown on the creator's page: only the viewer's own brands' campaigns (admins: all). */
export const discoveryWorkItem = z.object({
  /** The application. */
  _id: z.uuid(),
  campaign: z.object({ _id: z.uuid(), campaign_id: z.string(), event_name: z.string() }),
  brand: z.object({ _id: z.uuid(), name: z.string() }),
  finalPostedAt: z.string(),
  /** Whether the work arrived by the campaign's deadline; null when that is not known. */
  onTime: z.boolean().nullable(),
});
export type DiscoveryWorkItem = z.infer<typeof discoveryWorkItem>;

export const discoveredCreator = discoveryCard.extend({ work: z.array(discoveryWorkItem) });
export type DiscoveredCreator = z.infer<typeof discoveredCreator>;

export const getDiscoveredCreator = defineOperation({
  ...route.getDiscoveredCreator,
  summary:
    "A discoverable creator's card and their finished work for the caller's own brands' campaigns (admins: all)",
  tags: ['staff: discovery'],
  params: z.object({ id: z.uuid({ error: DISCOVERY_MESSAGES.notFound }) }),
  response: envelope(discoveredCreator),
});
