import type { FastifyInstance } from 'fastify';
import { adminPaymentRoutes } from './admin-routes.ts';

export async function paymentsRoutes(app: FastifyInstance) {
  await app.register(adminPaymentRoutes);
}
