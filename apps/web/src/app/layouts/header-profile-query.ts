import { getProfile } from '@ih/contract/routes/profile';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Shared with the profile page so an update there refreshes the header too. */
export const PROFILE_QUERY_KEY = ['influencer', 'profile'] as const;

/**
 * GET /v1/influencer/profile for the header. Kept apart from the hook so the route loader can start
 * it from the entry without pulling React Query's observer code in (app/route-prefetch.ts).
 */
export const headerProfileQuery = () =>
  queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest(getProfile, { signal }),
    staleTime: 5 * 60_000,
  });
