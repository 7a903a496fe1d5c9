import { z } from 'zod';
import { rwandanMobileField } from '../../lib/mobile.js';
import { idField, strictInput } from '../../lib/strict-input.js';
import { requiredText } from '../../lib/validation.js';

/** District > Sector > Village, a street or place name, an optional house number (Add and Edit dialogs alike). */
const structuredAddressFields = {
  district: requiredText('District', 60),
  sector: requiredText('Sector', 60),
  village: requiredText('Village', 80),
  street: requiredText('Common name of the place or street name', 200),
  houseNumber: z
    .string({ error: 'House number must be text' })
    .trim()
    .max(30, { error: 'House number must be at most 30 characters' })
    .nullish()
    .transform((value) => (value ? value : null)),
  mobile: rwandanMobileField,
};

/** The Add Address dialog. */
export const createAddressInput = strictInput(structuredAddressFields);
export type CreateAddressInput = z.input<typeof createAddressInput>;

/** The Edit Address dialog of the web app: the same structured fields as Add, checked the same way. */
export const updateAddressInput = strictInput({ addressId: idField('Address id'), ...structuredAddressFields });
export type UpdateAddressInput = z.input<typeof updateAddressInput>;

export const removeAddressInput = strictInput({ addressId: idField('Address id') });
export type RemoveAddressInput = z.input<typeof removeAddressInput>;
