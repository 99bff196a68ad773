import { adminGetSettings, adminUpdateSettings, SETTINGS_MESSAGES } from '@ih/contract/settings';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { readSettings, writeSettings } from './read.ts';

/** GET (staff) and PUT (admins) /v1/admin/settings. */
export async function settingsRoutes(app: FastifyInstance) {
  route(app, adminGetSettings, async () => ({
    data: await readSettings(app.db),
    message: SETTINGS_MESSAGES.fetched,
  }));
  route(app, adminUpdateSettings, async (request) => {
    const { holidays, ...rest } = request.body;
    await writeSettings(app.db, {
      ...rest,
      ...(holidays ? { holidays: [...new Set(holidays)].sort() } : {}),
    });
    return { data: await readSettings(app.db), message: SETTINGS_MESSAGES.saved };
  });
}
