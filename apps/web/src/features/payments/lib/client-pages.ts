/** The rows of one page and the 'Showing X to Y of Z results' numbers (X and Y are 1-based). */
export function pageSlice<T>(rows: readonly T[], page: number, size: number) {
  const total = rows.length;
  const totalPages = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, page), totalPages);
  const from = total === 0 ? 0 : (current - 1) * size + 1;
  const to = Math.min(current * size, total);
  return { items: rows.slice(from === 0 ? 0 : from - 1, to), from, to, total, page: current, totalPages };
}
