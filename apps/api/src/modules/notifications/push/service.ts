import { PUSH_MESSAGES, pushEndpointKind } from '@ih/contract/push-messages';
import type { Config } from '../../../config.ts';
import { badRequest, notFound } from '../../../lib/app-error.ts';
import type { Deps } from '../../../lib/deps.ts';
import type { Person } from '../repository.ts';
import * as repo from './repository.ts';

/** The VAPID public key browsers subscribe with; 404 where push is not set up (production without keys). */
export function publicKeyOf(config: Config): { publicKey: string } {
  if (!config.push) throw notFound(PUSH_MESSAGES.notConfigured);
  return { publicKey: config.push.publicKey };
}

/**
 * Turns push on for one browser (design §19): idempotent by endpoint, and an endpoint registered by
 * someone else before (another account signed in on that browser) becomes this person's. Plain http
 * endpoints (a local push service) are refused in production.
 */
export async function subscribe(
  deps: Deps,
  person: Person,
  body: { endpoint: string; keys: { p256dh: string; auth: string } },
  userAgent: string | undefined,
) {
  publicKeyOf(deps.config);
  if (deps.config.env === 'production' && pushEndpointKind(body.endpoint) !== 'https')
    throw badRequest(PUSH_MESSAGES.endpointHttpInProduction, {
      endpoint: PUSH_MESSAGES.endpointHttpInProduction,
    });
  const row = await deps.db.transaction((tx) =>
    repo.upsertSubscription(
      tx,
      person,
      {
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        userAgent: userAgent ? userAgent.slice(0, 300) : null,
      },
      deps.clock.now(),
    ),
  );
  return { endpoint: row.endpoint, createdAt: row.createdAt.toISOString() };
}

/** Turns push off for one browser, only the caller's own; asking again (or for another's) removes nothing. */
export async function unsubscribe(deps: Deps, person: Person, endpoint: string) {
  const removed = await repo.removeSubscription(deps.db, person, endpoint);
  return { endpoint, removed };
}
