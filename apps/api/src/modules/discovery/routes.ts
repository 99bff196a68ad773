import { DISCOVERY_MESSAGES, getDiscoveredCreator, searchCreators } from '@ih/contract/discovery';
import type { FastifyInstance } from 'fastify';
import { prebuiltJsonRoute, route } from '../../http/route.ts';
import { DiscoveryCache } from './cache.ts';
import { getDiscoveredCreator as readCreator, searchCreatorsJson } from './service.ts';

export async function discoveryRoutes(app: FastifyInstance) {
  const discovery = {
    deps: app.deps,
    pool: app.database.pool,
    cache: new DiscoveryCache(app.database.pool),
  };
  // Cached answers as bytes, the session checked in the state statement (ADR 032, ADR 025).
  prebuiltJsonRoute(app, searchCreators, (request) =>
    searchCreatorsJson(discovery, request.query, request.sessionCheck, DISCOVERY_MESSAGES.searched),
  );

  route(app, getDiscoveredCreator, async (request) => {
    const staff = request.principal;
    return {
      data: await readCreator(discovery, request.params.id, staff.role === 'admin' ? null : staff.brandIds),
      message: DISCOVERY_MESSAGES.fetched,
    };
  });
}
