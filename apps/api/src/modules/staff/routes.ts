import type { FastifyInstance } from 'fastify';
import { staffAuthRoutes } from './auth-routes.ts';

export async function staffRoutes(app: FastifyInstance) {
  await app.register(staffAuthRoutes);
}
