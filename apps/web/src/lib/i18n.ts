import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@ih/contract/language';
import { i18n, type Messages } from '@lingui/core';
import { LANGUAGE_KEY, startingLocale, type UiLocale } from './language-start';

/**
 * Which language the app speaks, and loading its catalogue (docs/decisions/041). English is compiled
 * into the code, so it is ready at once; Hindi (and the pseudo-locale the end-to-end pass uses) is a
 * catalogue fetched on demand (src/catalogue-first.ts has started it when the page starts in it),
 * with the Devanagari font (locales/hi/font.ts). The choice is kept in localStorage under
 * LANGUAGE_KEY (lib/language-start.ts) and, once signed in, on the account, whose copy wins
 * (adoptAccountLanguage, called at sign-in by features/auth/otp-calls.ts and when the header's
 * profile arrives).
 */
export type { UiLocale };
export { LANGUAGE_KEY, startingLocale };

interface Catalogue {
  messages: Messages;
  /** The API's and the contract's English texts in this language (translateText). */
  texts: Record<string, string>;
}

const catalogues: Record<Exclude<UiLocale, 'en'>, () => Promise<Catalogue>> = {
  hi: () =>
    Promise.all([
      import('../locales/hi/messages.po'),
      import('../locales/hi/texts'),
      // The font's faces are added before the first Hindi render; its files load beside it
      // (locales/hi/font.ts redraws text that came first on a device with no Devanagari font).
      import('../locales/hi/font'),
    ]).then(([c, t]) => ({ messages: c.messages, texts: t.texts })),
  pseudo: () =>
    Promise.all([import('../locales/pseudo/messages.po'), import('../locales/pseudo/texts')]).then(
      ([c, t]) => ({ messages: c.messages, texts: t.texts }),
    ),
};

let texts: Record<string, string> = {};

/**
 * A text that arrives in English from the API or the contract's validation (the documents' words,
 * kept English on the wire) in the reader's language, when the catalogue has it; else as it came.
 */
export function translateText(text: string): string {
  return texts[text] ?? text;
}

// English needs nothing loaded: the app can render before anything else is known.
i18n.loadAndActivate({ locale: 'en', locales: ['en-IN'], messages: {} });

/** The language the app shows now ('en' for the pseudo-locale, which is English in disguise). */
export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/** The BCP 47 tag Intl formats with: Indian English or Hindi, both with Indian digit grouping. */
export const intlLocale = () => (currentLanguage() === 'hi' ? 'hi-IN' : 'en-IN');

const listeners = new Set<() => void>();
/** Called after each change of language (formatters built for the old one drop their cache). */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const CHOSEN_KEY = 'ih.language.chosen';

/** The reader picked a language with the switch (not the browser's guess): sign-in keeps it. */
export async function chooseLanguage(language: Language): Promise<void> {
  await activateLocale(language);
  try {
    sessionStorage.setItem(CHOSEN_KEY, language);
  } catch {
    // Storage blocked: sign-in then takes the account's language.
  }
}

/** The language picked with the switch during this visit, if any. */
export function chosenThisVisit(): Language | null {
  try {
    const value = sessionStorage.getItem(CHOSEN_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** Switches the app to a language; remembers it on this device unless `remember` is false. */
export async function activateLocale(locale: UiLocale, { remember = true } = {}): Promise<void> {
  if (locale === i18n.locale) return;
  const catalogue: Catalogue = locale === 'en' ? { messages: {}, texts: {} } : await catalogues[locale]();
  texts = catalogue.texts;
  const { messages } = catalogue;
  i18n.loadAndActivate({
    locale,
    locales: [locale === 'hi' ? 'hi-IN' : 'en-IN'],
    messages,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'pseudo' ? 'en' : locale;
  if (remember && isLanguage(locale)) {
    try {
      localStorage.setItem(LANGUAGE_KEY, locale);
    } catch {
      // Private mode: the choice lasts for this visit.
    }
  }
  for (const listener of listeners) listener();
}

export { i18n };

/**
 * The account's language wins once someone signs in (design §19): the app switches to it, whatever
 * this device chose before, and remembers it here for the next visit's first paint.
 */
export function adoptAccountLanguage(language: string | null | undefined): void {
  // The pseudo-locale is a test's choice for this page load (?lang=pseudo): the account does not undo it.
  if (i18n.locale === 'pseudo') return;
  if (isLanguage(language) && language !== i18n.locale) void activateLocale(language);
}
