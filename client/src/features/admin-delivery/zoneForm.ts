/**
 * The zone dialog's form: what the admin types, and the whole zone the server takes from it. The server checks
 * every rule (ranges, a cut-off for same-day delivery); the form only refuses what cannot be sent as a number.
 */

/** A zone's editable fields, as the inputs hold them ('' cut-off: none). */
export interface ZoneFormValues {
  served: boolean;
  charge: string;
  leadDays: string;
  sameDayCutoffHour: string;
  label: string;
  labelRw: string;
  labelFr: string;
}

export type ZoneField = keyof ZoneFormValues;

export const ZONE_FIELDS: readonly ZoneField[] = ['served', 'charge', 'leadDays', 'sameDayCutoffHour', 'label', 'labelRw', 'labelFr'];

/** The server's limit for a label. */
export const LABEL_MAX_LENGTH = 24;

/** What the update sends: the whole zone. */
export interface ZoneInput {
  district: string;
  served: boolean;
  charge: number;
  leadDays: number;
  sameDayCutoffHour: number | null;
  label: string;
  labelRw: string;
  labelFr: string;
}

/** The form as it opens: the zone as it is now (Relay gives an absent cut-off as null or undefined). */
export function formValuesOf(zone: Omit<ZoneInput, 'district' | 'sameDayCutoffHour'> & { sameDayCutoffHour?: number | null }): ZoneFormValues {
  return {
    served: zone.served,
    charge: String(zone.charge),
    leadDays: String(zone.leadDays),
    sameDayCutoffHour: zone.sameDayCutoffHour === null || zone.sameDayCutoffHour === undefined ? '' : String(zone.sameDayCutoffHour),
    label: zone.label,
    labelRw: zone.labelRw,
    labelFr: zone.labelFr,
  };
}

// Whole numbers only, signs included: a negative one goes to the server, which says why it is refused.
const WHOLE_NUMBER = /^[-+]?\d+$/;

/** A number as typed, without the grouping an amount may be written with ("1,000", "1 000"). */
const ungrouped = (text: string) => text.replace(/[\s,]/g, '');

/** The zone to send, or the numeric fields that hold something other than a whole number. */
export function zoneInputOf(district: string, values: ZoneFormValues): { input: ZoneInput } | { notWholeNumbers: ZoneField[] } {
  const charge = ungrouped(values.charge);
  const leadDays = ungrouped(values.leadDays);
  const notWholeNumbers = (['charge', 'leadDays'] as const).filter((field) => !WHOLE_NUMBER.test(field === 'charge' ? charge : leadDays));
  if (notWholeNumbers.length > 0) return { notWholeNumbers };
  return {
    input: {
      district,
      served: values.served,
      charge: Number(charge),
      leadDays: Number(leadDays),
      sameDayCutoffHour: values.sameDayCutoffHour === '' ? null : Number(values.sameDayCutoffHour),
      label: values.label.trim(),
      labelRw: values.labelRw.trim(),
      labelFr: values.labelFr.trim(),
    },
  };
}

/** The form field a refusal names, when it is one of the form's own. */
export function zoneFieldOf(field: string | null | undefined): ZoneField | null {
  return ZONE_FIELDS.find((candidate) => candidate === field) ?? null;
}
