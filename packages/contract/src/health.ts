import { z } from 'zod';
import { defineOperation } from './operation.ts';
import * as route from './routes/health.ts';

export const healthCheck = defineOperation({
  ...route.healthCheck,
  summary: 'Liveness and database check',
  tags: ['health'],
  response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
});
