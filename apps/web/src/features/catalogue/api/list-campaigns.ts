import { CAMPAIGN_MESSAGES } from '@ih/contract/campaigns-messages';
import { DASHBOARD_CAMPAIGNS } from '@ih/contract/constants';
import type { QueryOf } from '@ih/contract/operation';
import { listCampaigns } from '@ih/contract/routes/campaigns';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { catalogueKeys } from './keys';

export type CampaignListQuery = QueryOf<typeof listCampaigns>;

export const campaignsQuery = (query: CampaignListQuery) =>
  queryOptions({
    queryKey: catalogueKeys.campaignList(query),
    queryFn: ({ signal }) =>
      apiRequest(listCampaigns, { query, signal, fallbackMessage: CAMPAIGN_MESSAGES.listFailed }),
    // The previous page stays on screen while the next loads, so the grid does not flash empty.
    placeholderData: keepPreviousData,
  });

/** The dashboard's first active campaigns (doc 000 §2). */
export const DASHBOARD_CAMPAIGNS_QUERY: CampaignListQuery = {
  status: 'active',
  page: 1,
  limit: DASHBOARD_CAMPAIGNS,
};
