/**
 * Totals of the creator campaign list are the costly half of a page (counting ~90,000 index entries
 * at 100k campaigns). Large totals of filters that are the same for everyone are kept for a few
 * seconds: "1 of 7,412 pages" may lag briefly, while small totals (and per-creator filters such as
 * applied or saved) are always counted exactly.
 */
export const COUNT_CACHE_TTL_MS = 10_000;
export const COUNT_CACHE_MIN_TOTAL = 1_000;
const MAX_KEYS = 1_000;

const cache = new Map<string, { total: number; expires: number }>();

export function cachedCount(key: string, now = Date.now()): number | undefined {
  const hit = cache.get(key);
  if (!hit) return undefined;
  if (hit.expires > now) return hit.total;
  cache.delete(key);
  return undefined;
}

export function rememberCount(key: string, total: number, now = Date.now()): void {
  if (total < COUNT_CACHE_MIN_TOTAL) return;
  // Maps iterate in insertion order: dropping the first key drops the oldest.
  if (cache.size >= MAX_KEYS) cache.delete(cache.keys().next().value as string);
  cache.set(key, { total, expires: now + COUNT_CACHE_TTL_MS });
}
