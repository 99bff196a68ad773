import { type CampaignWire, campaignViewerFields, campaignWire } from '@ih/contract/campaigns';
import type pg from 'pg';
import type { Db } from '../../db/client.ts';
import type { JsonParts } from '../../lib/answer-bytes.ts';
import type { CatalogueCache } from '../catalogue/cache.ts';
import type { CampaignFragment } from '../catalogue/types.ts';
import { campaignsByIds, type PageRow } from './page-repository.ts';
import { loadCampaignsWire } from './wire.ts';

/** The caller's keys of a campaign, in the contract's order, between `status` and `submissionDeadline`. */
const FLAG_KEYS = Object.keys(campaignViewerFields);

/**
 * Splits a campaign's checked wire object into the JSON before and after the caller's flags. The
 * object is checked by the contract's zod schema once, here, when the fragment is made; its keys
 * come out in the schema's order, which is the order every answer has always had.
 */
function split(wire: unknown, version: string, brandId: string): CampaignFragment {
  const parsed = campaignWire.parse(wire) as Record<string, unknown>;
  const keys = Object.keys(parsed);
  const first = keys.indexOf(FLAG_KEYS[0]!);
  const head = keys.slice(0, first);
  const tail = keys.slice(first).filter((k) => !FLAG_KEYS.includes(k));
  if (keys.slice(first, first + 3).join() !== FLAG_KEYS.slice(0, 3).join())
    throw new Error('campaign wire: the caller flags must follow one another');
  const pair = (k: string) => `${JSON.stringify(k)}:${JSON.stringify(parsed[k])}`;
  const headBytes = Buffer.from(`{${head.map(pair).join(',')},`);
  const unflagged = Buffer.concat([headBytes, NO_FLAGS_BYTES, Buffer.from(`${tail.map(pair).join(',')}}`)]);
  // Head and tail are views into the one copy, not copies of their own.
  return {
    version,
    brandId,
    head: unflagged.subarray(0, headBytes.length),
    tail: unflagged.subarray(headBytes.length + NO_FLAGS_BYTES.length),
    unflagged,
  };
}

/** The caller's part when they neither applied nor saved: most campaigns on most pages. */
const NO_FLAGS = '"isApplied":false,"isSaved":false,"application":null,';
const NO_FLAGS_BYTES = Buffer.from(NO_FLAGS);

/** The caller's part: isApplied, isSaved, application and (saved list) savedAt, then a comma. */
export function flagsJson(row: PageRow): string {
  const application = row.applicationId
    ? `{"_id":"${row.applicationId}","status":${JSON.stringify(row.applicationStatus)}}`
    : 'null';
  const saved = row.savedAt ? `,"savedAt":"${row.savedAt.toISOString()}"` : '';
  return `"isApplied":${row.applicationId ? 'true' : 'false'},"isSaved":${row.isSaved ? 'true' : 'false'},"application":${application}${saved},`;
}

/**
 * The JSON of each row's campaign, in the rows' order: fragments from the cache when their version
 * (the catalogue version the row was read under and the day the brand's payment record was counted
 * to) still matches, the rest loaded in one batch and cached. The load runs after the version was
 * read, so what it stores is never older than the version it is stored under. A row whose campaign
 * vanished in between is left out.
 */
export async function campaignItemsJson(
  db: Db,
  cache: CatalogueCache,
  rows: PageRow[],
  today: string,
): Promise<JsonParts[]> {
  const versionOf = (r: PageRow) => `${r.version}:${today}`;
  const found = new Map<string, CampaignFragment>();
  const missing: PageRow[] = [];
  for (const r of rows) {
    const hit = cache.campaigns.get(r.id, versionOf(r));
    if (hit) found.set(r.id, hit);
    else missing.push(r);
  }
  if (missing.length) {
    const wires = await loadCampaignsWire(
      db,
      missing.map((r) => r.id),
      today,
    );
    for (const r of missing) {
      const wire = wires.get(r.id);
      if (!wire) continue;
      const fragment = split(wire, versionOf(r), r.brandId);
      found.set(r.id, fragment);
      cache.campaigns.set(r.id, fragment);
    }
  }
  return rows.flatMap((r) => {
    const f = found.get(r.id);
    if (!f) return [];
    const flags = flagsJson(r);
    return [flags === NO_FLAGS ? [f.unflagged] : [f.head, Buffer.from(flags), f.tail]];
  });
}

/**
 * Campaign wire objects for other answers that embed them (a creator's work list), from the same
 * cached fragments: one statement for versions and flags instead of the mapper's batch of queries.
 */
export async function cachedCampaignWires(
  db: Db,
  pool: pg.Pool,
  cache: CatalogueCache,
  campaignIds: string[],
  influencerId: string,
  today: string,
): Promise<Map<string, CampaignWire>> {
  const rows = await campaignsByIds(pool, [...new Set(campaignIds)], influencerId);
  const json = await campaignItemsJson(db, cache, rows, today);
  return new Map(
    json.map((parts) => JSON.parse(Buffer.concat(parts).toString()) as CampaignWire).map((w) => [w._id, w]),
  );
}
