import { REFERENCE_MESSAGES } from '@ih/contract/reference-messages';
import { listBrandNiches } from '@ih/contract/routes/reference';
import { useQuery } from '@tanstack/react-query';
import { referenceQuery } from '@/lib/api-query';
import { catalogueKeys } from './keys';

export const brandNichesQuery = () =>
  referenceQuery(catalogueKeys.niches, listBrandNiches, REFERENCE_MESSAGES.nichesFailed);

export const useBrandNiches = () => useQuery(brandNichesQuery());
