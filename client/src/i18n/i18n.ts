import { i18n } from '@lingui/core';
import { setCatalogueLanguage } from './catalogueLanguage';
import { type Locale, loadMessages, STORAGE_KEY } from './locales';

export { LOCALE_NAMES, LOCALES, type Locale, initialLocale, isLocale } from './locales';

// The languages whose 'more' messages are loaded or on their way.
const moreMessages = new Map<Locale, Promise<void>>();

/** Loads a language's messages, switches the interface to it and remembers the choice. */
export async function activateLocale(locale: Locale): Promise<void> {
  // A switch while account or admin pages are in use brings their words in the new language too.
  const withMore = moreMessages.size > 0;
  const [messages, more] = await Promise.all([loadMessages(locale), withMore ? loadMessages(locale, 'more') : undefined]);
  i18n.loadAndActivate({ locale, messages: { ...messages, ...more } });
  setCatalogueLanguage(locale);
  if (more) moreMessages.set(locale, Promise.resolve());
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not remembered, but the switch itself worked.
  }
}

export { i18n };

/**
 * The words of the pages beyond the first (account, checkout, dashboard, admin) in the current language: fetched
 * once and merged in (the interface re-renders with them).
 */
export function loadMoreMessages(): Promise<void> {
  const locale = i18n.locale as Locale;
  let loading = moreMessages.get(locale);
  if (!loading) {
    loading = loadMessages(locale, 'more').then((messages) => i18n.load(locale, messages));
    // A failed download (no signal) is tried again by the next page that needs it.
    loading.catch(() => moreMessages.delete(locale));
    moreMessages.set(locale, loading);
  }
  return loading;
}
