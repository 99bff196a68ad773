import { type CreatorSearchQuery, DISCOVERY_MESSAGES, searchCreators } from '@ih/contract/discovery';
import { paginationOf } from '@ih/contract/envelope';
import { GENERIC_MESSAGES } from '@ih/contract/errors';
import type pg from 'pg';
import { encodeAnswer } from '../../lib/answer-bytes.ts';
import { notFound, unauthenticated } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SessionCheck } from '../../plugins/session-rule.ts';
import { signedUrlExpiry } from '../files/urls.ts';
import type { DiscoveryCache } from './cache.ts';
import { cardOf } from './cards.ts';
import { finishedWork, listedCard, type SearchFilters, searchCounts, searchPage } from './repository.ts';
import { toDiscoveredCreator } from './wire.ts';

/** What creator search needs: the services' deps, the pool for its raw statements, its cache. */
export interface DiscoveryDeps {
  deps: Deps;
  pool: pg.Pool;
  cache: DiscoveryCache;
}

const filtersOf = (q: CreatorSearchQuery): SearchFilters => {
  const { sort: _sort, page: _page, limit: _limit, ...filters } = q;
  return filters;
};
/** The filters in a fixed order, the city in one case (it matches in any): one key per search. */
const filterKey = (f: SearchFilters) =>
  JSON.stringify([
    f.q ?? null,
    f.niche ?? null,
    f.platform ?? null,
    f.minFollowers ?? null,
    f.maxFollowers ?? null,
    f.state ?? null,
    f.city?.toLowerCase() ?? null,
    f.language ?? null,
  ]);

/**
 * Creator search (design §15) as the JSON answer. Every staff member gets the same answer for the same
 * query, so whole answers are cached per query and signed-URL window under the discovery version the
 * request's first statement read (which also checks a remembered session); a filter's total and facets
 * are cached for all its pages and sorts under the facets version (a finished job does not move it).
 * A miss runs the page's statement and, unless cached, the counts' one statement.
 */
export async function searchCreatorsJson(
  { deps, pool, cache }: DiscoveryDeps,
  query: CreatorSearchQuery,
  check: SessionCheck | undefined,
  message: string,
): Promise<Buffer> {
  const state = await cache.state(check);
  if (!state.sessionOk) throw unauthenticated(GENERIC_MESSAGES.unauthenticated);
  cache.observe(state);
  const now = deps.clock.now();
  const filters = filtersOf(query);
  const fKey = filterKey(filters);
  const answerVersion = `${state.version}:${signedUrlExpiry(now)}`;
  const key = `${fKey}|${query.sort}|${query.page}|${query.limit}`;
  const hit = cache.answers.get(key, answerVersion);
  if (hit) return hit.value;

  const cached = cache.counts.get(fKey, state.facetsVersion);
  const [counts, rows] = await Promise.all([
    cached ? cached.value : searchCounts(pool, filters),
    searchPage(pool, query),
  ]);
  // Stored under the version read first: the statements ran after it, so they are never older.
  if (!cached) cache.counts.set(fKey, { version: state.facetsVersion, value: counts });
  const bytes = encodeAnswer(searchCreators, {
    success: true,
    data: { items: rows.map((r) => cardOf(deps, r, now)), facets: counts.facets },
    message,
    pagination: paginationOf(query.page, query.limit, counts.total),
  });
  cache.answers.set(key, { version: answerVersion, value: bytes });
  return bytes;
}

/**
 * A creator's page for brands: their card (only while they are discoverable and active) and their
 * finished work for the viewer's own brands' campaigns; admins see all of it (`brandIds` null).
 */
export async function getDiscoveredCreator(
  { deps, pool }: Pick<DiscoveryDeps, 'deps' | 'pool'>,
  id: string,
  brandIds: string[] | null,
) {
  const row = await listedCard(pool, id);
  if (!row) throw notFound(DISCOVERY_MESSAGES.notFound);
  const work = brandIds && brandIds.length === 0 ? [] : await finishedWork(pool, id, brandIds);
  return toDiscoveredCreator(cardOf(deps, row, deps.clock.now()), work);
}
