import type { FastifyInstance } from 'fastify';

export async function submissionsRoutes(_app: FastifyInstance) {}
