import { formatDate } from '../../i18n/dates';

/**
 * The day an order placed now should arrive, with its weekday ("Tuesday, 1 December 2026"), in Kigali. Apart from
 * deliveryWording.ts because only the product page and the help answers say it: the first page's cards and banner
 * need no date formatting.
 */
export function estimatedDateText(date: Date, locale: string): string {
  return formatDate(date, 'fullDate', locale);
}
