import { getApplyStats } from '@ih/contract/routes/apply';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { workKeys } from './keys';

/** GET /v1/influencer/apply/stats. Failures are only logged (doc 001 §7), so no retries either. */
export const workStatsQuery = () =>
  queryOptions({
    queryKey: workKeys.stats,
    queryFn: async ({ signal }) => (await apiRequest(getApplyStats, { signal })).data,
    retry: false,
  });

export const useWorkStats = () => useQuery(workStatsQuery());
