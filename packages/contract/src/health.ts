import { z } from 'zod';
import { routes } from './client/health.ts';
import { defineOperation } from './operation.ts';

export const healthCheck = defineOperation({
  ...routes.healthCheck,
  summary: 'Liveness and database check',
  tags: ['health'],
  response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
});
