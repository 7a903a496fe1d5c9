import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogin } from '../../helpers/auth.js';
import { unchanged } from '../../helpers/fingerprint.js';
import { expectRefused, rest } from '../../helpers/rest.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { graphql } from '../../helpers/graphql.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** What the old Add Address dialog sends: district, sector, village, street, house number, mobile. */
const LEGACY_KIMIRONKO = { address_line: 'Gasabo', city: 'Kimironko', state: 'Imena', country: 'KG 11 Ave', pincode: '12', mobile: '078 123 4567' };

const ADDRESSES = graphql(`
  query {
    viewer { addresses { totalCount edges { node { databaseId district sector village street houseNumber mobile } } } }
  }
`);

const addressesOf = (userId: string) => t.db.address.findMany({ where: { userId }, orderBy: { id: 'asc' } });

async function createLegacyAddress(token: string, body: Record<string, unknown> = LEGACY_KIMIRONKO) {
  const created = await rest(t, 'POST', '/address/create', { token, body });
  if (created.status !== 201) throw new Error(`address failed: ${JSON.stringify(created.body)}`);
  return created.body.data as { _id: string };
}

describe('POST /api/address/create', () => {
  it('saves district, sector and village in their official spelling, the street, house number and normalised mobile', async () => {
    const shopper = await signUpAndLogin(t);
    const created = await rest(t, 'POST', '/address/create', {
      token: shopper.accessToken,
      body: { ...LEGACY_KIMIRONKO, address_line: 'gasabo', city: 'KIMIRONKO', state: 'imena' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, error: false, message: 'Address Created Successfully' });
    expect(created.body.data).toEqual({
      _id: expect.any(String),
      address_line: 'Gasabo',
      city: 'Kimironko',
      state: 'Imena',
      country: 'KG 11 Ave',
      pincode: '12',
      mobile: '+250781234567',
      status: true,
      userId: shopper.userId,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const [stored] = await addressesOf(shopper.userId);
    expect(stored).toMatchObject({ id: created.body.data._id, district: 'Gasabo', sector: 'Kimironko', village: 'Imena', street: 'KG 11 Ave', houseNumber: '12' });
  });

  it('takes the house number as optional and a mobile number sent as a number', async () => {
    const shopper = await signUpAndLogin(t);
    const { pincode: _pincode, ...withoutHouse } = LEGACY_KIMIRONKO;
    const created = await rest(t, 'POST', '/address/create', { token: shopper.accessToken, body: { ...withoutHouse, mobile: 781234567 } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ pincode: '', mobile: '+250781234567' });
  });

  it('refuses bad input naming the legacy field, and saves nothing', async () => {
    const shopper = await signUpAndLogin(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...LEGACY_KIMIRONKO, address_line: 'Atlantis' }, 'address_line'],
      [{ ...LEGACY_KIMIRONKO, city: 'Nowhere' }, 'city'],
      [{ ...LEGACY_KIMIRONKO, state: 'Nowhere' }, 'state'],
      [{ ...LEGACY_KIMIRONKO, country: '' }, 'country'],
      [{ ...LEGACY_KIMIRONKO, mobile: '12345' }, 'mobile'],
      [{ ...LEGACY_KIMIRONKO, pincode: 'x'.repeat(31) }, 'pincode'],
    ];
    for (const [body, field] of cases) {
      const refused = await rest(t, 'POST', '/address/create', { token: shopper.accessToken, body });
      expect(refused.status, field).toBe(400);
      expect(refused.body).toMatchObject({ success: false, error: true, code: 'VALIDATION', field });
    }
    expect(await addressesOf(shopper.userId)).toEqual([]);
  });
});

describe('GET /api/address/get', () => {
  it('lists the active addresses newest first, hiding removed ones', async () => {
    const shopper = await signUpAndLogin(t);
    const first = await createLegacyAddress(shopper.accessToken);
    const second = await createLegacyAddress(shopper.accessToken, { ...LEGACY_KIMIRONKO, country: 'KG 9 Ave', pincode: '' });
    const removed = await createLegacyAddress(shopper.accessToken, { ...LEGACY_KIMIRONKO, country: 'Old place' });
    await rest(t, 'DELETE', '/address/disable', { token: shopper.accessToken, body: { _id: removed._id } });

    const answer = await rest(t, 'GET', '/address/get', { token: shopper.accessToken });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.data.map((address: { _id: string }) => address._id)).toEqual([second._id, first._id]);
    for (const address of answer.body.data) {
      expect(address).toMatchObject({
        _id: expect.any(String),
        address_line: expect.any(String),
        city: expect.any(String),
        state: expect.any(String),
        country: expect.any(String),
        pincode: expect.any(String),
        mobile: expect.any(String),
        status: true,
        userId: shopper.userId,
      });
    }
  });

  it('agrees with the GraphQL addresses', async () => {
    const shopper = await signUpAndLogin(t);
    await createLegacyAddress(shopper.accessToken);
    await createLegacyAddress(shopper.accessToken, { address_line: 'Musanze', city: 'Muhoza', state: 'Mpenge', country: 'Near the market', mobile: '0731234567' });
    const [legacy, graphql] = await Promise.all([
      rest(t, 'GET', '/address/get', { token: shopper.accessToken }),
      t.graphql(ADDRESSES, {}, { token: shopper.accessToken }),
    ]);
    // GraphQL lists only addresses that were not removed: the legacy status is true for each.
    const fromGraphql = graphql.data?.viewer!.addresses.edges.map(({ node }: any) => ({
      _id: node.databaseId,
      address_line: node.district,
      city: node.sector,
      state: node.village,
      country: node.street,
      pincode: node.houseNumber ?? '',
      mobile: node.mobile,
      status: true,
    }));
    const fromRest = legacy.body.data.map(({ _id, address_line, city, state, country, pincode, mobile, status }: any) => ({
      _id, address_line, city, state, country, pincode, mobile, status,
    }));
    expect(fromRest).toHaveLength(2);
    expect(fromRest).toEqual(fromGraphql);
    expect(graphql.data?.viewer!.addresses.totalCount).toBe(2);
  });
});

