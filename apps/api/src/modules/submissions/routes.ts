import { submitPostDetails, submitWork, WORK_MESSAGES } from '@ih/contract/work';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import * as service from './service.ts';

export async function submissionsRoutes(app: FastifyInstance) {
  route(app, submitWork, async (request) => {
    const { influencerId } = request.principal;
    const version = await service.submitWork(app.deps, influencerId, request.body);
    return { message: WORK_MESSAGES.workSubmitted, data: { version } };
  });

  route(app, submitPostDetails, async (request) => {
    const { influencerId } = request.principal;
    const version = await service.submitPostDetails(app.deps, influencerId, request.body);
    return { message: WORK_MESSAGES.postSubmitted, data: { version } };
  });
}
