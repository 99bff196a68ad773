import { adminApproveDestination, PAYOUT_MESSAGES, razorpayxWebhook } from '@ih/contract/payouts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { approveDestinationException } from './destinations.ts';
import { takeRazorpayXWebhook } from './webhook.ts';
import { destinationToWire } from './wire.ts';

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function payoutsRoutes(app: FastifyInstance) {
  // The webhook's signature is an HMAC of the exact bytes sent: this route alone keeps its body raw.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    route(raw, razorpayxWebhook, async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await takeRazorpayXWebhook(app.deps, body, {
        signature: header(request.headers['x-razorpay-signature']),
        eventId: header(request.headers['x-razorpay-event-id']),
      });
      return { message: `${PAYOUT_MESSAGES.webhookTaken} (${outcome})`, data: null };
    });
  });

  route(app, adminApproveDestination, async (request) => {
    const row = await approveDestinationException(app.db, app.clock, request.principal.staffId, {
      influencerId: request.params.id,
      ...request.body,
    });
    app.log.info(
      { influencerId: row.influencerId, kind: row.kind, staffId: request.principal.staffId },
      'payout destination exception approved',
    );
    return { message: PAYOUT_MESSAGES.approved, data: destinationToWire(row) };
  });
}
