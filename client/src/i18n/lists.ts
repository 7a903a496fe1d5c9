import { isLocale, type Locale } from './locales';

/*
 * Lists of names as a sentence writes them: "Gasabo, Kicukiro, Nyarugenge and Musanze". Written here rather than
 * with Intl.ListFormat: browsers ship no Kinyarwanda list data, and en-US would add a comma before "and" that the
 * shop's own sentences (the server's messages) do not have.
 */
const LAST_JOIN: Record<Locale, string> = { en: ' and ', rw: ' na ', fr: ' et ' };

/** Names joined as `locale` writes a list ("A, B and C", "A, B na C", "A, B et C"); an unknown language is English. */
export function formatList(items: readonly string[], locale: string): string {
  const language: Locale = isLocale(locale) ? locale : 'en';
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')}${LAST_JOIN[language]}${items.at(-1)}`;
}
