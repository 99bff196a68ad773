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

/** A page-number rule: which numbers (and gaps) a bar shows for the current page. */
export type PageRule = (current: number, totalPages: number) => PageItem[];

/**
 * At most `max` page numbers in a window kept around the current page, with an ellipsis on each side
 * where pages are left out (doc 001 §2: the payment list, five links).
 */
export function cappedPageItems(current: number, totalPages: number, max: number): PageItem[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const count = Math.min(max, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), totalPages - count + 1);
  const items: PageItem[] = [];
  if (start > 1) items.push({ type: 'ellipsis', key: 'before' });
  for (let p = start; p < start + count; p++) items.push({ type: 'page', page: p });
  if (start + count - 1 < totalPages) items.push({ type: 'ellipsis', key: 'after' });
  return items;
}
