import { MAX_PAGE_LIMIT } from '@ih/contract/constants';
import type { ApplicationStatus } from '@ih/contract/enums';
import { listWork } from '@ih/contract/routes/work';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { workKeys } from './keys';

/**
 * GET /v1/influencer/apply?status=…: one list of the creator's work. The page filters and counts in
 * the client (doc 001 §2: dropdown options come from the loaded data), so it asks for the largest
 * page the API allows.
 */
export const workListQuery = (status: ApplicationStatus | undefined, fallbackMessage: string) =>
  queryOptions({
    queryKey: workKeys.list(status),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(listWork, {
          query: { page: 1, limit: MAX_PAGE_LIMIT, status },
          signal,
          fallbackMessage,
        })
      ).data,
  });

export const useWorkList = (status: ApplicationStatus | undefined, fallbackMessage: string) =>
  useQuery(workListQuery(status, fallbackMessage));
