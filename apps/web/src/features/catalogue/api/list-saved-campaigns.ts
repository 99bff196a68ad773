import { CAMPAIGN_MESSAGES } from '@ih/contract/campaigns-messages';
import { SAVED_CAMPAIGNS_LIMIT } from '@ih/contract/constants';
import { listCampaigns } from '@ih/contract/routes/campaigns';
import { apiQuery } from '@/lib/api-query';
import { catalogueKeys } from './keys';

/** The saved list: status=active, savedOnly=true, 30 at a time (doc 000 §7). */
export const savedCampaignsQuery = () =>
  apiQuery(catalogueKeys.savedList, listCampaigns, {
    query: { status: 'active', savedOnly: 'true', page: 1, limit: SAVED_CAMPAIGNS_LIMIT },
    fallbackMessage: CAMPAIGN_MESSAGES.savedListFailed,
  });
