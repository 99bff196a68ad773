import { z } from 'zod';
import { envelope } from './envelope.ts';
import { defineOperation } from './operation.ts';
import {
  isBase64UrlOf,
  PUSH_ENDPOINT_MAX_LENGTH,
  PUSH_MESSAGES,
  type PushPayload,
  pushEndpointKind,
} from './push-messages.ts';
import * as route from './routes/push.ts';

export { PUSH_MESSAGES, type PushPayload };

const endpoint = z
  .string({ error: PUSH_MESSAGES.endpoint })
  .trim()
  .min(1, PUSH_MESSAGES.endpoint)
  .max(PUSH_ENDPOINT_MAX_LENGTH, PUSH_MESSAGES.endpoint)
  .refine((v) => pushEndpointKind(v) !== null, PUSH_MESSAGES.endpoint);

/** A browser's PushSubscription as `subscription.toJSON()` gives it (expirationTime is not kept). */
const subscribeBody = z.object({
  endpoint,
  keys: z.object(
    {
      p256dh: z
        .string({ error: PUSH_MESSAGES.p256dh })
        .refine((v) => isBase64UrlOf(v, 65) && v.startsWith('B'), PUSH_MESSAGES.p256dh),
      auth: z.string({ error: PUSH_MESSAGES.auth }).refine((v) => isBase64UrlOf(v, 16), PUSH_MESSAGES.auth),
    },
    { error: PUSH_MESSAGES.keys },
  ),
});

const unsubscribeBody = z.object({ endpoint });

const subscribed = envelope(z.object({ endpoint: z.string(), createdAt: z.string() }));
const unsubscribed = envelope(z.object({ endpoint: z.string(), removed: z.boolean() }));

export const getPushPublicKey = defineOperation({
  ...route.getPushPublicKey,
  summary: "The server's VAPID public key, to subscribe a browser with (applicationServerKey)",
  tags: ['push'],
  response: envelope(z.object({ publicKey: z.string() })),
});

export const addPushSubscription = defineOperation({
  ...route.addPushSubscription,
  summary:
    "Turn on push for this device: the browser's subscription (sending the same one again changes nothing)",
  tags: ['push'],
  body: subscribeBody,
  response: subscribed,
});
export const removePushSubscription = defineOperation({
  ...route.removePushSubscription,
  summary: 'Turn off push for this device (only your own subscription; a repeat answers removed: false)',
  tags: ['push'],
  body: unsubscribeBody,
  response: unsubscribed,
});

export const adminAddPushSubscription = defineOperation({
  ...route.adminAddPushSubscription,
  summary: 'Turn on push for this device (staff)',
  tags: ['push', 'admin'],
  body: subscribeBody,
  response: subscribed,
});
export const adminRemovePushSubscription = defineOperation({
  ...route.adminRemovePushSubscription,
  summary: 'Turn off push for this device (staff; only your own subscription)',
  tags: ['push', 'admin'],
  body: unsubscribeBody,
  response: unsubscribed,
});
