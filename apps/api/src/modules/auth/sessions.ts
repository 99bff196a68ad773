import { and, eq, isNull } from 'drizzle-orm';
import { sessions } from '../../db/schema/accounts.ts';
import type { Tx } from '../../db/tx.ts';
import type { SessionClient } from '../../http/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { SESSION_TTL_DAYS } from '../../plugins/auth.ts';

/** Opens a session and returns the raw token (only its hash is stored) and when it expires. */
export async function openSession(
  deps: Pick<Deps, 'db' | 'clock'>,
  client: SessionClient,
  who: { influencerId: string } | { staffId: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(deps.clock.now().getTime() + SESSION_TTL_DAYS * 24 * 3600 * 1000);
  const { userAgent } = client;
  await deps.db.insert(sessions).values({
    tokenHash: hashToken(token),
    subjectKind: 'influencerId' in who ? 'influencer' : 'staff',
    influencerId: 'influencerId' in who ? who.influencerId : null,
    staffId: 'staffId' in who ? who.staffId : null,
    expiresAt,
    ip: client.ip,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : null,
  });
  return { token, expiresAt };
}

/** Signs one session out (logout). */
export async function revokeSession(deps: Pick<Deps, 'db' | 'clock'>, sessionId: string): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Signs a creator out everywhere, in the caller's transaction (staff suspending them). The session
 * rule (session-rule.ts) refuses a suspended creator's sessions anyway; revoking them as well keeps
 * them refused if the creator is made active again.
 */
export async function revokeInfluencerSessions(tx: Tx, at: Date, influencerId: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.influencerId, influencerId), isNull(sessions.revokedAt)));
}

/**
 * Signs a staff member out everywhere, in the caller's transaction: a brand person removed from their
 * last brand's team (issue 28). Their account stays (its history names them); its sessions end at
 * once, so the next request with any of them is a 401.
 */
export async function revokeStaffSessions(tx: Tx, at: Date, staffId: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.staffId, staffId), isNull(sessions.revokedAt)));
}
