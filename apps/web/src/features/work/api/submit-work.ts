import type { BodyOf } from '@ih/contract/operation';
import { submitWork } from '@ih/contract/routes/work';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSingleFlightMutation } from '@/lib/use-single-flight';
import { WORK_TEXT } from '../lib/messages';
import { workKeys } from './keys';

export type WorkSubmission = BodyOf<typeof submitWork>;

/** PUT /v1/influencer/task/submission, one at a time (a double click sends once); every list and count moves, so all work queries refresh. */
export function useSubmitWork() {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: WorkSubmission) =>
      apiRequest(submitWork, { body, fallbackMessage: WORK_TEXT.submitWorkFailed }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: workKeys.all }),
        client.invalidateQueries({ queryKey: workKeys.stats }),
      ]),
  });
}
