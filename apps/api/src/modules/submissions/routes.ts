import { submitPostDetails, submitWork, WORK_MESSAGES } from '@ih/contract/work';
import type { FastifyInstance } from 'fastify';
import { DATA_URL_BODY_LIMIT } from '../../app.ts';
import { route } from '../../http/route.ts';
import { requireCreator } from '../../plugins/auth.ts';
import * as service from './service.ts';

export async function submissionsRoutes(app: FastifyInstance) {
  // The documents send work files and screenshots as base64 data URLs inside the JSON body, so
  // these two calls take more than the app's 1 MB default. The route helper has no bodyLimit
  // option; this hook sets it for the routes of this plugin only.
  app.addHook('onRoute', (options) => {
    options.bodyLimit = DATA_URL_BODY_LIMIT;
  });

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
