import { useLingui } from '@lingui/react';
import { isLocale, type Locale } from './locales';

/*
 * Prices: whole Rwandan francs (RWF has no minor unit), always with the code "RWF", grouped as the interface
 * language writes numbers: English "RWF 2,430", French "2 430 RWF". Kinyarwanda is written as Rwandan receipts,
 * shelves and mobile-money messages write prices ("RWF 2,430"), not with CLDR's rw grouping ("2.430", which a
 * shopper reads as two francs and a fraction); it also gives every browser the same text, as most ship no
 * Kinyarwanda number data at all.
 */
const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', rw: 'en-US', fr: 'fr-FR' };

/**
 * The locale numbers are written in for an interface language: Kinyarwanda as English (above), so the server and
 * every browser write the same text whatever Kinyarwanda data their ICU has.
 */
export function numberLocale(locale: string): string {
  return INTL_LOCALE[isLocale(locale) ? locale : 'en'];
}

const formats = new Map<Locale, Intl.NumberFormat>();

function moneyFormat(locale: Locale): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'RWF', currencyDisplay: 'code', maximumFractionDigits: 0 });
    formats.set(locale, format);
  }
  return format;
}

/** An amount of francs as a price in `locale` ("RWF 2,430", "2 430 RWF"); an unknown language is English. */
export function formatRwf(amount: number, locale: string): string {
  return moneyFormat(isLocale(locale) ? locale : 'en').format(amount);
}

/** formatRwf in the interface language; the component shows prices again when the language changes. */
export function useFormatRwf(): (amount: number) => string {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return (amount) => formatRwf(amount, locale);
}
