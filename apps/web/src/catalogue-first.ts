import { CATALOGUE_FILES } from 'virtual:catalogue-files';
import { startingLocale } from './lib/language-start';

/*
 * The documents' first script (docs/decisions/041; build/catalogue-first.ts builds it apart from the
 * app and puts it in both documents, async): a reader who starts in Hindi has the catalogue's files
 * fetched beside the app's own, not after the app's code has arrived and run. Imported, not only
 * preloaded: the font's module (locales/hi/font.ts) starts its files as soon as it runs, and the
 * others only define their texts. The app then imports the same modules (lib/i18n.ts) and finds them
 * loaded or on their way; if one fails here, the app's own import fails and says so.
 */
for (const href of CATALOGUE_FILES[startingLocale()] ?? []) import(href).catch(() => undefined);
