import { REFERENCE_MESSAGES } from '@ih/contract/reference-messages';
import { listBrandNiches } from '@ih/contract/routes/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { catalogueKeys } from './keys';

export const brandNichesQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.niches,
    queryFn: async ({ signal }) =>
      (await apiRequest(listBrandNiches, { signal, fallbackMessage: REFERENCE_MESSAGES.nichesFailed })).data,
    // Reference lists change rarely; one fetch a session is plenty.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useBrandNiches = () => useQuery(brandNichesQuery());
