import type { BodyOf } from '@ih/contract/operation';
import { submitPostDetails } from '@ih/contract/routes/work';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSingleFlightMutation } from '@/lib/use-single-flight';
import { WORK_TEXT } from '../lib/messages';
import { workKeys } from './keys';

export type PostSubmission = BodyOf<typeof submitPostDetails>;

/** PUT /v1/influencer/task/final-submission; the item moves to final submission. */
export function useSubmitPostDetails() {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: PostSubmission) =>
      apiRequest(submitPostDetails, { body, fallbackMessage: WORK_TEXT.submitPostFailed }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: workKeys.all }),
        client.invalidateQueries({ queryKey: workKeys.stats }),
      ]),
  });
}
