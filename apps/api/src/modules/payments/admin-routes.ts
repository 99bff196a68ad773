import type { FastifyInstance } from 'fastify';

export async function adminPaymentRoutes(_app: FastifyInstance) {}
