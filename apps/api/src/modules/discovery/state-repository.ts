import type pg from 'pg';
import { type SessionCheck, sessionAliveSql } from '../../plugins/session-rule.ts';

/** What a search reads before anything else: its session (when remembered) and the version. */
export interface DiscoveryState {
  sessionOk: boolean;
  version: string;
}

/**
 * One statement for every search of an event-loop turn (ADR 025's pattern, ADR 032): the discovery
 * version once, and each request's session check. migration 0022 raises the version at commit of any
 * change to creator_discovery, so an answer cached under it is never older than a committed write.
 */
const STATE_SQL = `
  select r.n::int as n,
         case when r.sid is null then true else ${sessionAliveSql('r.sid', 'r.at')} end as "sessionOk",
         coalesce((select v.version::text from discovery_version v where v.id = 1), '0') as version
    from unnest($1::uuid[], $2::timestamptz[]) with ordinality as r(sid, at, n)
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
