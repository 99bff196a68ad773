import { saveCampaign, unsaveCampaign } from '@ih/contract/routes/saved';
import { SAVED_MESSAGES } from '@ih/contract/saved-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { patchCachedCampaign } from './get-campaign';
import { catalogueKeys } from './keys';

/** Saves a campaign for later; the detail's bookmark fills at once and the saved list refreshes. */
export function useSaveCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: string) =>
      apiRequest(saveCampaign, { body: { campaignId }, fallbackMessage: SAVED_MESSAGES.saveFailed }),
    onSuccess: (_res, campaignId) => {
      patchCachedCampaign(client, campaignId, { isSaved: true });
      void client.invalidateQueries({ queryKey: catalogueKeys.savedList });
    },
  });
}

/** Removes a campaign from the saved list. */
export function useUnsaveCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: string) =>
      apiRequest(unsaveCampaign, {
        params: { id: campaignId },
        fallbackMessage: SAVED_MESSAGES.unsaveFailed,
      }),
    onSuccess: (_res, campaignId) => {
      patchCachedCampaign(client, campaignId, { isSaved: false });
      // The saved page hides the card itself at once; this brings the list in line behind it.
      void client.invalidateQueries({ queryKey: catalogueKeys.savedList });
    },
  });
}
