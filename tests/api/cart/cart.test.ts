import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogin } from '../../helpers/auth.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import {
  ADD_TO_CART,
  CART,
  REMOVE_LINE,
  SET_QUANTITY,
  addToCart,
  adminToken,
  cartLineGlobalId,
  createProduct,
  productGlobalId,
} from '../../helpers/shop-fixtures.js';
import { graphql, member, documentText } from '../../helpers/graphql.js';

let t: TestApp;
let statements: string[] = [];
beforeAll(async () => {
  t = await startTestApp({}, { onQuery: (sql) => statements.push(sql) });
});
afterAll(() => t.close());

const lineOf = (userId: string, productId: string) => t.db.cartLine.findUnique({ where: { userId_productId: { userId, productId } } });

describe('cart', () => {
  it('adds a product with quantity 1, adds one more on a second tap, and bills at effective and list prices', async () => {
    const shopper = await signUpAndLogin(t);
    const product = await createProduct(t, { price: 1000, discount: 10, stock: 5 });
    const first = await t.graphql(ADD_TO_CART, { productId: productGlobalId(product.id) }, { token: shopper.accessToken });
    expect(first.data?.addToCart).toMatchObject({ __typename: 'AddToCartPayload', cartLine: { quantity: 1 }, cart: { totalQuantity: 1, subtotal: 900 } });
    const second = await t.graphql(ADD_TO_CART, { productId: productGlobalId(product.id) }, { token: shopper.accessToken });
    expect(second.data?.addToCart).toMatchObject({ cartLine: { quantity: 2 }, cart: { totalQuantity: 2, subtotal: 1800 } });

    const cart = await t.graphql(CART, {}, { token: shopper.accessToken });
    expect(cart.data?.viewer!.cart).toMatchObject({
      __typename: 'Cart',
      subtotal: 1800,
      originalSubtotal: 2000,
      savings: 200,
      totalQuantity: 2,
      lineCount: 1,
      deliveryCharge: 0,
      total: 1800,
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
    expect(cart.data?.viewer!.cart.lines.map((line: { unitPrice: number }) => line.unitPrice)).toEqual([1500, 1900]);
    expect(cart.data?.viewer!.cart).toMatchObject({ subtotal: 3400, originalSubtotal: 4000, savings: 600 });
  });

  it("refuses one more than the stock with 'Only limited stock available' and leaves the line as it was", async () => {
    const shopper = await signUpAndLogin(t);
    const product = await createProduct(t, { stock: 2 });
    await addToCart(t, shopper.accessToken, product.id, 2);
    const refused = await t.graphql(ADD_TO_CART, { productId: productGlobalId(product.id) }, { token: shopper.accessToken });
    expect(refused.data?.addToCart).toMatchObject({ __typename: 'OutOfStockError', message: 'Only limited stock available', product: { databaseId: product.id }, available: 2 });
    expect((await lineOf(shopper.userId, product.id))?.quantity).toBe(2);
  });

  it('refuses a product with no stock and a product no longer in the shop, creating no line', async () => {
    const shopper = await signUpAndLogin(t);
    const empty = await createProduct(t, { stock: 0 });
    const deleted = await createProduct(t, { deletedAt: new Date() });
    const outOfStock = await t.graphql(ADD_TO_CART, { productId: productGlobalId(empty.id) }, { token: shopper.accessToken });
    expect(outOfStock.data?.addToCart).toMatchObject({ __typename: 'OutOfStockError', message: 'Out of stock', available: 0 });
    const gone = await t.graphql(ADD_TO_CART, { productId: productGlobalId(deleted.id) }, { token: shopper.accessToken });
    expect(gone.data?.addToCart).toMatchObject({ __typename: 'NotFoundError', message: 'Product not found' });
    const unknown = await t.graphql(ADD_TO_CART, { productId: productGlobalId('no-such-product') }, { token: shopper.accessToken });
    expect(unknown.data?.addToCart.__typename).toBe('NotFoundError');
    expect(await t.db.cartLine.count({ where: { userId: shopper.userId } })).toBe(0);
  });

  it('counts concurrent taps on the last units without passing the stock', async () => {
    const shopper = await signUpAndLogin(t);
    const product = await createProduct(t, { stock: 3 });
    const taps = await Promise.all(Array.from({ length: 8 }, () => t.graphql(ADD_TO_CART, { productId: productGlobalId(product.id) }, { token: shopper.accessToken })));
    const kinds = taps.map((tap) => tap.data?.addToCart.__typename);
    expect(kinds.filter((kind) => kind === 'AddToCartPayload')).toHaveLength(3);
    expect(kinds.filter((kind) => kind === 'OutOfStockError')).toHaveLength(5);
    expect((await lineOf(shopper.userId, product.id))?.quantity).toBe(3);
  });

  it('sets a quantity within stock and refuses one beyond it', async () => {
    const shopper = await signUpAndLogin(t);
    const product = await createProduct(t, { stock: 4, price: 500 });
    await addToCart(t, shopper.accessToken, product.id);
    const line = (await lineOf(shopper.userId, product.id))!;
    const set = await t.graphql(SET_QUANTITY, { cartLineId: cartLineGlobalId(line.id), quantity: 4 }, { token: shopper.accessToken });
    expect(set.data?.setCartQuantity).toMatchObject({ __typename: 'SetCartQuantityPayload', cartLine: { quantity: 4, lineTotal: 2000 }, cart: { totalQuantity: 4 } });
    const beyond = await t.graphql(SET_QUANTITY, { cartLineId: cartLineGlobalId(line.id), quantity: 5 }, { token: shopper.accessToken });
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
      lineId = cartLineGlobalId((await lineOf(userId, productId))!.id);
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
      // Quantities the schema's Int refuses, on purpose: sent unchecked.
      const result = await t.graphqlText(documentText(SET_QUANTITY), { cartLineId: lineId, quantity }, { token });
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
    const removed = await t.graphql(REMOVE_LINE, { cartLineId: cartLineGlobalId(line.id) }, { token: shopper.accessToken });
    expect(removed.data?.removeCartLine).toMatchObject({ __typename: 'RemoveCartLinePayload', cart: { lineCount: 0 } });
    expect(member(removed.data?.removeCartLine, 'RemoveCartLinePayload').deletedCartLineId).toBe(Buffer.from(`CartLine:${line.id}`).toString('base64'));
    expect(await lineOf(shopper.userId, product.id)).toBeNull();
    const again = await t.graphql(REMOVE_LINE, { cartLineId: cartLineGlobalId(line.id) }, { token: shopper.accessToken });
    expect(again.data?.removeCartLine).toMatchObject({ __typename: 'NotFoundError', message: 'Cart item not found' });
  });

  it("treats another shopper's line as not found on update, removal and node(id:), and leaves it alone", async () => {
    const owner = await signUpAndLogin(t);
    const intruder = await signUpAndLogin(t);
    const product = await createProduct(t);
    await addToCart(t, owner.accessToken, product.id);
    const line = (await lineOf(owner.userId, product.id))!;
    const update = await t.graphql(SET_QUANTITY, { cartLineId: cartLineGlobalId(line.id), quantity: 3 }, { token: intruder.accessToken });
    expect(update.data?.setCartQuantity).toMatchObject({ __typename: 'NotFoundError', message: 'Cart item not found' });
    const removal = await t.graphql(REMOVE_LINE, { cartLineId: cartLineGlobalId(line.id) }, { token: intruder.accessToken });
    expect(removal.data?.removeCartLine).toMatchObject({ __typename: 'NotFoundError', message: 'Cart item not found' });

    const globalId = Buffer.from(`CartLine:${line.id}`).toString('base64');
    const NODE = graphql('query Node($id: ID!) { node(id: $id) { __typename ... on CartLine { quantity } } }');
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
    expect(cart.data?.viewer!.cart).toMatchObject({ lineCount: 1, subtotal: 700, lines: [{ product: { databaseId: kept.id } }] });
  });

  it("has no cart for a signed-out visitor (viewer is null), asks them to log in ('Please Login') on writes and refuses extra input fields", async () => {
    const signedOut = await t.graphql(CART);
    expect(signedOut.errors).toBeUndefined();
    expect(signedOut.data).toEqual({ viewer: null });
    const add = await t.graphql(ADD_TO_CART, { productId: productGlobalId('anything') });
    expect(add.data?.addToCart).toMatchObject({ __typename: 'UnauthenticatedError', message: 'Please Login' });

    const shopper = await signUpAndLogin(t);
    const product = await createProduct(t);
    const withPrice = await t.graphql(
      graphql('mutation($input: AddToCartInput!) { addToCart(input: $input) { __typename } }'),
      { input: { productId: productGlobalId(product.id), price: 1, quantity: 50 } },
      { token: shopper.accessToken },
    );
    expect(withPrice.data).toBeNull();
    expect(withPrice.errors?.[0]?.message).toMatch(/Field "price" is not defined by type "AddToCartInput"/);
    expect(await t.db.cartLine.count({ where: { userId: shopper.userId } })).toBe(0);
  });

  it('returns what each write changed: the line, the cart totals and the product with its stock and viewerCartLine', async () => {
    const shopper = await signUpAndLogin(t);
    const kept = await createProduct(t, { price: 800, stock: 9 });
    const product = await createProduct(t, { price: 1000, discount: 10, stock: 6 });
    await addToCart(t, shopper.accessToken, kept.id);
    const token = { token: shopper.accessToken };

    const added = (await t.graphql(ADD_TO_CART, { productId: productGlobalId(product.id) }, token)).data?.addToCart;
    const lineId = cartLineGlobalId((await lineOf(shopper.userId, product.id))!.id);
    expect(added).toEqual({
      __typename: 'AddToCartPayload',
      cartLine: { id: lineId, databaseId: expect.any(String), quantity: 1 },
      cart: { totalQuantity: 2, lineCount: 2, subtotal: 800 + 900, total: 800 + 900 },
      product: { id: productGlobalId(product.id), databaseId: product.id, stock: 6, viewerCartLine: { id: lineId, quantity: 1 } },
    });

    const set = (await t.graphql(SET_QUANTITY, { cartLineId: lineId, quantity: 3 }, token)).data?.setCartQuantity;
    expect(set).toEqual({
      __typename: 'SetCartQuantityPayload',
      cartLine: { id: lineId, databaseId: expect.any(String), quantity: 3, lineTotal: 2700 },
      cart: { totalQuantity: 4, lineCount: 2, subtotal: 800 + 2700, total: 800 + 2700 },
      product: { id: productGlobalId(product.id), databaseId: product.id, stock: 6, viewerCartLine: { id: lineId, quantity: 3 } },
    });

    // Stock moved by someone else shows up in the next payload, so the card's control stays honest.
    await t.db.product.update({ where: { id: product.id }, data: { stock: 4 } });
    const removed = (await t.graphql(REMOVE_LINE, { cartLineId: lineId }, token)).data?.removeCartLine;
    expect(removed).toEqual({
      __typename: 'RemoveCartLinePayload',
      deletedCartLineId: lineId,
      cart: { totalQuantity: 1, lineCount: 1, subtotal: 800, total: 800 },
      product: { id: productGlobalId(product.id), databaseId: product.id, stock: 4, viewerCartLine: null },
    });
  });

  it("refuses a global id of another type in a cart input and changes nothing", async () => {
    const shopper = await signUpAndLogin(t);
    const product = await createProduct(t);
    await addToCart(t, shopper.accessToken, product.id);
    const line = (await lineOf(shopper.userId, product.id))!;
    const wrongType = await t.graphql(ADD_TO_CART, { productId: cartLineGlobalId(line.id) }, { token: shopper.accessToken });
    // In the mutation's union, as any other bad input.
    expect(wrongType.data?.addToCart).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION', message: expect.stringMatching(/is not the id of a Product$/) });
    const setWithProductId = await t.graphql(SET_QUANTITY, { cartLineId: productGlobalId(product.id), quantity: 2 }, { token: shopper.accessToken });
    expect(setWithProductId.data?.setCartQuantity).toMatchObject({ __typename: 'ValidationError', message: expect.stringMatching(/is not the id of a CartLine$/) });
    expect((await lineOf(shopper.userId, product.id))?.quantity).toBe(1);
  });

  it("lets only the user themself read User.cart: anyone else, admins included, gets a FORBIDDEN error", async () => {
    const owner = await signUpAndLogin(t);
    const other = await signUpAndLogin(t);
    const product = await createProduct(t, { price: 1200 });
    await addToCart(t, owner.accessToken, product.id, 2);
    const USER_CART = graphql('query($id: ID!) { node(id: $id) { ... on User { cart { total } } } }');
    const ownerId = Buffer.from(`User:${owner.userId}`).toString('base64');

    const own = await t.graphql(USER_CART, { id: ownerId }, { token: owner.accessToken });
    expect(own.errors).toBeUndefined();
    expect(own.data?.node).toEqual({ cart: { total: 2400 } });
    for (const token of [other.accessToken, await adminToken(t)]) {
      const refused = await t.graphql(USER_CART, { id: ownerId }, { token });
      expect(refused.errors?.[0]).toMatchObject({ message: 'Do not have permission', extensions: { code: 'FORBIDDEN' } });
      expect(refused.data?.node ?? null).toBeNull();
    }
  });

  it("shows the viewer's own line on a product (viewerCartLine), null for others and for signed-out visitors", async () => {
    const shopper = await signUpAndLogin(t);
    const other = await signUpAndLogin(t);
    const inCart = await createProduct(t);
    const notInCart = await createProduct(t);
    await addToCart(t, shopper.accessToken, inCart.id, 2);
    await addToCart(t, other.accessToken, notInCart.id);
    const line = (await lineOf(shopper.userId, inCart.id))!;
    const PRODUCTS = graphql('query($ids: [ID!]!) { nodes(ids: $ids) { ... on Product { databaseId viewerCartLine { id quantity product { databaseId } } } } }');
    const ids = [productGlobalId(inCart.id), productGlobalId(notInCart.id)];

    const mine = await t.graphql(PRODUCTS, { ids }, { token: shopper.accessToken });
    expect(mine.data?.nodes).toEqual([
      { databaseId: inCart.id, viewerCartLine: { id: cartLineGlobalId(line.id), quantity: 2, product: { databaseId: inCart.id } } },
      { databaseId: notInCart.id, viewerCartLine: null },
    ]);
    const signedOut = await t.graphql(PRODUCTS, { ids });
    expect(signedOut.data?.nodes).toEqual([
      { databaseId: inCart.id, viewerCartLine: null },
      { databaseId: notInCart.id, viewerCartLine: null },
    ]);
  });

  it('loads viewerCartLine for a listing of 20 products in the same statements as for 2 (no N+1)', async () => {
    const shopper = await signUpAndLogin(t);
    const category = await t.db.category.findFirstOrThrow({ where: { products: { some: {} } }, include: { products: { where: { deletedAt: null, stock: { gt: 0 } }, take: 3 } } });
    for (const product of category.products) await addToCart(t, shopper.accessToken, product.id);
    const query = graphql(`query($c: ID!, $n: Int!) { category(databaseId: $c) { products(first: $n) { edges { node { databaseId viewerCartLine { quantity unitPrice } } } } } }`);
    statements = [];
    await t.graphql(query, { c: category.id, n: 2 }, { token: shopper.accessToken });
    const forTwo = statements.length;
    statements = [];
    const result = await t.graphql(query, { c: category.id, n: 20 }, { token: shopper.accessToken });
    const forTwenty = statements.length;
    const nodes = result.data!.category!.products.edges.map((edge) => edge.node);
    expect(nodes.length).toBeGreaterThan(2);
    expect(nodes.filter((node) => node.viewerCartLine !== null).length).toBe(
      nodes.filter((node) => category.products.some((product) => product.id === node.databaseId)).length,
    );
    // The same statements whatever the page size: nothing runs once per product.
    expect(forTwenty).toBe(forTwo);
  });
});
