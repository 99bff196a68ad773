import * as op from '@ih/contract/push';
import { PUSH_MESSAGES } from '@ih/contract/push-messages';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { personOf } from '../person.ts';
import { publicKeyOf, subscribe, unsubscribe } from './service.ts';

/** Web Push (design §19): the public key, and each side's devices turned on and off. */
export async function pushRoutes(app: FastifyInstance) {
  route(app, op.getPushPublicKey, async () => ({
    data: publicKeyOf(app.config),
    message: PUSH_MESSAGES.publicKey,
  }));
  for (const [add, remove] of [
    [op.addPushSubscription, op.removePushSubscription],
    [op.adminAddPushSubscription, op.adminRemovePushSubscription],
  ] as const) {
    route(app, add, async (request) => ({
      data: await subscribe(
        app.deps,
        personOf(request.principal),
        request.body,
        request.headers['user-agent'],
      ),
      message: PUSH_MESSAGES.subscribed,
    }));
    route(app, remove, async (request) => {
      const data = await unsubscribe(app.deps, personOf(request.principal), request.body.endpoint);
      return { data, message: data.removed ? PUSH_MESSAGES.unsubscribed : PUSH_MESSAGES.notSubscribed };
    });
  }
}
