import { NOTIFICATION_CATEGORY_INFO } from '@ih/contract/notifications-messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { SmsSender } from '../../lib/sms.ts';
import { renderNotificationEmail } from './email-render.ts';
import { emailWanted } from './preferences.ts';
import { recipientOf } from './recipients-repository.ts';
import { preferencesFor } from './repository.ts';
import { oneClickUrl, unsubscribeUrl } from './unsubscribe.ts';

export interface EmailDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  sms: SmsSender;
  config: Config;
}

/**
 * The queue job of one notification's e-mail. Never twice: the row is claimed (`pending` →
 * `sending`) in its own committed statement before the SMTP call, so a second worker or a replayed
 * job finds nothing to send. A send that fails returns it to `pending` and throws, and the queue
 * tries again with backoff. A crash between the SMTP server accepting and `sent` being written
 * leaves `sending`: that e-mail is not retried (at most once; the in-app notification is there
 * regardless). Preferences are read again here, so switching a category off stops what is queued.
 */
export async function sendNotificationEmail(
  deps: EmailDeps,
  notificationId: string,
): Promise<'sent' | 'skipped' | 'none'> {
  const [claimed] = await deps.db
    .update(notifications)
    .set({ emailStatus: 'sending' })
    .where(and(eq(notifications.id, notificationId), eq(notifications.emailStatus, 'pending')))
    .returning();
  if (!claimed) return 'none';
  const person = { kind: claimed.recipientKind, id: claimed.recipientId };
  const setStatus = (emailStatus: 'pending' | 'sent' | 'skipped') =>
    deps.db
      .update(notifications)
      .set({ emailStatus, ...(emailStatus === 'sent' ? { emailedAt: sql`now()` } : {}) })
      .where(eq(notifications.id, notificationId));
  const recipient = await recipientOf(deps.db, person);
  const prefs = await preferencesFor(deps.db, person.kind, [person.id], claimed.category);
  if (!recipient || !emailWanted(claimed.category, prefs.get(person.id))) {
    await setStatus('skipped');
    return 'skipped';
  }
  const locked = NOTIFICATION_CATEGORY_INFO[claimed.category].emailLocked;
  const mail = renderNotificationEmail(claimed, {
    publicUrl: deps.config.publicUrl,
    name: recipient.name,
    language: recipient.language,
    unsubscribeUrl: locked ? null : unsubscribeUrl(deps.config, person, claimed.category),
  });
  try {
    await deps.mailer.send({
      to: recipient.email,
      ...mail,
      ...(locked
        ? {}
        : {
            headers: {
              'List-Unsubscribe': `<${oneClickUrl(deps.config, person, claimed.category)}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          }),
    });
  } catch (error) {
    await setStatus('pending');
    throw error;
  }
  await setStatus('sent');
  // SMS where the person asked for it and a provider is configured; best effort after the e-mail.
  if (deps.sms.delivers && recipient.mobile && prefs.get(person.id)?.sms)
    await deps.sms
      .send(recipient.mobile, `${claimed.title}. ${deps.config.publicUrl}${claimed.link}`)
      .catch(() => {});
  return 'sent';
}
