import { getReferenceLists } from '@ih/contract/routes/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { catalogueKeys } from './keys';

/** Everything the Advanced Filters dialog chooses from, in one call. */
export const referenceListsQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.reference,
    queryFn: async ({ signal }) =>
      (await apiRequest(getReferenceLists, { signal, fallbackMessage: 'Failed to fetch filter options' }))
        .data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useReferenceLists = (enabled = true) => useQuery({ ...referenceListsQuery(), enabled });
