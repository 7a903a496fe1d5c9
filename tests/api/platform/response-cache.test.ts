import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.js';
import { databaseLocation } from '../../../server/database/migrate.js';
import { openDatabase } from '../../../server/database/open.js';
import { signUpAndLogin } from '../../helpers/auth.js';
import { globalId } from '../../helpers/catalog.js';
import { rest } from '../../helpers/rest.js';
import { addToCart, adminToken, createProduct, createPromoCode, globalIdOf, placeOrder, shopperWithAddress } from '../../helpers/shop-fixtures.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { testEnvironment } from '../../helpers/test-env.js';
import { graphql } from '../../helpers/graphql.js';

// Anonymous catalogue reads are answered from the response cache (X-Cache: HIT, MISS or BYPASS); every write
// that changes what they show, from any path, must make the next read fresh.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t);
});
afterAll(() => t.close());

interface Answer {
  status: number;
  cache: string | null;
  headers: Headers;
  body: any;
}

/**
 * A POST to /graphql as the web app sends it, keeping the headers. The cache is keyed on the request's text, so these
 * reads send their text as written rather than a typed document.
 */
async function postGraphQL(body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await t.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, cache: response.headers.get('x-cache'), headers: response.headers, body: await response.json() };
}

/** The id under which the web app's manifest holds an operation. */
function persistedId(operation: string): string {
  const manifest = JSON.parse(readFileSync(new URL('../../../client/persisted-operations.json', import.meta.url), 'utf8')) as Record<string, string>;
  const id = Object.keys(manifest).find((key) => manifest[key]!.startsWith(`query ${operation}(`));
  if (!id) throw new Error(`${operation} is not in the persisted operations`);
  return id;
}

const PRODUCT = `query Product($id: ID!) {
  product(databaseId: $id) {
    name price effectivePrice stock hasPromoCode reviewCount averageRating
    activePromotion { label price }
    activePromoCode { code }
    categories { name }
    viewerCartLine { quantity }
    reviews(first: 5) { edges { node { stars comment reviewerName } } }
  }
}`;

async function readProduct(id: string, headers: Record<string, string> = {}) {
  const answer = await postGraphQL({ query: PRODUCT, variables: { id } }, headers);
  expect(answer.body.errors).toBeUndefined();
  return { ...answer, product: answer.body.data.product };
}

/** Reads twice: the second read must be a hit with the same answer; returns the product as read. */
async function cachedProduct(id: string) {
  const first = await readProduct(id);
  const second = await readProduct(id);
  expect(second.cache).toBe('HIT');
  expect(second.product).toEqual(first.product);
  return second.product;
}

async function updateProduct(id: string, changes: Record<string, unknown>) {
  const product = await t.db.product.findUniqueOrThrow({ where: { id }, include: { categories: true } });
  const input = {
    id: globalId('Product', id),
    name: product.name,
    description: product.description,
    unit: product.unit,
    stock: product.stock,
    price: product.price,
    discount: product.discount,
    categoryIds: product.categories.map((category) => globalId('Category', category.id)),
    ...changes,
  };
  const result = await t.graphql(graphql(`mutation($input: UpdateProductInput!) { updateProduct(input: $input) { __typename ... on Error { message } } }`), { input }, { token: admin });
  expect(result.data!.updateProduct).toEqual({ __typename: 'UpdateProductPayload' });
}

async function productInCategory(fields: Parameters<typeof createProduct>[1] = {}) {
  const category = await t.db.category.findFirstOrThrow({ where: { name: 'Beverages' } });
  return createProduct(t, { ...fields, categories: { connect: [{ id: category.id }] } });
}

