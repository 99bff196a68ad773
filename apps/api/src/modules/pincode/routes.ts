import type { FastifyInstance } from 'fastify';

export async function pincodeRoutes(_app: FastifyInstance) {}
