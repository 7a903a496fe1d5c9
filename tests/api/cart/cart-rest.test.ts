import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogin } from '../../helpers/auth.js';
import { rest } from '../../helpers/rest.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { CART, addToCart, createProduct, shopState } from '../../helpers/shop-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const cartLinesOf = (userId: string) => t.db.cartLine.findMany({ where: { userId }, orderBy: { id: 'asc' }, select: { id: true, productId: true, quantity: true } });

describe('POST /api/cart/create', () => {
  it('adds one unit as a new line, then one more on the same line, answering the line with the product id', async () => {
    const shopper = await signUpAndLogin(t);
    const product = await createProduct(t, { stock: 5 });
    const first = await rest(t, 'POST', '/cart/create', { token: shopper.accessToken, body: { productId: product.id } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, error: false, message: 'Item add successfully' });
    expect(first.body.data).toEqual({
      _id: expect.any(String),
      quantity: 1,
      productId: product.id,
      userId: shopper.userId,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const second = await rest(t, 'POST', '/cart/create', { token: shopper.accessToken, body: { productId: product.id } });
    expect(second.body.data).toMatchObject({ _id: first.body.data._id, quantity: 2 });
    expect(await cartLinesOf(shopper.userId)).toEqual([{ id: first.body.data._id, productId: product.id, quantity: 2 }]);
  });

  it("refuses one more than the stock with 'Only limited stock available' (409) and leaves the line as it was", async () => {
    const shopper = await signUpAndLogin(t);
    const product = await createProduct(t, { stock: 1 });
    await addToCart(t, shopper.accessToken, product.id);
    const refused = await rest(t, 'POST', '/cart/create', { token: shopper.accessToken, body: { productId: product.id } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, error: true, message: 'Only limited stock available', code: 'OUT_OF_STOCK', productId: product.id, available: 1 });
    expect((await cartLinesOf(shopper.userId))[0]?.quantity).toBe(1);
  });

  it('refuses a missing product id (400 naming productId) and an unknown product (404)', async () => {
    const shopper = await signUpAndLogin(t);
    const missing = await rest(t, 'POST', '/cart/create', { token: shopper.accessToken, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, field: 'productId', message: 'Product id is required' });
    const unknown = await rest(t, 'POST', '/cart/create', { token: shopper.accessToken, body: { productId: 'no-such-product' } });
    expect(unknown.status).toBe(404);
    expect(await cartLinesOf(shopper.userId)).toEqual([]);
  });
});

describe('GET /api/cart/get', () => {
  it('lists the lines oldest first with the product inlined under productId, leaving out products no longer in the shop', async () => {
    const shopper = await signUpAndLogin(t);
    const now = Date.now();
    const rice = await createProduct(t, { price: 1000, discount: 10, stock: 7, unit: '5 kg' });
    const promoted = await createProduct(t, {
      price: 2000,
      discount: 5,
      onPromotion: true,
      promotionPrice: 1500,
      promotionLabel: 'FLASH',
      promotionStartTime: new Date(now - 60_000),
      promotionEndTime: new Date(now + 3_600_000),
    });
    const leaving = await createProduct(t);
    await addToCart(t, shopper.accessToken, rice.id, 2);
    await addToCart(t, shopper.accessToken, promoted.id);
    await addToCart(t, shopper.accessToken, leaving.id);
    await t.db.product.update({ where: { id: leaving.id }, data: { deletedAt: new Date() } });

    const answer = await rest(t, 'GET', '/cart/get', { token: shopper.accessToken });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.data).toHaveLength(2);
    const [first, second] = answer.body.data;
    expect(first).toMatchObject({ _id: expect.any(String), quantity: 2, userId: shopper.userId });
    expect(first.productId).toMatchObject({
      _id: rice.id,
      name: rice.name,
      // Absolute, from the request's origin: the old client may be served from another one.
      image: (rice.images as string[]).map((path) => `http://isoko.test${path}`),
      price: 1000,
      discount: 10,
      unit: '5 kg',
      stock: 7,
      effectivePrice: 900,
      onPromotion: false,
      promotionPrice: null,
      promotionLabel: 'PROMO',
    });
    expect(second.productId).toMatchObject({
      _id: promoted.id,
      effectivePrice: 1500,
      onPromotion: true,
      promotionActive: true,
      promotionPrice: 1500,
      promotionLabel: 'FLASH',
      promotionStartTime: expect.any(String),
      promotionEndTime: expect.any(String),
    });
  });

  it('agrees with the GraphQL cart on lines, quantities, unit prices and the items total', async () => {
    const shopper = await signUpAndLogin(t);
    const now = Date.now();
    const discounted = await createProduct(t, { price: 1350, discount: 7 });
    const promoted = await createProduct(t, {
      price: 5000,
      onPromotion: true,
      promotionPrice: 4200,
      promotionStartTime: new Date(now - 60_000),
      promotionEndTime: new Date(now + 3_600_000),
    });
    await addToCart(t, shopper.accessToken, discounted.id, 3);
    await addToCart(t, shopper.accessToken, promoted.id, 2);

    const [legacy, graphql] = await Promise.all([
      rest(t, 'GET', '/cart/get', { token: shopper.accessToken }),
      t.graphql(CART, {}, { token: shopper.accessToken }),
    ]);
    const cart = graphql.data?.viewer!.cart;
    const legacyLines = legacy.body.data.map((item: any) => ({ id: item._id, productId: item.productId._id, quantity: item.quantity, unitPrice: item.productId.effectivePrice }));
    const graphqlLines = cart!.lines.map((line) => ({ id: line.databaseId, productId: line.product.databaseId, quantity: line.quantity, unitPrice: line.unitPrice }));
    expect(legacyLines).toEqual(graphqlLines);
    const legacyTotal = legacy.body.data.reduce((sum: number, item: any) => sum + item.productId.effectivePrice * item.quantity, 0);
    const legacyOriginal = legacy.body.data.reduce((sum: number, item: any) => sum + item.productId.price * item.quantity, 0);
    expect(legacyTotal).toBe(cart!.subtotal);
    expect(legacyOriginal).toBe(cart!.originalSubtotal);
    // 3 x (1350 - ceil(94.5)) + 2 x 4200
    expect(cart!.subtotal).toBe(3 * 1255 + 2 * 4200);
  });
});

describe('PUT /api/cart/update-qty', () => {
  it('sets the quantity of a line', async () => {
    const shopper = await signUpAndLogin(t);
    const product = await createProduct(t, { stock: 9 });
    await addToCart(t, shopper.accessToken, product.id);
    const [line] = await cartLinesOf(shopper.userId);
    const answer = await rest(t, 'PUT', '/cart/update-qty', { token: shopper.accessToken, body: { _id: line!.id, qty: 6 } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, data: { _id: line!.id, quantity: 6, productId: product.id, userId: shopper.userId } });
    expect((await cartLinesOf(shopper.userId))[0]?.quantity).toBe(6);
  });

  it("refuses more than the stock with 'Only limited stock available' (409)", async () => {
    const shopper = await signUpAndLogin(t);
    const product = await createProduct(t, { stock: 3 });
    await addToCart(t, shopper.accessToken, product.id);
    const [line] = await cartLinesOf(shopper.userId);
    const refused = await rest(t, 'PUT', '/cart/update-qty', { token: shopper.accessToken, body: { _id: line!.id, qty: 4 } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, message: 'Only limited stock available', available: 3 });
    expect((await cartLinesOf(shopper.userId))[0]?.quantity).toBe(1);
  });

  it('names the legacy field of bad input (qty, _id) and hides other shoppers’ lines (404)', async () => {
    const shopper = await signUpAndLogin(t);
    const other = await signUpAndLogin(t);
    const product = await createProduct(t);
    await addToCart(t, other.accessToken, product.id);
    const [othersLine] = await cartLinesOf(other.userId);
    for (const [body, field] of [
      [{ _id: othersLine!.id, qty: 0 }, 'qty'],
      [{ _id: othersLine!.id, qty: '2' }, 'qty'],
      [{ qty: 2 }, '_id'],
    ] as const) {
      const refused = await rest(t, 'PUT', '/cart/update-qty', { token: shopper.accessToken, body });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, error: true, field });
    }
    const hidden = await rest(t, 'PUT', '/cart/update-qty', { token: shopper.accessToken, body: { _id: othersLine!.id, qty: 2 } });
    expect(hidden.status).toBe(404);
    expect((await cartLinesOf(other.userId))[0]?.quantity).toBe(1);
  });
});

