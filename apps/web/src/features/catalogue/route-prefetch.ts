import { DASHBOARD_BRAND_TILES } from '@ih/contract/constants';
import type { Prefetch } from '@/app/route-prefetch';
import { applyStatsQuery } from './api/get-apply-stats';
import { brandQuery } from './api/get-brand';
import { campaignQuery } from './api/get-campaign';
import { brandsQuery } from './api/list-brands';
import { campaignsQuery, DASHBOARD_CAMPAIGNS_QUERY } from './api/list-campaigns';
import { savedCampaignsQuery } from './api/list-saved-campaigns';
import { campaignListQueryOf, parseCampaignFilters } from './lib/campaign-filters';

/** The first queries of the catalogue's pages, by page (see app/route-prefetch.ts). */
export const cataloguePrefetch = {
  dashboard: (client) =>
    Promise.all([
      client.prefetchQuery(applyStatsQuery()),
      client.prefetchQuery(brandsQuery(DASHBOARD_BRAND_TILES)),
      client.prefetchQuery(campaignsQuery(DASHBOARD_CAMPAIGNS_QUERY)),
      // The invitations tile sits at the top: arriving after the page, it pushed everything down. Its
      // query comes with its own small file, which the page needs too, so the app's first file, which
      // holds these loaders, stays as it was (design §7).
      import('@/lib/invitations-queries').then((m) => client.prefetchQuery(m.waitingInvitationsQuery())),
    ]),
  campaigns: (client, { request }) =>
    client.prefetchQuery(
      campaignsQuery(campaignListQueryOf(parseCampaignFilters(new URL(request.url).searchParams))),
    ),
  campaign: (client, { params }) =>
    params.campaignId ? client.prefetchQuery(campaignQuery(params.campaignId)) : undefined,
  brand: (client, { params }) =>
    params.brandName ? client.prefetchQuery(brandQuery(params.brandName)) : undefined,
  saved: (client) => client.prefetchQuery(savedCampaignsQuery()),
} satisfies Record<string, Prefetch>;
