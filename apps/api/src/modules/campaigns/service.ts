import { CAMPAIGN_MESSAGES, type campaignListQuery } from '@ih/contract/campaigns';
import { CAMPAIGN_DEFAULT_LIMIT, SAVED_CAMPAIGNS_LIMIT } from '@ih/contract/constants';
import { type Pagination, paginationOf } from '@ih/contract/envelope';
import type pg from 'pg';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { resolveRef } from '../../db/resolve-ref.ts';
import { categories, languages, platforms, states } from '../../db/schema/reference.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireLiveSession, type SessionCheck } from '../../plugins/auth.ts';
import type { CatalogueCache } from '../../plugins/catalogue-cache.ts';
import { cachedCount, rememberCount } from './count-cache.ts';
import { campaignItemsJson } from './fragments.ts';
import { campaignPage, countCampaigns, visibleCampaign } from './page-repository.ts';
import type { CampaignFilter } from './repository.ts';

/** What the catalogue reads need: the ORM for cold fills, the pool for prepared statements, the cache. */
export interface CatalogueDeps {
  db: Db;
  pool: pg.Pool;
  cache: CatalogueCache;
}

type ListQuery = z.output<typeof campaignListQuery>;

const DAY_MS = 24 * 3600 * 1000;
const isDateOnly = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** Turns the query's names into ids; null when a named filter matches nothing. */
async function buildFilter(db: Db, influencerId: string, q: ListQuery): Promise<CampaignFilter | null> {
  const [categoryId, languageId, platformId, stateId] = await Promise.all([
    q.category ? resolveRef(db, categories, categories.id, categories.name, q.category) : undefined,
    q.language ? resolveRef(db, languages, languages.id, languages.name, q.language) : undefined,
    q.platform ? resolveRef(db, platforms, platforms.id, platforms.name, q.platform) : undefined,
    q.location ? resolveRef(db, states, states.id, states.name, q.location) : undefined,
  ]);
  if ([categoryId, languageId, platformId, stateId].includes(null)) return null;
  const filter: CampaignFilter = {
    influencerId,
    statuses: q.status === 'all' ? ['active', 'closed'] : [q.status],
    categoryId: categoryId ?? undefined,
    languageId: languageId ?? undefined,
    platformId: platformId ?? undefined,
    stateId: stateId ?? undefined,
    minimumFollowerId: q.minimumFollower,
    budgetType: q.budgetType,
    search: q.search,
    applied: q.applied,
    savedOnly: q.savedOnly === 'true',
    // Browsing active campaigns shows what a creator can still apply to, plus those they applied to
    // (a campaign past its deadline stays theirs): All = Applied + Not Applied. The saved list keeps
    // every saved campaign.
    openOnly: q.status === 'active' && q.savedOnly !== 'true',
  };
  if (q.deadlineFrom) filter.deadlineFrom = new Date(q.deadlineFrom);
  // A bare day as the upper bound includes that whole day (UTC).
  if (q.deadlineTo && isDateOnly(q.deadlineTo))
    filter.deadlineBefore = new Date(Date.parse(q.deadlineTo) + DAY_MS);
  else if (q.deadlineTo) filter.deadlineUntil = new Date(q.deadlineTo);
  return filter;
}

/** The answer's JSON around its items, in the contract's key order (the answers-unchanged test holds it). */
const listJson = (items: string[], message: string, pagination: Pagination) =>
  `{"success":true,"data":[${items.join(',')}],"message":${JSON.stringify(message)},"pagination":{"page":${pagination.page},"limit":${pagination.limit},"total":${pagination.total},"totalPages":${pagination.totalPages}}}`;

/**
 * The creator's campaign list as the JSON answer (issue 17, ADR 022): one statement for the page, the
 * caller's flags and the total (the shared part of a large total comes from the count cache), then
 * each campaign's cached fragment with the caller's flags set in. `today`: the Asia/Kolkata day by the
 * app clock (brands' payment records).
 */
export async function listCampaignsJson(
  { db, pool, cache }: CatalogueDeps,
  influencerId: string,
  q: ListQuery,
  today: string,
  /** Set when the caller's session is to be checked in this call's statement (plugins/auth.ts). */
  check?: SessionCheck,
): Promise<string> {
  const savedOnly = q.savedOnly === 'true';
  const limit = q.limit ?? (savedOnly ? SAVED_CAMPAIGNS_LIMIT : CAMPAIGN_DEFAULT_LIMIT);
  const filter = await buildFilter(db, influencerId, q);
  if (!filter) {
    await requireLiveSession(pool, check, []);
    return listJson([], CAMPAIGN_MESSAGES.listed, paginationOf(q.page, limit, 0));
  }
  // Totals of filters that do not depend on the caller are the same for everyone (count-cache.ts);
  // with openOnly that is the open part, and the caller's own campaigns past their deadline are added.
  const shared = filter.applied === 'all' && !filter.savedOnly;
  const countKey = JSON.stringify({ ...filter, influencerId: undefined });
  const cached = shared ? cachedCount(countKey) : undefined;
  const split = shared && filter.openOnly;
  const counts = !shared
    ? 'all'
    : split
      ? cached === undefined
        ? 'split'
        : 'own'
      : cached === undefined
        ? 'all'
        : 'none';
  const rows = await campaignPage(pool, filter, q.page, limit, counts, check);
  await requireLiveSession(pool, check, rows);
  let sharedTotal = cached ?? rows[0]?.sharedTotal ?? 0;
  let ownPast = rows[0]?.ownPast ?? 0;
  if (!rows.length) {
    const c = await countCampaigns(pool, filter, split);
    sharedTotal = cached ?? c.shared;
    ownPast = split ? c.ownPast : 0;
  }
  if (shared && cached === undefined) rememberCount(countKey, sharedTotal);
  const items = await campaignItemsJson(db, cache, rows, today);
  return listJson(items, CAMPAIGN_MESSAGES.listed, paginationOf(q.page, limit, sharedTotal + ownPast));
}

export async function getCampaignJson(
  { db, pool, cache }: CatalogueDeps,
  influencerId: string,
  idOrCode: string,
  today: string,
  check?: SessionCheck,
): Promise<string> {
  const row = await visibleCampaign(pool, idOrCode, influencerId, check);
  await requireLiveSession(pool, check, row ? [row] : []);
  const [item] = row ? await campaignItemsJson(db, cache, [row], today) : [];
  if (!item) throw notFound(CAMPAIGN_MESSAGES.notFound);
  return `{"success":true,"data":${item},"message":${JSON.stringify(CAMPAIGN_MESSAGES.fetched)}}`;
}
