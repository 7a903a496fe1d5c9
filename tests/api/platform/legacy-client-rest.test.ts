import { decodeJwt } from 'jose';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { exchangedLongAgo, signUpAndLogin } from '../../helpers/auth.js';
import { cookiesFrom, rest, type RestOptions, type RestResponse } from '../../helpers/rest.js';
import { addToCart, adminToken, createProduct, shopperWithAddress } from '../../helpers/shop-fixtures.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { graphql } from '../../helpers/graphql.js';

/*
 * The shop's older web client, unmodified, against the REST adapter: what it reads must be there (My Orders'
 * top-level product_details, absolute image URLs, discount null for none), it must stay signed in on its
 * cookies past an access token's lifetime, and its free-text address form must find the national place names.
 */

/** The test apps answer on http://isoko.test; the default test environment trusts the proxy headers. */
const SHOP = 'http://isoko.test';
let t: TestApp;
/** PUBLIC_URL set, proxy headers not trusted. */
let published: TestApp;
/** No PUBLIC_URL, proxy headers not trusted, and access tokens that live one second. */
let untrusted: TestApp;
let admin: string;

beforeAll(async () => {
  [t, published, untrusted] = await Promise.all([
    startTestApp(),
    startTestApp({ PUBLIC_URL: 'https://isoko.example.rw/', TRUST_PROXY: 'false' }),
    startTestApp({ TRUST_PROXY: 'false' }),
  ]);
  admin = await adminToken(t);
});
afterAll(() => Promise.all([t.close(), published.close(), untrusted.close()]));
afterEach(() => {
  vi.restoreAllMocks();
});

const png = () => sharp({ create: { width: 32, height: 32, channels: 3, background: '#d4a017' } }).png().toBuffer();

async function imageForm(field: string): Promise<FormData> {
  const form = new FormData();
  form.set(field, new File([await png()], 'photo.png', { type: 'image/png' }));
  return form;
}

/** Every image URL of a legacy answer, wherever it sits (image, avatar or url keys). */
function imageUrls(value: unknown, underImageKey = false): string[] {
  if (typeof value === 'string') return underImageKey ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => imageUrls(item, underImageKey));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => imageUrls(item, ['image', 'avatar', 'url'].includes(key)));
}

function expectAbsolute(urls: string[], base = SHOP): void {
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) expect(url, url).toMatch(new RegExp(`^${base.replace(/[.]/g, '\\.')}/uploads/[\\w\\-./]+$`));
}

/** A shopper with an address and a placed cash-on-delivery order of two products, placed through REST. */
async function shopperWithOrder(app: TestApp) {
  const shopper = await shopperWithAddress(app);
  const first = await createProduct(app, { price: 1200, stock: 10 });
  const second = await createProduct(app, { price: 800, stock: 10 });
  await addToCart(app, shopper.accessToken, first.id, 2);
  await addToCart(app, shopper.accessToken, second.id, 1);
  const cart = await rest(app, 'GET', '/cart/get', { token: shopper.accessToken });
  const total = (cart.body.data as { quantity: number; productId: { effectivePrice: number } }[]).reduce(
    (sum, item) => sum + item.productId.effectivePrice * item.quantity,
    0,
  );
  const placed = await rest(app, 'POST', '/order/cash-on-delivery', {
    token: shopper.accessToken,
    body: { list_items: cart.body.data, addressId: shopper.addressId, subTotalAmt: total, totalAmt: total },
  });
  expect(placed.status).toBe(201);
  return { shopper, first, second, cart };
}

