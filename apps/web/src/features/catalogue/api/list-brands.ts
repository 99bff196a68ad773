import { BRAND_MESSAGES } from '@ih/contract/brands-messages';
import { listBrands } from '@ih/contract/routes/brands';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { catalogueKeys } from './keys';

export const BRANDS_PAGE_SIZE = 12;

export interface BrandFilters {
  niche?: string;
  country?: string;
}

const fetchBrands = (f: BrandFilters, page: number, limit: number, signal: AbortSignal) =>
  apiRequest(listBrands, {
    query: { niche: f.niche, country: f.country, page, limit },
    signal,
    fallbackMessage: BRAND_MESSAGES.listFailed,
  });

/** One page of brands (the dashboard's logo tiles). */
export const brandsQuery = (limit: number) =>
  queryOptions({
    queryKey: catalogueKeys.brandList({ limit }),
    queryFn: ({ signal }) => fetchBrands({}, 1, limit, signal),
  });

/** The brands page: 'Load More Brands' appends the next page (design §10). */
export const brandsInfiniteQuery = (f: BrandFilters) =>
  infiniteQueryOptions({
    queryKey: [...catalogueKeys.brandList({ ...f, limit: BRANDS_PAGE_SIZE }), 'infinite'],
    queryFn: ({ pageParam, signal }) => fetchBrands(f, pageParam, BRANDS_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
  });
