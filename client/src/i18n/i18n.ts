import { i18n } from '@lingui/core';
import { type Locale, loadMessages, STORAGE_KEY } from './locales';

export { LOCALE_NAMES, LOCALES, type Locale, initialLocale, isLocale } from './locales';

/** Loads a language's messages, switches the interface to it and remembers the choice. */
export async function activateLocale(locale: Locale): Promise<void> {
  const messages = await loadMessages(locale);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not remembered, but the switch itself worked.
  }
}

export { i18n };
