import { BRAND_MESSAGES, getBrand, listBrands } from '@ih/contract/brands';
import { istDay } from '@ih/contract/payout-terms';
import type { FastifyInstance } from 'fastify';
import { prebuiltJsonRoute, route } from '../../http/route.ts';
import { adminBrandRoutes } from './admin-routes.ts';
import { getActiveBrand, listActiveBrandsJson } from './service.ts';

export async function brandsRoutes(app: FastifyInstance) {
  const deps = { db: app.db, pool: app.database.pool, cache: app.catalogueCache };
  // JSON built from cached fragments (ADR 022), with the session checked in its own statement.
  prebuiltJsonRoute(app, listBrands, (request) =>
    listActiveBrandsJson(
      deps,
      request.principal.influencerId,
      request.query,
      istDay(app.clock.now()),
      request.sessionCheck,
    ),
  );
  route(app, getBrand, async (request) => ({
    data: await getActiveBrand(app.db, request.params.id, istDay(app.clock.now())),
    message: BRAND_MESSAGES.fetched,
  }));
  await app.register(adminBrandRoutes);
}
