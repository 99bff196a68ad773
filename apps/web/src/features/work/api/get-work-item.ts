import type { ApplicationStatus } from '@ih/contract/enums';
import { listWork, type WorkItem } from '@ih/contract/work';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { workKeys } from './keys';

/**
 * GET /v1/influencer/apply?taskId=…: the one work item for an id (doc 001 §7 'Work for a task',
 * first item of data). The API matches the campaign's id or the application's own id, so detail
 * pages reached with either find their item without loading a whole list; `status` keeps a page to
 * the list it belongs to (the rework page shows only rework). Null when there is none.
 */
export const workItemQuery = (
  id: string,
  opts: { status?: ApplicationStatus; fallbackMessage: string; initialData?: WorkItem },
) =>
  queryOptions({
    queryKey: workKeys.item(id, opts.status),
    queryFn: async ({ signal }): Promise<WorkItem | null> =>
      (
        await apiRequest(listWork, {
          query: { page: 1, limit: 1, taskId: id, status: opts.status },
          signal,
          fallbackMessage: opts.fallbackMessage,
        })
      ).data[0] ?? null,
    enabled: id !== '',
    initialData: opts.initialData,
  });

export const useWorkItem = (
  id: string,
  opts: { status?: ApplicationStatus; fallbackMessage: string; initialData?: WorkItem },
) => useQuery(workItemQuery(id, opts));
