import type { BrandRequestStatus } from '@ih/contract/brand-team-enums';
import {
  adminApproveBrandRequest,
  adminListBrandRequests,
  adminRejectBrandRequest,
} from '@ih/contract/routes/brand-requests';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSingleFlightMutation } from '@/lib/use-single-flight';

export const BRAND_REQUESTS_PAGE_SIZE = 20;

export interface BrandRequestFilters {
  status: BrandRequestStatus | undefined;
  page: number;
}

const keys = {
  all: ['admin', 'brand-requests'] as const,
  list: (f: BrandRequestFilters) => [...keys.all, 'list', f] as const,
};

export const brandRequestsQuery = (f: BrandRequestFilters) =>
  queryOptions({
    queryKey: keys.list(f),
    queryFn: ({ signal }) =>
      apiRequest(adminListBrandRequests, {
        query: { status: f.status, page: f.page, limit: BRAND_REQUESTS_PAGE_SIZE },
        signal,
        fallbackMessage: 'Failed to fetch brand requests',
      }),
    // Keep showing the previous page while the next loads, so the list does not flash empty.
    placeholderData: keepPreviousData,
  });

/** Approve or reject one request; every list of requests (and the brands list) is refreshed afterwards. */
export function useDecideRequest(id: string) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (decision: { approve: true } | { approve: false; reason: string }) =>
      decision.approve
        ? apiRequest(adminApproveBrandRequest, {
            params: { id },
            fallbackMessage: 'Failed to approve the request',
          })
        : apiRequest(adminRejectBrandRequest, {
            params: { id },
            body: { reason: decision.reason },
            fallbackMessage: 'Failed to reject the request',
          }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.all }),
        client.invalidateQueries({ queryKey: ['admin', 'brands'] }),
      ]),
  });
}
