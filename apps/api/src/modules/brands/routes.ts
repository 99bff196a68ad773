import { getBrand, listBrands } from '@ih/contract/brands';
import { istDay } from '@ih/contract/payout-terms';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { adminBrandRoutes } from './admin-routes.ts';
import { getActiveBrand, listActiveBrands } from './service.ts';

export async function brandsRoutes(app: FastifyInstance) {
  route(app, listBrands, async (request) => listActiveBrands(app.db, request.query, istDay(app.clock.now())));
  route(app, getBrand, async (request) => getActiveBrand(app.db, request.params.id, istDay(app.clock.now())));
  await app.register(adminBrandRoutes);
}
