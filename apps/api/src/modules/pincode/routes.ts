import { lookupPincode } from '@ih/contract/pincode';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { pincodeService } from './service.ts';

export async function pincodeRoutes(app: FastifyInstance) {
  route(app, lookupPincode, async (request, reply) => {
    // Post offices almost never change; a day of caching spares the database repeated look-ups.
    reply.header('cache-control', 'public, max-age=86400');
    return pincodeService.lookup(app.db, request.params.pin);
  });
}
