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
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiQuery, pagedQuery } from '@/lib/api-query';
import { useSingleFlightMutation } from '@/lib/use-single-flight';
import { choicesQuery } from '../shared/filter-choices';

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
  pagedQuery(applicationKeys.list(f), adminListApplications, {
    query: { ...f, limit: f.limit ?? APPLICATIONS_PAGE_SIZE },
    fallbackMessage: 'Failed to fetch applications',
  });

export const applicationQuery = (id: string) =>
  apiQuery(applicationKeys.detail(id), adminGetApplication, {
    params: { id },
    fallbackMessage: 'Failed to fetch the application',
  });

/** Campaign and brand choices for the filters. */
export const campaignChoicesQuery = () =>
  choicesQuery(['admin', 'tasks', 'choices'] as const, adminListCampaigns, 'Failed to fetch campaigns');

export const brandChoicesQuery = () =>
  choicesQuery(['admin', 'brands', 'choices'] as const, adminListBrands, 'Failed to fetch brands');

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
