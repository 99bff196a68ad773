import { getCampaign, listCampaigns } from '@ih/contract/campaigns';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { adminCampaignRoutes } from './admin-routes.ts';
import { getCampaignForCreator, listCampaignsForCreator } from './service.ts';

export async function campaignsRoutes(app: FastifyInstance) {
  route(app, listCampaigns, async (request) =>
    listCampaignsForCreator(app.db, request.principal.influencerId, request.query),
  );
  route(app, getCampaign, async (request) =>
    getCampaignForCreator(app.db, request.principal.influencerId, request.params.id),
  );
  await app.register(adminCampaignRoutes);
}
