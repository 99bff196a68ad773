import { getCampaign, listCampaigns } from '@ih/contract/campaigns';
import { istDay } from '@ih/contract/payout-terms';
import type { FastifyInstance } from 'fastify';
import { route, sendJsonBytes } from '../../http/route.ts';
import { adminCampaignRoutes } from './admin-routes.ts';
import { getCampaignJson, listCampaignsJson } from './service.ts';

export async function campaignsRoutes(app: FastifyInstance) {
  const deps = { db: app.db, pool: app.database.pool, cache: app.catalogueCache };
  // These answer JSON built from cached fragments (ADR 022): sent as it is, not serialised again.
  // They check the caller's session in their own statement (plugins/auth.ts, ADR 025).
  const checked = { sessionCheckedByHandler: true };
  route(
    app,
    listCampaigns,
    async (request, reply) =>
      sendJsonBytes(
        reply,
        await listCampaignsJson(
          deps,
          request.principal.influencerId,
          request.query,
          istDay(app.clock.now()),
          request.sessionCheck,
        ),
      ),
    checked,
  );
  route(
    app,
    getCampaign,
    async (request, reply) =>
      sendJsonBytes(
        reply,
        await getCampaignJson(
          deps,
          request.principal.influencerId,
          request.params.id,
          istDay(app.clock.now()),
          request.sessionCheck,
        ),
      ),
    checked,
  );
  await app.register(adminCampaignRoutes);
}
