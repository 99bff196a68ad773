import { NOTIFICATION_MESSAGES } from '@ih/contract/notifications-messages';
import { notFound } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { publishLive } from './live-publish.ts';
import type { Person } from './repository.ts';
import * as repo from './repository.ts';
import { toNotificationWire } from './wire.ts';

/** A page of a person's notifications, newest first, and how many are unread. */
export async function listNotifications(
  deps: Deps,
  person: Person,
  q: { page: number; limit: number; unreadOnly?: 'true' | 'false' | undefined },
) {
  const [{ rows, total }, unread] = await Promise.all([
    repo.listFor(deps.db, person, {
      unreadOnly: q.unreadOnly === 'true',
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    }),
    repo.unreadCount(deps.db, person),
  ]);
  return { items: rows.map(toNotificationWire), total, unreadCount: unread };
}

export async function countUnread(deps: Deps, person: Person) {
  return { count: await repo.unreadCount(deps.db, person) };
}

/**
 * Marks some or all of a person's notifications read. Ids that are not theirs answer 404 and nothing
 * changes (one of them being someone else's is not revealed as such). Repeating it is harmless.
 * Every open stream of the person hears the new count.
 */
export async function markRead(deps: Deps, person: Person, body: { ids: string[] } | { all: true }) {
  return deps.db.transaction(async (tx) => {
    let ids: string[] | undefined;
    if ('ids' in body) {
      const wanted = [...new Set(body.ids)];
      const own = await repo.ownIds(tx, person, wanted);
      if (own.length !== wanted.length) throw notFound(NOTIFICATION_MESSAGES.notFound);
      ids = own;
    }
    const updated = await repo.markRead(tx, person, deps.clock.now(), ids);
    if (updated > 0) await publishLive(tx, { kind: person.kind, id: person.id, event: 'counts' });
    const unreadCount = await repo.unreadCount(tx, person);
    return { updated, unreadCount };
  });
}
