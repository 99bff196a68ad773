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
import { getReferenceLists } from '@ih/contract/routes/reference';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
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
  queryOptions({
    queryKey: keys.list(f),
    queryFn: ({ signal }) =>
      apiRequest(adminListCampaigns, {
        query: {
          search: f.search || undefined,
          status: f.status,
          brandId: f.brandId,
          budgetType: f.budgetType,
          page: f.page,
          limit: CAMPAIGNS_PAGE_SIZE,
        },
        signal,
        fallbackMessage: 'Failed to fetch campaigns',
      }),
    // Keep showing the previous page while the next loads, so the table does not flash empty.
    placeholderData: keepPreviousData,
  });

export const campaignQuery = (id: string) =>
  queryOptions({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(adminGetCampaign, { params: { id }, signal, fallbackMessage: 'Failed to fetch campaign' }),
  });

export const applicantsQuery = (id: string, status: ApplicationStatus | undefined, page: number) =>
  queryOptions({
    queryKey: keys.applicants(id, status, page),
    queryFn: ({ signal }) =>
      apiRequest(adminListCampaignApplicants, {
        params: { id },
        query: { status, page, limit: APPLICANTS_PAGE_SIZE },
        signal,
        fallbackMessage: 'Failed to fetch applicants',
      }),
    placeholderData: keepPreviousData,
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

/** Platforms, deliverable types, states, kinds, languages, follower ranges and categories. */
export const referenceQuery = () =>
  queryOptions({
    queryKey: ['admin', 'reference'] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest(getReferenceLists, { signal, fallbackMessage: 'Failed to fetch the form options' }))
        .data,
    staleTime: Number.POSITIVE_INFINITY,
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
