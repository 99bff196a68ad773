import { lookupPincode } from '@ih/contract/pincode';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route } from '../../http/route.ts';
import { pincodeService } from './service.ts';

/** Post offices almost never change; a day of caching spares the database repeated look-ups. */
const cacheForADay = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=86400');

export async function pincodeRoutes(app: FastifyInstance) {
  route(app, lookupPincode, async (request, reply) => {
    cacheForADay(reply);
    return pincodeService.lookup(app.db, request.params.pin);
  });

  // The router refuses a :pin over 100 characters with a bare 414, and /pincode/a/b matches no
  // :pin at all. India Post answers anything that is not a pin code with "No records found", so
  // these do too: the router falls back to this wildcard for exactly those paths.
  app.get('/pincode/*', { schema: { hide: true } }, async (_request, reply) => {
    cacheForADay(reply);
    return reply.send(await pincodeService.lookup(app.db, ''));
  });
}
