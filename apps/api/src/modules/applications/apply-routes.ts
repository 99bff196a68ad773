import { APPLY_MESSAGES, applyForCampaign, getApplyStats, withdrawApplication } from '@ih/contract/apply';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import * as applyService from './apply-service.ts';
import { applyStatsFor } from './stats-repository.ts';

export async function applyRoutes(app: FastifyInstance) {
  route(app, applyForCampaign, async (request) =>
    applyService.applyForCampaign(app.db, request.principal.influencerId, request.body, app.clock.now()),
  );
  route(app, withdrawApplication, async (request) =>
    applyService.withdrawApplication(
      app.db,
      request.principal.influencerId,
      request.params.applicationId,
      app.clock.now(),
    ),
  );
  route(app, getApplyStats, async (request) => ({
    data: await applyStatsFor(app.db, request.principal.influencerId),
    message: APPLY_MESSAGES.statsFetched,
  }));
}
