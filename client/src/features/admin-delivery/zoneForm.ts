import { z } from 'zod';

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

/** The only problem the form finds itself; the server words every other refusal. */
export const NOT_A_WHOLE_NUMBER = 'notWholeNumber';

const wholeNumberText = z.string().refine((text) => WHOLE_NUMBER.test(ungrouped(text)), NOT_A_WHOLE_NUMBER);

/** The form's own check: the charge and the lead time are whole numbers. */
export const zoneFormSchema = z.object({
  served: z.boolean(),
  charge: wholeNumberText,
  leadDays: wholeNumberText,
  sameDayCutoffHour: z.string(),
  label: z.string(),
  labelRw: z.string(),
  labelFr: z.string(),
}) satisfies z.ZodType<ZoneFormValues>;

/** The zone to send, from values that passed `zoneFormSchema`. */
export function zoneInputOf(district: string, values: ZoneFormValues): ZoneInput {
  return {
    district,
    served: values.served,
    charge: Number(ungrouped(values.charge)),
    leadDays: Number(ungrouped(values.leadDays)),
    sameDayCutoffHour: values.sameDayCutoffHour === '' ? null : Number(values.sameDayCutoffHour),
    label: values.label.trim(),
    labelRw: values.labelRw.trim(),
    labelFr: values.labelFr.trim(),
  };
}

/** The form field a refusal names, when it is one of the form's own. */
export function zoneFieldOf(field: string | null | undefined): ZoneField | null {
  return ZONE_FIELDS.find((candidate) => candidate === field) ?? null;
}
