import { saveCampaign, unsaveCampaign } from '@ih/contract/saved';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import * as saved from './service.ts';

/** Saving and unsaving; the saved list itself is GET /v1/influencer/active/task?savedOnly=true. */
export async function savedRoutes(app: FastifyInstance) {
  route(app, saveCampaign, async (request) =>
    saved.saveCampaign(app.db, request.principal.influencerId, request.body.campaignId),
  );
  route(app, unsaveCampaign, async (request) =>
    saved.unsaveCampaign(app.db, request.principal.influencerId, request.params.id),
  );
}
