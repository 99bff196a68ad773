import type { FastifyInstance } from 'fastify';

export async function influencersRoutes(_app: FastifyInstance) {}
