import { submitPostDetails, submitWork, WORK_MESSAGES } from '@ih/contract/work';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { requireCreator } from '../../plugins/auth.ts';
import * as service from './service.ts';

export async function submissionsRoutes(app: FastifyInstance) {
  route(app, submitWork, async (request) => {
    const { influencerId } = requireCreator(request);
    const version = await service.submitWork(app, influencerId, request.body);
    return { success: true as const, message: WORK_MESSAGES.workSubmitted, data: { version } };
  });

  route(app, submitPostDetails, async (request) => {
    const { influencerId } = requireCreator(request);
    const version = await service.submitPostDetails(app, influencerId, request.body);
    return { success: true as const, message: WORK_MESSAGES.postSubmitted, data: { version } };
  });
}
