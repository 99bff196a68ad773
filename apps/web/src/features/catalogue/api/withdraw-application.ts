import { APPLY_MESSAGES } from '@ih/contract/apply-messages';
import { withdrawApplication } from '@ih/contract/routes/apply';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSingleFlightMutation } from '@/lib/use-single-flight';
import { patchCachedCampaign } from './get-campaign';
import { catalogueKeys } from './keys';

/**
 * Withdraws a pending application (issue 26). A double click sends one request, and the server
 * answers a repeat with the same withdrawn application. The campaign shows it at once; the counts,
 * the lists and the work pages are refreshed.
 */
export function useWithdrawApplication(campaignId: string) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (applicationId: string) =>
      apiRequest(withdrawApplication, {
        params: { applicationId },
        fallbackMessage: APPLY_MESSAGES.withdrawFailed,
      }),
    onSuccess: (res) => {
      patchCachedCampaign(client, campaignId, { application: { _id: res.data._id, status: 'withdrawn' } });
      void client.invalidateQueries({ queryKey: catalogueKeys.stats });
      void client.invalidateQueries({ queryKey: catalogueKeys.campaigns });
      void client.invalidateQueries({ queryKey: ['work'] });
    },
  });
}
