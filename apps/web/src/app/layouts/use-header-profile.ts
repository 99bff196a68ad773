import { getProfile } from '@ih/contract/profile';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export interface HeaderProfile {
  name: string | null;
  email: string | null;
  image: string | null;
  loading: boolean;
}

/** Shared with the profile page so an update there refreshes the header too. */
export const PROFILE_QUERY_KEY = ['influencer', 'profile'] as const;

/**
 * Who the header greets: GET /v1/influencer/profile (doc 000 §7). Profile failures are only logged
 * (doc 000 §7), so the header then falls back to the user stored at sign-in and never shows an error.
 */
export function useHeaderProfile(): HeaderProfile {
  const stored = useSession('creator')?.user;
  const query = useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest(getProfile, { signal }),
    staleTime: 5 * 60_000,
  });
  if (query.isError && import.meta.env.DEV) console.warn('Profile for the header failed:', query.error);
  const data = query.data?.data;
  return {
    name: data?.name || stored?.name || null,
    email: data?.email || stored?.email || null,
    image: data?.profile_image || stored?.profile_image || null,
    loading: query.isPending && !stored?.name,
  };
}
