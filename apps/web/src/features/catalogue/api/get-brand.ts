import { BRAND_MESSAGES } from '@ih/contract/brands-messages';
import { getBrand } from '@ih/contract/routes/brands';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { catalogueKeys } from './keys';

export const brandQuery = (idOrName: string) =>
  queryOptions({
    queryKey: catalogueKeys.brand(idOrName),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(getBrand, {
          params: { id: idOrName },
          signal,
          fallbackMessage: BRAND_MESSAGES.detailFailed,
        })
      ).data,
    // A missing brand stays missing; retrying a 404 only delays the 'Brand Not Found' screen.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
