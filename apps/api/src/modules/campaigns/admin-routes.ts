import type { FastifyInstance } from 'fastify';

export async function adminCampaignRoutes(_app: FastifyInstance) {}
