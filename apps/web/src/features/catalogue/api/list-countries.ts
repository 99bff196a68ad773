import { REFERENCE_MESSAGES } from '@ih/contract/reference-messages';
import { listCountries } from '@ih/contract/routes/reference';
import { useQuery } from '@tanstack/react-query';
import { referenceQuery } from '@/lib/api-query';
import { catalogueKeys } from './keys';

export const countriesQuery = () =>
  referenceQuery(catalogueKeys.countries, listCountries, REFERENCE_MESSAGES.countriesFailed);

export const useCountries = () => useQuery(countriesQuery());
