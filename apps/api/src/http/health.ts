import { GENERIC_MESSAGES } from '@ih/contract/errors';
import { healthCheck } from '@ih/contract/health';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { route } from './route.ts';

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
}
