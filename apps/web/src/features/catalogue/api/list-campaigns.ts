import { CAMPAIGN_MESSAGES } from '@ih/contract/campaigns-messages';
import { DASHBOARD_CAMPAIGNS } from '@ih/contract/constants';
import type { QueryOf } from '@ih/contract/operation';
import { listCampaigns } from '@ih/contract/routes/campaigns';
import { pagedQuery } from '@/lib/api-query';
import { catalogueKeys } from './keys';

export type CampaignListQuery = QueryOf<typeof listCampaigns>;

export const campaignsQuery = (query: CampaignListQuery) =>
  pagedQuery(catalogueKeys.campaignList(query), listCampaigns, {
    query,
    fallbackMessage: CAMPAIGN_MESSAGES.listFailed,
  });

/** The dashboard's first active campaigns (doc 000 §2). */
export const DASHBOARD_CAMPAIGNS_QUERY: CampaignListQuery = {
  status: 'active',
  page: 1,
  limit: DASHBOARD_CAMPAIGNS,
};
