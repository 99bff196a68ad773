import type { FastifyInstance } from 'fastify';
import { adminBrandRoutes } from './admin-routes.ts';

export async function brandsRoutes(app: FastifyInstance) {
  await app.register(adminBrandRoutes);
}
