import type { FastifyInstance } from 'fastify';

export async function applyRoutes(_app: FastifyInstance) {}
