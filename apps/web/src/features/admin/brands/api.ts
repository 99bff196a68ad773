import type { BrandStatus } from '@ih/contract/enums';
import type { BodyOf } from '@ih/contract/operation';
import {
  adminCreateBrand,
  adminGetBrand,
  adminListBrands,
  adminListLatePayouts,
  adminUpdateBrand,
} from '@ih/contract/routes/admin-brands';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiQuery, pagedQuery } from '@/lib/api-query';
import { useSingleFlightMutation } from '@/lib/use-single-flight';

export const BRANDS_PAGE_SIZE = 20;

export interface BrandListFilters {
  search: string;
  status: BrandStatus | undefined;
  page: number;
}

export type BrandBody = BodyOf<typeof adminCreateBrand>;

const keys = {
  all: ['admin', 'brands'] as const,
  list: (f: BrandListFilters) => [...keys.all, 'list', f] as const,
  detail: (id: string) => [...keys.all, 'detail', id] as const,
  late: (id: string) => [...keys.all, 'late-payouts', id] as const,
};

/** The late payouts behind the brand's payment record (design §13). */
export const latePayoutsQuery = (id: string) =>
  queryOptions({
    queryKey: keys.late(id),
    queryFn: ({ signal }) =>
      apiRequest(adminListLatePayouts, {
        params: { id },
        signal,
        fallbackMessage: 'Failed to fetch the late payouts',
      }),
    select: (answer) => answer.data,
  });

export const brandsQuery = (f: BrandListFilters) =>
  pagedQuery(keys.list(f), adminListBrands, {
    query: { search: f.search || undefined, status: f.status, page: f.page, limit: BRANDS_PAGE_SIZE },
    fallbackMessage: 'Failed to fetch brands',
  });

export const brandQuery = (id: string) =>
  apiQuery(keys.detail(id), adminGetBrand, { params: { id }, fallbackMessage: 'Failed to fetch brand' });

/** Create (no id) or update (id). Every brand list and detail is refreshed afterwards. */
export function useSaveBrand(id: string | undefined) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: BrandBody) =>
      id
        ? apiRequest(adminUpdateBrand, { params: { id }, body, fallbackMessage: 'Failed to save the brand' })
        : apiRequest(adminCreateBrand, { body, fallbackMessage: 'Failed to create the brand' }),
    onSuccess: (res) => {
      client.setQueryData(keys.detail(res.data._id), res);
      return client.invalidateQueries({ queryKey: [...keys.all, 'list'] });
    },
  });
}

export function useSetBrandStatus(id: string) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (status: BrandStatus) =>
      apiRequest(adminUpdateBrand, {
        params: { id },
        body: { status },
        fallbackMessage:
          status === 'inactive' ? 'Failed to deactivate the brand' : 'Failed to activate the brand',
      }),
    onSuccess: (res) => {
      client.setQueryData(keys.detail(id), res);
      return client.invalidateQueries({ queryKey: [...keys.all, 'list'] });
    },
  });
}