describe('My Orders (item 1)', () => {
  it("gives each order a top-level product_details with its first line's name and images, and keeps products", async () => {
    const { shopper, first, second } = await shopperWithOrder(t);
    const response = await rest(t, 'GET', '/order/order-list', { token: shopper.accessToken });
    expect(response.status).toBe(200);
    const [order] = response.body.data;
    // What the old My Orders page reads: order.product_details.image[0] and order.product_details.name.
    expect(order.product_details).toEqual({ name: first.name, image: [`${SHOP}${(first.images as string[])[0]}`] });
    expect(order.products).toHaveLength(2);
    expect(order.products.map((line: any) => line.product_details.name)).toEqual([first.name, second.name]);
    expect(order.products[0]).toMatchObject({ productId: first.id, quantity: 2, price: 1200, product_details: order.product_details });
  });

  it('answers the same top-level product_details when an order is cancelled', async () => {
    const { shopper, first } = await shopperWithOrder(t);
    const list = await rest(t, 'GET', '/order/order-list', { token: shopper.accessToken });
    const cancelled = await rest(t, 'DELETE', `/order/cancel-order/${list.body.data[0]._id}`, { token: shopper.accessToken });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.product_details.name).toBe(first.name);
  });
});

describe('absolute image URLs (item 2)', () => {
  it('makes category and sub-category images absolute, while GraphQL keeps them relative to the shop', async () => {
    const categories = await rest(t, 'GET', '/category/get');
    expectAbsolute(categories.body.data.map((category: { image: string }) => category.image));
    const subCategories = await rest(t, 'POST', '/subcategory/get');
    expectAbsolute(subCategories.body.data.map((subCategory: { image: string }) => subCategory.image));
    const viaGraphql = await t.graphql(graphql('{ categories { image } }'));
    for (const category of viaGraphql.data!.categories) expect(category.image).toMatch(/^\/uploads\//);
  });

  it('makes product images absolute in every product list and in the details', async () => {
    const product = await createProduct(t, { name: `Ibishyimbo absolute ${Date.now()}` });
    const answers = await Promise.all([
      rest(t, 'POST', '/product/get', { body: { page: 1, limit: 12 } }),
      rest(t, 'POST', '/product/get-all-products?random=true'),
      rest(t, 'GET', '/product/new-arrivals'),
      rest(t, 'POST', '/product/search-product', { body: { search: 'rice', page: 1 } }),
      rest(t, 'POST', '/product/get-product-details', { body: { productId: product.id } }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expectAbsolute(imageUrls(answer.body.data));
    }
    expect(answers[4].body.data.image).toEqual((product.images as string[]).map((path) => `${SHOP}${path}`));
  });

  it("makes cart items' product images and orders' line images absolute", async () => {
    const { shopper } = await shopperWithOrder(t);
    const product = await createProduct(t);
    await addToCart(t, shopper.accessToken, product.id);
    const cart = await rest(t, 'GET', '/cart/get', { token: shopper.accessToken });
    expect(cart.body.data[0].productId.image).toEqual((product.images as string[]).map((path) => `${SHOP}${path}`));
    const orders = await rest(t, 'GET', '/order/order-list', { token: shopper.accessToken });
    expectAbsolute(imageUrls(orders.body.data));
    expectAbsolute(orders.body.data[0].products.flatMap((line: any) => line.product_details.image));
  });

  it('answers avatars and uploads with absolute URLs that load, and stores what the old admin form sends back as relative', async () => {
    const shopper = await signUpAndLogin(t);
    const avatar = await rest(t, 'PUT', '/user/upload-avatar', { token: shopper.accessToken, form: await imageForm('avatar') });
    expect(avatar.status).toBe(200);
    expectAbsolute([avatar.body.data.avatar]);
    const details = await rest(t, 'GET', '/user/user-details', { token: shopper.accessToken });
    expect(details.body.data.avatar).toBe(avatar.body.data.avatar);
    const image = await t.request(avatar.body.data.avatar);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');

    const upload = await rest(t, 'POST', '/file/upload', { token: admin, form: await imageForm('image') });
    expect(upload.status).toBe(200);
    expectAbsolute([upload.body.data.url]);
    // The old admin client puts the URL it was given into the category form.
    const name = `Amata ${Date.now()}`;
    const added = await rest(t, 'POST', '/category/add-category', { token: admin, body: { name, image: upload.body.data.url } });
    expect(added.status).toBe(201);
    expect(added.body.data.image).toBe(upload.body.data.url);
    const stored = await t.db.category.findUniqueOrThrow({ where: { id: added.body.data._id } });
    expect(`${SHOP}${stored.image}`).toBe(upload.body.data.url);
  });

  it('leaves images hosted elsewhere as they are', async () => {
    const product = await createProduct(t, { images: ['https://cdn.example.rw/ibirayi.webp'] });
    const details = await rest(t, 'POST', '/product/get-product-details', { body: { productId: product.id } });
    expect(details.body.data.image).toEqual(['https://cdn.example.rw/ibirayi.webp']);
  });

  it("builds them from the proxy's X-Forwarded-Proto and X-Forwarded-Host when TRUST_PROXY is on", async () => {
    const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.rw' };
    const categories = await rest(t, 'GET', '/category/get', { headers });
    expectAbsolute(categories.body.data.map((category: { image: string }) => category.image), 'https://shop.example.rw');
    // A forged host that is not a host name is not used.
    const odd = await rest(t, 'GET', '/category/get', { headers: { 'x-forwarded-host': 'evil.example/path?' } });
    expectAbsolute(odd.body.data.map((category: { image: string }) => category.image));
  });

  it('ignores the forwarded headers when TRUST_PROXY is off', async () => {
    const categories = await rest(untrusted, 'GET', '/category/get', { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' } });
    expectAbsolute(categories.body.data.map((category: { image: string }) => category.image));
  });

  it('uses PUBLIC_URL when it is set, whatever the request says', async () => {
    const headers = { 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.example' };
    const categories = await rest(published, 'GET', '/category/get', { headers });
    expectAbsolute(categories.body.data.map((category: { image: string }) => category.image), 'https://isoko.example.rw');
    const products = await rest(published, 'POST', '/product/get', { body: { page: 1 } });
    expectAbsolute(imageUrls(products.body.data), 'https://isoko.example.rw');
  });
});

describe('discount null for none (item 4)', () => {
  it('answers discount null instead of 0 in products and cart items, and the real figure otherwise', async () => {
    const plain = await createProduct(t, { discount: 0 });
    const discounted = await createProduct(t, { discount: 15 });
    const [plainDetails, discountedDetails] = await Promise.all([
      rest(t, 'POST', '/product/get-product-details', { body: { productId: plain.id } }),
      rest(t, 'POST', '/product/get-product-details', { body: { productId: discounted.id } }),
    ]);
    expect(plainDetails.body.data.discount).toBeNull();
    expect(discountedDetails.body.data.discount).toBe(15);
    const listed = await rest(t, 'GET', '/product/new-arrivals');
    const listedById = new Map(listed.body.data.map((product: { _id: string; discount: number | null }) => [product._id, product.discount]));
    expect(listedById.get(plain.id)).toBeNull();
    expect(listedById.get(discounted.id)).toBe(15);

    const shopper = await signUpAndLogin(t);
    await addToCart(t, shopper.accessToken, plain.id);
    await addToCart(t, shopper.accessToken, discounted.id);
    const cart = await rest(t, 'GET', '/cart/get', { token: shopper.accessToken });
    const discounts = new Map(cart.body.data.map((item: any) => [item.productId._id, item.productId.discount]));
    expect(discounts.get(plain.id)).toBeNull();
    expect(discounts.get(discounted.id)).toBe(15);
  });

  it('takes discount null back from the old edit form as no discount', async () => {
    const someCategory = await t.db.category.findFirstOrThrow();
    const product = await createProduct(t, { discount: 0, categories: { connect: [{ id: someCategory.id }] } });
    const loaded = await rest(t, 'POST', '/product/get-product-details', { token: admin, body: { productId: product.id } });
    const { _id, category, subCategory, image, ...fields } = loaded.body.data;
    const saved = await rest(t, 'PUT', '/product/update-product-details', {
      token: admin,
      body: { ...fields, _id, image, category: category.map((c: { _id: string }) => c._id), subCategory, price: 1100 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.discount).toBeNull();
    const stored = await t.db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(stored).toMatchObject({ discount: 0, price: 1100, images: product.images });
  });
});

/** Signs in through REST as the old client does; its cookies are then all it relies on. */
async function legacySignIn(app: TestApp, email: string, password: string, clientAddress = '203.0.113.77') {
  const login = await rest(app, 'POST', '/user/login', { body: { email, password }, clientAddress });
  expect(login.status).toBe(200);
  return { login, cookie: cookiesFrom(login), accessToken: login.body.data.accesstoken as string, refreshToken: login.body.data.refreshToken as string };
}

/** An access token of the same session that expired an hour ago. */
async function expiredAccessToken(app: TestApp, accessToken: string): Promise<string> {
  const claims = decodeJwt(accessToken);
  return app.app.services.tokens.signAccessToken({ userId: claims.sub!, sessionId: claims.sid as string }, new Date(Date.now() - 60 * 60 * 1000));
}

function cookieValue(response: RestResponse, name: string): string | undefined {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  return header?.split(';')[0]!.slice(name.length + 1);
}

async function sessionOf(app: TestApp, accessToken: string) {
  return app.db.session.findUniqueOrThrow({ where: { id: decodeJwt(accessToken).sid as string } });
}

describe('cookie sessions that renew themselves (item 3)', () => {
  it('keeps a cookie-only client signed in past its access token lifetime, with new cookies', async () => {
    const shopper = await signUpAndLogin(t);
    const signedIn = await legacySignIn(t, shopper.email, shopper.password);
    // An hour later (the token made as it would be then, not waited for): the old client still sends the bearer
    // token it stored at sign-in, now expired, and the cookies.
    const expired = await expiredAccessToken(t, signedIn.accessToken);
    const options: RestOptions = { cookie: `accessToken=${expired}; refreshToken=${signedIn.refreshToken}`, token: expired };
    const details = await rest(t, 'GET', '/user/user-details', options);
    expect(details.status, JSON.stringify(details.body)).toBe(200);
    expect(details.body.data.email).toBe(shopper.email);
    const newAccess = cookieValue(details, 'accessToken');
    const newRefresh = cookieValue(details, 'refreshToken');
    expect(newAccess).toBeTruthy();
    expect(newRefresh).toBeTruthy();
    expect(newRefresh).not.toBe(signedIn.refreshToken);
    expect(details.headers.getSetCookie().find((cookie) => cookie.startsWith('refreshToken='))).toMatch(/HttpOnly/i);
    const again = await rest(t, 'GET', '/user/user-details', { cookie: cookiesFrom(details) });
    expect(again.status).toBe(200);
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('renews on any path when the access cookie is missing, expired or invalid', async () => {
    const shopper = await signUpAndLogin(t);
    const signedIn = await legacySignIn(t, shopper.email, shopper.password);
    const stale = [`accessToken=${await expiredAccessToken(t, signedIn.accessToken)}; `, 'accessToken=not-a-token; ', ''];
    let refreshToken = signedIn.refreshToken;
    for (const access of stale) {
      const cart = await rest(t, 'GET', '/cart/get', { cookie: `${access}refreshToken=${refreshToken}` });
      expect(cart.status, access).toBe(200);
      refreshToken = cookieValue(cart, 'refreshToken')!;
      expect(refreshToken).toBeTruthy();
    }
    expect((await sessionOf(t, signedIn.accessToken)).revokedAt).toBeNull();
  });

  it('sets the renewed cookies on refusals and on downloads too, so the new refresh token is never lost', async () => {
    const shopper = await signUpAndLogin(t);
    const signedIn = await legacySignIn(t, shopper.email, shopper.password);
    const cookie = `accessToken=${await expiredAccessToken(t, signedIn.accessToken)}; refreshToken=${signedIn.refreshToken}`;
    const refused = await rest(t, 'PUT', '/cart/update-qty', { cookie, body: { _id: 'no-such-line', qty: 1 } });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(cookieValue(refused, 'refreshToken')).toBeTruthy();

    const adminSignIn = await legacySignIn(t, 'admin@isoko.rw', 'Admin@12345', '192.0.2.77');
    const adminCookie = `accessToken=${await expiredAccessToken(t, adminSignIn.accessToken)}; refreshToken=${adminSignIn.refreshToken}`;
    const csv = await rest(t, 'GET', '/order/admin/orders/export?month=1', { cookie: adminCookie });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(cookieValue(csv, 'refreshToken')).toBeTruthy();
    expect(cookieValue(csv, 'accessToken')).toBeTruthy();
  });

  it("lets a page load's parallel requests with the same stale cookies all renew to the same session", async () => {
    const shopper = await signUpAndLogin(t);
    const signedIn = await legacySignIn(t, shopper.email, shopper.password);
    const cookie = `accessToken=${await expiredAccessToken(t, signedIn.accessToken)}; refreshToken=${signedIn.refreshToken}`;
    const answers = await Promise.all([
      rest(t, 'GET', '/user/user-details', { cookie }),
      rest(t, 'GET', '/cart/get', { cookie }),
      rest(t, 'GET', '/address/get', { cookie }),
      rest(t, 'GET', '/order/order-list', { cookie }),
    ]);
    for (const answer of answers) expect(answer.status).toBe(200);
    const refreshTokens = new Set(answers.map((answer) => cookieValue(answer, 'refreshToken')));
    expect(refreshTokens.size).toBe(1);
    expect((await sessionOf(t, signedIn.accessToken)).revokedAt).toBeNull();
    const next = await rest(t, 'GET', '/user/user-details', { cookie: cookiesFrom(answers[0]) });
    expect(next.status).toBe(200);
  });

  it('refuses a replayed old refresh cookie with 401, revokes the whole sign-in and clears the cookies', async () => {
    const shopper = await signUpAndLogin(t);
    const signedIn = await legacySignIn(t, shopper.email, shopper.password);
    const expired = await expiredAccessToken(t, signedIn.accessToken);
    const renewed = await rest(t, 'GET', '/user/user-details', { cookie: `accessToken=${expired}; refreshToken=${signedIn.refreshToken}` });
    expect(renewed.status).toBe(200);

    // Later than a page load's burst, the first refresh cookie comes back: someone kept a copy. (The exchange is
    // dated back past the grace window, not waited for; refresh-grace.test.ts waits a short window out.)
    await exchangedLongAgo(t, signedIn.refreshToken);
    const replayed = await rest(t, 'GET', '/user/user-details', { cookie: `accessToken=${expired}; refreshToken=${signedIn.refreshToken}` });
    expect(replayed.status).toBe(401);
    expect(replayed.body).toMatchObject({ error: true, success: false });
    expect(replayed.headers.getSetCookie().filter((cookie) => /^(accessToken|refreshToken)=;/.test(cookie))).toHaveLength(2);
    const session = await sessionOf(t, signedIn.accessToken);
    expect(session.revokedAt).not.toBeNull();
    expect(session.revokedReason).toBe('refresh-token-reuse');

    // The legitimate holder's renewed cookies are dead too.
    const holder = await rest(t, 'GET', '/user/user-details', { cookie: cookiesFrom(renewed) });
    expect(holder.status).toBe(401);
  });

  it('treats a refresh cookie already exchanged at /user/refresh-token as reuse', async () => {
    const shopper = await signUpAndLogin(t);
    const signedIn = await legacySignIn(t, shopper.email, shopper.password);
    const exchanged = await rest(t, 'POST', '/user/refresh-token', { token: signedIn.refreshToken });
    expect(exchanged.status).toBe(200);
    await exchangedLongAgo(t, signedIn.refreshToken);
    const expired = await expiredAccessToken(t, signedIn.accessToken);
    const replayed = await rest(t, 'GET', '/cart/get', { cookie: `accessToken=${expired}; refreshToken=${signedIn.refreshToken}` });
    expect(replayed.status).toBe(401);
    expect((await sessionOf(t, signedIn.accessToken)).revokedReason).toBe('refresh-token-reuse');
    const afterwards = await rest(t, 'GET', '/cart/get', { token: exchanged.body.data.accessToken });
    expect(afterwards.status).toBe(401);
  });

  it('still answers public paths with a dead refresh cookie, as a visitor, and drops the cookie', async () => {
    const categories = await rest(t, 'GET', '/category/get', { cookie: 'accessToken=old; refreshToken=not-a-token' });
    expect(categories.status).toBe(200);
    expect(cookieValue(categories, 'refreshToken')).toBe('');
  });

  it('does not renew bearer-only requests', async () => {
    const shopper = await signUpAndLogin(t);
    const expired = await expiredAccessToken(t, shopper.accessToken);
    const response = await rest(t, 'GET', '/user/user-details', { token: expired });
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('signs out for good: after logout the refresh cookie renews nothing', async () => {
    const shopper = await signUpAndLogin(t);
    const signedIn = await legacySignIn(t, shopper.email, shopper.password);
    const logout = await rest(t, 'GET', '/user/logout', { cookie: signedIn.cookie });
    expect(logout.status).toBe(200);
    const expired = await expiredAccessToken(t, signedIn.accessToken);
    const after = await rest(t, 'GET', '/user/user-details', { cookie: `accessToken=${expired}; refreshToken=${signedIn.refreshToken}` });
    expect(after.status).toBe(401);
  });
});

describe('free-text addresses (item 5)', () => {
  const form = { country: 'KG 11 Ave', pincode: 12, mobile: '0781234567' };

  it('matches district, sector and village forgivingly and stores the official names', async () => {
    const shopper = await signUpAndLogin(t);
    const created = await rest(t, 'POST', '/address/create', {
      token: shopper.accessToken,
      body: { ...form, address_line: ' gasabó ', city: 'Kimi-ronkoo', state: 'INSHUTTI' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ address_line: 'Gasabo', city: 'Kimironko', state: 'Inshuti', country: 'KG 11 Ave', pincode: '12' });
  });

  it.each([
    [{ address_line: 'Gasabo', city: 'Kimironkooo', state: 'Inshuti' }, 'city', 'Unknown sector "Kimironkooo" in Gasabo. Did you mean Kimironko?'],
    [{ address_line: 'Gasaboooo', city: 'Kimironko', state: 'Inshuti' }, 'address_line', 'Unknown district "Gasaboooo". Did you mean Gasabo?'],
    [{ address_line: 'Gasabo', city: 'Kimironko', state: 'Inshutiiii' }, 'state', 'Unknown village "Inshutiiii" in Kimironko sector. Did you mean Inshuti?'],
  ])('refuses %j with 400 on %s, naming the closest official names, and saves nothing', async (place, field, message) => {
    const shopper = await signUpAndLogin(t);
    const refused = await rest(t, 'POST', '/address/create', { token: shopper.accessToken, body: { ...form, ...place } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: true, success: false, field, message });
    expect(await t.db.address.count({ where: { userId: shopper.userId } })).toBe(0);
  });

  it('matches the same way on update, and refuses an unknown place without changing the address', async () => {
    const shopper = await signUpAndLogin(t);
    const created = await rest(t, 'POST', '/address/create', { token: shopper.accessToken, body: { ...form, address_line: 'Gasabo', city: 'Kimironko', state: 'Inshuti' } });
    const _id = created.body.data._id as string;
    const updated = await rest(t, 'PUT', '/address/update', {
      token: shopper.accessToken,
      body: { ...form, _id, userId: shopper.userId, address_line: 'kicukiro', city: 'Nibooye', state: 'gatare', pincode: '7' },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({ address_line: 'Kicukiro', city: 'Niboye', state: 'Gatare', pincode: '7' });

    const refused = await rest(t, 'PUT', '/address/update', {
      token: shopper.accessToken,
      body: { ...form, _id, address_line: 'Kicukiro', city: 'Remera', state: 'Gatare' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('city');
    expect(refused.body.message).toMatch(/^Unknown sector "Remera" in Kicukiro\. Did you mean /);
    const listed = await rest(t, 'GET', '/address/get', { token: shopper.accessToken });
    expect(listed.body.data.find((address: { _id: string }) => address._id === _id)).toMatchObject({ address_line: 'Kicukiro', city: 'Niboye', state: 'Gatare' });
  });
});
