import type { QueryOf, RouteFields } from '@ih/contract/operation';
import type { QueryKey } from '@tanstack/react-query';
import type { SelectOption } from '@/components/ui/select';
import { apiQuery } from '@/lib/api-query';
import { capitalise } from '@/lib/capitalise';

/** A status filter's choices: 'All statuses', then each status as a label. */
export const statusChoices = (statuses: readonly string[]): SelectOption[] => [
  { value: 'all', label: 'All statuses' },
  ...statuses.map((s) => ({ value: s, label: capitalise(s) })),
];

/** The value of `list` that `value` is, if any (a filter read from the URL). */
export const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;

/** A select's value for the URL: its 'all' choice is no filter at all. */
export const unlessAll = (value: string) => (value === 'all' ? undefined : value);

/**
 * A filter select's choices: 'all' first (its label says so while the list loads), then the items;
 * a value that came by link but is not among them (older than the list reaches) stays choosable.
 */
export function choicesWithAll(
  items: SelectOption[],
  {
    all,
    loading,
    pending,
    linked,
  }: { all: string; loading: string; pending: boolean; linked?: { value?: string; label: string } },
): SelectOption[] {
  const options = [{ value: 'all', label: pending ? loading : all }, ...items];
  if (linked?.value && !options.some((o) => o.value === linked.value))
    options.push({ value: linked.value, label: linked.label });
  return options;
}

/** A filter's items: the newest 100 of a list (the API's page limit) is plenty for a select. */
export const choicesQuery = <T extends RouteFields, K extends QueryKey>(
  queryKey: K,
  op: T,
  fallbackMessage: string,
) => ({
  ...apiQuery(queryKey, op, { query: { page: 1, limit: 100 } as QueryOf<T>, fallbackMessage }),
  staleTime: 60_000,
});
