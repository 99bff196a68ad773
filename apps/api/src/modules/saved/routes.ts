import { SAVED_MESSAGES, saveCampaign, unsaveCampaign } from '@ih/contract/saved';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import * as saved from './service.ts';

/** Saving and unsaving; the saved list itself is GET /v1/influencer/active/task?savedOnly=true. */
export async function savedRoutes(app: FastifyInstance) {
  route(app, saveCampaign, async (request) => ({
    data: await saved.saveCampaign(app.db, request.principal.influencerId, request.body.campaignId),
    message: SAVED_MESSAGES.saved,
  }));
  route(app, unsaveCampaign, async (request) => {
    await saved.unsaveCampaign(app.db, request.principal.influencerId, request.params.id);
    return { message: SAVED_MESSAGES.removed };
  });
}
