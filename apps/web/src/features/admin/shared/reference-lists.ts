import { getReferenceLists } from '@ih/contract/routes/reference';
import { referenceQuery } from '@/lib/api-query';

/** Countries, niches, platforms, deliverable types, …: what the brand and campaign forms choose from. */
export const referenceListsQuery = () =>
  referenceQuery(['admin', 'reference'] as const, getReferenceLists, 'Failed to fetch the form options');
