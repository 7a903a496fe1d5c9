import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogin } from '../../helpers/auth.js';
import { unchanged } from '../../helpers/fingerprint.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { CREATE_ADDRESS, ERROR_FIELDS, KIMIRONKO_ADDRESS } from '../../helpers/shop-fixtures.js';
import { allDistricts, sectorsOf, villagesOf } from '../../../server/lib/rwanda-locations.js';
import { graphql, member, type VariablesOf, documentText } from '../../helpers/graphql.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ADDRESSES = graphql(`
  query {
    viewer {
      addresses { totalCount edges { cursor node { id databaseId district sector village street houseNumber mobile } } }
    }
  }
`);

const UPDATE_ADDRESS = graphql(`
  mutation Update($input: UpdateAddressInput!) {
    updateAddress(input: $input) {
      __typename
      ... on UpdateAddressPayload { address { id databaseId district sector village street houseNumber mobile } }
      ...ErrorFields
    }
  }
`, [ERROR_FIELDS]);

const REMOVE_ADDRESS = graphql(`
  mutation Remove($addressId: ID!) {
    removeAddress(input: { addressId: $addressId }) {
      __typename
      ... on RemoveAddressPayload { deletedAddressId }
      ...ErrorFields
    }
  }
`, [ERROR_FIELDS]);

const LOCATIONS = graphql(`
  query Locations($district: String!, $sector: String!) {
    addressLocations { districts sectors(district: $district) villages(district: $district, sector: $sector) }
  }
