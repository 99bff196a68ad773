import type { FastifyInstance } from 'fastify';

export async function filesRoutes(_app: FastifyInstance) {}
