import { APPLY_MESSAGES, applyForCampaign, getApplyStats, withdrawApplication } from '@ih/contract/apply';
import type { FastifyInstance } from 'fastify';
import { prebuiltJsonRoute, route } from '../../http/route.ts';
import { encodeAnswer } from '../../lib/answer-bytes.ts';
import { creatorWorkAnswer } from '../catalogue/cache.ts';
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
  // The dashboard asks on every visit and focus: counts come from the creator's own applications and
  // messages only, so the whole answer is kept under their work version (ADR 025).
  prebuiltJsonRoute(app, getApplyStats, async (request) => {
    const { influencerId } = request.principal;
    return creatorWorkAnswer(
      app.catalogueCache,
      influencerId,
      request.sessionCheck,
      'apply-stats',
      '',
      async () =>
        encodeAnswer(getApplyStats, {
          success: true,
          message: APPLY_MESSAGES.statsFetched,
          data: await applyStatsFor(app.db, influencerId),
        }),
    );
  });
}
