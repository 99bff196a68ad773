import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The creator app's messages (docs/decisions/041). English is the source: its text stays in the code
 * and is compiled into it at build time (build/lingui.ts), so English pages load no catalogue. Hindi
 * and the pseudo-locale (for the end-to-end pass that finds text outside the catalogue) are catalogues
 * loaded on demand. The staff console uses the same mechanism and is extracted too.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/test/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  // No provider needed: components read the app's one i18n instance (src/lib/i18n-react.tsx).
  runtimeConfigModule: {
    i18n: ['@/lib/i18n', 'i18n'],
    useLingui: ['@/lib/i18n-react', 'useLingui'],
    Trans: ['@/lib/i18n-react', 'Trans'],
  },
});
