import { z } from 'zod';
import { defineOperation } from './operation.ts';

export const healthCheck = defineOperation({
  method: 'GET',
  path: '/healthz',
  summary: 'Liveness and database check',
  tags: ['health'],
  access: 'public',
  response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
});
