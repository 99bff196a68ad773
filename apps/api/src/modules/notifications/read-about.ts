import type { Executor } from '../../db/tx.ts';
import { publishLive } from './live-publish.ts';
import { markReadAboutApplications } from './repository.ts';

/**
 * Acting on an application (a move, a review decision, a payment) reads what the bell told the one
 * who acted about it (issue 26 E): their notifications whose event concerned that application, in
 * the action's own transaction. Their open streams hear the new count. Nobody else's bell changes.
 */
export async function readNotificationsAbout(
  tx: Executor,
  staffId: string,
  applicationIds: string[],
  now: Date,
): Promise<void> {
  const person = { kind: 'staff', id: staffId } as const;
  const updated = await markReadAboutApplications(tx, person, applicationIds, now);
  if (updated > 0) await publishLive(tx, { kind: 'staff', id: staffId, event: 'counts' });
}
