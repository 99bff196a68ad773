import { PAYMENT_MAX_PAGE_LINKS } from '@ih/contract/constants';

export type PageLink = { type: 'page'; page: number } | { type: 'ellipsis'; key: 'before' | 'after' };

/**
 * The payment list's page bar (doc 001 §2): at most five page numbers, a window kept around the
 * current page, and an ellipsis on each side where pages are left out.
 */
export function pageLinks(current: number, totalPages: number, max = PAYMENT_MAX_PAGE_LINKS): PageLink[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const count = Math.min(max, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), totalPages - count + 1);
  const links: PageLink[] = [];
  if (start > 1) links.push({ type: 'ellipsis', key: 'before' });
  for (let p = start; p < start + count; p++) links.push({ type: 'page', page: p });
  if (start + count - 1 < totalPages) links.push({ type: 'ellipsis', key: 'after' });
  return links;
}

/** The rows of one page and the 'Showing X to Y of Z results' numbers (X and Y are 1-based). */
export function pageSlice<T>(rows: readonly T[], page: number, size: number) {
  const total = rows.length;
  const totalPages = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, page), totalPages);
  const from = total === 0 ? 0 : (current - 1) * size + 1;
  const to = Math.min(current * size, total);
  return { items: rows.slice(from === 0 ? 0 : from - 1, to), from, to, total, page: current, totalPages };
}
