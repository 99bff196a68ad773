import type pg from 'pg';
import { type SessionCheck, sessionAliveSql } from '../../plugins/session-rule.ts';

/** What a search reads before anything else: its session (when remembered) and the version. */
export interface DiscoveryState {
  sessionOk: boolean;
  /** Raised by any change to creator search's rows (the cards). */
  version: string;
  /** Raised only by a change to what searches filter or count (the facets and totals). */
  facetsVersion: string;
}

/**
 * One statement for every search of an event-loop turn (ADR 025's pattern, ADR 032): the discovery
 * versions once, and each request's session check. Migration 0024 raises them at commit of a change to
 * creator_discovery, so an answer cached under them is never older than a committed write.
 */
const STATE_SQL = `
  select r.n::int as n,
         case when r.sid is null then true else ${sessionAliveSql('r.sid', 'r.at')} end as "sessionOk",
         coalesce(v.version::text, '0') as version, coalesce(v.facets_version::text, '0') as "facetsVersion"
    from unnest($1::uuid[], $2::timestamptz[]) with ordinality as r(sid, at, n)
    left join discovery_version v on v.id = 1
   order by r.n`;

export async function readDiscoveryStates(
  pool: pg.Pool,
  checks: (SessionCheck | undefined)[],
): Promise<DiscoveryState[]> {
  const { rows } = await pool.query<DiscoveryState & { n: number }>({
    name: 'ih_discovery_state',
    text: STATE_SQL,
    values: [checks.map((c) => c?.sessionId ?? null), checks.map((c) => c?.now ?? null)],
  });
  const out: DiscoveryState[] = [];
  for (const { n, ...state } of rows) out[n - 1] = state;
  return out;
}
