import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { adminApplicationRoutes } from './admin-routes.ts';
import { applyRoutes } from './apply-routes.ts';
import { startExpiryJob } from './expiry.ts';
import { workRoutes } from './work-routes.ts';

/**
 * Tests drive expiry themselves (on read, or by calling the function); a timer firing in the middle
 * of a test would change rows under it.
 */
export const shouldRunExpiryJob = (config: Pick<Config, 'env'>) => config.env !== 'test';

export async function applicationsRoutes(app: FastifyInstance) {
  await app.register(applyRoutes);
  await app.register(workRoutes);
  await app.register(adminApplicationRoutes);
  // app.ts cannot be edited by this module, and this plugin is registered once per app, so the
  // background expiry lives here; its onClose hook stops it with the app.
  if (shouldRunExpiryJob(app.config)) startExpiryJob(app);
}
