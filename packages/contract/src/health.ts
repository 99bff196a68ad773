import { z } from 'zod';
import { defineOperation } from './operation.ts';
import * as route from './routes/health.ts';

export const healthCheck = defineOperation({
  ...route.healthCheck,
  summary: 'Liveness and database check',
  tags: ['health'],
  response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
});

/** 200 when this process should get traffic: the database and the file store answer, and it is not stopping. */
export const readinessCheck = defineOperation({
  ...route.readinessCheck,
  summary: 'Readiness: database and file store answer (503 when not, or while shutting down)',
  tags: ['health'],
  response: z.object({
    status: z.literal('ok'),
    database: z.literal('ok'),
    storage: z.literal('ok'),
    store: z.enum(['local', 's3']),
  }),
});

export const HEALTH_MESSAGES = {
  draining: 'Not ready: this process is shutting down.',
  database: 'Not ready: the database does not answer.',
  storage: 'Not ready: the file store does not answer.',
} as const;
