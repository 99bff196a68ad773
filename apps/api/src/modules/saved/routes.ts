import type { FastifyInstance } from 'fastify';

export async function savedRoutes(_app: FastifyInstance) {}
