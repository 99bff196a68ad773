import type pg from 'pg';
import type { CatalogueCache } from '../catalogue/cache.ts';
import type { CatalogueState, ListedCampaign } from '../catalogue/types.ts';
import { ownPastCampaigns, sharedSlice, sharedTotal } from './list-repository.ts';
import type { CampaignFilter } from './repository.ts';

/**
 * A page of the creator's campaign list from cached parts (issue 17, ADR 025). Browsing active
 * campaigns shows those still open, the same for every creator, plus the caller's own campaigns past
 * their deadline, in one order (newest first). The open list is cached in slices per filter and page,
 * its total per filter, and the caller's own part per caller and filter; a page merges the two.
 * Every part is used only under the catalogue version (and the caller's) and the next deadline that
 * the request's statement read.
 */

/** The order of the list: newest first, then by id (as the SQL orders). */
export const comesBefore = (a: ListedCampaign, b: ListedCampaign) =>
  a.createdUs > b.createdUs || (a.createdUs === b.createdUs && a.id < b.id);

/** What a cached part of a list is valid under: the catalogue's version and the next deadline. */
const listVersion = (state: CatalogueState) => `${state.version}|${state.deadline}`;

/** Merges two lists already in order. */
function merge(a: ListedCampaign[], b: ListedCampaign[]): ListedCampaign[] {
  const out: ListedCampaign[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && comesBefore(a[i]!, b[j]!))) out.push(a[i++]!);
    else out.push(b[j++]!);
  }
  return out;
}

/**
 * Page `page` of `limit` items of shared ∪ own, given the caller's own items (in order) and a way to
 * read the shared list's items [start, end). Shared item i sits at i + (own items before it); so the
 * page needs shared items from (page-1)·limit − own.length at most, and none from page·limit on.
 * Pure, so it is tested against a plain sort (shared-list.test.ts).
 */
export async function mergedPage(
  own: ListedCampaign[],
  page: number,
  limit: number,
  sharedItems: (start: number, end: number) => Promise<ListedCampaign[]>,
): Promise<ListedCampaign[]> {
  const from = (page - 1) * limit;
  const to = page * limit;
  const start = Math.max(0, from - own.length);
  const slice = await sharedItems(start, to);
  if (start === 0) return merge(slice, own).slice(from, to);
  // Past the shared list's end: the own items all sit before position shared total + own.length,
  // which is at most start + own.length = from.
  const first = slice[0];
  if (!first) return [];
  // Own items before the slice's first sit before `from` (proof above); the rest merge with it.
  const after = own.filter((o) => !comesBefore(o, first));
  const base = start + (own.length - after.length);
  return merge(slice, after).slice(from - base, to - base);
}

export interface SharedPageDeps {
  pool: pg.Pool;
  cache: CatalogueCache;
}

/** The page's campaigns in order and the list's total, for a filter that is not the caller's own. */
export async function sharedPage(
  { pool, cache }: SharedPageDeps,
  state: CatalogueState,
  f: CampaignFilter,
  page: number,
  limit: number,
): Promise<{ items: ListedCampaign[]; total: number }> {
  const version = listVersion(state);
  const key = JSON.stringify({ ...f, influencerId: undefined });
  const scope = f.openOnly ? 'open' : 'any';
  const ownKey = `${f.influencerId}|${key}`;
  const ownVersion = `${version}|${state.creatorVersion}`;
  const [own, total] = await Promise.all([
    f.openOnly
      ? (async () => {
          const hit = cache.own.get(ownKey, ownVersion);
          if (hit) return hit.items;
          const items = await ownPastCampaigns(pool, f);
          cache.own.set(ownKey, { version: ownVersion, items });
          return items;
        })()
      : [],
    (async () => {
      const hit = cache.totals.get(key, version);
      if (hit) return hit.total;
      const n = await sharedTotal(pool, f, scope);
      cache.totals.set(key, { version, total: n });
      return n;
    })(),
  ]);
  const items = await mergedPage(own, page, limit, async (start, end) => {
    const sliceKey = `${key}|${start}|${end}`;
    const hit = cache.lists.get(sliceKey, version);
    if (hit) return hit.items;
    const slice = await sharedSlice(pool, f, scope, start, end - start);
    cache.lists.set(sliceKey, { version, items: slice });
    return slice;
  });
  return { items, total: total + own.length };
}
