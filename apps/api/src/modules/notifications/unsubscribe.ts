import type { NotificationCategory } from '@ih/contract/enums';
import { NOTIFICATION_CATEGORY_INFO, NOTIFICATION_MESSAGES } from '@ih/contract/notifications-messages';
import type { Config } from '../../config.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { hmac, safeEqual } from '../../lib/tokens.ts';
import { audienceOf } from './preferences.ts';
import { emailOf } from './recipients-repository.ts';
import { type Person, switchEmailOff } from './repository.ts';

/*
 * One-click unsubscribe (RFC 8058, design §12). The link carries who and which category, signed
 * with APP_SECRET: it needs no sign-in (a mail client POSTs it) and cannot be altered to switch off
 * someone else's e-mails. It does not expire: an old e-mail's link must still work.
 */

const PURPOSE = 'unsubscribe';
const KINDS = { influencer: 'c', staff: 's' } as const;

export function unsubscribeToken(secret: string, person: Person, category: NotificationCategory): string {
  const value = `${KINDS[person.kind]}.${person.id}.${category}`;
  return `${value}.${hmac(secret, PURPOSE, value).slice(0, 32)}`;
}

type UrlConfig = Pick<Config, 'publicUrl' | 'appSecret'>;

/** The web page that says what the link switches off and asks before doing it. */
export const unsubscribeUrl = (config: UrlConfig, person: Person, category: NotificationCategory) =>
  `${config.publicUrl}/unsubscribe?token=${encodeURIComponent(unsubscribeToken(config.appSecret, person, category))}`;

/** The API address a mail client POSTs to (List-Unsubscribe). */
export const oneClickUrl = (config: UrlConfig, person: Person, category: NotificationCategory) =>
  `${config.publicUrl}/v1/notifications/unsubscribe?token=${encodeURIComponent(unsubscribeToken(config.appSecret, person, category))}`;

function readToken(secret: string, token: string): { person: Person; category: NotificationCategory } {
  const refuse = () =>
    badRequest(NOTIFICATION_MESSAGES.unsubscribeToken, { token: NOTIFICATION_MESSAGES.unsubscribeToken });
  const parts = token.split('.');
  if (parts.length !== 4) throw refuse();
  const [k, id, category, sig] = parts as [string, string, string, string];
  if (!safeEqual(sig, hmac(secret, PURPOSE, `${k}.${id}.${category}`).slice(0, 32))) throw refuse();
  const kind = k === 'c' ? 'influencer' : k === 's' ? 'staff' : null;
  const info = NOTIFICATION_CATEGORY_INFO[category as NotificationCategory];
  if (!kind || !info || info.emailLocked || !info.description[audienceOf({ kind, id })]) throw refuse();
  return { person: { kind, id }, category: category as NotificationCategory };
}

const maskEmail = (email: string) =>
  email.replace(/^(.)[^@]*(@.*)$/, (_, first, domain) => `${first}•••${domain}`);

export async function describeUnsubscribe(deps: Deps, token: string) {
  const { person, category } = readToken(deps.config.appSecret, token);
  const email = await emailOf(deps.db, person);
  if (!email)
    throw badRequest(NOTIFICATION_MESSAGES.unsubscribeToken, {
      token: NOTIFICATION_MESSAGES.unsubscribeToken,
    });
  return { category, label: NOTIFICATION_CATEGORY_INFO[category].label, email: maskEmail(email) };
}

/** Switches the category's e-mail off; repeating it changes nothing more. */
export async function unsubscribe(deps: Deps, token: string) {
  const described = await describeUnsubscribe(deps, token);
  const { person, category } = readToken(deps.config.appSecret, token);
  await switchEmailOff(deps.db, person, category);
  return described;
}
