/**
 * Query keys of the catalogue. Everything about campaigns sits under one root so an application or a
 * save can refresh every list that shows the campaign with a single invalidation.
 */
export const catalogueKeys = {
  stats: ['apply-stats'] as const,
  brands: ['brands'] as const,
  brandList: (f: { niche?: string; country?: string; limit: number }) => ['brands', 'list', f] as const,
  brand: (idOrName: string) => ['brands', 'detail', idOrName.toLowerCase()] as const,
  niches: ['reference', 'brand-niches'] as const,
  countries: ['reference', 'countries'] as const,
  reference: ['reference', 'all'] as const,
  campaigns: ['campaigns'] as const,
  campaignList: (q: object) => ['campaigns', 'list', q] as const,
  savedList: ['campaigns', 'saved'] as const,
  campaign: (id: string) => ['campaigns', 'detail', id] as const,
};