describe('anonymous GraphQL reads', () => {
  it('are served from the cache the second time, with the same body and headers as the fresh answer', async () => {
    const product = await productInCategory();
    const headers = { 'accept-encoding': 'gzip', origin: 'http://isoko.test' };
    const fresh = await t.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query: PRODUCT, variables: { id: product.id } }) });
    const cached = await t.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query: PRODUCT, variables: { id: product.id } }) });
    expect([fresh.headers.get('x-cache'), cached.headers.get('x-cache')]).toEqual(['MISS', 'HIT']);
    const withoutCacheHeader = (response: Response) => [...response.headers.entries()].filter(([name]) => name !== 'x-cache');
    expect(withoutCacheHeader(cached)).toEqual(withoutCacheHeader(fresh));
    expect(cached.headers.get('content-type')).toMatch(/^application\/json/);
    expect(cached.headers.get('x-frame-options')).toBe('DENY');
    expect(cached.headers.get('access-control-allow-origin')).toBe('http://isoko.test');
    expect(await cached.text()).toBe(await fresh.text());
  });

  it('keep what Yoga checks: a GET without the CSRF header is still refused, and each Accept gets its own content type', async () => {
    const product = await productInCategory();
    const url = `/graphql?query=${encodeURIComponent(PRODUCT)}&variables=${encodeURIComponent(JSON.stringify({ id: product.id }))}`;
    const get = (headers: Record<string, string>) => t.request(url, { headers: { accept: 'application/json', ...headers } });
    const withHeader = [await get({ 'x-graphql-yoga-csrf': '1' }), await get({ 'x-graphql-yoga-csrf': '1' })];
    expect(withHeader.map((response) => response.headers.get('x-cache'))).toEqual(['MISS', 'HIT']);
    expect((await withHeader[1]!.json()).data.product.name).toBe(product.name);
    const withoutHeader = await get({});
    expect(withoutHeader.status).toBeGreaterThanOrEqual(400);
    expect((await withoutHeader.json()).data?.product).toBeUndefined();

    const accepting = async (accept: string) => (await postGraphQL({ query: PRODUCT, variables: { id: product.id } }, { accept })).headers.get('content-type');
    const types = [await accepting('application/json'), await accepting('application/graphql-response+json'), await accepting('application/graphql-response+json')];
    expect(types[0]).toMatch(/^application\/json/);
    expect(types[1]).toMatch(/^application\/graphql-response\+json/);
    expect(types[2]).toBe(types[1]);
  });

  it('make one answer for identical requests arriving together, and each its own when that answer is an error', async () => {
    const product = await productInCategory();
    const together = await Promise.all(Array.from({ length: 8 }, () => postGraphQL({ query: PRODUCT, variables: { id: product.id } })));
    expect(together.map((answer) => answer.cache).sort()).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'HIT', 'HIT', 'HIT', 'MISS']);
    for (const answer of together) expect(answer.body.data.product.name).toBe(product.name);

    const failing = await Promise.all(Array.from({ length: 4 }, () => postGraphQL({ query: `{ searchProducts(first: -2) { totalCount } }` })));
    expect(failing.map((answer) => answer.cache)).toEqual(['MISS', 'MISS', 'MISS', 'MISS']);
    for (const answer of failing) expect(answer.body.errors).toBeDefined();
  });

  it('key on the variables and on the document, not on its formatting', async () => {
    const [one, two] = [await productInCategory(), await productInCategory()];
    expect((await readProduct(one.id)).product.name).toBe(one.name);
    expect((await readProduct(two.id)).product).toMatchObject({ name: two.name });
    const reformatted = await postGraphQL({ query: `# the same query\n${PRODUCT.replace(/\n\s*/g, ' ')}`, variables: { id: one.id } });
    expect(reformatted.cache).toBe('HIT');
    expect(reformatted.body.data.product.name).toBe(one.name);
  });

  it('are cached by persisted operation id too (the web app product page)', async () => {
    const product = await productInCategory();
    const body = { doc_id: persistedId('ProductRouteQuery'), variables: { databaseId: product.id } };
    const first = await postGraphQL(body);
    const second = await postGraphQL(body);
    expect([first.cache, second.cache]).toEqual(['MISS', 'HIT']);
    expect(second.body).toEqual(first.body);
    expect(second.body.data).toMatchObject({ viewer: null, product: { localName: product.name, viewerReview: null } });
  });

  it('show an admin product update at once', async () => {
    const product = await productInCategory();
    await cachedProduct(product.id);
    await updateProduct(product.id, { name: 'Inyange Juice 1 L', price: 1800 });
    const after = await readProduct(product.id);
    expect(after.cache).toBe('MISS');
    expect(after.product).toMatchObject({ name: 'Inyange Juice 1 L', price: 1800, effectivePrice: 1800 });
  });

  it('show a promotion and a promo code as soon as they are set', async () => {
    const product = await productInCategory({ price: 2000 });
    expect(await cachedProduct(product.id)).toMatchObject({ effectivePrice: 2000, activePromotion: null, hasPromoCode: false, activePromoCode: null });
    const hour = 60 * 60 * 1000;
    await updateProduct(product.id, {
      onPromotion: true,
      promotionPrice: 1500,
      promotionLabel: 'WEEKEND',
      promotionStartTime: new Date(Date.now() - hour).toISOString(),
      promotionEndTime: new Date(Date.now() + hour).toISOString(),
    });
    expect((await readProduct(product.id)).product).toMatchObject({ effectivePrice: 1500, activePromotion: { label: 'WEEKEND', price: 1500 } });
    await cachedProduct(product.id);
    // Written straight to the database, as a script would.
    const code = `SAVE${Date.now()}`;
    const promo = await createPromoCode(t, product.id, { code, usageLimit: 1 });
    expect((await readProduct(product.id)).product).toMatchObject({ hasPromoCode: true, activePromoCode: { code } });
    // The page with its code is cached too, and the code goes as soon as its last use is taken.
    expect(await cachedProduct(product.id)).toMatchObject({ activePromoCode: { code } });
    await t.db.promoCode.update({ where: { id: promo.id }, data: { usedCount: 1 } });
    expect((await readProduct(product.id)).product).toMatchObject({ hasPromoCode: false, activePromoCode: null });
  });

  it('hide a promo code when it expires, with no write at all', async () => {
    const product = await productInCategory({ price: 3000 });
    const expiresAt = Date.now() + 1500;
    const code = `SOON${Date.now()}`;
    await createPromoCode(t, product.id, { code, expiresAt: new Date(expiresAt) });
    expect(await cachedProduct(product.id)).toMatchObject({ hasPromoCode: true, activePromoCode: { code } });
    await new Promise((resolve) => setTimeout(resolve, expiresAt - Date.now() + 50));
    expect((await readProduct(product.id)).product).toMatchObject({ hasPromoCode: false, activePromoCode: null });
  });

  it('show a promotion ending when its end time passes, with no write at all', async () => {
    const product = await productInCategory({ price: 3000 });
    const endsAt = Date.now() + 1500;
    await t.db.product.update({
      where: { id: product.id },
      data: { onPromotion: true, promotionPrice: 2500, promotionStartTime: new Date(Date.now() - 60_000), promotionEndTime: new Date(endsAt) },
    });
    expect(await cachedProduct(product.id)).toMatchObject({ effectivePrice: 2500, activePromotion: { price: 2500 } });
    await new Promise((resolve) => setTimeout(resolve, endsAt - Date.now() + 50));
    const after = await readProduct(product.id);
    expect(after.cache).toBe('MISS');
    expect(after.product).toMatchObject({ effectivePrice: 3000, activePromotion: null });
  });

  it('show the stock an order left', async () => {
    const product = await productInCategory({ stock: 10 });
    expect((await cachedProduct(product.id)).stock).toBe(10);
    const shopper = await shopperWithAddress(t);
    await addToCart(t, shopper.accessToken, product.id, 3);
    const placed = await placeOrder(t, shopper);
    expect(placed.data!.placeOrder.__typename).toBe('PlaceOrderPayload');
    expect((await readProduct(product.id)).product.stock).toBe(7);
  });

  it('show a new review and its reviewer name changing', async () => {
    const product = await productInCategory();
    expect(await cachedProduct(product.id)).toMatchObject({ reviewCount: 0, reviews: { edges: [] } });
    const shopper = await signUpAndLogin(t);
    const submitted = await t.graphql(
      graphql(`mutation($input: SubmitReviewInput!) { submitReview(input: $input) { __typename } }`),
      { input: { productId: globalId('Product', product.id), stars: 4, comment: 'Fresh' } },
      { token: shopper.accessToken },
    );
    expect(submitted.data!.submitReview.__typename).toBe('SubmitReviewPayload');
    const after = await readProduct(product.id);
    expect(after.product).toMatchObject({ reviewCount: 1, averageRating: 4, reviews: { edges: [{ node: { stars: 4, comment: 'Fresh', reviewerName: 'Test Shopper' } }] } });
    await cachedProduct(product.id);
    await t.db.user.update({ where: { id: shopper.userId }, data: { name: 'Uwase' } });
    expect((await readProduct(product.id)).product.reviews.edges[0].node.reviewerName).toBe('Uwase');
  });

  it('show a category rename in the category list and in its products', async () => {
    const category = await t.db.category.create({ data: { name: `Spices ${Date.now()}`, image: '/uploads/seed/x.webp' } });
    const product = await createProduct(t, { categories: { connect: [{ id: category.id }] } });
    const CATEGORIES = `{ categories { databaseId name } }`;
    await postGraphQL({ query: CATEGORIES });
    expect((await postGraphQL({ query: CATEGORIES })).cache).toBe('HIT');
    await cachedProduct(product.id);
    const renamed = await t.graphql(
      graphql(`mutation($input: UpdateCategoryInput!) { updateCategory(input: $input) { __typename } }`),
      { input: { id: globalId('Category', category.id), name: 'Spices and Herbs' } },
      { token: admin },
    );
    expect(renamed.data!.updateCategory.__typename).toBe('UpdateCategoryPayload');
    const categories = await postGraphQL({ query: CATEGORIES });
    expect(categories.body.data.categories).toContainEqual({ databaseId: category.id, name: 'Spices and Herbs' });
    expect((await readProduct(product.id)).product.categories).toEqual([{ name: 'Spices and Herbs' }]);
  });

  it('show a raw SQL write made on another connection', async () => {
    const product = await productInCategory({ price: 900 });
    expect((await cachedProduct(product.id)).price).toBe(900);
    const other = await openDatabase(databaseLocation(t.app.services.config));
    try {
      await other.prisma.$executeRaw`UPDATE "Product" SET "price" = 950, "stock" = 3 WHERE "id" = ${product.id}`;
    } finally {
      await other.close();
    }
    expect((await readProduct(product.id)).product).toMatchObject({ price: 950, effectivePrice: 950, stock: 3 });
  });

  it('show a listing, a search and a new product in them', async () => {
    const category = await t.db.category.create({ data: { name: `Snacks ${Date.now()}`, image: '/uploads/seed/x.webp' } });
    const LISTING = `query($id: ID!) { node(id: $id) { ... on Category { products(first: 10) { totalCount edges { node { name } } } } } }`;
    const variables = { id: globalId('Category', category.id) };
    await postGraphQL({ query: LISTING, variables });
    const cached = await postGraphQL({ query: LISTING, variables });
    expect(cached.cache).toBe('HIT');
    expect(cached.body.data.node.products.totalCount).toBe(0);
    const SEARCH = `query($q: String!) { searchProducts(query: $q, first: 5) { totalCount edges { node { name } } } }`;
    await postGraphQL({ query: SEARCH, variables: { q: 'zanzibarcrisps' } });
    expect((await postGraphQL({ query: SEARCH, variables: { q: 'zanzibarcrisps' } })).body.data.searchProducts.totalCount).toBe(0);
    await createProduct(t, { name: 'Zanzibarcrisps Chili', categories: { connect: [{ id: category.id }] } });
    const listed = await postGraphQL({ query: LISTING, variables });
    expect(listed.body.data.node.products).toEqual({ totalCount: 1, edges: [{ node: { name: 'Zanzibarcrisps Chili' } }] });
    expect((await postGraphQL({ query: SEARCH, variables: { q: 'zanzibarcrisps' } })).body.data.searchProducts.edges).toEqual([{ node: { name: 'Zanzibarcrisps Chili' } }]);
  });
});

