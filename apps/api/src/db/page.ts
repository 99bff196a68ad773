import type { PgSelect } from 'drizzle-orm/pg-core';

/** Which page of a list, counted from 1, and how many rows a page holds. */
export interface PageRequest {
  page: number;
  limit: number;
}

/**
 * One page of an ordered listing (`rows`, made `$dynamic()` so the page can be cut from it) and the
 * count of the whole list (`count`, the same FROM and WHERE), read side by side.
 */
export async function pageWithTotal<T extends PgSelect>(
  rows: T,
  count: PromiseLike<{ n: number }[]>,
  { page, limit }: PageRequest,
) {
  const [found, [total]] = await Promise.all([rows.limit(limit).offset((page - 1) * limit), count]);
  return { rows: found, total: total?.n ?? 0 };
}
