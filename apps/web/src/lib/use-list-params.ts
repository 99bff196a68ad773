import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value';

export type ParamPatch = Record<string, string | undefined>;

/**
 * A list's filters and page, kept in the URL so that Back from a row returns to the same view.
 * `update` sets the given keys (an empty value removes one); by default it replaces the history entry.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);

  function update(next: ParamPatch, { replace = true }: { replace?: boolean } = {}) {
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(next)) {
          if (v) p.set(k, v);
          else p.delete(k);
        }
        return p;
      },
      { replace },
    );
  }

  /** Page 1 is the URL without `page`. */
  const setPage = (p: number, options?: { replace?: boolean }) =>
    update({ page: p > 1 ? String(p) : undefined }, options);

  return { params, page, update, setPage };
}

/**
 * The search box of a list: the typed text, and the trimmed text once typing pauses, written
 * to the URL's `q`; a new search starts again from the first page.
 */
export function useUrlSearch({
  params,
  update,
}: Pick<ReturnType<typeof useListParams>, 'params' | 'update'>) {
  const [text, setText] = useState(params.get('q') ?? '');
  const search = useDebouncedValue(text.trim(), 350);

  // biome-ignore lint/correctness/useExhaustiveDependencies: react only to the debounced text
  useEffect(() => {
    if (search !== (params.get('q') ?? '')) update({ q: search || undefined, page: undefined });
  }, [search]);

  return { text, setText, search };
}
