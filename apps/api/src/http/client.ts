import type { FastifyRequest } from 'fastify';

/** Who is calling, as a session records it (services take this, not the request). */
export interface SessionClient {
  ip: string;
  userAgent?: string | undefined;
}

/** The caller as a session records it: the services take this, not the request. */
export function clientOf(request: FastifyRequest): SessionClient {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : undefined };
}
