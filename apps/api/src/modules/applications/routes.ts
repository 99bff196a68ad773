import type { FastifyInstance } from 'fastify';

export async function applicationsRoutes(_app: FastifyInstance) {}
