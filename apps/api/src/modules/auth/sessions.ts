import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/accounts.ts';
import type { Deps } from '../../lib/deps.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { SESSION_TTL_DAYS } from '../../plugins/auth.ts';

/** Who is signing in, as the session records it (from the request, by http/client.ts). */
export interface SessionClient {
  ip: string;
  userAgent?: string | undefined;
}

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

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Signs a creator out everywhere (used when staff suspend them). */
export async function revokeInfluencerSessions(db: Db, influencerId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.influencerId, influencerId), isNull(sessions.revokedAt)));
}

/** Whether a session is still good (not revoked, not expired): long-lived streams ask now and then. */
export async function isSessionActive(deps: Pick<Deps, 'db' | 'clock'>, sessionId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, deps.clock.now())),
    );
  return Boolean(row);
}
