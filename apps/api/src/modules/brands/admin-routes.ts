import type { FastifyInstance } from 'fastify';

export async function adminBrandRoutes(_app: FastifyInstance) {}