describe('DELETE /api/cart/delete-cart-item', () => {
  it('removes a line given its _id in the JSON body', async () => {
    const shopper = await signUpAndLogin(t);
    const product = await createProduct(t);
    await addToCart(t, shopper.accessToken, product.id);
    const [line] = await cartLinesOf(shopper.userId);
    const answer = await rest(t, 'DELETE', '/cart/delete-cart-item', { token: shopper.accessToken, body: { _id: line!.id } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, data: { _id: line!.id } });
    expect(await cartLinesOf(shopper.userId)).toEqual([]);
  });

  it("refuses a missing _id (400) and another shopper's line (404), removing nothing", async () => {
    const shopper = await signUpAndLogin(t);
    const other = await signUpAndLogin(t);
    const product = await createProduct(t);
    await addToCart(t, other.accessToken, product.id);
    const [othersLine] = await cartLinesOf(other.userId);
    const missing = await rest(t, 'DELETE', '/cart/delete-cart-item', { token: shopper.accessToken, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('_id');
    const hidden = await rest(t, 'DELETE', '/cart/delete-cart-item', { token: shopper.accessToken, body: { _id: othersLine!.id } });
    expect(hidden.status).toBe(404);
    expect(await cartLinesOf(other.userId)).toHaveLength(1);
  });
});

describe('signed out', () => {
  it("answers every cart path with 401 'Please Login' and changes nothing", async () => {
    const owner = await signUpAndLogin(t);
    const product = await createProduct(t);
    await addToCart(t, owner.accessToken, product.id);
    const [line] = await cartLinesOf(owner.userId);
    const before = await shopState(t, [product.id]);
    const calls: [string, string, unknown][] = [
      ['POST', '/cart/create', { productId: product.id }],
      ['GET', '/cart/get', undefined],
      ['PUT', '/cart/update-qty', { _id: line!.id, qty: 3 }],
      ['DELETE', '/cart/delete-cart-item', { _id: line!.id }],
    ];
    for (const [method, path, body] of calls) {
      const refused = await rest(t, method, path, { body });
      expect(refused.status, `${method} ${path}`).toBe(401);
      expect(refused.body).toMatchObject({ success: false, error: true, message: 'Please Login' });
    }
    expect(await shopState(t, [product.id])).toEqual(before);
  });
});
