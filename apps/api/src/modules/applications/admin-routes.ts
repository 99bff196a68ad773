import type { FastifyInstance } from 'fastify';

export async function adminApplicationRoutes(_app: FastifyInstance) {}
