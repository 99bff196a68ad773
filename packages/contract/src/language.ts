/**
 * The languages a person can read the product in (design §19). English is the source; Hindi is
 * translated throughout the creator side. Tamil, Bengali, Marathi and Telugu come next: add the code
 * here and a catalogue in apps/web/src/locales.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, for the switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first of our languages an Accept-Language header (or navigator.languages) prefers, by its
 * q-values; English when none matches. 'hi-IN;q=0.9, en;q=0.8' → 'hi'.
 */
export function preferredLanguage(accept: string | readonly string[] | null | undefined): Language {
  const entries =
    typeof accept === 'string'
      ? accept.split(',').map((part, index) => {
          const [tag = '', ...params] = part.trim().split(';');
          const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
          return { tag, q: q ? Number(q.slice(2)) : 1, index };
        })
      : (accept ?? []).map((tag, index) => ({ tag, q: 1, index }));
  const ranked = entries
    .filter((e) => e.tag && Number.isFinite(e.q) && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return firstLanguageIn(ranked.map((e) => e.tag)) ?? DEFAULT_LANGUAGE;
}

/**
 * The first of our languages in language tags listed most wanted first (navigator.languages), or null.
 * Apart from preferredLanguage so that a browser's first script needs only this (apps/web's
 * catalogue-first.ts).
 */
export function firstLanguageIn(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return null;
}

export const LANGUAGE_MESSAGES = {
  // A getter, so that a bundle which takes only isLanguage does not keep the join.
  get unknown() {
    return `language must be one of: ${LANGUAGES.join(', ')}.`;
  },
  saved: 'Language saved',
} as const;
