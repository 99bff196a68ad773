import { DEFAULT_CATEGORIES } from '@ih/contract/enums';
import { REFERENCE_MESSAGES } from '@ih/contract/reference-messages';
import { listCategories } from '@ih/contract/routes/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Names from an answer, or null when it is not the shape the documents promise. */
export function categoryNames(answer: unknown): string[] | null {
  if (!answer || typeof answer !== 'object') return null;
  const { success, data } = answer as { success?: unknown; data?: unknown };
  if (success !== true || !Array.isArray(data)) return null;
  const names = data
    .map((c: unknown) => (c && typeof c === 'object' ? (c as { name?: unknown }).name : undefined))
    .filter((n): n is string => typeof n === 'string' && n.trim() !== '');
  return names.length > 0 ? names : null;
}

export const categoriesQuery = queryOptions({
  queryKey: ['reference', 'categories'],
  queryFn: async ({ signal }) =>
    categoryNames(
      await apiRequest(listCategories, { signal, fallbackMessage: REFERENCE_MESSAGES.categoriesFailed }),
    ),
  staleTime: 10 * 60_000,
});

/**
 * The niche grid's names (doc 000 §2). A failure or an unexpected answer silently falls back to
 * the built-in list (doc 000 §7, §8), so registration never stalls on reference data.
 */
export function useCategories(): { names: readonly string[]; loading: boolean } {
  const q = useQuery(categoriesQuery);
  if (q.isPending) return { names: [], loading: true };
  return { names: q.data ?? DEFAULT_CATEGORIES, loading: false };
}