describe('PUT /api/address/update', () => {
  it('edits the free-text fields of an own address; the userId sent is ignored', async () => {
    const shopper = await signUpAndLogin(t);
    const other = await signUpAndLogin(t);
    const address = await createLegacyAddress(shopper.accessToken);
    const answer = await rest(t, 'PUT', '/address/update', {
      token: shopper.accessToken,
      body: { _id: address._id, userId: other.userId, address_line: 'Kicukiro', city: 'Niboye', state: 'Gatare', country: 'KK 15 Rd', pincode: '7B', mobile: '+250 722 000 111' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Address Updated',
      data: { _id: address._id, address_line: 'Kicukiro', city: 'Niboye', state: 'Gatare', country: 'KK 15 Rd', pincode: '7B', mobile: '+250722000111', userId: shopper.userId },
    });
    expect(await addressesOf(other.userId)).toEqual([]);
  });

  it("refuses a missing field (400 naming it) and another shopper's address (404), changing nothing", async () => {
    const shopper = await signUpAndLogin(t);
    const other = await signUpAndLogin(t);
    const mine = await createLegacyAddress(shopper.accessToken);
    const theirs = await createLegacyAddress(other.accessToken);
    const before = [...(await addressesOf(shopper.userId)), ...(await addressesOf(other.userId))];
    const full = { _id: mine._id, ...LEGACY_KIMIRONKO };
    for (const [body, field] of [
      [{ ...full, address_line: '' }, 'address_line'],
      [{ ...full, pincode: '' }, 'pincode'],
      [{ ...full, _id: undefined }, '_id'],
    ] as const) {
      const refused = await rest(t, 'PUT', '/address/update', { token: shopper.accessToken, body });
      expect(refused.status, field).toBe(400);
      expect(refused.body.field).toBe(field);
    }
    const hidden = await rest(t, 'PUT', '/address/update', { token: shopper.accessToken, body: { ...full, _id: theirs._id, country: 'Taken over' } });
    expect(hidden.status).toBe(404);
    expect([...(await addressesOf(shopper.userId)), ...(await addressesOf(other.userId))]).toEqual(before);
  });

  it("answers another shopper's address as not found (404) even when the typed place matches nothing, so no refusal confirms it exists", async () => {
    const shopper = await signUpAndLogin(t);
    const other = await signUpAndLogin(t);
    const theirs = await createLegacyAddress(other.accessToken);
    const before = await addressesOf(other.userId);
    const body = { _id: theirs._id, ...LEGACY_KIMIRONKO, city: 'Kimironkooo' };
    const hidden = await rest(t, 'PUT', '/address/update', { token: shopper.accessToken, body });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ error: true, success: false, message: 'Address not found' });
    // The owner typing the same place is told the closest official name instead.
    const owner = await rest(t, 'PUT', '/address/update', { token: other.accessToken, body });
    expect(owner.status).toBe(400);
    expect(owner.body.field).toBe('city');
    expect(await addressesOf(other.userId)).toEqual(before);
  });
});

