import type pg from 'pg';
import { type SessionCheck, sessionAliveSql } from '../../plugins/session-rule.ts';
import type { CatalogueState, CreatorFlags } from './types.ts';

/** The catalogue's version as text, for a statement that reads it in its own snapshot. */
export const CATALOGUE_VERSION_SQL = '(select cv.version::text from catalogue_version cv where cv.id = 1)';

/**
 * One statement answers every request that arrived in the same turn of the event loop: the versions
 * and the next deadline once, a row per request with its session check and its creator's versions.
 * A request never joins a statement already sent (it would read a snapshot older than its arrival),
 * so a session revoked before a request arrived is always seen by that request.
 */
const STATE_SQL = `
  select r.n::int as n,
         case when r.sid is null then true else ${sessionAliveSql('r.sid', 'r.at')} end as "sessionOk",
         coalesce(${CATALOGUE_VERSION_SQL}, '0') as version,
         coalesce((select f.version::text from creator_flag_versions f where f.influencer_id = r.who), '0') as "creatorVersion",
         coalesce((select w.version::text from creator_work_versions w where w.influencer_id = r.who), '0') as "workVersion",
         coalesce((select min(submission_deadline)::text from campaigns where submission_deadline > now()), '') as deadline
    from unnest($1::uuid[], $2::uuid[], $3::timestamptz[]) with ordinality as r(who, sid, at, n)`;

interface Waiting {
  influencerId: string;
  check: SessionCheck | undefined;
  resolve: (state: CatalogueState) => void;
  reject: (error: unknown) => void;
}

/** Gathers the state reads of one event-loop turn into one statement (see STATE_SQL). */
export class CatalogueStateReader {
  private waiting: Waiting[] = [];

  constructor(private readonly pool: pg.Pool) {}

  read(influencerId: string, check?: SessionCheck): Promise<CatalogueState> {
    return new Promise((resolve, reject) => {
      if (!this.waiting.length) setImmediate(() => this.flush());
      this.waiting.push({ influencerId, check, resolve, reject });
    });
  }

  private flush(): void {
    const batch = this.waiting;
    this.waiting = [];
    this.pool
      .query<CatalogueState & { n: number }>({
        name: 'ih_catalogue_state',
        text: STATE_SQL,
        values: [
          batch.map((w) => w.influencerId),
          batch.map((w) => w.check?.sessionId ?? null),
          batch.map((w) => w.check?.now ?? null),
        ],
      })
      .then(
        ({ rows }) => {
          const answered = new Set<number>();
          for (const { n, ...state } of rows) {
            answered.add(n);
            batch[n - 1]?.resolve(state);
          }
          // unnest gives a row per request; should one ever be missing, that request fails loudly.
          batch.forEach((w, i) => {
            if (!answered.has(i + 1)) w.reject(new Error('catalogue state: no row for a request'));
          });
        },
        (error: unknown) => {
          for (const w of batch) w.reject(error);
        },
      );
  }
}

/** A creator's applications and saves, with the version they were read under (one statement). */
export async function loadCreatorFlags(pool: pg.Pool, influencerId: string): Promise<CreatorFlags> {
  const { rows } = await pool.query<{
    version: string;
    apps: [string, string, string][];
    saved: string[];
    invited: string[];
  }>({
    name: 'ih_creator_flags',
    text: `select coalesce((select version::text from creator_flag_versions where influencer_id = $1::uuid), '0') as version,
                  coalesce((select json_agg(json_build_array(a.campaign_id, a.id, a.status))
                              from applications a where a.influencer_id = $1::uuid), '[]') as apps,
                  coalesce((select json_agg(s.campaign_id) from saved_campaigns s where s.influencer_id = $1::uuid), '[]') as saved,
                  coalesce((select json_agg(i.campaign_id) from invitations i
                             where i.influencer_id = $1::uuid and i.status = 'pending'), '[]') as invited`,
    values: [influencerId],
  });
  const r = rows[0]!;
  return {
    version: r.version,
    applications: new Map(r.apps.map(([campaignId, id, status]) => [campaignId, { id, status }])),
    saved: new Set(r.saved),
    invited: new Set(r.invited),
  };
}
