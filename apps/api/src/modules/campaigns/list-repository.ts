import { CAMPAIGN_CODE_PATTERN, UUID_PATTERN } from '@ih/contract/patterns';
import type pg from 'pg';
import type { CampaignDoor, ListedCampaign } from '../catalogue/types.ts';
import {
  conditions,
  type DeadlineScope,
  int,
  NEWEST_FIRST,
  Params,
  PREPARED_PAGES,
  SEARCH_ORDER,
  statementName,
} from './page-repository.ts';
import type { CampaignFilter } from './repository.ts';
import { openCampaignSql } from './rules-repository.ts';

/**
 * The statements behind the cached lists (shared-list.ts, ADR 025): a slice of a list that is the
 * same for every creator, its total, one creator's own campaigns past their deadline, and the door
 * to one campaign. Each answers only what the cache keeps; the caller's flags come from elsewhere.
 * Conditions and orders are page-repository.ts's, so the same indexes serve them.
 */

interface RawListed {
  id: string;
  brand_id: string;
  created_us: string;
}
const toListed = (r: RawListed): ListedCampaign => ({
  id: r.id,
  brandId: r.brand_id,
  createdUs: BigInt(r.created_us),
});

/** The conditions of a list that is the same for everyone: the caller's id must not appear in them. */
function sharedWhere(f: CampaignFilter, p: Params, scope: 'open' | 'any'): string {
  const where = conditions(f, p, NOT_THE_CALLER, scope).join(' and ');
  if (where.includes(NOT_THE_CALLER)) throw new Error('a shared list cannot depend on the caller');
  return where;
}
const NOT_THE_CALLER = '$caller';

const listedColumns =
  'c.id, c.brand_id, (extract(epoch from c.created_at) * 1000000)::int8::text as created_us';

/** Items [offset, offset + count) of the list everyone sees for `f` ('open' campaigns or 'any'). */
export async function sharedSlice(
  pool: pg.Pool,
  f: CampaignFilter,
  scope: 'open' | 'any',
  offset: number,
  count: number,
): Promise<ListedCampaign[]> {
  const p = new Params();
  const text = `
    select ${listedColumns}
      from campaigns c join brands b on b.id = c.brand_id
     where ${sharedWhere(f, p, scope)}
     order by ${f.search ? SEARCH_ORDER : NEWEST_FIRST}
     limit ${int(count)} offset ${int(offset)}`;
  const prepared = offset < PREPARED_PAGES * count;
  const { rows } = await pool.query<RawListed>(
    prepared ? { name: statementName(text), text, values: p.values } : { text, values: p.values },
  );
  return rows.map(toListed);
}

/** How many campaigns that list has. */
export async function sharedTotal(pool: pg.Pool, f: CampaignFilter, scope: 'open' | 'any'): Promise<number> {
  const p = new Params();
  const text = `select count(*)::int as n from campaigns c join brands b on b.id = c.brand_id
                 where ${sharedWhere(f, p, scope)}`;
  const { rows } = await pool.query<{ n: number }>({ name: statementName(text), text, values: p.values });
  return rows[0]?.n ?? 0;
}

/** The caller's own campaigns past their deadline that `f` matches, in the list's order. */
export async function ownPastCampaigns(pool: pg.Pool, f: CampaignFilter): Promise<ListedCampaign[]> {
  const p = new Params();
  const me = p.add(f.influencerId);
  const scope: DeadlineScope = 'past-mine';
  const text = `
    select ${listedColumns}
      from campaigns c join brands b on b.id = c.brand_id
     where ${conditions(f, p, me, scope).join(' and ')}
     order by ${NEWEST_FIRST}`;
  const { rows } = await pool.query<RawListed>({ name: statementName(text), text, values: p.values });
  return rows.map(toListed);
}

/**
 * The campaign behind an id or CMP code, and whether every creator may open it (not inactive, brand
 * active) or only those who applied (repository.ts findVisibleCampaignId's rule); null when none.
 */
export async function campaignDoor(
  pool: pg.Pool,
  idOrCode: string,
): Promise<Omit<CampaignDoor, 'version'> | null> {
  const byId = UUID_PATTERN.test(idOrCode);
  if (!byId && !CAMPAIGN_CODE_PATTERN.test(idOrCode)) return null;
  const { rows } = await pool.query<{ id: string; brand_id: string; open: boolean }>({
    name: byId ? 'ih_campaign_door_id' : 'ih_campaign_door_code',
    text: `select c.id, c.brand_id, ${openCampaignSql('c', 'b')} as open
             from campaigns c join brands b on b.id = c.brand_id
            where ${byId ? 'c.id = $1::uuid' : 'c.code = $1'} limit 1`,
    values: [byId ? idOrCode : idOrCode.toUpperCase()],
  });
  const r = rows[0];
  return r ? { id: r.id, brandId: r.brand_id, open: r.open } : null;
}
