import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
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

/** How long a successful database check vouches for the fast answer. */
export const HEALTH_FRESH_MS = 1000;

/**
 * /healthz without the framework (issue 17: it ran every global hook, the rate limiter's database
 * write among them, for a one-line answer). While the database answered a check in the last second,
 * the HTTP server answers GET /healthz itself with the route's bytes; otherwise the request goes to
 * the route below, which checks the database again (and answers 503 when it is down).
 */
export class HealthFastPath {
  private okAt = Number.NEGATIVE_INFINITY;
  static readonly body = Buffer.from(JSON.stringify({ status: 'ok', database: 'ok' }));
  private static readonly headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(HealthFastPath.body.length),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };

  markOk(now = performance.now()) {
    this.okAt = now;
  }

  /** Answers the request when it can; false hands it to Fastify. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.url !== '/healthz' || req.method !== 'GET') return false;
    if (performance.now() - this.okAt > HEALTH_FRESH_MS) return false;
    res.writeHead(200, HealthFastPath.headers);
    res.end(HealthFastPath.body);
    return true;
  }

  /** Fastify's serverFactory: a node:http server that tries the fast path first. */
  serverFactory() {
    return (handler: (req: IncomingMessage, res: ServerResponse) => void) =>
      createServer((req, res) => {
        if (!this.answer(req, res)) handler(req, res);
      });
  }
}

/**
 * `/healthz` (liveness: the process and its database answer) and `/readyz` (readiness, design §14:
 * the database and the file store — disk or bucket — answer, and the process is not shutting down).
 */
export async function healthRoutes(app: FastifyInstance, opts: { fastPath?: HealthFastPath }) {
  route(app, healthCheck, async () => {
    try {
      await app.db.execute(sql`select 1`);
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      throw new AppError('UNAVAILABLE', GENERIC_MESSAGES.unavailable);
    }
    opts.fastPath?.markOk();
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
