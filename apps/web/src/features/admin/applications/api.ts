import type { ApplicationStatus, StaffTransition } from '@ih/contract/enums';
import type { BodyOf } from '@ih/contract/operation';
import {
  adminBulkTransition,
  adminGetApplication,
  adminListApplications,
  adminTransitionApplication,
} from '@ih/contract/routes/admin-applications';
import { adminListBrands } from '@ih/contract/routes/admin-brands';
import { adminListCampaigns } from '@ih/contract/routes/admin-campaigns';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSingleFlightMutation } from '@/lib/use-single-flight';

/*
 * The staff application calls, shared by the Applications, Reviews and Overview pages (one staff
 * domain: every page moves the same application through design §4).
 */

export const APPLICATIONS_PAGE_SIZE = 20;

export interface ApplicationListFilters {
  status: ApplicationStatus | undefined;
  taskId?: string | undefined;
  influencerId?: string | undefined;
  brandId?: string | undefined;
  page: number;
  limit?: number;
}

export const applicationKeys = {
  all: ['admin', 'applications'] as const,
  list: (f: ApplicationListFilters) => [...applicationKeys.all, 'list', f] as const,
  detail: (id: string) => [...applicationKeys.all, 'detail', id] as const,
};

export const applicationsQuery = (f: ApplicationListFilters) =>
  queryOptions({
    queryKey: applicationKeys.list(f),
    queryFn: ({ signal }) =>
      apiRequest(adminListApplications, {
        query: {
          status: f.status,
          taskId: f.taskId,
          influencerId: f.influencerId,
          brandId: f.brandId,
          page: f.page,
          limit: f.limit ?? APPLICATIONS_PAGE_SIZE,
        },
        signal,
        fallbackMessage: 'Failed to fetch applications',
      }),
    // Keep the previous page on screen while the next loads, so the queue does not flash empty.
    placeholderData: keepPreviousData,
  });

export const applicationQuery = (id: string) =>
  queryOptions({
    queryKey: applicationKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(adminGetApplication, {
        params: { id },
        signal,
        fallbackMessage: 'Failed to fetch the application',
      }),
  });

/** Campaign and brand choices for the filters: the newest 100 of each is plenty for a select. */
export const campaignChoicesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'tasks', 'choices'] as const,
    queryFn: ({ signal }) =>
      apiRequest(adminListCampaigns, {
        query: { page: 1, limit: 100 },
        signal,
        fallbackMessage: 'Failed to fetch campaigns',
      }),
    staleTime: 60_000,
  });

export const brandChoicesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'brands', 'choices'] as const,
    queryFn: ({ signal }) =>
      apiRequest(adminListBrands, {
        query: { page: 1, limit: 100 },
        signal,
        fallbackMessage: 'Failed to fetch brands',
      }),
    staleTime: 60_000,
  });

export type TransitionInput = { id: string } & BodyOf<typeof adminTransitionApplication>;

export const TRANSITION_FAILED: Record<StaffTransition, string> = {
  accepted: 'Failed to accept the application',
  declined: 'Failed to decline the application',
  rework: 'Failed to request rework',
  approved: 'Failed to approve the work',
  'final posted': 'Failed to confirm the posts',
};

/** Every staff move touches the queues, the counts and (for final posted) the payouts. */
function useInvalidatePipeline() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: applicationKeys.all }),
      client.invalidateQueries({ queryKey: ['admin', 'payments'] }),
      client.invalidateQueries({ queryKey: ['admin', 'influencers'] }),
    ]);
}

export function useTransition() {
  const invalidate = useInvalidatePipeline();
  return useSingleFlightMutation({
    mutationFn: ({ id, ...body }: TransitionInput) =>
      apiRequest(adminTransitionApplication, {
        params: { id },
        body,
        fallbackMessage: TRANSITION_FAILED[body.to],
      }),
    // Refetch on failure too: a 422 means someone else moved it, and the screen should show that.
    onSettled: invalidate,
  });
}

export function useBulkTransition() {
  const invalidate = useInvalidatePipeline();
  return useSingleFlightMutation({
    mutationFn: (body: BodyOf<typeof adminBulkTransition>) =>
      apiRequest(adminBulkTransition, {
        body,
        fallbackMessage: body.to === 'accepted' ? 'Failed to accept' : 'Failed to decline',
      }),
    onSettled: invalidate,
  });
}
