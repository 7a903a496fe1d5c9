import type { ShopLanguage } from '../../lib/request-language.js';

/** What a named catalogue entry (category, sub-category, product) stores of its name. */
export interface LocalNames {
  name: string;
  nameRw: string;
  nameFr: string;
}

/** What a product stores of its description. */
export interface LocalDescriptions {
  description: string;
  descriptionRw: string;
  descriptionFr: string;
}

/** The entry's name in `language`: its Kinyarwanda or French name where the admin gave one, else the English name. */
export function localName(entry: LocalNames, language: ShopLanguage): string {
  return inLanguage(entry.name, entry.nameRw, entry.nameFr, language);
}

/** The product's description in `language`, where the admin gave one, else the English description. */
export function localDescription(product: LocalDescriptions, language: ShopLanguage): string {
  return inLanguage(product.description, product.descriptionRw, product.descriptionFr, language);
}

function inLanguage(english: string, kinyarwanda: string, french: string, language: ShopLanguage): string {
  const local = language === 'rw' ? kinyarwanda : language === 'fr' ? french : '';
  return local.trim() || english;
}
