import { z } from 'zod';
import { canonicalDistrict } from '../../lib/rwanda-locations.js';
import { strictInput } from '../../lib/strict-input.js';
import { requiredText } from '../../lib/validation.js';

/** The highest charge an admin may set (a typo guard: far above any real delivery fee). */
export const MAX_DELIVERY_CHARGE = 100_000;
export const MAX_LEAD_DAYS = 30;
export const MAX_LABEL_LENGTH = 24;

const label = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(MAX_LABEL_LENGTH, { error: `${name} must be at most ${MAX_LABEL_LENGTH} characters` });

/** An admin's edit of one district's delivery zone; every field is given (the form sends the whole zone). */
export const updateDeliveryZoneInput = strictInput({
    district: z
      .string({ error: 'District is required' })
      .transform((name, context) => {
        const district = canonicalDistrict(name);
        if (!district) {
          context.addIssue({ code: 'custom', message: `"${name.slice(0, 40)}" is not a district of Rwanda` });
          return z.NEVER;
        }
        return district;
      }),
    served: z.boolean({ error: 'Say whether the shop delivers to this district' }),
    charge: z
      .number({ error: 'Delivery charge must be a whole number of RWF' })
      .int({ error: 'Delivery charge must be a whole number of RWF' })
      .min(0, { error: 'Delivery charge cannot be negative' })
      .max(MAX_DELIVERY_CHARGE, { error: `Delivery charge must be at most RWF ${MAX_DELIVERY_CHARGE.toLocaleString('en')}` }),
    leadDays: z
      .number({ error: 'Lead time must be a whole number of days' })
      .int({ error: 'Lead time must be a whole number of days' })
      .min(0, { error: 'Lead time cannot be negative' })
      .max(MAX_LEAD_DAYS, { error: `Lead time must be at most ${MAX_LEAD_DAYS} days` }),
    sameDayCutoffHour: z
      .number({ error: 'Cut-off hour must be a whole hour from 1 to 23' })
      .int({ error: 'Cut-off hour must be a whole hour from 1 to 23' })
      .min(1, { error: 'Cut-off hour must be a whole hour from 1 to 23' })
      .max(23, { error: 'Cut-off hour must be a whole hour from 1 to 23' })
      .nullable(),
    label: requiredText('Label', MAX_LABEL_LENGTH),
    labelRw: label('Kinyarwanda label').default(''),
    labelFr: label('French label').default(''),
  })
  .refine((zone) => zone.leadDays > 0 || zone.sameDayCutoffHour !== null, {
    error: 'Same-day delivery (0 days) needs a cut-off hour: orders after it arrive the next business day',
    path: ['sameDayCutoffHour'],
  });

export type UpdateDeliveryZoneInput = z.input<typeof updateDeliveryZoneInput>;
