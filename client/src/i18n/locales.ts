/**
 * The languages and their catalogues, without the Lingui runtime: the entry script uses this to start downloading
 * the shopper's language while the app's code is still on its way.
 */
import type { Messages } from '@lingui/core';
import type { CatalogueGroup } from './catalogueGroups';

/** The interface languages: English (the specification's sentences), Kinyarwanda and French. */
export const LOCALES = ['en', 'rw', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language names as each speaker writes them, for the switcher. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', rw: 'Ikinyarwanda', fr: 'Français' };

/** Where the shopper's choice of language is remembered. */
export const STORAGE_KEY = 'language';

// Every feature keeps its own catalogue; the build merges a language's catalogues of each group into one module
// (catalogueBuild.ts).
const catalogues: Record<Locale, Record<CatalogueGroup, () => Promise<{ messages: Messages }>>> = {
  en: {
    first: () => import('virtual:isoko-messages/en/first'),
    later: () => import('virtual:isoko-messages/en/later'),
    browse: () => import('virtual:isoko-messages/en/browse'),
    more: () => import('virtual:isoko-messages/en/more'),
  },
  rw: {
    first: () => import('virtual:isoko-messages/rw/first'),
    later: () => import('virtual:isoko-messages/rw/later'),
    browse: () => import('virtual:isoko-messages/rw/browse'),
    more: () => import('virtual:isoko-messages/rw/more'),
  },
  fr: {
    first: () => import('virtual:isoko-messages/fr/first'),
    later: () => import('virtual:isoko-messages/fr/later'),
    browse: () => import('virtual:isoko-messages/fr/browse'),
    more: () => import('virtual:isoko-messages/fr/more'),
  },
};

/** A language as the server's Language enum names it (sign-in, registration, the switcher's save). */
export const ACCOUNT_LANGUAGE: Record<Locale, 'EN' | 'RW' | 'FR'> = { en: 'EN', rw: 'RW', fr: 'FR' };

/** The account's name for the interface language now: what a sign-in or registration saves. */
export function accountLanguage(locale: string): 'EN' | 'RW' | 'FR' {
  return ACCOUNT_LANGUAGE[isLocale(locale) ? locale : 'en'];
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The cookie that tells the server the shopper's language (the server renders public pages in it); the same
 * name the server reads (server/pages/page-language.ts).
 */
export const LANGUAGE_COOKIE = 'language';

/** The language the shopper chose before in this browser, or null. */
export function storedLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    // Storage can be unavailable (private mode).
    return null;
  }
}

/**
 * The language to start in: the address's (`?lang=rw`, the links search engines list for each language), else the
 * one the shopper chose before, else the browser's when we speak it, else English.
 */
export function initialLocale(): Locale {
  const fromAddress = new URLSearchParams(window.location.search).get('lang');
  if (isLocale(fromAddress)) return fromAddress;
  const stored = storedLocale();
  if (stored) return stored;
  const fromBrowser = navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLocale);
  return fromBrowser ?? 'en';
}

/** A language's messages of one group (see catalogueGroups.ts): its features' catalogues, merged (one file each). */
export async function loadMessages(locale: Locale, group: CatalogueGroup = 'first'): Promise<Messages> {
  return (await catalogues[locale][group]()).messages;
}

