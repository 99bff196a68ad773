import type { NotificationCategory } from '@ih/contract/enums';
import type { NotificationPreference } from '@ih/contract/notifications';
import {
  categoriesFor,
  NOTIFICATION_CATEGORY_INFO,
  NOTIFICATION_MESSAGES,
} from '@ih/contract/notifications-messages';
import type { Executor } from '../../db/tx.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { type Person, preferencesOf, savePreferences } from './repository.ts';

export const audienceOf = (p: Person) => (p.kind === 'influencer' ? 'creator' : 'staff');

/** Whether e-mail for a category goes out, given a stored choice or none (the default). */
export function emailWanted(category: NotificationCategory, stored: { email: boolean } | undefined): boolean {
  const info = NOTIFICATION_CATEGORY_INFO[category];
  if (info.emailLocked) return true;
  return stored ? stored.email : info.emailByDefault;
}

/**
 * Whether a category goes to the person's subscribed devices (design §19): on unless they switched
 * it off. A person with no subscription gets no push whatever this says.
 */
export function pushWanted(stored: { push: boolean } | undefined): boolean {
  return stored?.push ?? true;
}

/** A person's settings for every category of their side, defaults filled in. */
export async function readPreferences(
  db: Executor,
  person: Person,
  smsAvailable: boolean,
): Promise<NotificationPreference[]> {
  const stored = new Map((await preferencesOf(db, person)).map((r) => [r.category, r]));
  return categoriesFor(audienceOf(person)).map((category) => {
    const info = NOTIFICATION_CATEGORY_INFO[category];
    const row = stored.get(category);
    return {
      category,
      label: info.label,
      description: info.description[audienceOf(person)] ?? '',
      inApp: true,
      email: emailWanted(category, row),
      emailLocked: info.emailLocked,
      sms: smsAvailable && (row?.sms ?? false),
      smsAvailable,
      push: pushWanted(row),
    };
  });
}

export interface PreferenceChange {
  category: NotificationCategory;
  email?: boolean | undefined;
  sms?: boolean | undefined;
  push?: boolean | undefined;
}

/**
 * Applies changes to some categories; the others keep their value. Refuses, naming the field and
 * changing nothing, a category of the other side or switching off a locked e-mail.
 */
export async function updatePreferences(
  deps: Deps,
  person: Person,
  changes: PreferenceChange[],
): Promise<NotificationPreference[]> {
  const smsAvailable = deps.sms.delivers;
  const mine = new Set(categoriesFor(audienceOf(person)));
  changes.forEach((c, i) => {
    if (!mine.has(c.category))
      throw badRequest(NOTIFICATION_MESSAGES.categoryNotYours, {
        [`preferences.${i}.category`]: NOTIFICATION_MESSAGES.categoryNotYours,
      });
    if (c.email === false && NOTIFICATION_CATEGORY_INFO[c.category].emailLocked)
      throw badRequest(NOTIFICATION_MESSAGES.emailLocked, {
        [`preferences.${i}.email`]: NOTIFICATION_MESSAGES.emailLocked,
      });
  });
  const current = new Map((await readPreferences(deps.db, person, smsAvailable)).map((p) => [p.category, p]));
  // A category named twice takes each field's last value, as one row.
  const merged = new Map<
    NotificationCategory,
    { category: NotificationCategory; email: boolean; sms: boolean; push: boolean }
  >();
  for (const c of changes) {
    const now = merged.get(c.category) ?? current.get(c.category)!;
    merged.set(c.category, {
      category: c.category,
      email: c.email ?? now.email,
      sms: smsAvailable ? (c.sms ?? now.sms) : false,
      push: c.push ?? now.push,
    });
  }
  await savePreferences(deps.db, person, [...merged.values()]);
  return readPreferences(deps.db, person, smsAvailable);
}
