import { getBrand, listBrands } from '@ih/contract/brands';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { adminBrandRoutes } from './admin-routes.ts';
import { getActiveBrand, listActiveBrands } from './service.ts';

export async function brandsRoutes(app: FastifyInstance) {
  route(app, listBrands, async (request) => listActiveBrands(app.db, request.query));
  route(app, getBrand, async (request) => getActiveBrand(app.db, request.params.id));
  await app.register(adminBrandRoutes);
}
