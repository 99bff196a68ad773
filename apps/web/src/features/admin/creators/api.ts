import type { InfluencerStatus } from '@ih/contract/enums';
import {
  getAdminInfluencer,
  listAdminInfluencers,
  updateAdminInfluencer,
} from '@ih/contract/routes/admin-influencers';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiQuery, pagedQuery } from '@/lib/api-query';
import { useSingleFlightMutation } from '@/lib/use-single-flight';

export const CREATORS_PAGE_SIZE = 20;

export interface CreatorListFilters {
  search: string;
  status: InfluencerStatus | undefined;
  page: number;
}

const keys = {
  all: ['admin', 'influencers'] as const,
  list: (f: CreatorListFilters) => [...keys.all, 'list', f] as const,
  detail: (id: string) => [...keys.all, 'detail', id] as const,
};

export const creatorsQuery = (f: CreatorListFilters) =>
  pagedQuery(keys.list(f), listAdminInfluencers, {
    query: { search: f.search || undefined, status: f.status, page: f.page, limit: CREATORS_PAGE_SIZE },
    fallbackMessage: 'Failed to fetch creators',
  });

export const creatorQuery = (id: string) =>
  apiQuery(keys.detail(id), getAdminInfluencer, {
    params: { id },
    fallbackMessage: 'Failed to fetch creator',
  });

export function useSetCreatorStatus(id: string) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (status: InfluencerStatus) =>
      apiRequest(updateAdminInfluencer, {
        params: { id },
        body: { status },
        fallbackMessage:
          status === 'suspended' ? 'Failed to suspend the creator' : 'Failed to reinstate the creator',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
