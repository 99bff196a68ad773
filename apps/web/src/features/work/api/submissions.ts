import type { BodyOf } from '@ih/contract/operation';
import { submitPostDetails, submitWork } from '@ih/contract/routes/work';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSingleFlightMutation } from '@/lib/use-single-flight';
import { WORK_TEXT } from '../lib/messages';
import { workKeys } from './keys';

/**
 * A submission of the pipeline, one at a time (a double click sends once). The item moves on, so every
 * work list, detail and count refreshes afterwards.
 */
function useSubmission<T extends typeof submitWork | typeof submitPostDetails>(
  op: T,
  fallbackMessage: string,
) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: BodyOf<T>) => apiRequest(op, { body, fallbackMessage }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: workKeys.all }),
        client.invalidateQueries({ queryKey: workKeys.stats }),
      ]),
  });
}

/** PUT /v1/influencer/task/submission: the work goes to pending review. */
export const useSubmitWork = () => useSubmission(submitWork, WORK_TEXT.submitWorkFailed);

/** PUT /v1/influencer/task/final-submission: the item moves to final submission. */
export const useSubmitPostDetails = () => useSubmission(submitPostDetails, WORK_TEXT.submitPostFailed);
