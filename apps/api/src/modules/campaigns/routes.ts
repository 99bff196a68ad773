import type { FastifyInstance } from 'fastify';
import { adminCampaignRoutes } from './admin-routes.ts';

export async function campaignsRoutes(app: FastifyInstance) {
  await app.register(adminCampaignRoutes);
}
