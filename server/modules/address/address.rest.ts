import { z } from 'zod';
import { restRoute } from '../../rest/rest-route.js';
import { withLegacyFieldNames } from '../../rest/legacy-field-names.js';
import { checkedInput, parseInput } from '../../lib/validation.js';
import { createAddressInput, removeAddressInput } from './address.inputs.js';
import { fromLegacyAddressEdit, legacyAddressEditInput, legacyAddressSchema, legacyText, toLegacyAddress } from './address.legacy.js';
import { legacyIdSchema } from '../../rest/doc-schemas.js';
import { matchLegacyLocation, matchLegacyLocationOfAddress } from './address-location.legacy.js';
import * as address from './address.service.js';

const value = z.unknown();
const addressFields = { address_line: value, city: value, state: value, country: value, pincode: value, mobile: value };

const mobile = z.union([z.string(), z.number()]).meta({ description: 'A Rwandan mobile number, e.g. 0788123456 or +250788123456' });
const documentedAddress = {
  address_line: z.string().min(1).max(60).meta({ description: 'District (matched forgivingly)' }),
  city: z.string().min(1).max(60).meta({ description: 'Sector (matched forgivingly)' }),
  state: z.string().min(1).max(80).meta({ description: 'Village (matched forgivingly)' }),
  country: z.string().min(1).max(200).meta({ description: 'Street or place' }),
  mobile,
};

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
    body: z.object(addressFields).partial(),
    documentedBody: z.object({
      ...documentedAddress,
      pincode: z.union([z.string().max(30), z.number()]).nullable().optional().meta({ description: 'House number' }),
    }),
    response: 'data: the address { _id, address_line, city, state, country, pincode, mobile, status, userId }',
    data: legacyAddressSchema,
    success: 201,
    handle: async ({ context, body }) => {
      // The old form's free text becomes the official names (forgiving case, accents, spacing, one typo).
      Object.assign(body, matchLegacyLocation(body));
      const { addressId } = await withLegacyFieldNames(CREATE_FIELDS, () =>
        address.createAddress(
          context,
          checkedInput(createAddressInput, {
            district: body.address_line,
            sector: body.city,
            village: body.state,
            street: body.country,
            houseNumber: legacyText(body.pincode),
            mobile: legacyText(body.mobile),
          }),
        ),
      );
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
    body: z.object({ _id: value, userId: value, ...addressFields }).partial(),
    documentedBody: z.object({
      _id: z.string().min(1).max(64),
      userId: z.unknown().optional().meta({ description: 'Ignored' }),
      ...documentedAddress,
      pincode: z.union([z.string().min(1).max(30), z.number()]).meta({ description: 'House number' }),
    }),
    response: 'data: the updated address',
    data: legacyAddressSchema,
    refusals: [404],
    handle: async ({ context, body }) => {
      Object.assign(body, await matchLegacyLocationOfAddress(context, body));
      const form = parseInput(legacyAddressEditInput, { ...body, pincode: legacyText(body.pincode), mobile: legacyText(body.mobile) });
      const { addressId } = await withLegacyFieldNames(UPDATE_FIELDS, () => address.updateAddress(context, fromLegacyAddressEdit(form)));
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