describe('DELETE /api/address/disable', () => {
  it("hides the address (status false, kept in the database) with the message 'Address Remove'", async () => {
    const shopper = await signUpAndLogin(t);
    const address = await createLegacyAddress(shopper.accessToken);
    const answer = await rest(t, 'DELETE', '/address/disable', { token: shopper.accessToken, body: { _id: address._id } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: 'Address Remove', data: { _id: address._id, status: false } });
    expect(await addressesOf(shopper.userId)).toEqual([expect.objectContaining({ id: address._id, removedAt: expect.any(Date) })]);
  });

  it("refuses a missing _id (400) and another shopper's address (404)", async () => {
    const shopper = await signUpAndLogin(t);
    const other = await signUpAndLogin(t);
    const theirs = await createLegacyAddress(other.accessToken);
    const missing = await rest(t, 'DELETE', '/address/disable', { token: shopper.accessToken, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('_id');
    const hidden = await rest(t, 'DELETE', '/address/disable', { token: shopper.accessToken, body: { _id: theirs._id } });
    expect(hidden.status).toBe(404);
    expect((await addressesOf(other.userId))[0]?.removedAt).toBeNull();
  });
});

describe('signed out', () => {
  it("answers every address path with 401 'Please Login' and changes nothing", async () => {
    const owner = await signUpAndLogin(t);
    const address = await createLegacyAddress(owner.accessToken);
    const before = await t.db.address.findMany({ orderBy: { id: 'asc' } });
    const calls: [string, string, unknown][] = [
      ['POST', '/address/create', LEGACY_KIMIRONKO],
      ['GET', '/address/get', undefined],
      ['PUT', '/address/update', { _id: address._id, ...LEGACY_KIMIRONKO, country: 'Changed' }],
      ['DELETE', '/address/disable', { _id: address._id }],
    ];
    for (const [method, path, body] of calls) {
      const refused = await rest(t, method, path, { body });
      expect(refused.status, `${method} ${path}`).toBe(401);
      expect(refused.body).toMatchObject({ success: false, error: true, message: 'Please Login' });
    }
    expect(await t.db.address.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
  });
});

describe('class 21 (REST): addresses that do not exist or do not nest', () => {
  const valid = { address_line: 'Gasabo', city: 'Kimironko', state: 'Imena', country: 'KG 11 Ave', pincode: '12', mobile: '0781234567' };
  it.each([
    ['an unknown district', { address_line: 'Atlantis' }],
    ['a sector of another district', { city: 'Nyamirambo' }],
    ['a made-up village', { state: 'Nowhere' }],
    ['a malformed mobile', { mobile: '12345' }],
  ])('refuses %s', async (_label, override) => {
    const shopper = await signUpAndLogin(t);
    expectRefused(await unchanged(t, () => rest(t, 'POST', '/address/create', { token: shopper.accessToken, body: { ...valid, ...override } })), 400);
  });
});
