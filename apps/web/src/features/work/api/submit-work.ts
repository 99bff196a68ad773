import type { BodyOf } from '@ih/contract/operation';
import { submitWork } from '@ih/contract/routes/work';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { WORK_TEXT } from '../lib/messages';
import { workKeys } from './keys';

export type WorkSubmission = BodyOf<typeof submitWork>;

/** PUT /v1/influencer/task/submission; every list and count moves, so all work queries refresh. */
export function useSubmitWork() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkSubmission) =>
      apiRequest(submitWork, { body, fallbackMessage: WORK_TEXT.submitWorkFailed }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: workKeys.all }),
        client.invalidateQueries({ queryKey: workKeys.stats }),
      ]),
  });
}
