import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isLocale, type Locale } from '../../i18n/locales';
import { formatRwf } from '../../i18n/money';
import type { DeliveryPromise } from './useDeliveryPromise';

/*
 * The words every place that states the delivery promise shares, so the card, the product page, the help and the
 * banner say the same thing in the same way.
 */

/** The charge as a shopper reads it: 'Free', or the amount ("RWF 1,000", "1 000 RWF"). */
export function deliveryChargeText(charge: number, i18n: I18n): string {
  return charge === 0 ? i18n._(msg`Free`) : formatRwf(charge, i18n.locale);
}

/** The short promise a tag shows: the label where the shop delivers, else that it does not deliver there. */
export function deliveryTagText(promise: Pick<DeliveryPromise, 'served' | 'district' | 'label'>, i18n: I18n): string {
  if (promise.served) return promise.label;
  return promise.district ? i18n._(msg`No delivery to ${promise.district}`) : i18n._(msg`No delivery yet`);
}

// British English has no comma before 'and', as the shop's English (and the server's messages) write the list.
const LIST_LOCALE: Record<Exclude<Locale, 'rw'>, string> = { en: 'en-GB', fr: 'fr-FR' };
// Kinyarwanda's 'and' between names; browsers mostly ship no Kinyarwanda list data.
const RW_AND = 'na';
// Made once per language: the help, the banner and every product page list the districts.
const listFormats = new Map<Locale, Intl.ListFormat>();

/** Names as a sentence lists them: "Gasabo, Kicukiro, Nyarugenge and Musanze" ('na' in rw, 'et' in fr). */
export function districtListText(districts: readonly string[], locale: string): string {
  const language: Locale = isLocale(locale) ? locale : 'en';
  if (language !== 'rw' && typeof Intl.ListFormat === 'function') {
    let format = listFormats.get(language);
    if (!format) {
      format = new Intl.ListFormat(LIST_LOCALE[language], { style: 'long', type: 'conjunction' });
      listFormats.set(language, format);
    }
    return format.format(districts);
  }
  if (districts.length <= 1) return districts[0] ?? '';
  const and = language === 'rw' ? RW_AND : language === 'fr' ? 'et' : 'and';
  return `${districts.slice(0, -1).join(', ')} ${and} ${districts.at(-1)}`;
}

/** A whole hour of the day on the 24-hour clock Rwanda uses ("14:00"). */
export function hourText(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}
