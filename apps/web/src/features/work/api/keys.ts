/**
 * Query keys of the work pipeline. Everything sits under 'work' so a submission refreshes every list
 * and detail with one invalidation. The stats key is the catalogue dashboard's too (same call, same
 * cache), written out here because features do not import each other.
 */
export const workKeys = {
  all: ['work'] as const,
  list: (status: string | undefined) => ['work', 'list', status ?? 'all'] as const,
  item: (id: string, status: string | undefined) => ['work', 'item', id, status ?? 'any'] as const,
  stats: ['apply-stats'] as const,
};
