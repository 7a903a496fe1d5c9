import { initialLocale, type Locale } from './locales';

let current: Locale | null = null;

/**
 * The language the server is asked to name catalogue entries in (sent as Accept-Language): the interface's, which
 * activateLocale sets, or before that the one the app is about to start in. Free of the Lingui runtime, as the
 * entry script's first queries send it too.
 */
export function catalogueLanguage(): Locale {
  current ??= initialLocale();
  return current;
}

/** Records the interface language once it is active, for the requests that follow. */
export function setCatalogueLanguage(locale: Locale): void {
  current = locale;
}
