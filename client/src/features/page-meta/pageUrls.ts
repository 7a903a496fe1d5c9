import { LOCALES, type Locale } from '../../i18n/locales';

/**
 * A page's address in one language: English is the plain address, Kinyarwanda and French add `lang` (the server
 * renders the page in the language it names). `path` may carry its own query (a search's `q`).
 */
export function languageUrl(origin: string, path: string, locale: Locale): string {
  const url = new URL(path, origin);
  url.searchParams.delete('lang');
  if (locale !== 'en') url.searchParams.set('lang', locale);
  return url.href;
}

/** The page in each language, for hreflang links (x-default: the plain address). */
export function languageAlternates(origin: string, path: string): { hrefLang: string; href: string }[] {
  return [
    ...LOCALES.map((locale) => ({ hrefLang: locale, href: languageUrl(origin, path, locale) })),
    { hrefLang: 'x-default', href: languageUrl(origin, path, 'en') },
  ];
}

/** An uploaded picture as an absolute address at a width link previews show well. */
export function pictureUrl(origin: string, src: string, width = 960): string {
  const url = new URL(src, origin);
  if (url.pathname.startsWith('/uploads/')) url.searchParams.set('w', String(width));
  return url.href;
}

/** The Open Graph locale of each language (Rwanda's). */
export const OPEN_GRAPH_LOCALES: Record<Locale, string> = { en: 'en_RW', rw: 'rw_RW', fr: 'fr_RW' };