describe('requests the cache leaves alone', () => {
  it('signed-in reads are answered fresh, with the viewer’s own cart line', async () => {
    const product = await productInCategory();
    await cachedProduct(product.id);
    const shopper = await signUpAndLogin(t);
    await addToCart(t, shopper.accessToken, product.id, 2);
    const signedIn = await readProduct(product.id, { authorization: `Bearer ${shopper.accessToken}` });
    expect(signedIn.cache).toBe('BYPASS');
    expect(signedIn.product.viewerCartLine).toEqual({ quantity: 2 });
    // A token that no longer holds is the client's problem to hear about, not a cached anonymous answer.
    const badToken = await postGraphQL({ query: PRODUCT, variables: { id: product.id } }, { authorization: 'Bearer not-a-token' });
    expect(badToken.cache).toBe('BYPASS');
    const withCookie = await readProduct(product.id, { cookie: 'refreshToken=abc' });
    expect(withCookie.cache).toBe('BYPASS');
    expect((await readProduct(product.id)).product.viewerCartLine).toBeNull();
  });

  it('mutations, viewer and admin fields, random picks and non-catalogue nodes are never cached', async () => {
    const requests = [
      { query: `mutation { forgotPassword(input: { email: "nobody@example.rw" }) { __typename } }` },
      { query: `{ categories { name } adminOrders(first: 1) { totalCount } }` },
      { query: `{ categories { name } viewer { cart { totalQuantity } } addressLocations { districts } }` },
      { query: `{ randomProducts(count: 2) { name } }` },
      { query: `{ products: searchProducts(first: 1) { edges { node { name promoCode { code } } } } }` },
      { query: `query($id: ID!) { node(id: $id) { id } }`, variables: { id: globalIdOf('Order', 'x') } },
      { query: `{ product(databaseId: "x") { reviews(first: 1) { edges { node { author { email } } } } } }` },
    ];
    for (const body of requests) {
      const first = await postGraphQL(body);
      const second = await postGraphQL(body);
      expect([first.cache, second.cache], JSON.stringify(body)).toEqual(['BYPASS', 'BYPASS']);
    }
  });

  it('an error answer is not kept', async () => {
    const body = { query: `{ searchProducts(first: -1) { totalCount } }` };
    const stored = t.app.responseCache!.counts.stored;
    const first = await postGraphQL(body);
    const second = await postGraphQL(body);
    expect(first.body.errors).toBeDefined();
    expect([first.cache, second.cache]).toEqual(['MISS', 'MISS']);
    expect(second.body).toEqual(first.body);
    expect(t.app.responseCache!.counts.stored).toBe(stored);
  });
});

