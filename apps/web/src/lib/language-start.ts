import { DEFAULT_LANGUAGE, firstLanguageIn, isLanguage, type Language } from '@ih/contract/language';

/**
 * The language a page starts in, apart from Lingui and the catalogues, so that src/catalogue-first.ts
 * can decide it before the app's own code has arrived (docs/decisions/041).
 */
export type UiLocale = Language | 'pseudo';

/** Where the device keeps the reader's choice (the offline page, public/offline.js, reads it too). */
export const LANGUAGE_KEY = 'ih.language';

/** The language to start in: ?lang= (tests, links), then the stored choice, then the browser's. */
export function startingLocale(): UiLocale {
  const asked = new URLSearchParams(globalThis.location?.search ?? '').get('lang');
  if (asked === 'pseudo' || isLanguage(asked)) return asked;
  const stored = readStored();
  if (stored) return stored;
  return firstLanguageIn(globalThis.navigator?.languages ?? []) ?? DEFAULT_LANGUAGE;
}

function readStored(): Language | null {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}
