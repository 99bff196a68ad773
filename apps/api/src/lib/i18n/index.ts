import type { Language } from '@ih/contract/language';
import { formatDay, formatIstMoment, istDay } from '@ih/contract/payout-terms';
import { twelveHourClock } from '@ih/contract/posting-time';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { en, type MessageKey } from './en.ts';
import { hi } from './hi.ts';

/*
 * What the server writes to a person, in their language (design §19, ADR 042): one ICU catalogue per
 * language (en.ts the source, hi.ts the Hindi), compiled once with Lingui, the project's ICU library,
 * under hi-IN / en-IN so plurals and `#` follow the language. `textFor(language)(key, values)`.
 */

export type { MessageKey };
export type Values = Record<string, string | number>;
/** A language's texts: `t('work.rework.title')`, `t('payment.made.title', { amount })`. */
export type Text = ((key: MessageKey, values?: Values) => string) & { language: Language };

const CATALOGUES: Record<Language, Record<MessageKey, string>> = { en, hi };
const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

const compiled = new Map<Language, I18n>();
function i18nOf(language: Language): I18n {
  let i18n = compiled.get(language);
  if (!i18n) {
    const locale = LOCALES[language];
    const messages = Object.fromEntries(
      Object.entries(CATALOGUES[language]).map(([key, message]) => [key, compileMessage(message)]),
    );
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    compiled.set(language, i18n);
  }
  return i18n;
}

const texts = new Map<Language, Text>();
export function textFor(language: Language): Text {
  let t = texts.get(language);
  if (!t) {
    const i18n = i18nOf(language);
    t = Object.assign((key: MessageKey, values?: Values) => i18n._(key, values), { language });
    texts.set(language, t);
  }
  return t;
}

/** A calendar day (YYYY-MM-DD) as a reader of the language writes it: "12 Dec 2026", "12 दिसंबर 2026". */
export function dayIn(language: Language, day: string): string {
  if (language === 'en') return formatDay(day);
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A moment in India's time: "12 Dec 2026, 3:30 PM IST" and the Hindi day with the same clock. */
export function momentIn(language: Language, at: Date): string {
  if (language === 'en') return formatIstMoment(at);
  const shifted = new Date(at.getTime() + 330 * 60_000);
  return `${dayIn(language, istDay(at))}, ${twelveHourClock({ hour: shifted.getUTCHours(), minute: shifted.getUTCMinutes() })} IST`;
}
