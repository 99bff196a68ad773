import { CATALOGUE_FILES } from 'virtual:catalogue-files';
import { startingLocale } from './lib/language-start';

/*
 * The documents' first script (docs/decisions/041; build/catalogue-first.ts builds it apart from the
 * app and puts it in both documents, async): a reader who starts in Hindi has the catalogue's files
 * fetched beside the app's own, not after the app's code has arrived and run. The app then imports
 * them as usual (lib/i18n.ts) and finds them loaded or on their way.
 */
for (const href of CATALOGUE_FILES[startingLocale()] ?? []) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}
