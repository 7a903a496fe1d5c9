import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * One catalogue per feature folder (plus one for the shared ui/), so features are translated where they live.
 * English is the source: the specification's sentences. The runtime merges a language's catalogues into one.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'rw', 'fr'],
  fallbackLocales: { default: 'en' },
  rootDir: import.meta.dirname,
  catalogs: [
    { path: '<rootDir>/src/features/{name}/locales/{locale}', include: ['<rootDir>/src/features/{name}/'] },
    { path: '<rootDir>/src/ui/locales/{locale}', include: ['<rootDir>/src/ui/', '<rootDir>/src/routes/', '<rootDir>/src/i18n/'] },
  ],
  format: formatter({ lineNumbers: false, origins: false }),
  orderBy: 'messageId',
});
