import { adminLiveEvents, liveEvents } from '@ih/contract/notifications';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { sessionAlive } from '../../../plugins/session-rule.ts';
import { personOf } from '../person.ts';
import { LiveHub } from './hub.ts';
import { openStream } from './stream.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's live-update fan-out (open streams and the LISTEN connection). */
    liveHub: LiveHub;
  }
}

/** A stream id is a notification's seq: a positive whole number, else the stream starts fresh. */
const parseLastEventId = (v: unknown) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : null);

/** GET /v1/influencer/events and /v1/admin/events (design §12): the signed-in person's live stream. */
export async function liveRoutes(app: FastifyInstance) {
  const hub = new LiveHub(String(app.database.pool.options.connectionString ?? ''), app.log);
  app.decorate('liveHub', hub);
  // Before the server stops accepting: end the streams so close() does not wait on them.
  app.addHook('preClose', async () => hub.close());

  for (const op of [liveEvents, adminLiveEvents] as const)
    route(app, op, async (request, reply) => {
      const principal = request.principal;
      reply.hijack();
      await openStream(reply.raw, {
        deps: app.deps,
        hub,
        person: personOf(principal),
        lastEventId: parseLastEventId(request.headers['last-event-id']),
        sessionValid: () =>
          sessionAlive(app.database.pool, { sessionId: principal.sessionId, now: app.clock.now() }),
      });
    });
}
