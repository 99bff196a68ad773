import type { FastifyInstance } from 'fastify';

export async function staffAuthRoutes(_app: FastifyInstance) {}
