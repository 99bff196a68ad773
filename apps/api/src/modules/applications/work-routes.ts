import type { FastifyInstance } from 'fastify';

export async function workRoutes(_app: FastifyInstance) {}
