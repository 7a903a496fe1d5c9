import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isLocale } from '../../i18n/locales';
import { useFormatRwf } from '../../i18n/money';

// An hour of the day as each language writes a time: "2:00 PM" in English, "14:00" in French and Kinyarwanda
// (Rwanda's 24-hour clock; browsers mostly lack Kinyarwanda time data).
const hourFormats = { en: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }), fr: new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }) };

/** A whole hour of the day (0-23) as a time in `locale`. */
export function formatHourOfDay(hour: number, locale: string): string {
  const language = isLocale(locale) ? locale : 'en';
  if (language === 'rw') return `${String(hour).padStart(2, '0')}:00`;
  return hourFormats[language].format(Date.UTC(2000, 0, 1, hour));
}

/** How a zone's terms read on the admin page, in the interface language. */
export interface DeliveryTermsText {
  /** 'Free' for 0, else the amount ("RWF 1,000"). */
  charge: (charge: number) => string;
  /** 'Same day' for 0, else "3 business days". */
  leadTime: (leadDays: number) => string;
  /** 'None' for no cut-off, else the hour ("2:00 PM"). */
  cutoff: (hour: number | null) => string;
  /** The lead time with the cut-off when there is one ("Same day · cut-off 2:00 PM"). */
  deliveryTime: (leadDays: number, cutoffHour: number | null) => string;
  /** 'yes' or 'no'. */
  served: (served: boolean) => string;
  /** The label shoppers see in the interface language: its Kinyarwanda or French wording, else the English. */
  shownLabel: (zone: { label: string; labelRw: string; labelFr: string }) => string;
  /** What an empty Kinyarwanda or French label stands for. */
  englishLabel: string;
}

/** The words and formats the zone rows, the dialog and the change history share. */
export function useDeliveryTermsText(): DeliveryTermsText {
  const { t, i18n } = useLingui();
  const formatRwf = useFormatRwf();
  const leadTime = (leadDays: number) => (leadDays === 0 ? t`Same day` : t`${plural(leadDays, { one: '# business day', other: '# business days' })}`);
  return {
    charge: (charge) => (charge === 0 ? t`Free` : formatRwf(charge)),
    leadTime,
    cutoff: (hour) => (hour === null ? t`None` : formatHourOfDay(hour, i18n.locale)),
    deliveryTime: (leadDays, cutoffHour) => {
      const days = leadTime(leadDays);
      if (cutoffHour === null) return days;
      const hour = formatHourOfDay(cutoffHour, i18n.locale);
      return t`${days} · cut-off ${hour}`;
    },
    served: (served) => (served ? t`yes` : t`no`),
    shownLabel: (zone) => (i18n.locale === 'rw' ? zone.labelRw : i18n.locale === 'fr' ? zone.labelFr : '') || zone.label,
    englishLabel: t`(the English label)`,
  };
}
