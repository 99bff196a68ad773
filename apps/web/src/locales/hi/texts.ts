/**
 * Hindi for the texts the API and the contract's schemas send in English (packages/contract/src/
 * *-messages.ts): the documents' words, which stay English on the wire (design §19), shown in Hindi
 * to a Hindi reader by lib/i18n.ts's translateText. Keyed by the English text itself; a text not
 * here shows in English. src/locales/catalogues.test.ts fails when a creator-side text has no entry.
 */
export const texts: Record<string, string> = {};
