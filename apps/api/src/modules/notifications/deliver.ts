import type { Language } from '@ih/contract/language';
import { NOTIFICATION_TYPE_CATEGORY } from '@ih/contract/notifications-messages';
import type { Tx } from '../../db/tx.ts';
import { addJob } from '../../jobs/add-job.ts';
import { TASKS } from '../../jobs/tasks.ts';
import { type Text, textFor } from '../../lib/i18n/index.ts';
import type { Draft } from './compose.ts';
import { publishLive } from './live-publish.ts';
import { emailWanted, pushWanted } from './preferences.ts';
import { subscribedAmong } from './push/repository.ts';
import { PUSH_JOB_ATTEMPTS, pushJobKey } from './push/send.ts';
import type { Recipient } from './recipients-repository.ts';
import { insertNew, type NotificationRow, preferencesFor } from './repository.ts';

/** Tries of one notification's e-mail before it is kept as a failed job (`npm run jobs -- failed`). */
export const EMAIL_JOB_ATTEMPTS = 8;

export interface Addressed {
  draft: Omit<Draft, 'to'>;
  recipients: Recipient[];
}

/**
 * One draft to people who may read different languages: the recipients grouped by their language,
 * each group with the draft written in it (design §19). `draft` is called once per language present.
 */
export function inTheirLanguages(
  recipients: Recipient[],
  draft: (t: Text) => Omit<Draft, 'to'>,
): Addressed[] {
  const groups = new Map<Language, Recipient[]>();
  for (const r of recipients) groups.set(r.language, [...(groups.get(r.language) ?? []), r]);
  return [...groups].map(([language, group]) => ({ draft: draft(textFor(language)), recipients: group }));
}

/**
 * Writes notifications in the caller's transaction, once per person and `dedupeKey` (the unique
 * index drops a repeat, so a retried or doubled job adds nothing), then, for the rows really added:
 * queues the e-mail where the person's preference wants one, the push where they want it and have a
 * subscribed device (design §19), and wakes their live streams on commit.
 */
export async function deliver(
  tx: Tx,
  at: Date,
  items: Addressed[],
  dedupeKey: string,
  eventId: number | null,
  /** false: in the app now, e-mail decided later (messages: only if they stay unread). */
  emailNow = true,
): Promise<NotificationRow[]> {
  const rows = [];
  /** `kind:id:category` of the people who get this category by push. */
  const pushTo = new Set<string>();
  for (const { draft, recipients } of items) {
    if (recipients.length === 0) continue;
    const category = NOTIFICATION_TYPE_CATEGORY[draft.type];
    const byKind = new Map<string, Map<string, { email: boolean; push: boolean }>>();
    for (const kind of ['influencer', 'staff'] as const) {
      const ids = recipients.filter((r) => r.kind === kind).map((r) => r.id);
      const prefs = await preferencesFor(tx, kind, ids, category);
      byKind.set(kind, prefs);
      for (const id of await subscribedAmong(tx, kind, ids))
        if (pushWanted(prefs.get(id))) pushTo.add(`${kind}:${id}:${category}`);
    }
    rows.push(
      ...recipients.map((r) => ({
        recipient: { kind: r.kind, id: r.id },
        ...draft,
        category,
        dedupeKey,
        eventId,
        emailStatus:
          emailNow && emailWanted(category, byKind.get(r.kind)?.get(r.id))
            ? ('pending' as const)
            : ('skipped' as const),
        createdAt: at,
      })),
    );
  }
  const added = await insertNew(tx, rows);
  for (const n of added) {
    await publishLive(tx, { kind: n.recipientKind, id: n.recipientId, event: 'notification' });
    if (n.emailStatus === 'pending')
      await addJob(
        tx,
        TASKS.notificationEmail,
        { notificationId: n.id },
        { jobKey: `${TASKS.notificationEmail}:${n.id}`, maxAttempts: EMAIL_JOB_ATTEMPTS },
      );
    if (pushTo.has(`${n.recipientKind}:${n.recipientId}:${n.category}`))
      await addJob(
        tx,
        TASKS.notificationPush,
        { notificationId: n.id },
        { jobKey: pushJobKey(n.id), maxAttempts: PUSH_JOB_ATTEMPTS },
      );
  }
  return added;
}
