import type { DiscoveryCard } from '@ih/contract/discovery';
import type pg from 'pg';
import type { Deps } from '../../lib/deps.ts';
import { fileUrl } from '../files/urls.ts';
import { type CardRow, listedCards } from './repository.ts';
import { toDiscoveryCard } from './wire.ts';

/** A card with its photo's URL (signed for a private upload, in the window of `now`). */
export function cardOf(deps: Deps, r: CardRow, now: Date): DiscoveryCard {
  const image =
    r.fileId && r.fileVisibility ? fileUrl(deps, { id: r.fileId, visibility: r.fileVisibility }, now) : null;
  return toDiscoveryCard(r, image);
}

/**
 * The cards of the creators among `ids` whom brands may find now (discoverable and active), by id;
 * the others are left out. Shortlists show their members through this: the same card as search, so
 * no contact, bank or tax field can reach a brand by another way.
 */
export async function discoveryCards(deps: Deps, pool: pg.Pool, ids: string[]) {
  const now = deps.clock.now();
  return new Map((await listedCards(pool, ids)).map((r) => [r.id, cardOf(deps, r, now)]));
}
