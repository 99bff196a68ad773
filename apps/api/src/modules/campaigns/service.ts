import { CAMPAIGN_MESSAGES, type CampaignWire, type campaignListQuery } from '@ih/contract/campaigns';
import { CAMPAIGN_DEFAULT_LIMIT, SAVED_CAMPAIGNS_LIMIT } from '@ih/contract/constants';
import { paginationOf } from '@ih/contract/envelope';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { resolveRef } from '../../db/resolve-ref.ts';
import { categories, languages, platforms, states } from '../../db/schema/reference.ts';
import { notFound } from '../../lib/app-error.ts';
import { type CampaignFilter, findVisibleCampaignId, listCampaignIds } from './repository.ts';
import { loadCampaignsWire } from './wire.ts';

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

/** `today`: the Asia/Kolkata day by the app clock (brands' payment records). */
export async function listCampaignsForCreator(db: Db, influencerId: string, q: ListQuery, today: string) {
  const savedOnly = q.savedOnly === 'true';
  const limit = q.limit ?? (savedOnly ? SAVED_CAMPAIGNS_LIMIT : CAMPAIGN_DEFAULT_LIMIT);
  const filter = await buildFilter(db, influencerId, q);
  const { rows, total } = filter ? await listCampaignIds(db, filter, q.page, limit) : { rows: [], total: 0 };
  const wires = await loadCampaignsWire(
    db,
    rows.map((r) => r.id),
    influencerId,
    today,
  );
  const data: CampaignWire[] = rows.flatMap((r) => {
    const w = wires.get(r.id);
    if (!w) return [];
    return [r.savedAt ? { ...w, savedAt: r.savedAt.toISOString() } : w];
  });
  return {
    data,
    message: CAMPAIGN_MESSAGES.listed,
    pagination: paginationOf(q.page, limit, total),
  };
}

export async function getCampaignForCreator(db: Db, influencerId: string, idOrCode: string, today: string) {
  const id = await findVisibleCampaignId(db, idOrCode, influencerId);
  const wire = id ? (await loadCampaignsWire(db, [id], influencerId, today)).get(id) : undefined;
  if (!wire) throw notFound(CAMPAIGN_MESSAGES.notFound);
  return { data: wire, message: CAMPAIGN_MESSAGES.fetched };
}
