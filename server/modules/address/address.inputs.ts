import { z } from 'zod';
import { rwandanMobileField } from '../../lib/mobile.js';
import { strictInput } from '../../lib/strict-input.js';
import { requiredText } from '../../lib/validation.js';
import { idField } from '../cart/cart.inputs.js';

/** The Add Address dialog: District > Sector > Village, a street or place name, an optional house number. */
export const createAddressInput = strictInput({
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
});
export type CreateAddressInput = z.output<typeof createAddressInput>;

/** The Edit Address dialog: free text, every field required, the mobile number still checked. */
export const updateAddressInput = strictInput({
  addressId: idField('Address id'),
  addressLine: requiredText('Address line', 60),
  city: requiredText('City', 60),
  state: requiredText('State', 80),
  country: requiredText('Country', 200),
  pincode: requiredText('Pincode', 30),
  mobile: rwandanMobileField,
});

export const removeAddressInput = strictInput({ addressId: idField('Address id') });
