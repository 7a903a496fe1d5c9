import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../helpers/admin.js';
import { unchanged } from '../helpers/fingerprint.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import {
  ADD_TO_CART,
  CANCEL_ORDER,
  CREATE_ADDRESS,
  KIMIRONKO_ADDRESS,
  PLACE_ORDER,
  SET_QUANTITY,
  UPDATE_STATUS,
  VALIDATE_PROMO,
  addToCart,
  cartLineGlobalId,
  createProduct,
  createPromoCode,
  placeOrder,
  productGlobalId,
  shopperWithAddress,
  globalIdOf,
  placeOrderInput,
} from '../helpers/shop-fixtures.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t);
});
afterAll(() => t.close());

type Shopper = Awaited<ReturnType<typeof shopperWithAddress>>;

/** A shopper with one product (stock 5, price 1000) in the cart. */
async function shopperWithCart(quantity = 1, fields: Parameters<typeof createProduct>[1] = {}) {
  const shopper = await shopperWithAddress(t);
  const product = await createProduct(t, { price: 1000, stock: 5, ...fields });
  await addToCart(t, shopper.accessToken, product.id, quantity);
  const line = await t.db.cartLine.findFirstOrThrow({ where: { userId: shopper.userId, productId: product.id } });
  return { shopper, product, lineId: cartLineGlobalId(line.id) };
}

const order = (shopper: Shopper, input: Record<string, unknown>) =>
  t.graphql(PLACE_ORDER, { input: placeOrderInput({ addressId: shopper.addressId, subtotal: 1000, total: 1000, ...input }) }, { token: shopper.accessToken });

