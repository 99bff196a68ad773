import type { FastifyInstance } from 'fastify';

export async function adminInfluencerRoutes(_app: FastifyInstance) {}
