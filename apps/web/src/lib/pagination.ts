/** An entry of a page-number bar: a page, or a gap shown as an ellipsis. */
export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: string };

/**
 * The page numbers to show: the current page ±2 plus the first and the last, with an ellipsis
 * wherever numbers are skipped (doc 000 §2).
 */
export function pageItems(current: number, totalPages: number, window = 2): PageItem[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const pages = new Set<number>([1, totalPages]);
  for (let p = page - window; p <= page + window; p++) if (p >= 1 && p <= totalPages) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let prev = 0;
  for (const p of sorted) {
    if (p - prev > 1) items.push({ type: 'ellipsis', key: `gap-${prev}-${p}` });
    items.push({ type: 'page', page: p });
    prev = p;
  }
  return items;
}
