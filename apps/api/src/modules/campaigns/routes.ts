import { getCampaign, listCampaigns } from '@ih/contract/campaigns';
import { istDay } from '@ih/contract/payout-terms';
import type { FastifyInstance } from 'fastify';
import { prebuiltJsonRoute } from '../../http/route.ts';
import { adminCampaignRoutes } from './admin-routes.ts';
import { getCampaignJson, listCampaignsJson } from './service.ts';

export async function campaignsRoutes(app: FastifyInstance) {
  const deps = { db: app.db, pool: app.database.pool, cache: app.catalogueCache };
  // JSON built from cached fragments (ADR 022), with the session checked in its own statement.
  prebuiltJsonRoute(app, listCampaigns, (request) =>
    listCampaignsJson(
      deps,
      request.principal.influencerId,
      request.query,
      istDay(app.clock.now()),
      request.sessionCheck,
    ),
  );
  prebuiltJsonRoute(app, getCampaign, (request) =>
    getCampaignJson(
      deps,
      request.principal.influencerId,
      request.params.id,
      istDay(app.clock.now()),
      request.sessionCheck,
    ),
  );
  await app.register(adminCampaignRoutes);
}
