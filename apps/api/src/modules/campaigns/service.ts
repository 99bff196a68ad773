import { CAMPAIGN_MESSAGES, type campaignListQuery } from '@ih/contract/campaigns';
import { CAMPAIGN_DEFAULT_LIMIT, SAVED_CAMPAIGNS_LIMIT } from '@ih/contract/constants';
import { type Pagination, paginationOf } from '@ih/contract/envelope';
import { UUID_PATTERN } from '@ih/contract/patterns';
import type pg from 'pg';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { resolveRef } from '../../db/resolve-ref.ts';
import { categories, languages, platforms, states } from '../../db/schema/reference.ts';
import { envelopeBytes, type JsonParts, jsonArrayParts } from '../../lib/answer-bytes.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireLiveSession, type SessionCheck } from '../../plugins/session-rule.ts';
import type { CatalogueCache } from '../catalogue/cache.ts';
import { catalogueStateFor, creatorFlags } from '../catalogue/cache.ts';
import type { CatalogueState, CreatorFlags, ListedCampaign } from '../catalogue/types.ts';
import { campaignItemsJson } from './fragments.ts';
import { campaignDoor } from './list-repository.ts';
import { campaignPage, countCampaigns, type PageRow } from './page-repository.ts';
import type { CampaignFilter } from './repository.ts';
import { sharedPage } from './shared-list.ts';

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

/** A list answer around its items' JSON. */
const listJson = (items: JsonParts[], message: string, pagination: Pagination): Buffer =>
  envelopeBytes(jsonArrayParts(items), message, pagination);

/** Each row's campaign JSON with the caller's flags set in (fragments.ts). */
const rowOf = (
  item: Pick<ListedCampaign, 'id' | 'brandId'>,
  state: CatalogueState,
  flags: CreatorFlags,
): PageRow => {
  const application = flags.applications.get(item.id);
  return {
    id: item.id,
    version: state.version,
    brandId: item.brandId,
    savedAt: null,
    applicationId: application?.id ?? null,
    applicationStatus: application?.status ?? null,
    isSaved: flags.saved.has(item.id),
    sessionOk: true,
    sharedTotal: null,
  };
};

/**
 * The creator's campaign list as the JSON answer (issue 17, ADR 022, ADR 025). A list that is not the
 * caller's own (no saved or applied filter) comes from cached parts checked by one small statement
 * (shared-list.ts); the caller's own lists run one statement for page, flags and total. Either way
 * each campaign's cached fragment gets the caller's flags set in. `today`: the Asia/Kolkata day by
 * the app clock (brands' payment records).
 */
export async function listCampaignsJson(
  deps: CatalogueDeps,
  influencerId: string,
  q: ListQuery,
  today: string,
  /** Set when the caller's session is to be checked in this call's statement (plugins/auth.ts). */
  check?: SessionCheck,
): Promise<Buffer> {
  const { db, pool, cache } = deps;
  const savedOnly = q.savedOnly === 'true';
  const limit = q.limit ?? (savedOnly ? SAVED_CAMPAIGNS_LIMIT : CAMPAIGN_DEFAULT_LIMIT);
  if (q.applied === 'all' && !savedOnly) {
    // Not the caller's own list: from the cached parts, and the whole answer is kept under every
    // version it depends on, so a creator's repeated reads (a refetch on focus, paging back) are one
    // lookup after the state statement.
    const state = await catalogueStateFor(cache, influencerId, check);
    const key = `${influencerId}|${JSON.stringify(q)}`;
    const version = `${state.version}|${state.deadline}|${state.creatorVersion}|${today}`;
    const hit = cache.pages.get(key, version);
    if (hit) return hit.value;
    const filter = await buildFilter(db, influencerId, q);
    const answer = filter
      ? await sharedListJson(deps, state, filter, q.page, limit, today)
      : listJson([], CAMPAIGN_MESSAGES.listed, paginationOf(q.page, limit, 0));
    cache.pages.set(key, { version, value: answer });
    return answer;
  }
  const filter = await buildFilter(db, influencerId, q);
  if (!filter) {
    await requireLiveSession(pool, check, []);
    return listJson([], CAMPAIGN_MESSAGES.listed, paginationOf(q.page, limit, 0));
  }
  const rows = await campaignPage(pool, filter, q.page, limit, check);
  await requireLiveSession(pool, check, rows);
  const total = rows.length ? (rows[0]!.sharedTotal ?? 0) : await countCampaigns(pool, filter);
  const items = await campaignItemsJson(db, cache, rows, today);
  return listJson(items, CAMPAIGN_MESSAGES.listed, paginationOf(q.page, limit, total));
}

/** A page of a list that is not the caller's own, from the cached parts (shared-list.ts). */
async function sharedListJson(
  deps: CatalogueDeps,
  state: CatalogueState,
  filter: CampaignFilter,
  page: number,
  limit: number,
  today: string,
): Promise<Buffer> {
  const { db, pool, cache } = deps;
  const [flags, { items, total }] = await Promise.all([
    creatorFlags(pool, cache, filter.influencerId, state),
    sharedPage(deps, state, filter, page, limit),
  ]);
  const json = await campaignItemsJson(
    db,
    cache,
    items.map((i) => rowOf(i, state, flags)),
    today,
  );
  return listJson(json, CAMPAIGN_MESSAGES.listed, paginationOf(page, limit, total));
}

/**
 * One campaign a creator may open, by id or CMP code: who may open it is cached per catalogue version
 * (a door), whether the caller applied comes from their flags, the JSON from the fragment.
 */
export async function getCampaignJson(
  deps: CatalogueDeps,
  influencerId: string,
  idOrCode: string,
  today: string,
  check?: SessionCheck,
): Promise<Buffer> {
  const { db, pool, cache } = deps;
  const state = await catalogueStateFor(cache, influencerId, check);
  const key = UUID_PATTERN.test(idOrCode) ? idOrCode.toLowerCase() : idOrCode.toUpperCase();
  let door = cache.doors.get(key, state.version);
  if (!door) {
    const found = await campaignDoor(pool, idOrCode);
    if (found) {
      door = { ...found, version: state.version };
      cache.doors.set(key, door);
    }
  }
  const flags = door ? await creatorFlags(pool, cache, influencerId, state) : undefined;
  if (!door || !flags || (!door.open && !flags.applications.has(door.id) && !flags.invited.has(door.id)))
    throw notFound(CAMPAIGN_MESSAGES.notFound);
  const [item] = await campaignItemsJson(db, cache, [rowOf(door, state, flags)], today);
  if (!item) throw notFound(CAMPAIGN_MESSAGES.notFound);
  return envelopeBytes(item, CAMPAIGN_MESSAGES.fetched);
}
