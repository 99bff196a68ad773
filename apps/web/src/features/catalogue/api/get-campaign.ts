import { CAMPAIGN_MESSAGES } from '@ih/contract/campaigns-messages';
import { type CampaignWire, getCampaign } from '@ih/contract/routes/campaigns';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { catalogueKeys } from './keys';

export const campaignQuery = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.campaign(id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(getCampaign, {
          params: { id },
          signal,
          fallbackMessage: CAMPAIGN_MESSAGES.detailFailed,
        })
      ).data,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

/** Changes the cached detail in place (isApplied / isSaved after a successful call). */
export function patchCachedCampaign(client: QueryClient, id: string, patch: Partial<CampaignWire>) {
  client.setQueryData<CampaignWire>(catalogueKeys.campaign(id), (old) => (old ? { ...old, ...patch } : old));
}
