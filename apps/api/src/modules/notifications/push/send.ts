import type { PushPayload } from '@ih/contract/push-messages';
import { addTriedJob } from '../../../jobs/add-job.ts';
import type { JobDeps } from '../../../jobs/module-jobs.ts';
import { TASKS } from '../../../jobs/tasks.ts';
import { pushWanted } from '../preferences.ts';
import { recipientOf } from '../recipients-repository.ts';
import { type NotificationRow, preferencesFor } from '../repository.ts';
import * as repo from './repository.ts';
import { type PushSender, pushSenderFor } from './sender.ts';

/** Tries of one notification's push to one device before it is kept as a failed job. */
export const PUSH_JOB_ATTEMPTS = 8;
/** Longest text a push carries (the payload must stay under the push services' 4 KB). */
const BODY_MAX = 1000;

export interface PushJobPayload {
  notificationId: string;
  /** Set on a retry of one device whose first try, with the others, failed. */
  subscriptionId?: string;
}

export const pushJobKey = (notificationId: string, subscriptionId?: string) =>
  subscriptionId
    ? `${TASKS.notificationPush}:${notificationId}:${subscriptionId}`
    : `${TASKS.notificationPush}:${notificationId}`;

/** What the service worker shows: the notification's own title, text, in-app link and id. */
export function pushPayloadOf(n: NotificationRow): PushPayload {
  return {
    title: n.title,
    body: n.body.length > BODY_MAX ? `${n.body.slice(0, BODY_MAX - 1)}…` : n.body,
    url: n.link.startsWith('/') && !n.link.startsWith('//') ? n.link : '/',
    tag: n.id,
  };
}

/**
 * The queue job of one notification's push (design §19, ADR 039): to each of the person's devices,
 * if they are still active and still want push for the category (read again here, so switching it
 * off stops what is queued). A device whose push service answers 404/410 is deleted; another failure
 * throws: with one device the job itself is retried, with several each failed device gets a retry job
 * of its own (its first try counted), so the devices that took the push do not get it twice.
 */
export async function sendNotificationPush(
  deps: JobDeps,
  job: PushJobPayload,
  sender: PushSender | null = pushSenderFor(deps.config.push),
): Promise<{ delivered: number; gone: number; failed: number }> {
  const result = { delivered: 0, gone: 0, failed: 0 };
  if (!sender) return result;
  const n = await repo.notificationById(deps.db, job.notificationId);
  if (!n) return result;
  const person = { kind: n.recipientKind, id: n.recipientId };
  if (!(await recipientOf(deps.db, person))) return result;
  const prefs = await preferencesFor(deps.db, person.kind, [person.id], n.category);
  if (!pushWanted(prefs.get(person.id))) return result;
  const all = await repo.subscriptionsOf(deps.db, person);
  const targets = job.subscriptionId ? all.filter((s) => s.id === job.subscriptionId) : all;
  const payload = pushPayloadOf(n);
  const failures: { id: string; error: Error }[] = [];
  for (const s of targets) {
    try {
      const outcome = await sender.send(
        { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
        payload,
      );
      if (outcome === 'gone') {
        await repo.deleteSubscription(deps.db, s.id);
        result.gone++;
      } else {
        await repo.markDelivered(deps.db, s.id, deps.clock.now());
        result.delivered++;
      }
    } catch (error) {
      await repo.markFailed(deps.db, s.id);
      failures.push({ id: s.id, error: error as Error });
      result.failed++;
    }
  }
  if (failures.length === 0) return result;
  if (targets.length === 1) throw failures[0]!.error;
  // Each in one transaction: the retry job is never visible to a worker before its backoff is set.
  for (const f of failures)
    await deps.db.transaction((tx) =>
      addTriedJob(
        tx,
        {
          task: TASKS.notificationPush,
          payload: { notificationId: n.id, subscriptionId: f.id },
          jobKey: pushJobKey(n.id, f.id),
          maxAttempts: PUSH_JOB_ATTEMPTS,
        },
        f.error.message,
      ),
    );
  deps.log.warn(
    { notificationId: n.id, failed: failures.length, devices: targets.length },
    'push: some devices failed; each is retried on its own',
  );
  return result;
}
