import type { ApplicationStatus, BudgetType, CampaignStatus } from '@ih/contract/enums';
import type { BodyOf } from '@ih/contract/operation';
import { adminListBrands } from '@ih/contract/routes/admin-brands';
import {
  adminCreateCampaign,
  adminGetCampaign,
  adminListCampaignApplicants,
  adminListCampaigns,
  adminUpdateCampaign,
} from '@ih/contract/routes/admin-campaigns';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiQuery, pagedQuery } from '@/lib/api-query';
import { useSingleFlightMutation } from '@/lib/use-single-flight';

export const CAMPAIGNS_PAGE_SIZE = 20;
export const APPLICANTS_PAGE_SIZE = 10;

export interface CampaignListFilters {
  search: string;
  status: CampaignStatus | undefined;
  brandId: string | undefined;
  budgetType: BudgetType | undefined;
  page: number;
}

const keys = {
  all: ['admin', 'campaigns'] as const,
  list: (f: CampaignListFilters) => [...keys.all, 'list', f] as const,
  detail: (id: string) => [...keys.all, 'detail', id] as const,
  applicants: (id: string, status: ApplicationStatus | undefined, page: number) =>
    [...keys.all, 'applicants', id, { status, page }] as const,
};

export const campaignsQuery = (f: CampaignListFilters) =>
  pagedQuery(keys.list(f), adminListCampaigns, {
    query: { ...f, search: f.search || undefined, limit: CAMPAIGNS_PAGE_SIZE },
    fallbackMessage: 'Failed to fetch campaigns',
  });

export const campaignQuery = (id: string) =>
  apiQuery(keys.detail(id), adminGetCampaign, {
    params: { id },
    fallbackMessage: 'Failed to fetch campaign',
  });

export const applicantsQuery = (id: string, status: ApplicationStatus | undefined, page: number) =>
  pagedQuery(keys.applicants(id, status, page), adminListCampaignApplicants, {
    params: { id },
    query: { status, page, limit: APPLICANTS_PAGE_SIZE },
    fallbackMessage: 'Failed to fetch applicants',
  });

/**
 * The brands to choose from (filter and form): the first 100 by name, the API's page limit. A staff
 * member's own brands, or every brand for admins; a console with more needs a search box here.
 */
export const brandOptionsQuery = () =>
  queryOptions({
    // Under the brand lists' key, so creating or renaming a brand (which refreshes those) refreshes this too.
    queryKey: ['admin', 'brands', 'list', 'options'] as const,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(adminListBrands, {
          query: { limit: 100 },
          signal,
          fallbackMessage: 'Failed to fetch brands',
        })
      ).data.map((b) => ({
        value: b._id,
        label: b.status === 'active' ? b.brand_name : `${b.brand_name} (inactive)`,
      })),
    staleTime: 60_000,
  });

type CampaignBody = BodyOf<typeof adminCreateCampaign>;

/** Create (no id) or replace every field (id). Lists and the detail are refreshed afterwards. */
export function useSaveCampaign(id: string | undefined) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: CampaignBody) =>
      id
        ? apiRequest(adminUpdateCampaign, {
            params: { id },
            body,
            fallbackMessage: 'Failed to save the campaign',
          })
        : apiRequest(adminCreateCampaign, { body, fallbackMessage: 'Failed to create the campaign' }),
    onSuccess: (res) => {
      client.setQueryData(keys.detail(res.data._id), res);
      return client.invalidateQueries({ queryKey: [...keys.all, 'list'] });
    },
  });
}
