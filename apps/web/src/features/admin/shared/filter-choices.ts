import type { SelectOption } from '@/components/ui/select';

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