describe('class 1: quantities that are not positive whole numbers, in cart and order', () => {
  it.each([
    ['0', 0, 'ValidationError'],
    ['-1', -1, 'ValidationError'],
  ])('setCartQuantity refuses %s with a typed error', async (_label, quantity, typename) => {
    const { shopper, lineId } = await shopperWithCart();
    const answer = await unchanged(t, () => t.graphql(SET_QUANTITY, { cartLineId: lineId, quantity }, { token: shopper.accessToken }));
    expect(answer.data?.setCartQuantity).toMatchObject({ __typename: typename, code: 'VALIDATION', field: 'quantity' });
  });

  it.each([
    ['1.5', 1.5],
    ['"1"', '1'],
    ['2^53', 2 ** 53],
    ['null (what NaN becomes in JSON)', Number.NaN],
  ])('setCartQuantity refuses %s before it reaches the service', async (_label, quantity) => {
    const { shopper, lineId } = await shopperWithCart();
    const answer = await unchanged(t, () => t.graphql(SET_QUANTITY, { cartLineId: lineId, quantity }, { token: shopper.accessToken }));
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.message).toMatch(/Variable "\$quantity" (got invalid value|of non-null type "Int!" must not be null)/);
  });

  it('refuses a literal NaN, which is not JSON at all', async () => {
    const { shopper, lineId } = await shopperWithCart();
    const response = await unchanged(t, () =>
      t.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.accessToken}` },
        body: `{"query":${JSON.stringify(SET_QUANTITY)},"variables":{"cartLineId":"${lineId}","quantity":NaN}}`,
      }),
    );
    expect(response.status).toBe(400);
  });

  it.each([
    ['0', 0],
    ['-1', -1],
  ])('placeOrder refuses a list item quantity of %s', async (_label, quantity) => {
    const { shopper, product } = await shopperWithCart();
    const answer = await unchanged(t, () => order(shopper, { lines: [{ productId: product.id, quantity }] }));
    expect(answer.data?.placeOrder).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION' });
  });

  it.each([
    ['1.5', 1.5],
    ['"1"', '1'],
    ['2^53', 2 ** 53],
    ['NaN', Number.NaN],
  ])('placeOrder refuses a list item quantity of %s as a GraphQL input error', async (_label, quantity) => {
    const { shopper, product } = await shopperWithCart();
    const answer = await unchanged(t, () => order(shopper, { lines: [{ productId: product.id, quantity }] }));
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.message).toMatch(/Variable "\$input" got invalid value/);
  });
});

describe('class 2: quantity beyond stock', () => {
  it('refuses a cart quantity above the stock', async () => {
    const { shopper, lineId, product } = await shopperWithCart();
    const answer = await unchanged(t, () => t.graphql(SET_QUANTITY, { cartLineId: lineId, quantity: 6 }, { token: shopper.accessToken }));
    expect(answer.data?.setCartQuantity).toMatchObject({ __typename: 'OutOfStockError', message: 'Only limited stock available', product: { databaseId: product.id }, available: 5 });
  });

  it('refuses adding one more unit than the stock', async () => {
    const { shopper, product } = await shopperWithCart(5);
    const answer = await unchanged(t, () => t.graphql(ADD_TO_CART, { productId: productGlobalId(product.id) }, { token: shopper.accessToken }));
    expect(answer.data?.addToCart).toMatchObject({ __typename: 'OutOfStockError', message: 'Only limited stock available' });
  });

  it('refuses two list items of one product that together exceed the stock', async () => {
    const { shopper, product } = await shopperWithCart(3);
    const answer = await unchanged(t, () =>
      order(shopper, { subtotal: 6000, total: 6000, lines: [{ productId: product.id, quantity: 3 }, { productId: product.id, quantity: 3 }] }),
    );
    expect(answer.data?.placeOrder).toMatchObject({ __typename: 'ConflictError', field: 'lines' });
  });

  it('refuses an order when the stock fell below the cart, taking nothing from the other lines', async () => {
    const { shopper, product } = await shopperWithCart(4);
    const other = await createProduct(t, { price: 1000, stock: 5 });
    await addToCart(t, shopper.accessToken, other.id, 1);
    await t.db.product.update({ where: { id: product.id }, data: { stock: 3 } });
    const answer = await unchanged(t, () => order(shopper, { subtotal: 5000, total: 5000 }));
    expect(answer.data?.placeOrder).toMatchObject({ __typename: 'OutOfStockError', product: { databaseId: product.id }, available: 3 });
  });
});

describe('class 3: client-supplied price, totals, discount, status, role, userId or stock (mass assignment)', () => {
  it.each([
    ['a price on addToCart', ADD_TO_CART.replace('addToCart(input: { productId: $productId })', 'addToCart(input: { productId: $productId, price: 1 })')],
    ['a stock on addToCart', ADD_TO_CART.replace('addToCart(input: { productId: $productId })', 'addToCart(input: { productId: $productId, stock: 999 })')],
  ])('refuses %s', async (_label, mutation) => {
    const { shopper, product } = await shopperWithCart();
    const answer = await unchanged(t, () => t.graphql(mutation, { productId: productGlobalId(product.id) }, { token: shopper.accessToken }));
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.message).toMatch(/Field "(price|stock)" is not defined by type "AddToCartInput"/);
  });

  it.each([['status', 'DELIVERED'], ['userId', 'someone-else'], ['discount', 100], ['discountTotal', 1000], ['originalSubtotal', 1], ['price', 1]])(
    'refuses %s in the order input',
    async (field, value) => {
      const { shopper } = await shopperWithCart();
      const answer = await unchanged(t, () => order(shopper, { [field]: value }));
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]?.message).toContain(`Field "${field}" is not defined by type "PlaceOrderInput"`);
    },
  );

  it('refuses a role or a userId in the registration and address inputs', async () => {
    const register = await unchanged(t, () =>
      t.graphql('mutation($input: RegisterInput!) { register(input: $input) { __typename } }', {
        input: { name: 'Mallory', email: 'mallory@example.rw', password: 'Umuhinzi#2026', confirmPassword: 'Umuhinzi#2026', role: 'ADMIN' },
      }),
    );
    expect(register.errors?.[0]?.message).toContain('Field "role" is not defined by type "RegisterInput"');
    const { shopper } = await shopperWithCart();
    const address = await unchanged(t, () =>
      t.graphql(CREATE_ADDRESS, { input: { ...KIMIRONKO_ADDRESS, userId: 'bulk-someone' } }, { token: shopper.accessToken }),
    );
    expect(address.errors?.[0]?.message).toContain('Field "userId" is not defined by type "CreateAddressInput"');
  });

  it('charges the server total, never a lower client total', async () => {
    const { shopper } = await shopperWithCart(2);
    const answer = await unchanged(t, () => order(shopper, { subtotal: 1, total: 1 }));
    expect(answer.data?.placeOrder).toMatchObject({ __typename: 'PriceChangedError', subtotal: 2000, total: 2000 });
  });
});

describe('class 4: promo codes that must not apply', () => {
  it('refuses an expired code, in the check and at checkout', async () => {
    const { shopper, product } = await shopperWithCart();
    await createPromoCode(t, product.id, { code: 'OLDNEWS', discountType: 'FIXED', discountValue: 100, expiresAt: new Date(Date.now() - 60_000) });
    const check = await unchanged(t, () => t.graphql(VALIDATE_PROMO, { input: { code: 'OLDNEWS' } }, { token: shopper.accessToken }));
    // The check answers INVALID with nothing taken off (an outcome of the check, not an error).
    expect(check.errors).toBeUndefined();
    expect(check.data?.validatePromoCode).toMatchObject({ outcome: 'INVALID', discountTotal: 0, subtotal: 1000, total: 1000, validProducts: [] });
    const placed = await unchanged(t, () => order(shopper, { promoCode: 'OLDNEWS', subtotal: 1000, total: 900 }));
    expect(placed.data?.placeOrder).toMatchObject({ __typename: 'ValidationError', message: 'Invalid or expired promo code.', field: 'promoCode' });
  });

  it('refuses a code for a product that is not in the cart', async () => {
    const { shopper } = await shopperWithCart();
    const elsewhere = await createProduct(t, { price: 1000, stock: 5 });
    await createPromoCode(t, elsewhere.id, { code: 'NOTHERE', discountType: 'FIXED', discountValue: 100 });
    const placed = await unchanged(t, () => order(shopper, { promoCode: 'NOTHERE', subtotal: 1000, total: 900 }));
    expect(placed.data?.placeOrder).toMatchObject({ __typename: 'ValidationError', message: 'Invalid or expired promo code.' });
  });

  it('refuses a look-alike Unicode code (Cyrillic letters in KARIBU)', async () => {
    const { shopper, product } = await shopperWithCart();
    await createPromoCode(t, product.id, { code: 'KARIBU4', discountType: 'FIXED', discountValue: 100 });
    for (const lookAlike of ['\u041a\u0410RIBU4', 'KARIBU\u2074', 'KAR\u0406BU4', 'KARIBU4\u200b']) {
      const placed = await unchanged(t, () => order(shopper, { promoCode: lookAlike, subtotal: 1000, total: 900 }));
      expect(placed.data?.placeOrder).toMatchObject({ __typename: 'ValidationError', field: 'promoCode' });
    }
  });
});

describe('class 7: status change on a final order', () => {
  it.each(['DELIVERED', 'CANCELLED'] as const)('refuses any status change on a %s order', async (finalStatus) => {
    const { shopper } = await shopperWithCart();
    const placed = await placeOrder(t, shopper);
    const orderId = placed.data?.placeOrder.order.databaseId as string;
    if (finalStatus === 'DELIVERED') {
      for (const status of ['PROCESSING', 'SHIPPED', 'DELIVERED']) await t.graphql(UPDATE_STATUS, { orderId: globalIdOf('Order', orderId), status }, { token: admin });
    } else {
      await t.graphql(CANCEL_ORDER, { orderId: globalIdOf('Order', orderId) }, { token: shopper.accessToken });
    }
    for (const status of ['PENDING', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'CANCELLED'].filter((status) => status !== finalStatus)) {
      const answer = await unchanged(t, () => t.graphql(UPDATE_STATUS, { orderId: globalIdOf('Order', orderId), status }, { token: admin }));
      expect(answer.data?.updateOrderStatus).toMatchObject({ __typename: 'ConflictError', code: 'CONFLICT', field: 'status' });
    }
  });
});

describe('class 24: cancelling twice, and a shopper cancelling a shipped order', () => {
  it('releases stock once when an order is cancelled twice, even at the same moment', async () => {
    const { shopper, product } = await shopperWithCart(2);
    const placed = await placeOrder(t, shopper);
    const orderId = placed.data?.placeOrder.order.databaseId as string;
    const both = await Promise.all([1, 2].map(() => t.graphql(CANCEL_ORDER, { orderId: globalIdOf('Order', orderId) }, { token: shopper.accessToken })));
    expect(both.map((answer) => answer.data?.cancelOrder.__typename).sort()).toEqual(['CancelOrderPayload', 'ConflictError']);
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(5);
    const third = await unchanged(t, () => t.graphql(CANCEL_ORDER, { orderId: globalIdOf('Order', orderId) }, { token: shopper.accessToken }));
    expect(third.data?.cancelOrder).toMatchObject({ __typename: 'ConflictError', message: 'This order is already cancelled.' });
    expect(await t.db.stockMovement.count({ where: { orderId, reason: 'ORDER_CANCELLED' } })).toBe(1);
  });

  it('refuses a shopper cancelling their own Shipped order', async () => {
    const { shopper } = await shopperWithCart();
    const placed = await placeOrder(t, shopper);
    const orderId = placed.data?.placeOrder.order.databaseId as string;
    await t.graphql(UPDATE_STATUS, { orderId: globalIdOf('Order', orderId), status: 'SHIPPED' }, { token: admin });
    const answer = await unchanged(t, () => t.graphql(CANCEL_ORDER, { orderId: globalIdOf('Order', orderId) }, { token: shopper.accessToken }));
    expect(answer.data?.cancelOrder).toMatchObject({ __typename: 'ConflictError', message: 'This order is Shipped and can no longer be cancelled.' });
  });
});