describe('legacy REST reads', () => {
  it('are cached for anonymous callers and show writes through REST and GraphQL at once', async () => {
    const category = await t.db.category.create({ data: { name: `Flour ${Date.now()}`, image: '/uploads/seed/x.webp' } });
    const product = await createProduct(t, { price: 1100, categories: { connect: [{ id: category.id }] } });
    const details = () => rest(t, 'POST', '/product/get-product-details', { body: { productId: product.id } });
    const first = await details();
    const second = await details();
    expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['MISS', 'HIT']);
    expect(second.body).toEqual(first.body);
    expect(second.body.data).toMatchObject({ _id: product.id, price: 1100, category: [{ _id: category.id, name: category.name }] });
    expect(second.body.data.image[0]).toBe(`http://isoko.test${product.images && (product.images as string[])[0]}`);

    const updated = await rest(t, 'PUT', '/category/update', { token: admin, body: { _id: category.id, name: 'Flour and Grains' } });
    expect(updated.status).toBe(200);
    expect((await details()).body.data.category).toEqual([{ _id: category.id, name: 'Flour and Grains' }]);

    await updateProduct(product.id, { price: 1250 });
    const afterGraphQL = await details();
    expect(afterGraphQL.headers.get('x-cache')).toBe('MISS');
    expect(afterGraphQL.body.data).toMatchObject({ price: 1250, effectivePrice: 1250 });
  });

  it('category lists, listings and reviews are cached too; signed-in calls and errors are not', async () => {
    const categories = async (options = {}) => (await rest(t, 'GET', '/category/get', options)).headers.get('x-cache');
    await categories();
    expect(await categories()).toBe('HIT');
    // CORS headers are the router's, per request: an answer kept from an allowed origin's call carries none to another.
    const fromShop = await rest(t, 'GET', '/product/new-arrivals', { headers: { origin: 'http://isoko.test' } });
    const fromElsewhere = await rest(t, 'GET', '/product/new-arrivals', { headers: { origin: 'https://evil.example' } });
    expect([fromShop.headers.get('x-cache'), fromElsewhere.headers.get('x-cache')]).toEqual(['MISS', 'HIT']);
    expect(fromShop.headers.get('access-control-allow-origin')).toBe('http://isoko.test');
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
    expect(await categories({ token: admin })).toBe('BYPASS');
    expect(await categories({ cookie: 'accessToken=whatever' })).toBe('BYPASS');

    const product = await productInCategory();
    const reviews = () => rest(t, 'GET', `/product/review/${product.id}`);
    await reviews();
    expect((await reviews()).headers.get('x-cache')).toBe('HIT');
    const shopper = await signUpAndLogin(t);
    const posted = await rest(t, 'POST', '/product/review', { token: shopper.accessToken, body: { productId: product.id, stars: 5, comment: 'Good' } });
    expect(posted.status).toBeLessThan(300);
    expect((await reviews()).body.data).toMatchObject([{ stars: 5, comment: 'Good' }]);

    const missing = () => rest(t, 'POST', '/product/get-product-details', { body: { productId: 'no-such-product' } });
    const [one, two] = [await missing(), await missing()];
    expect([one.status, two.status]).toEqual([404, 404]);
    expect([one.headers.get('x-cache'), two.headers.get('x-cache')]).toEqual(['MISS', 'MISS']);

    const random = () => rest(t, 'POST', '/product/get-all-products?random=true', { body: {} });
    expect([(await random()).headers.get('x-cache'), (await random()).headers.get('x-cache')]).toEqual(['BYPASS', 'BYPASS']);
  });
});

describe('RESPONSE_CACHE', () => {
  it('off serves every request fresh, without the cache header', async () => {
    const off = await startTestApp({ RESPONSE_CACHE: 'off' });
    try {
      expect(off.app.responseCache).toBeNull();
      const response = await off.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ categories { name } }' }) });
      expect(response.status).toBe(200);
      expect(response.headers.has('x-cache')).toBe(false);
    } finally {
      await off.close();
    }
  });

  it('refuses anything but on or off, naming the variable', () => {
    expect(() => loadConfig(testEnvironment('var/test/unused.db', { RESPONSE_CACHE: 'yes' }))).toThrow(/RESPONSE_CACHE: must be on or off/);
  });
});
