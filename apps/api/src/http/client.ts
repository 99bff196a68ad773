import type { FastifyRequest } from 'fastify';
import type { SessionClient } from '../modules/auth/sessions.ts';

/** The caller as a session records it: the services take this, not the request. */
export function clientOf(request: FastifyRequest): SessionClient {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : undefined };
}
