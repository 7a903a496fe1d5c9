import { i18n, type Messages } from '@lingui/core';
import type { CatalogueGroup } from './catalogueGroups';
import { setCatalogueLanguage } from './catalogueLanguage';
import { initialLocale, isLocale, LANGUAGE_COOKIE, type Locale, loadMessages, STORAGE_KEY } from './locales';

export { LOCALE_NAMES, LOCALES, type Locale, initialLocale, isLocale, storedLocale } from './locales';

type LaterGroup = Exclude<CatalogueGroup, 'first'>;
// The groups beyond the first that the pages in use have asked for: a switch of language brings them in the new one.
const wantedGroups = new Set<LaterGroup>();
// Each language's groups loaded or on their way ('<locale>/<group>').
const loadedGroups = new Map<string, Promise<void>>();

/**
 * Loads a language's messages, switches the interface to it and remembers the choice: in this browser, and in a
 * cookie, so the pages the server renders come in it too. A page the server rendered is taken over in its own
 * language without remembering it (`remember: false`): the shopper's own choice, if another, follows.
 */
export async function activateLocale(locale: Locale, { remember = true }: { remember?: boolean } = {}): Promise<void> {
  // A switch while product, account or admin pages are in use brings their words in the new language too.
  const groups = [...wantedGroups];
  const [messages, ...later] = await Promise.all([loadMessages(locale), ...groups.map((group) => loadMessages(locale, group))]);
  // Added to what the language already has (a group another page fetched meanwhile stays), then switched to.
  i18n.load(locale, Object.assign({}, messages, ...later) as Messages);
  i18n.activate(locale);
  setCatalogueLanguage(locale);
  groups.forEach((group) => loadedGroups.set(`${locale}/${group}`, Promise.resolve()));
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
 * The language the interface is in, or about to be: while a page the server rendered is being taken over, the
 * page's own (its `lang`), which the app switches to.
 */
function currentLocale(): Locale {
  if (isLocale(i18n.locale)) return i18n.locale;
  const pageLanguage = typeof document === 'undefined' ? null : document.documentElement.lang;
  return isLocale(pageLanguage) ? pageLanguage : initialLocale();
}

/**
 * Code beyond the first screen (a route, the cart drawer, the help answers...), with the words of the first-load
 * features that the first screen does not use ('later', catalogueGroups.ts): the code may show any of them.
 */
export function withLaterMessages<T>(module: Promise<T>): Promise<T> {
  return Promise.all([module, loadMessageGroup('later')]).then(([loaded]) => loaded);
}

// A safety net: a word asked for before its group arrived (code that came without withLaterMessages) brings the
// 'later' words in; the interface re-renders with them.
i18n.on('missing', () => {
  if (typeof window !== 'undefined') void loadMessageGroup('later').catch(() => undefined);
});

/**
 * The words of a group of pages beyond the first (see catalogueGroups.ts) in the current language: fetched once,
 * with the code of the first page that needs them, and merged in (the interface re-renders with them).
 */
export function loadMessageGroup(group: LaterGroup): Promise<void> {
  // The server's renderer has every group it renders with already (entry-server.tsx).
  if (typeof window === 'undefined') return Promise.resolve();
  wantedGroups.add(group);
  const locale = currentLocale();
  const key = `${locale}/${group}`;
  let loading = loadedGroups.get(key);
  if (!loading) {
    loading = loadMessages(locale, group).then((messages) => i18n.load(locale, messages));
    // A failed download (no signal) is tried again by the next page that needs it.
    loading.catch(() => loadedGroups.delete(key));
    loadedGroups.set(key, loading);
  }
  return loading;
}
