import type { PushPayload } from '@ih/contract/push-messages';
import webpush from 'web-push';
import type { PushConfig } from '../../../config.ts';

/** A browser's subscription: where its push service takes pushes, and the keys that encrypt them. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * What the push service did with one push: took it (`delivered`), or said the subscription no longer
 * exists (`gone`: 404 or 410, RFC 8030 §7.3). Any other answer, or none, throws: the caller retries.
 */
export type PushOutcome = 'delivered' | 'gone';

export interface PushSender {
  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome>;
}

export class PushServiceError extends Error {
  constructor(
    message: string,
    public readonly status: number | null,
  ) {
    super(message);
    this.name = 'PushServiceError';
  }
}

/** How long a push service keeps a push for an offline device: a day (the bell keeps it longer). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * The real client (ADR 039): `web-push` signs the VAPID JWT and encrypts the payload (aes128gcm,
 * RFC 8291) into the request it would send (`generateRequestDetails`, the same request
 * `sendNotification` makes); we send that request with fetch, so a local push service on plain
 * http (tests, never production: the API refuses such endpoints there) and a timeout both work.
 */
export function createWebPushSender(config: PushConfig, fetchImpl: typeof fetch = fetch): PushSender {
  return {
    async send(target, payload) {
      const details = webpush.generateRequestDetails(target, JSON.stringify(payload), {
        vapidDetails: { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey },
        TTL: PUSH_TTL_SECONDS,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
      });
      // fetch sets the length itself from the body.
      const headers = Object.fromEntries(
        Object.entries(details.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      let response: Response;
      try {
        response = await fetchImpl(details.endpoint, {
          method: details.method,
          headers,
          body: details.body ? new Uint8Array(details.body) : null,
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new PushServiceError(`push service unreachable: ${(error as Error).message}`, null);
      }
      const text = await response.text().catch(() => '');
      if (response.status === 404 || response.status === 410) return 'gone';
      if (response.status >= 200 && response.status < 300) return 'delivered';
      throw new PushServiceError(
        `push service answered ${response.status}: ${text.slice(0, 200)}`,
        response.status,
      );
    },
  };
}

const senders = new WeakMap<PushConfig, PushSender>();

/** The configured sender (one per configuration), or null where push is not set up. */
export function pushSenderFor(config: PushConfig | undefined): PushSender | null {
  if (!config) return null;
  let sender = senders.get(config);
  if (!sender) {
    sender = createWebPushSender(config);
    senders.set(config, sender);
  }
  return sender;
}
