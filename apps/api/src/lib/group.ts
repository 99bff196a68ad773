/** Adds `value` to the list kept under `key`, starting the list the first time the key comes. */
export function pushTo<K, V>(lists: Map<K, V[]>, key: K, value: V): void {
  const list = lists.get(key);
  if (list) list.push(value);
  else lists.set(key, [value]);
}

/**
 * Rows in lists by `keyOf`, each list in the rows' own order, so a query's ORDER BY holds within every
 * list; `keep` takes from a row only what the lists need.
 */
export function groupBy<T, K>(rows: Iterable<T>, keyOf: (row: T) => K): Map<K, T[]>;
export function groupBy<T, K, V>(rows: Iterable<T>, keyOf: (row: T) => K, keep: (row: T) => V): Map<K, V[]>;
export function groupBy<T, K, V>(
  rows: Iterable<T>,
  keyOf: (row: T) => K,
  keep?: (row: T) => V,
): Map<K, (T | V)[]> {
  const lists = new Map<K, (T | V)[]>();
  for (const row of rows) pushTo(lists, keyOf(row), keep ? keep(row) : row);
  return lists;
}