`);

const create = (token: string, input: VariablesOf<typeof CREATE_ADDRESS>['input']) => t.graphql(CREATE_ADDRESS, { input }, { token });

describe('address choices', () => {
  it("offers all 30 districts of Rwanda, then a district's sectors and a sector's villages, sorted without duplicates", async () => {
    const result = await t.graphql(LOCATIONS, { district: 'Gasabo', sector: 'Kimironko' });
    const { districts, sectors, villages } = result.data?.addressLocations as { districts: string[]; sectors: string[]; villages: string[] };
    expect(districts).toEqual(allDistricts());
    expect(districts).toHaveLength(30);
    expect(districts).toEqual(expect.arrayContaining(['Huye', 'Muhanga', 'Nyagatare', 'Karongi', 'Rusizi']));
    expect(sectors).toContain('Kimironko');
    expect(sectors).toHaveLength(15);
    expect(villages).toContain('Imena');
    for (const list of [sectors, villages]) {
      expect(list).toEqual([...new Set(list)].sort((a, b) => a.localeCompare(b, 'en')));
    }
  });

  it('gives no sectors for a name that is not a district and no villages for a sector of another district', async () => {
    const outside = await t.graphql(LOCATIONS, { district: 'Atlantis', sector: 'Tumba' });
    expect(outside.data?.addressLocations).toMatchObject({ sectors: [], villages: [] });
    const huye = await t.graphql(LOCATIONS, { district: 'huye', sector: 'Tumba' });
    expect(huye.data?.addressLocations.sectors).toContain('Tumba');
    expect(huye.data?.addressLocations.villages.length).toBeGreaterThan(0);
    const mismatched = await t.graphql(LOCATIONS, { district: 'Gasabo', sector: 'Muhoza' });
    expect(mismatched.data?.addressLocations.villages).toEqual([]);
  });
});

describe('addresses', () => {
  it('saves an address in the official spelling with the field mapping of the specification, and lists it', async () => {
    const shopper = await signUpAndLogin(t);
    const created = await create(shopper.accessToken, { ...KIMIRONKO_ADDRESS, district: ' gasabo ', sector: 'KIMIRONKO', village: 'imena' });
    expect(created.data?.createAddress).toMatchObject({
      __typename: 'CreateAddressPayload',
      address: { district: 'Gasabo', sector: 'Kimironko', village: 'Imena', street: 'KG 11 Ave', houseNumber: '12', mobile: '+250781234567' },
    });
    // The payload's edge is the one the connection lists (same cursor and node), for @prependEdge.
    const { address: createdAddress, addressEdge } = member(created.data?.createAddress, 'CreateAddressPayload');
    expect(addressEdge.node.id).toBe(createdAddress.id);
    expect(Object.keys(createdAddress)).not.toContain('status');
    const withoutHouseNumber = await create(shopper.accessToken, { ...KIMIRONKO_ADDRESS, houseNumber: null, mobile: '+250 72 000 1111' });
    expect(member(withoutHouseNumber.data?.createAddress, 'CreateAddressPayload').address).toMatchObject({ houseNumber: null, mobile: '+250720001111' });

    const listed = await t.graphql(ADDRESSES, {}, { token: shopper.accessToken });
    expect(listed.data?.viewer!.addresses.totalCount).toBe(2);
    // Newest first.
    expect(listed.data?.viewer!.addresses.edges.map((edge: { node: { databaseId: string } }) => edge.node.databaseId)).toEqual([
      member(withoutHouseNumber.data?.createAddress, 'CreateAddressPayload').address.databaseId,
      member(created.data?.createAddress, 'CreateAddressPayload').address.databaseId,
    ]);
    expect(listed.data?.viewer!.addresses.edges[1]!.cursor).toBe(addressEdge.cursor);
    expect(listed.data?.viewer!.addresses.edges[1]!.node.id).toBe(createdAddress.id);
  });

  it('accepts a village from any cell of the sector', async () => {
    const shopper = await signUpAndLogin(t);
    // Villages of Musanze's Muhoza sector sit in several cells; the first and last alphabetically come from different ones.
    const villages = (await t.graphql(LOCATIONS, { district: 'Musanze', sector: 'Muhoza' })).data?.addressLocations.villages as string[];
    for (const village of [villages[0]!, villages.at(-1)!]) {
      const created = await create(shopper.accessToken, { ...KIMIRONKO_ADDRESS, district: 'Musanze', sector: 'Muhoza', village });
      expect(created.data?.createAddress).toMatchObject({ __typename: 'CreateAddressPayload', address: { district: 'Musanze', sector: 'Muhoza', village } });
    }
  });

  it.each([
    [{ district: 'Atlantis' }, 'district', '"Atlantis" is not a district of Rwanda'],
    [{ district: 'Huye', sector: 'Kimironko' }, 'sector', '"Kimironko" is not a sector of Huye district'],
    [{ sector: 'Muhoza' }, 'sector', '"Muhoza" is not a sector of Gasabo district'],
    [{ village: 'Cyarwa' }, 'village', '"Cyarwa" is not a village of Kimironko sector'],
    [{ mobile: '0712345678' }, 'mobile', 'Provide a valid Rwandan mobile number, e.g. 078 123 4567'],
    [{ mobile: '+254 712 345 678' }, 'mobile', 'Provide a valid Rwandan mobile number, e.g. 078 123 4567'],
    [{ mobile: '' }, 'mobile', 'Mobile number is required'],
    [{ street: '   ' }, 'street', 'Common name of the place or street name is required'],
    [{ village: '' }, 'village', 'Village is required'],
  ])('refuses %o with a message on %s and saves nothing', async (change, field, message) => {
    const shopper = await signUpAndLogin(t);
    const result = await create(shopper.accessToken, { ...KIMIRONKO_ADDRESS, ...change });
    expect(result.data?.createAddress).toEqual({ __typename: 'ValidationError', code: 'VALIDATION', field, message });
    expect(await t.db.address.count({ where: { userId: shopper.userId } })).toBe(0);
  });

  it('saves an address in every district of the national data, served by the shop or not', async () => {
    const shopper = await signUpAndLogin(t);
    for (const district of allDistricts()) {
      const sector = sectorsOf(district)[0]!;
      const village = villagesOf(district, sector).at(-1)!;
      const result = await create(shopper.accessToken, { ...KIMIRONKO_ADDRESS, district: district.toUpperCase(), sector, village });
      expect(result.data?.createAddress, district).toMatchObject({ address: { district, sector, village } });
    }
    expect(await t.db.address.count({ where: { userId: shopper.userId } })).toBe(30);
  });

  it('refuses an owner or removal field in the input (mass assignment)', async () => {
    const shopper = await signUpAndLogin(t);
    const victim = await signUpAndLogin(t);
    // Input fields the schema does not have, on purpose: sent unchecked.
    const result = await t.graphqlText(documentText(CREATE_ADDRESS), { input: { ...KIMIRONKO_ADDRESS, userId: victim.userId, status: false } }, { token: shopper.accessToken });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.message).toMatch(/Field "userId" is not defined by type "CreateAddressInput"/);
    expect(await t.db.address.count({ where: { userId: { in: [shopper.userId, victim.userId] } } })).toBe(0);
  });

  it('edits an address with the same structured fields as Add, checked against the national data', async () => {
    const shopper = await signUpAndLogin(t);
    const { id: addressId, databaseId } = member((await create(shopper.accessToken, KIMIRONKO_ADDRESS)).data?.createAddress, 'CreateAddressPayload').address;
    const edit = { addressId, district: 'kicukiro', sector: 'niboye', village: 'gatare', street: 'KK 15 Rd', houseNumber: '7', mobile: '0788 000 111' };
    const updated = await t.graphql(UPDATE_ADDRESS, { input: edit }, { token: shopper.accessToken });
    expect(updated.data?.updateAddress).toMatchObject({
      __typename: 'UpdateAddressPayload',
      address: { id: addressId, district: 'Kicukiro', sector: 'Niboye', village: 'Gatare', street: 'KK 15 Rd', houseNumber: '7', mobile: '+250788000111' },
    });
    const before = await t.db.address.findUniqueOrThrow({ where: { id: databaseId } });
    for (const [change, field] of [
      [{ houseNumber: 'x'.repeat(31) }, 'houseNumber'],
      [{ mobile: '12345' }, 'mobile'],
      [{ sector: '' }, 'sector'],
      [{ sector: 'Kimironko' }, 'sector'],
      [{ village: 'Cyarwa' }, 'village'],
      [{ district: 'Atlantis' }, 'district'],
    ] as const) {
      const refused = await t.graphql(UPDATE_ADDRESS, { input: { ...edit, ...change } }, { token: shopper.accessToken });
      expect(refused.data?.updateAddress).toMatchObject({ __typename: 'ValidationError', field });
    }
    expect(await t.db.address.findUniqueOrThrow({ where: { id: databaseId } })).toEqual(before);
    // Database ids are not global ids.
    const byDatabaseId = await t.graphql(UPDATE_ADDRESS, { input: { ...edit, addressId: databaseId } }, { token: shopper.accessToken });
    expect(byDatabaseId.data?.updateAddress?.__typename ?? byDatabaseId.errors?.[0]?.extensions?.code).not.toBe('UpdateAddressPayload');
    expect(await t.db.address.findUniqueOrThrow({ where: { id: databaseId } })).toEqual(before);
  });

  it('removes an address by hiding it, answers its global id for @deleteEdge, and then treats it as gone', async () => {
    const shopper = await signUpAndLogin(t);
    const { id: addressId, databaseId } = member((await create(shopper.accessToken, KIMIRONKO_ADDRESS)).data?.createAddress, 'CreateAddressPayload').address;
    const removed = await t.graphql(REMOVE_ADDRESS, { addressId }, { token: shopper.accessToken });
    expect(removed.data?.removeAddress).toEqual({ __typename: 'RemoveAddressPayload', deletedAddressId: addressId });
    expect(await t.db.address.findUniqueOrThrow({ where: { id: databaseId } })).toMatchObject({ removedAt: expect.any(Date) });
    expect((await t.graphql(ADDRESSES, {}, { token: shopper.accessToken })).data?.viewer!.addresses.totalCount).toBe(0);
    const again = await t.graphql(REMOVE_ADDRESS, { addressId }, { token: shopper.accessToken });
    expect(again.data?.removeAddress).toMatchObject({ __typename: 'NotFoundError', message: 'Address not found' });
  });

  it("treats another shopper's address as not found on read, update and removal, and leaves it alone", async () => {
    const owner = await signUpAndLogin(t);
    const intruder = await signUpAndLogin(t);
    const { id: globalId, databaseId: addressId } = member((await create(owner.accessToken, KIMIRONKO_ADDRESS)).data?.createAddress, 'CreateAddressPayload').address;
    const before = await t.db.address.findUniqueOrThrow({ where: { id: addressId } });
    const edit = { ...KIMIRONKO_ADDRESS, addressId: globalId, street: 'X' };
    expect((await t.graphql(UPDATE_ADDRESS, { input: edit }, { token: intruder.accessToken })).data?.updateAddress).toMatchObject({
      __typename: 'NotFoundError',
      message: 'Address not found',
    });
    expect((await t.graphql(REMOVE_ADDRESS, { addressId: globalId }, { token: intruder.accessToken })).data?.removeAddress.__typename).toBe('NotFoundError');
    const NODE = graphql('query Node($id: ID!) { node(id: $id) { __typename ... on Address { mobile } } }');
    expect((await t.graphql(NODE, { id: globalId }, { token: intruder.accessToken })).data?.node).toBeNull();
    expect((await t.graphql(NODE, { id: globalId }, { token: owner.accessToken })).data?.node).toEqual({ __typename: 'Address', mobile: '+250781234567' });
    expect((await t.graphql(ADDRESSES, {}, { token: intruder.accessToken })).data?.viewer!.addresses.totalCount).toBe(0);
    // Another user's addresses are not readable through their User node: FORBIDDEN.
    const USER_ADDRESSES = graphql('query Owner($id: ID!) { node(id: $id) { ... on User { addresses { totalCount edges { node { mobile } } } } } }');
    const ownerId = Buffer.from(`User:${owner.userId}`).toString('base64');
    const peeked = await t.graphql(USER_ADDRESSES, { id: ownerId }, { token: intruder.accessToken });
    expect(peeked.errors?.[0]).toMatchObject({ message: 'Do not have permission', extensions: { code: 'FORBIDDEN' } });
    expect(JSON.stringify(peeked.data ?? null)).not.toContain('+250781234567');
    const COUNT_ONLY = graphql('query Owner($id: ID!) { node(id: $id) { ... on User { addresses { totalCount } } } }');
    const counted = await t.graphql(COUNT_ONLY, { id: ownerId }, { token: intruder.accessToken });
    expect(counted.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(await t.db.address.findUniqueOrThrow({ where: { id: addressId } })).toEqual(before);
  });

  it("shows a signed-out visitor no viewer and asks them to log in ('Please Login') to save one", async () => {
    const signedOut = await t.graphql(ADDRESSES);
    expect(signedOut).toMatchObject({ data: { viewer: null }, errors: undefined });
    const before = await t.db.address.count();
    expect((await t.graphql(CREATE_ADDRESS, { input: KIMIRONKO_ADDRESS })).data?.createAddress.__typename).toBe('UnauthenticatedError');
    expect(await t.db.address.count()).toBe(before);
  });
});

// A shopper of their own for the bad-input classes below.
let shopper: Awaited<ReturnType<typeof signUpAndLogin>>;
beforeAll(async () => {
  shopper = await signUpAndLogin(t);
});

describe('class 21: addresses that do not exist or do not nest, and malformed mobiles', () => {
  it.each([
    ['an unknown district', { district: 'Atlantis' }, 'district'],
    ['a sector of another district', { district: 'Gasabo', sector: 'Nyamirambo' }, 'sector'],
    ['a village of another sector', { district: 'Gasabo', sector: 'Kimironko', village: 'Rugando' }, 'village'],
    ['a made-up village', { village: 'Nowhere' }, 'village'],
    ['a malformed mobile', { mobile: '12345' }, 'mobile'],
    ['a foreign mobile', { mobile: '+254 712 345 678' }, 'mobile'],
  ])('refuses %s', async (_label, override, field) => {
    const answer = await unchanged(t, () => t.graphql(CREATE_ADDRESS, { input: { ...KIMIRONKO_ADDRESS, ...override } }, { token: shopper.accessToken }));
    expect(answer.data?.createAddress).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION', field });
  });
});
