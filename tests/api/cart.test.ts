import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogin } from '../helpers/auth.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { ADD_TO_CART, CART, REMOVE_LINE, SET_QUANTITY, addToCart, createProduct } from '../helpers/shop-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const lineOf = (userId: string, productId: string) => t.db.cartLine.findUnique({ where: { userId_productId: { userId, productId } } });

describe('cart', () => {
  it('adds a product with quantity 1, adds one more on a second tap, and bills at effective and list prices', async () => {
    const shopper = await signUpAndLogin(t);
    const product = await createProduct(t, { price: 1000, discount: 10, stock: 5 });
    const first = await t.graphql(ADD_TO_CART, { productId: product.id }, { token: shopper.accessToken });
    expect(first.data?.addToCart).toMatchObject({ __typename: 'CartLinePayload', cartLine: { quantity: 1 }, cart: { totalQuantity: 1, itemsTotal: 900 } });
    const second = await t.graphql(ADD_TO_CART, { productId: product.id }, { token: shopper.accessToken });
    expect(second.data?.addToCart).toMatchObject({ cartLine: { quantity: 2 }, cart: { totalQuantity: 2, itemsTotal: 1800 } });

    const cart = await t.graphql(CART, {}, { token: shopper.accessToken });
    expect(cart.data?.cart).toMatchObject({
      __typename: 'Cart',
      itemsTotal: 1800,
      originalTotal: 2000,
      savings: 200,
      totalQuantity: 2,
      lineCount: 1,
      deliveryCharge: 0,
      grandTotal: 1800,
      lines: [{ quantity: 2, unitPrice: 900, originalUnitPrice: 1000, lineTotal: 1800, originalLineTotal: 2000, savings: 200, product: { databaseId: product.id, stock: 5 } }],
    });
  });

  it('prices a product on a running promotion at its promotion price', async () => {
    const shopper = await signUpAndLogin(t);
    const now = Date.now();
    const product = await createProduct(t, {
      price: 2000,
      discount: 5,
      onPromotion: true,
      promotionPrice: 1500,
      promotionStartTime: new Date(now - 60_000),
      promotionEndTime: new Date(now + 3_600_000),
    });
    const ended = await createProduct(t, {
      price: 2000,
      discount: 5,
      onPromotion: true,
      promotionPrice: 1500,
      promotionStartTime: new Date(now - 7_200_000),
      promotionEndTime: new Date(now - 3_600_000),
    });
    await addToCart(t, shopper.accessToken, product.id);
    await addToCart(t, shopper.accessToken, ended.id);
    const cart = await t.graphql(CART, {}, { token: shopper.accessToken });
    // 1500 on promotion; the ended promotion falls back to 2000 - ceil(2000 x 5 / 100) = 1900.
    expect(cart.data?.cart.lines.map((line: { unitPrice: number }) => line.unitPrice)).toEqual([1500, 1900]);
    expect(cart.data?.cart).toMatchObject({ itemsTotal: 3400, originalTotal: 4000, savings: 600 });
  });

  it("refuses one more than the stock with 'Only limited stock available' and leaves the line as it was", async () => {
    const shopper = await signUpAndLogin(t);
    const product = await createProduct(t, { stock: 2 });
    await addToCart(t, shopper.accessToken, product.id, 2);
    const refused = await t.graphql(ADD_TO_CART, { productId: product.id }, { token: shopper.accessToken });
    expect(refused.data?.addToCart).toMatchObject({ __typename: 'OutOfStockError', message: 'Only limited stock available', product: { databaseId: product.id }, available: 2 });
    expect((await lineOf(shopper.userId, product.id))?.quantity).toBe(2);
  });

  it('refuses a product with no stock and a product no longer in the shop, creating no line', async () => {
    const shopper = await signUpAndLogin(t);
    const empty = await createProduct(t, { stock: 0 });
    const deleted = await createProduct(t, { deletedAt: new Date() });
    const outOfStock = await t.graphql(ADD_TO_CART, { productId: empty.id }, { token: shopper.accessToken });
    expect(outOfStock.data?.addToCart).toMatchObject({ __typename: 'OutOfStockError', message: 'Out of stock', available: 0 });
    const gone = await t.graphql(ADD_TO_CART, { productId: deleted.id }, { token: shopper.accessToken });
    expect(gone.data?.addToCart).toMatchObject({ __typename: 'NotFoundError', message: 'Product not found' });
    const unknown = await t.graphql(ADD_TO_CART, { productId: 'no-such-product' }, { token: shopper.accessToken });
    expect(unknown.data?.addToCart.__typename).toBe('NotFoundError');
    expect(await t.db.cartLine.count({ where: { userId: shopper.userId } })).toBe(0);
  });

  it('counts concurrent taps on the last units without passing the stock', async () => {
    const shopper = await signUpAndLogin(t);
    const product = await createProduct(t, { stock: 3 });
    const taps = await Promise.all(Array.from({ length: 8 }, () => t.graphql(ADD_TO_CART, { productId: product.id }, { token: shopper.accessToken })));
    const kinds = taps.map((tap) => tap.data?.addToCart.__typename);
    expect(kinds.filter((kind) => kind === 'CartLinePayload')).toHaveLength(3);
    expect(kinds.filter((kind) => kind === 'OutOfStockError')).toHaveLength(5);
    expect((await lineOf(shopper.userId, product.id))?.quantity).toBe(3);
  });

  it('sets a quantity within stock and refuses one beyond it', async () => {
    const shopper = await signUpAndLogin(t);
    const product = await createProduct(t, { stock: 4, price: 500 });
    await addToCart(t, shopper.accessToken, product.id);
    const line = (await lineOf(shopper.userId, product.id))!;
    const set = await t.graphql(SET_QUANTITY, { cartLineId: line.id, quantity: 4 }, { token: shopper.accessToken });
    expect(set.data?.setCartQuantity).toMatchObject({ __typename: 'CartLinePayload', cartLine: { quantity: 4, lineTotal: 2000 }, cart: { totalQuantity: 4 } });
    const beyond = await t.graphql(SET_QUANTITY, { cartLineId: line.id, quantity: 5 }, { token: shopper.accessToken });
    expect(beyond.data?.setCartQuantity).toMatchObject({ __typename: 'OutOfStockError', message: 'Only limited stock available', available: 4 });
    expect((await lineOf(shopper.userId, product.id))?.quantity).toBe(4);
  });

  describe('refuses a quantity that is not a positive whole number, changing nothing', () => {
    let token: string;
    let lineId: string;
    let userId: string;
    let productId: string;
    beforeAll(async () => {
      const shopper = await signUpAndLogin(t);
      token = shopper.accessToken;
      userId = shopper.userId;
      productId = (await createProduct(t, { stock: 10 })).id;
      await addToCart(t, token, productId, 2);
      lineId = (await lineOf(userId, productId))!.id;
    });

    it.each([0, -1])('%s: a ValidationError naming the field', async (quantity) => {
      const result = await t.graphql(SET_QUANTITY, { cartLineId: lineId, quantity }, { token });
      expect(result.data?.setCartQuantity).toEqual({
        __typename: 'ValidationError',
        message: 'Quantity must be a whole number of at least 1',
        code: 'VALIDATION',
        field: 'quantity',
      });
      expect((await lineOf(userId, productId))?.quantity).toBe(2);
    });

    it.each([
      ['1.5', 1.5, /Int cannot represent non-integer value: 1\.5/],
      ['"1"', '1', /Int cannot represent non-integer value: "1"/],
      ['2^53', 2 ** 53, /Int cannot represent non 32-bit signed integer value: 9007199254740992/],
      ['NaN (sent as null)', Number.NaN, /Variable "\$quantity" of non-null type "Int!" must not be null/],
    ])('%s: refused by the schema before any resolver runs', async (_label, quantity, message) => {
      const result = await t.graphql(SET_QUANTITY, { cartLineId: lineId, quantity }, { token });
      expect(result.data).toBeNull();
      expect(result.errors?.[0]?.message).toMatch(message);
      expect((await lineOf(userId, productId))?.quantity).toBe(2);
    });
  });

  it('removes a line and no longer lists it', async () => {
    const shopper = await signUpAndLogin(t);
    const product = await createProduct(t);
    await addToCart(t, shopper.accessToken, product.id);
    const line = (await lineOf(shopper.userId, product.id))!;
    const removed = await t.graphql(REMOVE_LINE, { cartLineId: line.id }, { token: shopper.accessToken });
    expect(removed.data?.removeCartLine).toMatchObject({ __typename: 'RemoveCartLinePayload', removedCartLineDatabaseId: line.id, cart: { lineCount: 0 } });
    expect(removed.data?.removeCartLine.removedCartLineId).toBe(Buffer.from(`CartLine:${line.id}`).toString('base64'));
    expect(await lineOf(shopper.userId, product.id)).toBeNull();
    const again = await t.graphql(REMOVE_LINE, { cartLineId: line.id }, { token: shopper.accessToken });
    expect(again.data?.removeCartLine).toMatchObject({ __typename: 'NotFoundError', message: 'Cart item not found' });
  });

  it("treats another shopper's line as not found on update, removal and node(id:), and leaves it alone", async () => {
    const owner = await signUpAndLogin(t);
    const intruder = await signUpAndLogin(t);
    const product = await createProduct(t);
    await addToCart(t, owner.accessToken, product.id);
    const line = (await lineOf(owner.userId, product.id))!;
    const update = await t.graphql(SET_QUANTITY, { cartLineId: line.id, quantity: 3 }, { token: intruder.accessToken });
    expect(update.data?.setCartQuantity).toMatchObject({ __typename: 'NotFoundError', message: 'Cart item not found' });
    const removal = await t.graphql(REMOVE_LINE, { cartLineId: line.id }, { token: intruder.accessToken });
    expect(removal.data?.removeCartLine).toMatchObject({ __typename: 'NotFoundError', message: 'Cart item not found' });

    const globalId = Buffer.from(`CartLine:${line.id}`).toString('base64');
    const NODE = 'query Node($id: ID!) { node(id: $id) { __typename ... on CartLine { quantity } } }';
    expect((await t.graphql(NODE, { id: globalId }, { token: intruder.accessToken })).data?.node).toBeNull();
    expect((await t.graphql(NODE, { id: globalId })).data?.node).toBeNull();
    expect((await t.graphql(NODE, { id: globalId }, { token: owner.accessToken })).data?.node).toEqual({ __typename: 'CartLine', quantity: 1 });
    expect((await lineOf(owner.userId, product.id))?.quantity).toBe(1);
  });

  it('leaves products that left the shop out of the cart and its bill', async () => {
    const shopper = await signUpAndLogin(t);
    const kept = await createProduct(t, { price: 700 });
    const leaving = await createProduct(t, { price: 900 });
    await addToCart(t, shopper.accessToken, kept.id);
    await addToCart(t, shopper.accessToken, leaving.id);
    await t.db.product.update({ where: { id: leaving.id }, data: { deletedAt: new Date() } });
    const cart = await t.graphql(CART, {}, { token: shopper.accessToken });
    expect(cart.data?.cart).toMatchObject({ lineCount: 1, itemsTotal: 700, lines: [{ product: { databaseId: kept.id } }] });
  });

  it("asks a signed-out visitor to log in ('Please Login') and refuses extra input fields", async () => {
    const signedOut = await t.graphql(CART);
    expect(signedOut.data?.cart).toMatchObject({ __typename: 'UnauthenticatedError', message: 'Please Login' });
    const add = await t.graphql(ADD_TO_CART, { productId: 'anything' });
    expect(add.data?.addToCart).toMatchObject({ __typename: 'UnauthenticatedError', message: 'Please Login' });

    const shopper = await signUpAndLogin(t);
    const product = await createProduct(t);
    const withPrice = await t.graphql(
      'mutation($input: AddToCartInput!) { addToCart(input: $input) { __typename } }',
      { input: { productId: product.id, price: 1, quantity: 50 } },
      { token: shopper.accessToken },
    );
    expect(withPrice.data).toBeNull();
    expect(withPrice.errors?.[0]?.message).toMatch(/Field "price" is not defined by type "AddToCartInput"/);
    expect(await t.db.cartLine.count({ where: { userId: shopper.userId } })).toBe(0);
  });
});
