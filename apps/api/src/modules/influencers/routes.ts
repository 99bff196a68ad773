import type { FastifyInstance } from 'fastify';
import { adminInfluencerRoutes } from './admin-routes.ts';

export async function influencersRoutes(app: FastifyInstance) {
  await app.register(adminInfluencerRoutes);
}
