import { getCampaign, listCampaigns } from '@ih/contract/campaigns';
import { istDay } from '@ih/contract/payout-terms';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { adminCampaignRoutes } from './admin-routes.ts';
import { getCampaignForCreator, listCampaignsForCreator } from './service.ts';

export async function campaignsRoutes(app: FastifyInstance) {
  route(app, listCampaigns, async (request) =>
    listCampaignsForCreator(app.db, request.principal.influencerId, request.query, istDay(app.clock.now())),
  );
  route(app, getCampaign, async (request) =>
    getCampaignForCreator(app.db, request.principal.influencerId, request.params.id, istDay(app.clock.now())),
  );
  await app.register(adminCampaignRoutes);
}
