import { CAMPAIGN_MESSAGES } from '@ih/contract/campaigns-messages';
import { SAVED_CAMPAIGNS_LIMIT } from '@ih/contract/constants';
import { listCampaigns } from '@ih/contract/routes/campaigns';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { catalogueKeys } from './keys';

/** The saved list: status=active, savedOnly=true, 30 at a time (doc 000 §7). */
export const savedCampaignsQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.savedList,
    queryFn: ({ signal }) =>
      apiRequest(listCampaigns, {
        query: { status: 'active', savedOnly: 'true', page: 1, limit: SAVED_CAMPAIGNS_LIMIT },
        signal,
        fallbackMessage: CAMPAIGN_MESSAGES.savedListFailed,
      }),
  });
