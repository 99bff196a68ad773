import { GENERIC_MESSAGES } from '@ih/contract/errors';
import type pg from 'pg';
import { unauthenticated } from '../lib/app-error.ts';

/*
 * The one rule for "this session may act", written once and used by every caller:
 *  - plugins/auth.ts resolves a bearer token with it on every signed-in request;
 *  - the catalogue's fast path checks a remembered principal inside its own statement
 *    (campaigns/page-repository.ts, modules/catalogue/state.ts);
 *  - live streams ask it on every heartbeat (notifications/live/routes.ts).
 *
 * A session may act while it is not revoked, has not expired, and the person it belongs to is
 * still active: a suspended creator or a deactivated staff member is signed out everywhere at once,
 * even if a revocation was missed.
 */

/** The joins the rule reads: the session `s` with its creator `i` or staff member `u`. */
export const SESSION_SUBJECT_JOINS = `
  left join influencers i on s.subject_kind = 'influencer' and i.id = s.influencer_id
  left join staff_users u on s.subject_kind = 'staff' and u.id = s.staff_id`;

/** The rule as a condition on `s`, `i` and `u` (joined as above) at the time `now` (an SQL expression). */
export const sessionLiveWhere = (now: string) =>
  `s.revoked_at is null and s.expires_at > ${now}::timestamptz
   and (i.status = 'active' or u.status = 'active')`;

/** The rule for one session id, as a boolean SQL expression (for a statement that carries it). */
export const sessionAliveSql = (sid: string, now: string) =>
  `exists (select 1 from sessions s ${SESSION_SUBJECT_JOINS}
            where s.id = ${sid}::uuid and ${sessionLiveWhere(now)})`;

/** What a handler's statement checks: this session, alive at `now`. */
export interface SessionCheck {
  sessionId: string;
  now: Date;
}

/** The rule on its own, for a caller with no statement of its own to carry it. */
export async function sessionAlive(pool: pg.Pool, check: SessionCheck): Promise<boolean> {
  const { rows } = await pool.query<{ ok: boolean }>({
    name: 'ih_session_alive',
    text: `select ${sessionAliveSql('$1', '$2')} as ok`,
    values: [check.sessionId, check.now],
  });
  return rows[0]?.ok === true;
}

/**
 * Refuses the request (401) unless the session a cached principal stands on is still live: by the
 * `session_ok` its statement returned (first row), or by a check of its own when there was no row.
 */
export async function requireLiveSession(
  pool: pg.Pool,
  check: SessionCheck | undefined,
  rows: { sessionOk: boolean | null }[],
): Promise<void> {
  if (!check) return;
  const ok = rows.length ? rows[0]!.sessionOk === true : await sessionAlive(pool, check);
  if (!ok) throw unauthenticated(GENERIC_MESSAGES.unauthenticated);
}
