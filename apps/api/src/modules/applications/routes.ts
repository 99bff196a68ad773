import type { FastifyInstance } from 'fastify';
import { adminApplicationRoutes } from './admin-routes.ts';
import { applyRoutes } from './apply-routes.ts';
import { workRoutes } from './work-routes.ts';

export async function applicationsRoutes(app: FastifyInstance) {
  await app.register(applyRoutes);
  await app.register(workRoutes);
  await app.register(adminApplicationRoutes);
}
