import type { CreatorLanguage, CreatorSearchSort } from '@ih/contract/discovery-enums';
import type { SocialPlatform } from '@ih/contract/enums';
import { getDiscoveredCreator, searchCreators } from '@ih/contract/routes/discovery';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const SEARCH_PAGE_SIZE = 20;

/** A creator search as the page keeps it in the URL (design §15's query names). */
export interface CreatorSearchParams {
  q: string;
  niche: string;
  platform: SocialPlatform | '';
  minFollowers: number | undefined;
  maxFollowers: number | undefined;
  state: string;
  city: string;
  language: CreatorLanguage | '';
  sort: CreatorSearchSort;
  page: number;
}

const keys = {
  all: ['admin', 'discovery'] as const,
  search: (p: CreatorSearchParams) => [...keys.all, 'search', p] as const,
  creator: (id: string) => [...keys.all, 'creator', id] as const,
};

/**
 * GET /v1/admin/creators/search, shaped as a list page (`data` the cards) with the facets beside it,
 * so the console's list states (loading, empty, error, pages) serve it as they serve every list.
 */
export const creatorSearchQuery = (p: CreatorSearchParams) =>
  queryOptions({
    queryKey: keys.search(p),
    queryFn: ({ signal }) =>
      apiRequest(searchCreators, {
        query: {
          q: p.q || undefined,
          niche: p.niche || undefined,
          platform: p.platform || undefined,
          minFollowers: p.minFollowers,
          maxFollowers: p.maxFollowers,
          state: p.state || undefined,
          city: p.city || undefined,
          language: p.language || undefined,
          sort: p.sort,
          page: p.page,
          limit: SEARCH_PAGE_SIZE,
        },
        signal,
        fallbackMessage: 'Failed to search creators',
      }),
    select: (answer) => ({
      data: answer.data.items,
      facets: answer.data.facets,
      pagination: answer.pagination,
    }),
    // The previous results stay (dimmed) while a new filter loads, so the page does not flash empty.
    placeholderData: keepPreviousData,
  });

export const discoveredCreatorQuery = (id: string) =>
  queryOptions({
    queryKey: keys.creator(id),
    queryFn: ({ signal }) =>
      apiRequest(getDiscoveredCreator, {
        params: { id },
        signal,
        fallbackMessage: 'Failed to fetch creator',
      }),
  });
