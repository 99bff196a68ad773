import { getApplyStats } from '@ih/contract/routes/apply';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { catalogueKeys } from './keys';

export const applyStatsQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.stats,
    queryFn: async ({ signal }) => (await apiRequest(getApplyStats, { signal })).data,
    // Stats failures are only logged (doc 000 §7); the tiles fall back to zero.
    retry: false,
  });
