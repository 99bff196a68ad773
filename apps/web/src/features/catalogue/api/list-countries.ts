import { REFERENCE_MESSAGES } from '@ih/contract/reference-messages';
import { listCountries } from '@ih/contract/routes/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { catalogueKeys } from './keys';

export const countriesQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.countries,
    queryFn: async ({ signal }) =>
      (await apiRequest(listCountries, { signal, fallbackMessage: REFERENCE_MESSAGES.countriesFailed })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCountries = () => useQuery(countriesQuery());
