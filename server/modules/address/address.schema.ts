import { formatPrismaCursor } from '@pothos/plugin-prisma';
import type { RequestContext } from '../../context.js';
import { ForbiddenError, NotFoundError } from '../../errors.js';
import type { Address } from '../../generated/prisma/client.js';
import { builder, type InputFields } from '../../graphql/builder.js';
import { mirrorsInput } from '../../graphql/input-mirror.js';
import type { createAddressInput, removeAddressInput, updateAddressInput } from './address.inputs.js';
import * as address from './address.service.js';

/** Owner-only loading for node(id:): anyone else's address reads as absent. */
const ownAddress = (id: string, context: RequestContext) => ({ id, userId: context.viewer?.id ?? '' });

export const AddressType = builder.prismaNode('Address', {
  id: { field: 'id' },
  nullable: true,
  findUnique: ownAddress,
  fields: (t) => ({
    databaseId: t.exposeID('id', { description: 'The database id (`_id` in the REST adapter).' }),
    district: t.exposeString('district', { description: 'District, in its official spelling.' }),
    sector: t.exposeString('sector', { description: 'Sector of the district, in its official spelling.' }),
    village: t.exposeString('village', { description: 'Village of the sector, in its official spelling.' }),
    street: t.exposeString('street', { description: 'Street or common name of the place.' }),
    houseNumber: t.exposeString('houseNumber', { nullable: true, description: 'House number, when given.' }),
    mobile: t.exposeString('mobile', { description: 'Normalised Rwandan mobile number, +2507XXXXXXXX.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const AddressEdge = builder.edgeObject({ name: 'AddressEdge', type: AddressType });

export const AddressConnection = builder.connectionObject(
  {
    type: AddressType,
    name: 'AddressConnection',
    fields: (t) => ({
      totalCount: t.int({
        resolve: (connection) => {
          const { totalCount } = connection as { totalCount?: number | (() => number | Promise<number>) };
          return typeof totalCount === 'function' ? totalCount() : (totalCount ?? 0);
        },
      }),
    }),
  },
  AddressEdge,
);

const AddressLocationsType = builder.objectRef<Record<string, never>>('AddressLocations').implement({
  description: 'Choices for the Add and Edit Address dialogs: District, then Sector, then Village (sorted, no duplicates).',
  fields: (t) => ({
    districts: t.stringList({ description: 'All 30 districts of Rwanda, sorted.', resolve: () => address.addressDistricts() }),
    sectors: t.stringList({
      args: { district: t.arg.string() },
      resolve: (_parent, args) => address.sectorsOfDistrict(args.district),
    }),
    villages: t.stringList({
      args: { district: t.arg.string(), sector: t.arg.string() },
      resolve: (_parent, args) => address.villagesOfSector(args.district, args.sector),
    }),
  }),
});

const CreateAddressPayload = builder.objectRef<{ addressId: string }>('CreateAddressPayload').implement({
  fields: (t) => ({
    address: t.prismaField({
      type: 'Address',
      resolve: (query, payload, _args, context) => address.findOwnAddress(context, payload.addressId, query),
    }),
    addressEdge: t.field({
      type: AddressEdge,
      description: 'The new address as an edge of User.addresses (newest first: @prependEdge).',
      resolve: async (payload, _args, context) => {
        const node: Address = await address.findOwnAddress(context, payload.addressId);
        return { cursor: formatPrismaCursor(node, 'id'), node };
      },
    }),
  }),
});

const UpdateAddressPayload = builder.objectRef<{ addressId: string }>('UpdateAddressPayload').implement({
  fields: (t) => ({
    address: t.prismaField({
      type: 'Address',
      resolve: (query, payload, _args, context) => address.findOwnAddress(context, payload.addressId, query),
    }),
  }),
});

const RemoveAddressPayload = builder.objectRef<{ addressId: string }>('RemoveAddressPayload').implement({
  fields: (t) => ({
    deletedAddressId: t.globalID({
      description: 'Global id of the removed address (for @deleteEdge / @deleteRecord).',
      resolve: (payload) => ({ type: 'Address', id: payload.addressId }),
    }),
  }),
});

/** The fields of an address, as created and as changed. */
const addressFields = (t: InputFields) => ({
  district: t.string({ description: 'One of addressLocations.districts.' }),
  sector: t.string({ description: 'One of addressLocations.sectors(district).' }),
  village: t.string({ description: 'One of addressLocations.villages(district, sector).' }),
  street: t.string({ description: 'Common name of the place or street name.' }),
  houseNumber: t.string({ required: false }),
  mobile: t.string({ description: 'Rwandan mobile number, e.g. 078 123 4567 or +250 78 123 4567.' }),
});

const CreateAddressInput = mirrorsInput<typeof createAddressInput>()(
  builder.inputType('CreateAddressInput', {
    fields: (t) => addressFields(t),
  }),
);

const UpdateAddressInput = mirrorsInput<typeof updateAddressInput>()(
  builder.inputType('UpdateAddressInput', {
    fields: (t) => ({
      addressId: t.globalID({ for: AddressType }),
      ...addressFields(t),
    }),
  }),
);

const RemoveAddressInput = mirrorsInput<typeof removeAddressInput>()(
  builder.inputType('RemoveAddressInput', {
    fields: (t) => ({ addressId: t.globalID({ for: AddressType }) }),
  }),
);

builder.queryFields((t) => ({
  addressLocations: t.field({
    type: AddressLocationsType,
    resolve: () => ({}),
  }),
}));

/** A user's addresses are theirs alone (not even an admin's to read): the context, once that is checked. */
function ownerOnly(user: { id: string }, context: RequestContext): RequestContext {
  if (context.viewer?.id !== user.id) throw new ForbiddenError();
  return context;
}

builder.prismaObjectField('User', 'addresses', (t) =>
  t.prismaConnection(
    {
      type: 'Address',
      cursor: 'id',
      maxSize: 100,
      defaultSize: 50,
      description: "The user's addresses that have not been removed, newest first. Only the user themself may read them.",
      // Both checked: a selection of totalCount alone may not run resolve.
      totalCount: (user, _args, context) => address.countAddresses(ownerOnly(user, context)),
      resolve: (query, user, _args, context) => address.listAddresses(ownerOnly(user, context), query),
    },
    AddressConnection,
  ),
);

builder.mutationFields((t) => ({
  createAddress: t.field({
    type: CreateAddressPayload,
    authScopes: { loggedIn: true },
    errors: {},
    args: { input: t.arg({ type: CreateAddressInput }) },
    resolve: (_root, { input }, context) => address.createAddress(context, input),
  }),
  updateAddress: t.field({
    type: UpdateAddressPayload,
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError] },
    args: { input: t.arg({ type: UpdateAddressInput }) },
    resolve: (_root, { input }, context) => address.updateAddress(context, { ...input, addressId: input.addressId.id }),
  }),
  removeAddress: t.field({
    type: RemoveAddressPayload,
    description: 'Hides an address; it is never deleted, so orders keep it.',
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError] },
    args: { input: t.arg({ type: RemoveAddressInput }) },
    resolve: (_root, { input }, context) => address.removeAddress(context, { addressId: input.addressId.id }),
  }),
}));
