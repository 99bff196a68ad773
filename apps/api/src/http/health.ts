import { GENERIC_MESSAGES } from '@ih/contract/errors';
import { HEALTH_MESSAGES, healthCheck, readinessCheck } from '@ih/contract/health';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { route } from './route.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on SIGTERM: /readyz answers 503 so balancers stop sending new requests here. */
    draining: boolean;
  }
}

/** A readiness probe must answer in time: a store that hangs counts as down. */
const READY_TIMEOUT_MS = 2500;

const withinTime = <T>(work: Promise<T>) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), READY_TIMEOUT_MS);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * `/healthz` (liveness: the process and its database answer) and `/readyz` (readiness, design §14:
 * the database and the file store — disk or bucket — answer, and the process is not shutting down).
 */
export async function healthRoutes(app: FastifyInstance) {
  route(app, healthCheck, async () => {
    try {
      await app.db.execute(sql`select 1`);
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      throw new AppError('UNAVAILABLE', GENERIC_MESSAGES.unavailable);
    }
    return { status: 'ok' as const, database: 'ok' as const };
  });

  route(app, readinessCheck, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.draining) throw new AppError('UNAVAILABLE', HEALTH_MESSAGES.draining);
    const [database, storage] = await Promise.allSettled([
      withinTime(app.db.execute(sql`select 1`)),
      withinTime(app.storage.check()),
    ]);
    if (database.status === 'rejected') {
      app.log.error({ err: database.reason }, 'readiness: database unreachable');
      throw new AppError('UNAVAILABLE', HEALTH_MESSAGES.database);
    }
    if (storage.status === 'rejected') {
      app.log.error({ err: storage.reason }, 'readiness: file store unreachable');
      throw new AppError('UNAVAILABLE', HEALTH_MESSAGES.storage);
    }
    return {
      status: 'ok' as const,
      database: 'ok' as const,
      storage: 'ok' as const,
      store: app.storage.kind,
    };
  });
}
