import type { RequestContext } from '../../context.js';
import { NotFoundError } from '../../errors.js';
import { builder } from '../../graphql/builder.js';
import * as address from './address.service.js';

/** Owner-only loading for node(id:): anyone else's address reads as absent. */
const ownAddress = (id: string, context: RequestContext) => ({ id, userId: context.viewer?.id ?? '' });

export const AddressType = builder.prismaNode('Address', {
  id: { field: 'id' },
  nullable: true,
  findUnique: ownAddress,
  fields: (t) => ({
    databaseId: t.exposeID('id', { description: 'The id the address mutations and placeOrder take (`_id` in the REST adapter).' }),
    addressLine: t.exposeString('addressLine', { description: 'The district (address_line).' }),
    city: t.exposeString('city', { description: 'The sector (city).' }),
    state: t.exposeString('state', { description: 'The village (state).' }),
    country: t.exposeString('country', { description: 'The street or common name of the place (country).' }),
    pincode: t.exposeString('pincode', { nullable: true, description: 'The house number, when given (pincode).' }),
    mobile: t.exposeString('mobile', { description: 'Normalised Rwandan mobile number, +2507XXXXXXXX.' }),
    status: t.exposeBoolean('status', { description: 'False once removed; removed addresses are hidden.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const AddressLocationsType = builder.objectRef<Record<string, never>>('AddressLocations').implement({
  description: 'Choices for the Add Address dialog: District, then Sector, then Village (sorted, no duplicates).',
  fields: (t) => ({
    districts: t.stringList({ resolve: (_parent, _args, context) => address.offeredDistricts(context) }),
    sectors: t.stringList({
      args: { district: t.arg.string() },
      resolve: (_parent, args, context) => address.sectorsOfDistrict(context, args.district),
    }),
    villages: t.stringList({
      args: { district: t.arg.string(), sector: t.arg.string() },
      resolve: (_parent, args, context) => address.villagesOfSector(context, args.district, args.sector),
    }),
  }),
});

const AddressPayload = builder.objectRef<{ addressId: string }>('AddressPayload').implement({
  fields: (t) => ({
    address: t.prismaField({
      type: 'Address',
      resolve: (query, payload, _args, context) => context.db.address.findUniqueOrThrow({ ...query, where: { id: payload.addressId } }),
    }),
  }),
});

const RemoveAddressPayload = builder.objectRef<{ addressId: string }>('RemoveAddressPayload').implement({
  fields: (t) => ({
    removedAddressId: t.globalID({ description: 'Global id of the removed address (for @deleteEdge).', resolve: (payload) => ({ type: 'Address', id: payload.addressId }) }),
    removedAddressDatabaseId: t.exposeID('addressId'),
  }),
});

const CreateAddressInput = builder.inputType('CreateAddressInput', {
  fields: (t) => ({
    district: t.string(),
    sector: t.string(),
    village: t.string(),
    street: t.string({ description: 'Common name of the place or street name.' }),
    houseNumber: t.string({ required: false }),
    mobile: t.string({ description: 'Rwandan mobile number, e.g. 078 123 4567 or +250 78 123 4567.' }),
  }),
});

const UpdateAddressInput = builder.inputType('UpdateAddressInput', {
  fields: (t) => ({
    addressId: t.id(),
    addressLine: t.string(),
    city: t.string(),
    state: t.string(),
    country: t.string(),
    pincode: t.string(),
    mobile: t.string(),
  }),
});

const RemoveAddressInput = builder.inputType('RemoveAddressInput', {
  fields: (t) => ({ addressId: t.id() }),
});

builder.queryFields((t) => ({
  addressLocations: t.field({
    type: AddressLocationsType,
    resolve: () => ({}),
  }),
  addresses: t.prismaConnection({
    type: 'Address',
    cursor: 'id',
    maxSize: 100,
    defaultSize: 50,
    description: "The signed-in shopper's addresses that have not been removed, newest first.",
    authScopes: { loggedIn: true },
    // A plain connection (not a result union) so that Relay clients can paginate it; a missing sign-in
    // or permission is a GraphQL error carrying its code.
    totalCount: (_parent, _args, context) => context.db.address.count({ where: address.activeAddressesWhere(context.viewer!.id) }),
    resolve: (query, _root, _args, context) =>
      context.db.address.findMany({ ...query, where: address.activeAddressesWhere(context.viewer!.id), orderBy: address.addressOrder }),
  }),
}));

builder.mutationFields((t) => ({
  createAddress: t.field({
    type: AddressPayload,
    authScopes: { loggedIn: true },
    errors: {},
    args: { input: t.arg({ type: CreateAddressInput }) },
    resolve: (_root, { input }, context) => address.createAddress(context, input),
  }),
  updateAddress: t.field({
    type: AddressPayload,
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError] },
    args: { input: t.arg({ type: UpdateAddressInput }) },
    resolve: (_root, { input }, context) => address.updateAddress(context, input),
  }),
  removeAddress: t.field({
    type: RemoveAddressPayload,
    description: "Hides an address (status false); it is never deleted, so orders keep it. The spec's 'disable'.",
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError] },
    args: { input: t.arg({ type: RemoveAddressInput }) },
    resolve: (_root, { input }, context) => address.removeAddress(context, input),
  }),
}));
