import type { FastifyInstance } from 'fastify';

export async function referenceRoutes(_app: FastifyInstance) {}
