import { z } from 'zod';
import { restRoute } from '../../rest/rest-route.js';
import { parseInput } from '../../lib/validation.js';
import { createAddressInput, removeAddressInput } from './address.inputs.js';
import { legacyAddressEditInput, legacyAddressSchema, legacyText, toLegacyAddress } from './address.legacy.js';
import { legacyIdSchema } from '../../rest/doc-schemas.js';
import { matchLegacyLocation, matchLegacyLocationOfAddress } from './address-location.legacy.js';
import * as address from './address.service.js';

/** The Add Address dialog's service fields under the names the old client sends them. */
const CREATE_FIELDS = { district: 'address_line', sector: 'city', village: 'state', street: 'country', houseNumber: 'pincode' };
/** The Edit Address dialog's service fields under the names the old client sends them. */
const UPDATE_FIELDS = { addressId: '_id', ...CREATE_FIELDS };

export const addressRoutes = [
  restRoute({
    method: 'POST',
    path: '/address/create',
    tag: 'Address',
    summary:
      'Save a delivery address: address_line = district, city = sector, state = village (matched forgivingly against the national data: case, accents, spacing, one typo; a 400 names the closest official names), country = street or place, pincode = optional house number',
    auth: 'user',
    input: { schema: createAddressInput, rename: CREATE_FIELDS, adapt: { houseNumber: legacyText, mobile: legacyText } },
    response: 'data: the address { _id, address_line, city, state, country, pincode, mobile, status, userId }',
    data: legacyAddressSchema,
    success: 201,
    handle: async ({ context, input }) => {
      // The old form's free text becomes the official names (forgiving case, accents, spacing, one typo).
      const { addressId } = await address.createAddress(context, { ...input, ...matchLegacyLocation(input) });
      const saved = await address.findOwnAddress(context, addressId);
      return { status: 201, message: 'Address Created Successfully', data: toLegacyAddress(saved) };
    },
  }),
  restRoute({
    method: 'GET',
    path: '/address/get',
    tag: 'Address',
    summary: "The signed-in shopper's addresses that have not been removed, newest first",
    auth: 'user',
    response: 'data: [{ _id, address_line, city, state, country, pincode, mobile, status, userId }]',
    data: z.array(legacyAddressSchema),
    handle: async ({ context }) => {
      const addresses = await address.listAddresses(context);
      return { message: 'List of address', data: addresses.map(toLegacyAddress) };
    },
  }),
  restRoute({
    method: 'PUT',
    path: '/address/update',
    tag: 'Address',
    summary: 'Edit one of your addresses (all fields required; address_line, city and state matched as in create); userId is ignored: the signed-in user must own it',
    auth: 'user',
    input: { schema: legacyAddressEditInput, rename: UPDATE_FIELDS, adapt: { houseNumber: legacyText, mobile: legacyText } },
    response: 'data: the updated address',
    data: legacyAddressSchema,
    refusals: [404],
    handle: async ({ context, input }) => {
      const form = parseInput(legacyAddressEditInput, { ...input, ...(await matchLegacyLocationOfAddress(context, input)) });
      const { addressId } = await address.updateAddress(context, form);
      const saved = await address.findOwnAddress(context, addressId);
      return { message: 'Address Updated', data: toLegacyAddress(saved) };
    },
  }),
  restRoute({
    method: 'DELETE',
    path: '/address/disable',
    tag: 'Address',
    summary: 'Remove one of your addresses: it is hidden (status false in this shape), never deleted, so past orders keep it',
    auth: 'user',
    input: { schema: removeAddressInput, rename: UPDATE_FIELDS },
    response: 'data: { _id, status: false }',
    data: z.object({ _id: legacyIdSchema, status: z.literal(false) }),
    refusals: [404],
    handle: async ({ context, input }) => {
      const { addressId } = await address.removeAddress(context, input);
      return { message: 'Address Remove', data: { _id: addressId, status: false } };
    },
  }),
];
