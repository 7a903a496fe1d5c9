import { isLocale, type Locale } from './locales';

/*
 * Dates and times as the interface language writes them, always in shop time (Africa/Kigali, where every
 * order is delivered), whatever the device's time zone. English and French come from Intl. Kinyarwanda is built
 * here from its month and day names (CLDR's), in the day-month-year order and 24-hour clock used in Rwanda:
 * browsers mostly ship no Kinyarwanda date data and would fall back to English month names.
 */
const TIME_ZONE = 'Africa/Kigali';
const INTL_LOCALE: Record<Exclude<Locale, 'rw'>, string> = { en: 'en-US', fr: 'fr-FR' };

const RW_MONTHS = ['Mutarama', 'Gashyantare', 'Werurwe', 'Mata', 'Gicurasi', 'Kamena', 'Nyakanga', 'Kanama', 'Nzeri', 'Ukwakira', 'Ugushyingo', 'Ukuboza'];
const RW_WEEKDAYS = ['Ku cyumweru', 'Kuwa mbere', 'Kuwa kabiri', 'Kuwa gatatu', 'Kuwa kane', 'Kuwa gatanu', 'Kuwa gatandatu'];

/** What to show: the day ("27 Nov 2026"), the day and time, or the day with its weekday (a delivery date). */
export type DateStyle = 'date' | 'dateTime' | 'fullDate';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  fullDate: { dateStyle: 'full' },
};

const formats = new Map<string, Intl.DateTimeFormat>();
const kigaliParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

function kinyarwanda(date: Date, style: DateStyle): string {
  const parts = Object.fromEntries(kigaliParts.formatToParts(date).map((part) => [part.type, part.value]));
  const day = `${Number(parts.day)} ${RW_MONTHS[Number(parts.month) - 1]} ${parts.year}`;
  if (style === 'date') return day;
  if (style === 'fullDate') return `${RW_WEEKDAYS[WEEKDAY_INDEX[parts.weekday!]!]}, ${day}`;
  return `${day}, ${parts.hour}:${parts.minute}`;
}

/** An instant in `locale`, in Kigali time; an unknown language is English. */
export function formatDate(date: Date, style: DateStyle, locale: string): string {
  const language: Locale = isLocale(locale) ? locale : 'en';
  if (language === 'rw') return kinyarwanda(date, style);
  const key = `${language}:${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[language], { ...OPTIONS[style], timeZone: TIME_ZONE });
    formats.set(key, format);
  }
  return format.format(date);
}
