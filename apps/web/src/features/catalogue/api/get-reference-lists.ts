import { getReferenceLists } from '@ih/contract/routes/reference';
import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { referenceQuery } from '@/lib/api-query';
import { catalogueKeys } from './keys';

/** Everything the Advanced Filters dialog chooses from, in one call. */
export const referenceListsQuery = () =>
  referenceQuery(catalogueKeys.reference, getReferenceLists, t`Failed to fetch filter options`);

export const useReferenceLists = (enabled = true) => useQuery({ ...referenceListsQuery(), enabled });
