/*
 * Creator search's closed lists (design §15), apart from enums.ts so that only the pages that search
 * or edit a creator's languages carry them (every page loads enums.ts).
 */

/**
 * The languages a creator says they create in (design §15): English and the 22 languages of the
 * Eighth Schedule, in the order brands look for them most. A closed list, so a filter and a facet
 * count the same spelling.
 */
export const CREATOR_LANGUAGES = [
  'English',
  'Hindi',
  'Bengali',
  'Marathi',
  'Telugu',
  'Tamil',
  'Gujarati',
  'Urdu',
  'Kannada',
  'Odia',
  'Malayalam',
  'Punjabi',
  'Assamese',
  'Maithili',
  'Santali',
  'Kashmiri',
  'Nepali',
  'Sindhi',
  'Konkani',
  'Dogri',
  'Manipuri',
  'Bodo',
  'Sanskrit',
] as const;
export type CreatorLanguage = (typeof CREATOR_LANGUAGES)[number];

/** How creator search orders its results (design §15). */
export const CREATOR_SEARCH_SORTS = ['relevance', 'followers', 'onTime'] as const;
export type CreatorSearchSort = (typeof CREATOR_SEARCH_SORTS)[number];
