import type { ApplicationStatus } from '@ih/contract/enums';
import { isWorkTaskId } from '@ih/contract/patterns';
import { listWork, type WorkItem } from '@ih/contract/routes/work';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { workKeys } from './keys';

/** Whether an id from a link could name any work, by the API's own rule for taskId. */
const couldBeWorkId = (id: string) => isWorkTaskId(id.trim());

/**
 * GET /v1/influencer/apply?taskId=…: the one work item for an id (doc 001 §7 'Work for a task',
 * first item of data). The API matches the campaign's id or the application's own id, so detail
 * pages reached with either find their item without loading a whole list; `status` keeps a page to
 * the list it belongs to (the rework page shows only rework). Null when there is none, also for an
 * id that cannot name any work (a broken link such as /work/approved-details/nope): the page then
 * says its own 'not found' sentence instead of the API's rule for the query (issue 12 §7).
 */
export const workItemQuery = (
  id: string,
  opts: { status?: ApplicationStatus; fallbackMessage: string; initialData?: WorkItem },
) =>
  queryOptions({
    queryKey: workKeys.item(id, opts.status),
    queryFn: async ({ signal }): Promise<WorkItem | null> =>
      !couldBeWorkId(id)
        ? null
        : ((
            await apiRequest(listWork, {
              query: { page: 1, limit: 1, taskId: id, status: opts.status },
              signal,
              fallbackMessage: opts.fallbackMessage,
            })
          ).data[0] ?? null),
    enabled: id !== '',
    initialData: opts.initialData,
  });

export const useWorkItem = (
  id: string,
  opts: { status?: ApplicationStatus; fallbackMessage: string; initialData?: WorkItem },
) => useQuery(workItemQuery(id, opts));
