import { i18n } from '@lingui/core';
import { setCatalogueLanguage } from './catalogueLanguage';
import { LANGUAGE_COOKIE, type Locale, loadMessages, STORAGE_KEY } from './locales';

export { LOCALE_NAMES, LOCALES, type Locale, initialLocale, isLocale, storedLocale } from './locales';

// The languages whose 'more' messages are loaded or on their way.
const moreMessages = new Map<Locale, Promise<void>>();

/**
 * Loads a language's messages, switches the interface to it and remembers the choice: in this browser, and in a
 * cookie, so the pages the server renders come in it too. A page the server rendered is taken over in its own
 * language without remembering it (`remember: false`): the shopper's own choice, if another, follows.
 */
export async function activateLocale(locale: Locale, { remember = true }: { remember?: boolean } = {}): Promise<void> {
  // A switch while account or admin pages are in use brings their words in the new language too.
  const withMore = moreMessages.size > 0;
  const [messages, more] = await Promise.all([loadMessages(locale), withMore ? loadMessages(locale, 'more') : undefined]);
  i18n.loadAndActivate({ locale, messages: { ...messages, ...more } });
  setCatalogueLanguage(locale);
  if (more) moreMessages.set(locale, Promise.resolve());
  document.documentElement.lang = locale;
  if (!remember) return;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not remembered, but the switch itself worked.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

const ONE_YEAR_S = 365 * 24 * 60 * 60;

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
