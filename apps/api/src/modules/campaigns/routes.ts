import type { FastifyInstance } from 'fastify';

export async function campaignsRoutes(_app: FastifyInstance) {}
