import { z } from 'zod';
import type { Address } from '../../generated/prisma/client.js';
import { rwandanMobileField } from '../../lib/mobile.js';
import { requiredText } from '../../lib/validation.js';
import { dateTimeSchema, legacyIdSchema } from '../../rest/doc-schemas.js';
import { idField } from '../../lib/strict-input.js';

/** What toLegacyAddress answers, as JSON (the REST adapter's documentation and its tests read it). */
export const legacyAddressSchema = z.object({
  _id: legacyIdSchema,
  address_line: z.string().meta({ description: 'District' }),
  city: z.string().meta({ description: 'Sector' }),
  state: z.string().meta({ description: 'Village' }),
  country: z.string().meta({ description: 'Street or place' }),
  pincode: z.string().meta({ description: "House number; '' when none" }),
  mobile: z.string(),
  status: z.boolean().meta({ description: 'false once removed' }),
  userId: legacyIdSchema,
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
});

/**
 * An address in the old shop's shape: address_line = district, city = sector, state = village,
 * country = street or place, pincode = house number ('' when none, as the old edit form expects text).
 */
export function toLegacyAddress(address: Address) {
  return {
    _id: address.id,
    address_line: address.district,
    city: address.sector,
    state: address.village,
    country: address.street,
    pincode: address.houseNumber ?? '',
    mobile: address.mobile,
    status: address.removedAt === null,
    userId: address.userId,
    createdAt: address.createdAt,
    updatedAt: address.updatedAt,
  };
}

/**
 * The old client's Edit Address form: every field required (the house number too), the mobile number checked. The
 * labels are the old form's, so its messages stay the ones it knows; the REST route names the fields as it sends them.
 */
export const legacyAddressEditInput = z.object({
  addressId: idField('Address id'),
  district: requiredText('Address line', 60),
  sector: requiredText('City', 60),
  village: requiredText('State', 80),
  street: requiredText('Country', 200),
  houseNumber: requiredText('Pincode', 30),
  mobile: rwandanMobileField,
});

/** Old forms may send the mobile number or house number as a number; the services take text. */
export function legacyText(value: unknown): unknown {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
}
