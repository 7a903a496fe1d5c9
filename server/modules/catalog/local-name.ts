import type { ShopLanguage } from '../../lib/request-language.js';

/** What a named catalogue entry (category, sub-category, product) stores of its name. */
export interface LocalNames {
  name: string;
  nameRw: string;
  nameFr: string;
}

/** The entry's name in `language`: its Kinyarwanda or French name where the admin gave one, else the English name. */
export function localName(entry: LocalNames, language: ShopLanguage): string {
  const local = language === 'rw' ? entry.nameRw : language === 'fr' ? entry.nameFr : '';
  return local.trim() || entry.name;
}
