import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpAndLogin } from '../../helpers/auth.js';
import { adminToken } from '../../helpers/shop-fixtures.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { graphql, documentText } from '../../helpers/graphql.js';

// What the web app relies on for its one delivery promise (cards, product page, help, banner): Query.deliveryPromise
// for the viewer, in the request's language, and the response cache answering anonymous visitors with it correctly.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const PROMISE = graphql('{ deliveryPromise { district served charge leadDays sameDayCutoffHour label localLabel estimatedDeliveryDate servedDistricts } }');
const SEEDED_SERVED = ['Gasabo', 'Kicukiro', 'Nyarugenge', 'Musanze'];

/** The promise as a client asks for it: anonymous unless a token is given, in a language; with the cache's verdict. */
async function readPromise(options: { token?: string; language?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.language) headers['accept-language'] = options.language;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await t.request('/graphql', { method: 'POST', headers, body: JSON.stringify({ query: documentText(PROMISE) }) });
  const body = (await response.json()) as { data: { deliveryPromise: Record<string, any> }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return { cache: response.headers.get('x-cache'), promise: body.data.deliveryPromise };
}

async function shopperIn(district: string): Promise<string> {
  const shopper = await signUpAndLogin(t);
  const sectors = await t.graphql(graphql('query ($d: String!) { addressLocations { sectors(district: $d) } }'), { d: district });
  const sector = sectors.data!.addressLocations.sectors[0]!;
  const villages = await t.graphql(graphql('query ($d: String!, $s: String!) { addressLocations { villages(district: $d, sector: $s) } }'), { d: district, s: sector });
  const created = await t.graphql(
    graphql('mutation ($input: CreateAddressInput!) { createAddress(input: $input) { __typename ... on Error { message } } }'),
    { input: { district, sector, village: villages.data!.addressLocations.villages[0]!, street: 'Near the market', mobile: '0788123456' } },
    { token: shopper.accessToken },
  );
  expect(created.data!.createAddress).toEqual({ __typename: 'CreateAddressPayload' });
  return shopper.accessToken;
}

async function setZone(district: string, changes: Record<string, unknown>) {
  const zone = await t.db.deliveryZone.findUniqueOrThrow({ where: { district } });
  const input = { district, served: zone.served, charge: zone.charge, leadDays: zone.leadDays, sameDayCutoffHour: zone.sameDayCutoffHour, label: zone.label, labelRw: zone.labelRw, labelFr: zone.labelFr, ...changes };
  const result = await t.graphql(
    graphql('mutation ($input: UpdateDeliveryZoneInput!) { updateDeliveryZone(input: $input) { __typename ... on Error { message } } }'),
    { input },
    { token: admin },
  );
  expect(result.data!.updateDeliveryZone).toEqual({ __typename: 'UpdateDeliveryZonePayload' });
}

describe('the viewer’s delivery promise', () => {
  it('is the shop’s usual promise for a guest, its label in the request’s language', async () => {
    const english = await readPromise({ language: 'en' });
    expect(english.promise).toMatchObject({ district: null, served: true, charge: 0, leadDays: 3, label: '2-3 days', localLabel: '2-3 days', servedDistricts: SEEDED_SERVED });
    expect(Date.parse(english.promise.estimatedDeliveryDate)).toBeGreaterThan(Date.now());
    expect((await readPromise({ language: 'rw' })).promise.localLabel).toBe('Iminsi 2-3');
    expect((await readPromise({ language: 'fr-FR,fr;q=0.9' })).promise.localLabel).toBe('2-3 jours');
  });

  it("is a signed-in shopper's default address's zone, served or not; without an address, the shop's usual one", async () => {
    expect((await readPromise({ token: await shopperIn('Musanze') })).promise).toMatchObject({ district: 'Musanze', served: true, localLabel: '2-3 days' });
    expect((await readPromise({ token: await shopperIn('Rubavu') })).promise).toMatchObject({ district: 'Rubavu', served: false, servedDistricts: SEEDED_SERVED });
    expect((await readPromise({ token: (await signUpAndLogin(t)).accessToken })).promise).toMatchObject({ district: null, served: true });
  });
});

describe('the response cache and the promise', () => {
  it('answers guests from the cache, one entry per language, and never a signed-in shopper', async () => {
    await readPromise({ language: 'rw' });
    const rw = await readPromise({ language: 'rw' });
    expect(rw).toMatchObject({ cache: 'HIT', promise: { localLabel: 'Iminsi 2-3', district: null } });
    await readPromise({ language: 'fr' });
    expect(await readPromise({ language: 'fr' })).toMatchObject({ cache: 'HIT', promise: { localLabel: '2-3 jours' } });
    const shopper = await readPromise({ token: await shopperIn('Musanze'), language: 'rw' });
    expect(shopper).toMatchObject({ cache: 'BYPASS', promise: { district: 'Musanze' } });
  });

  it("gives guests an admin's change to the zones at once", async () => {
    await readPromise({ language: 'en' });
    expect((await readPromise({ language: 'en' })).cache).toBe('HIT');
    await setZone('Rubavu', { served: true });
    const after = await readPromise({ language: 'en' });
    expect(after.cache).toBe('MISS');
    expect(after.promise.servedDistricts).toEqual([...SEEDED_SERVED.slice(0, 3), 'Musanze', 'Rubavu']);
    await setZone('Rubavu', { served: false });
    expect((await readPromise({ language: 'en' })).promise.servedDistricts).toEqual(SEEDED_SERVED);
  });

  it('keeps a guest’s estimate no later than the next whole hour, when the estimate may move', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // A Wednesday, 23:50 in Kigali (21:50 UTC): ten minutes later the order would count from Thursday.
    vi.setSystemTime(new Date('2031-01-15T21:50:00Z'));
    await readPromise({ language: 'en' });
    const before = await readPromise({ language: 'en' });
    expect(before.cache).toBe('HIT');
    vi.setSystemTime(new Date('2031-01-15T22:00:01Z'));
    const after = await readPromise({ language: 'en' });
    expect(after.cache).toBe('MISS');
    expect(Date.parse(after.promise.estimatedDeliveryDate) - Date.parse(before.promise.estimatedDeliveryDate)).toBe(24 * 60 * 60 * 1000);
  });
});
