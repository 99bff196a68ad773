import type { StaffRole } from '@ih/contract/enums';
import { GENERIC_MESSAGES } from '@ih/contract/errors';
import type { Access } from '@ih/contract/operation';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { staffBrands } from '../db/schema/accounts.ts';
import { forbidden, unauthenticated } from '../lib/app-error.ts';
import { hashToken } from '../lib/tokens.ts';
import { SESSION_SUBJECT_JOINS, type SessionCheck, sessionLiveWhere } from './session-rule.ts';

export interface CreatorPrincipal {
  kind: 'influencer';
  sessionId: string;
  influencerId: string;
}
export interface StaffPrincipal {
  kind: 'staff';
  sessionId: string;
  staffId: string;
  role: StaffRole;
  /** Brands a brand-role member may act on; empty for admins, who may act on all. */
  brandIds: string[];
}
export type Principal = CreatorPrincipal | StaffPrincipal;

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /**
     * Set when the principal came from this process's cache on a route whose handler checks the
     * session in its own statement (`sessionCheckedByHandler`): the handler must refuse the request
     * (401) unless that check says the session is still live.
     */
    sessionCheck: SessionCheck | undefined;
  }
  interface FastifyContextConfig {
    /** The handler checks the session in its own statement (see plugins/auth.ts). */
    sessionCheckedByHandler?: boolean;
  }
}

/** Principals by token hash, for the routes that check the session in their own statement. */
const PRINCIPALS_MAX = 10_000;

export const SESSION_TTL_DAYS = 30;

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

/**
 * Resolves the bearer token to a principal. A token that is unknown, expired, revoked, or belongs to
 * a suspended account resolves to nothing, so the caller gets 401 and the web app signs out.
 */
async function resolvePrincipal(app: FastifyInstance, tokenHash: string): Promise<Principal | null> {
  // Every signed-in request runs this: a prepared statement, no query building (issue 17).
  const { rows } = await app.database.pool.query<{
    sessionId: string;
    kind: 'influencer' | 'staff';
    influencerId: string | null;
    staffId: string | null;
    staffRole: StaffRole | null;
  }>({
    name: 'ih_resolve_session',
    text: `select s.id as "sessionId", s.subject_kind as kind, s.influencer_id as "influencerId",
                  s.staff_id as "staffId", u.role as "staffRole"
             from sessions s ${SESSION_SUBJECT_JOINS}
            where s.token_hash = $1 and ${sessionLiveWhere('$2')}
            limit 1`,
    values: [tokenHash, app.clock.now()],
  });
  const row = rows[0];
  if (!row) return null;
  // The session rule (session-rule.ts) already held in the statement: the person is active.
  if (row.kind === 'influencer' && row.influencerId) {
    return { kind: 'influencer', sessionId: row.sessionId, influencerId: row.influencerId };
  }
  if (row.kind === 'staff' && row.staffId && row.staffRole) {
    const brandIds =
      row.staffRole === 'admin'
        ? []
        : (
            await app.db
              .select({ brandId: staffBrands.brandId })
              .from(staffBrands)
              .where(eq(staffBrands.staffId, row.staffId))
          ).map((b) => b.brandId);
    return { kind: 'staff', sessionId: row.sessionId, staffId: row.staffId, role: row.staffRole, brandIds };
  }
  return null;
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('principal', null);
    app.decorateRequest('sessionCheck', undefined);
    // A principal is remembered for the hot routes (the creator's catalogue, staff creator search),
    // which then check the session in the statement they run anyway (issue 17: one round trip instead
    // of two). Every other route resolves the session itself, so a revoked session is refused on the
    // next request everywhere. A remembered staff principal's role and brands are as they were when it
    // was resolved: a route that checks the session itself must not decide by them (creator search
    // answers every staff member alike).
    const principals = new Map<string, Principal>();
    const tokenHashes = new WeakMap<FastifyRequest, string>();
    app.addHook('onRequest', async (request) => {
      const token = bearer(request);
      if (!token) {
        request.principal = null;
        return;
      }
      const tokenHash = hashToken(token);
      const cached = request.routeOptions.config?.sessionCheckedByHandler
        ? principals.get(tokenHash)
        : undefined;
      if (cached) {
        request.principal = cached;
        request.sessionCheck = { sessionId: cached.sessionId, now: app.clock.now() };
        tokenHashes.set(request, tokenHash);
        return;
      }
      const principal = await resolvePrincipal(app, tokenHash);
      request.principal = principal;
      if (principal) {
        if (principals.size >= PRINCIPALS_MAX) principals.delete(principals.keys().next().value as string);
        principals.set(tokenHash, principal);
      }
    });
    // A session the handler found dead is forgotten, so later requests resolve it again.
    // Not async: it runs on every answer, and a promise each time is measurable (issue 17).
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.sessionCheck && reply.statusCode === 401) {
        const tokenHash = tokenHashes.get(request);
        if (tokenHash) principals.delete(tokenHash);
      }
      done(null, payload);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

type Guarded = { access: Access; forbidden?: string };

/** Enforces an operation's `access`; 403 with the operation's own sentence when it has one. */
export function checkAccess(request: FastifyRequest, op: Guarded): void {
  const { access } = op;
  if (access === 'public') return;
  const p = request.principal;
  if (!p) throw unauthenticated(GENERIC_MESSAGES.unauthenticated);
  if (access === 'creator' && p.kind !== 'influencer')
    throw forbidden(op.forbidden ?? 'This is for creator accounts only.');
  if ((access === 'staff' || access === 'admin') && p.kind !== 'staff')
    throw forbidden('This is for Influence Hub staff only.');
  if (access === 'admin' && p.kind === 'staff' && p.role !== 'admin')
    throw forbidden(op.forbidden ?? 'Only Influence Hub admins can do this.');
}

/** Whether the caller is still sending a body (announced by its length or a chunked transfer). */
const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/**
 * The onRequest hook every route gets (route helper and the hand-registered upload): the principal is
 * resolved by then (this plugin's own onRequest runs first, app-wide), and nothing the caller sent has
 * been parsed or validated yet. A refused request's body is never read: the connection is closed
 * instead of draining what could be a large upload.
 */
export function accessHook(op: Guarded) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      checkAccess(request, op);
    } catch (error) {
      if (hasBody(request)) reply.header('connection', 'close');
      throw error;
    }
  };
}

/** Whether a staff member may act on a brand: admins on all, brand members on their own. */
export function staffCanActOnBrand(staff: StaffPrincipal, brandId: string): boolean {
  return staff.role === 'admin' || staff.brandIds.includes(brandId);
}
