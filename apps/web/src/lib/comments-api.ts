import type { ReviewComment } from '@ih/contract/comments';
import * as op from '@ih/contract/routes/comments';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import type { Scope } from './session';
import { useSingleFlightMutation } from './use-single-flight';

/** Review comments pinned to submitted work (issue 15), for either side; keys live here only. */
export const commentKeys = {
  of: (scope: Scope, applicationId: string) => ['comments', scope, applicationId] as const,
};

export const commentsQuery = (scope: Scope, applicationId: string) =>
  queryOptions({
    queryKey: commentKeys.of(scope, applicationId),
    queryFn: ({ signal }) =>
      scope === 'creator'
        ? apiRequest(op.listComments, { signal, params: { applicationId } })
        : apiRequest(op.adminListComments, { signal, params: { id: applicationId } }),
    select: (answer): ReviewComment[] => answer.data,
  });

export interface NewComment {
  fileId: string;
  text: string;
  x?: number;
  y?: number;
  atSeconds?: number;
  durationSeconds?: number;
}

export function usePinComment(applicationId: string) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: NewComment) =>
      apiRequest(op.adminCreateComment, {
        params: { id: applicationId },
        body,
        fallbackMessage: 'Could not pin the comment.',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: commentKeys.of('staff', applicationId) }),
  });
}

export function useAddressComment(applicationId: string) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: ({ commentId, reply }: { commentId: string; reply?: string }) =>
      apiRequest(op.addressComment, {
        params: { applicationId, commentId },
        body: reply ? { reply } : {},
        fallbackMessage: 'Could not mark the comment addressed.',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: commentKeys.of('creator', applicationId) }),
  });
}
