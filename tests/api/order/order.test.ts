import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimatedDeliveryDate } from '../../../server/modules/delivery/delivery-estimate.js';
import { signUpAndLogin } from '../../helpers/auth.js';
import { orderRow } from '../../../server/modules/order/order-placement.sql.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import {
  CANCEL_ORDER,
  CART,
  ORDER_FIELDS,
  PLACE_ORDER,
  VALIDATE_PROMO,
  addToCart,
  createProduct,
  createPromoCode,
  placeOrder,
  placeOrderInput,
  shopState,
  shopperWithAddress,
  globalIdOf,
} from '../../helpers/shop-fixtures.js';
import { graphql, member, documentText } from '../../helpers/graphql.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const MY_ORDERS = graphql(`
  query MyOrders($first: Int, $after: String) {
    viewer {
      orders(first: $first, after: $after) {
        totalCount pageInfo { hasNextPage endCursor } edges { cursor node { databaseId orderNumber status total } }
      }
    }
  }
`);

const ORDER = graphql(`query Order($id: ID!) { order(databaseId: $id) { ...OrderFields } }`, [ORDER_FIELDS]);

const place = (token: string, input: Parameters<typeof placeOrderInput>[0], idempotencyKey?: string) =>
  t.graphql(PLACE_ORDER, { input: placeOrderInput({ ...input, idempotencyKey }) }, { token });

describe('the shopper flow', () => {
  it('adds to the cart, applies a promo code, places a cash-on-delivery order, lists it and cancels it', async () => {
    const shopper = await shopperWithAddress(t);
    const rice = await createProduct(t, { name: 'Umuceri 5 kg', unit: '5 kg', price: 10_000, discount: 10, stock: 10 });
    const milk = await createProduct(t, { name: 'Amata 1 L', unit: '1 L', price: 1200, discount: 0, stock: 5 });
    const promo = await createPromoCode(t, rice.id, { code: 'UMUCERI10', discountType: 'PERCENTAGE', discountValue: 10, usageLimit: 20 });
    await addToCart(t, shopper.accessToken, rice.id, 2);
    await addToCart(t, shopper.accessToken, milk.id, 3);

    // Items: 2 x 9,000 + 3 x 1,200 = 21,600; the code takes 10% of 9,000 off one unit of rice.
    const check = await t.graphql(VALIDATE_PROMO, { input: { code: 'umuceri10' } }, { token: shopper.accessToken });
    expect(check.data?.validatePromoCode).toMatchObject({ outcome: 'PARTIAL', discountTotal: 900, subtotal: 21_600, total: 20_700 });

    const placed = await place(shopper.accessToken, {
      addressId: shopper.addressId,
      promoCode: 'umuceri10',
      subtotal: 21_600,
      total: 20_700,
      lines: [
        { productId: milk.id, quantity: 3 },
        { productId: rice.id, quantity: 2 },
      ],
    });
    const payload = placed.data?.placeOrder;
    expect(payload!.__typename).toBe('PlaceOrderPayload');
    expect(member(payload, 'PlaceOrderPayload').replayed).toBe(false);
    const order = member(payload, 'PlaceOrderPayload').order;
    expect(order).toMatchObject({
      status: 'PENDING',
      subtotal: 21_600,
      originalSubtotal: 23_600,
      discountTotal: 900,
      promoCode: 'UMUCERI10',
      total: 20_700,
      deliveryCharge: 0,
      paymentMethod: 'CASH_ON_DELIVERY',
      canCancel: true,
      deliveryAddress: { district: 'Gasabo', sector: 'Kimironko', village: 'Imena', street: 'KG 11 Ave', houseNumber: '12', mobile: '+250781234567' },
      customer: { databaseId: shopper.userId },
      lines: [
        {
          lineNumber: 1,
          product: { databaseId: rice.id },
          name: 'Umuceri 5 kg',
          unit: '5 kg',
          quantity: 2,
          originalUnitPrice: 10_000,
          unitPrice: 9000,
          discountTotal: 900,
          lineTotal: 17_100,
          image: (rice.images as string[])[0],
        },
        { lineNumber: 2, product: { databaseId: milk.id }, quantity: 3, unitPrice: 1200, discountTotal: 0, lineTotal: 3600 },
      ],
      statusHistory: [{ fromStatus: null, toStatus: 'PENDING', changedBy: null }],
    });
    expect(order.orderNumber).toBe(`ISK-${String(order.number).padStart(6, '0')}`);
    // The seeded zone of the address's district: 3 business days, counted from the order's day in Kigali.
    expect(order.estimatedDeliveryDate).toBe(estimatedDeliveryDate({ leadDays: 3, sameDayCutoffHour: null }, new Date(order.createdAt)).toISOString());

    // Stock, ledger, promo uses and cart, all in the same step.
    expect((await t.db.product.findUniqueOrThrow({ where: { id: rice.id } })).stock).toBe(8);
    expect((await t.db.product.findUniqueOrThrow({ where: { id: milk.id } })).stock).toBe(2);
    const placedMovements = await t.db.stockMovement.findMany({ where: { orderId: order.databaseId }, orderBy: { delta: 'asc' } });
    expect(placedMovements.map(({ productId, delta, stockAfter, reason }) => ({ productId, delta, stockAfter, reason }))).toEqual([
      { productId: milk.id, delta: -3, stockAfter: 2, reason: 'ORDER_PLACED' },
      { productId: rice.id, delta: -2, stockAfter: 8, reason: 'ORDER_PLACED' },
    ]);
    expect((await t.db.promoCode.findUniqueOrThrow({ where: { id: promo.id } })).usedCount).toBe(1);
    expect(await t.db.promoRedemption.findMany({ where: { orderId: order.databaseId } })).toMatchObject([{ promoCodeId: promo.id, units: 1, discountAmount: 900, releasedAt: null }]);
    expect((await t.graphql(CART, {}, { token: shopper.accessToken })).data?.viewer!.cart).toMatchObject({ lineCount: 0, total: 0 });

    const listed = await t.graphql(MY_ORDERS, {}, { token: shopper.accessToken });
    expect(listed.data?.viewer!.orders).toMatchObject({ totalCount: 1, edges: [{ node: { databaseId: order.databaseId, orderNumber: order.orderNumber, total: 20_700 } }] });

    const cancelled = await t.graphql(CANCEL_ORDER, { orderId: globalIdOf('Order', order.databaseId) }, { token: shopper.accessToken });
    expect(cancelled.data?.cancelOrder).toMatchObject({ __typename: 'CancelOrderPayload', order: { status: 'CANCELLED', canCancel: false } });
    expect((await t.db.product.findUniqueOrThrow({ where: { id: rice.id } })).stock).toBe(10);
    expect((await t.db.product.findUniqueOrThrow({ where: { id: milk.id } })).stock).toBe(5);
    expect(await t.db.stockMovement.count({ where: { orderId: order.databaseId, reason: 'ORDER_CANCELLED' } })).toBe(2);
    expect((await t.db.promoCode.findUniqueOrThrow({ where: { id: promo.id } })).usedCount).toBe(0);
    expect((await t.db.promoRedemption.findFirstOrThrow({ where: { orderId: order.databaseId } })).releasedAt).toBeInstanceOf(Date);
    const history = await t.graphql(ORDER, { id: order.databaseId }, { token: shopper.accessToken });
    expect(history.data?.order!.statusHistory.map((change: { toStatus: string }) => change.toStatus)).toEqual(['PENDING', 'CANCELLED']);
  });

  it('releases stock and promo uses only once when an order is cancelled twice, even at the same moment', async () => {
    const shopper = await shopperWithAddress(t);
    const product = await createProduct(t, { stock: 4, price: 1000 });
    const promo = await createPromoCode(t, product.id, { code: 'TWICE', discountType: 'FIXED', discountValue: 100, usageLimit: 5 });
    await addToCart(t, shopper.accessToken, product.id, 2);
    const placed = await placeOrder(t, shopper, { promoCode: 'TWICE', total: 2000 });
    const orderId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(2);

    const [first, second] = await Promise.all([
      t.graphql(CANCEL_ORDER, { orderId: globalIdOf('Order', orderId) }, { token: shopper.accessToken }),
      t.graphql(CANCEL_ORDER, { orderId: globalIdOf('Order', orderId) }, { token: shopper.accessToken }),
    ]);
    const kinds = [first.data?.cancelOrder.__typename, second.data?.cancelOrder.__typename].sort();
    expect(kinds).toEqual(['CancelOrderPayload', 'ConflictError']);
    const third = await t.graphql(CANCEL_ORDER, { orderId: globalIdOf('Order', orderId) }, { token: shopper.accessToken });
    expect(third.data?.cancelOrder).toMatchObject({ __typename: 'ConflictError', message: 'This order is already cancelled.' });
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(4);
    expect(await t.db.stockMovement.count({ where: { orderId, reason: 'ORDER_CANCELLED' } })).toBe(1);
    expect((await t.db.promoCode.findUniqueOrThrow({ where: { id: promo.id } })).usedCount).toBe(0);
  });

  it('numbers orders one after another', async () => {
    const shopper = await shopperWithAddress(t);
    const product = await createProduct(t);
    await addToCart(t, shopper.accessToken, product.id);
    const first = member((await placeOrder(t, shopper)).data?.placeOrder, 'PlaceOrderPayload').order;
    await addToCart(t, shopper.accessToken, product.id);
    const second = member((await placeOrder(t, shopper)).data?.placeOrder, 'PlaceOrderPayload').order;
    expect(second.number).toBe(first.number + 1);
    expect(second.orderNumber).toMatch(/^ISK-\d{6}$/);
    const page = await t.graphql(MY_ORDERS, { first: 1 }, { token: shopper.accessToken });
    expect(page.data?.viewer!.orders).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true }, edges: [{ node: { databaseId: second.databaseId } }] });
    const next = await t.graphql(MY_ORDERS, { first: 1, after: page.data?.viewer!.orders.pageInfo.endCursor }, { token: shopper.accessToken });
    expect(next.data?.viewer!.orders.edges).toMatchObject([{ node: { databaseId: first.databaseId } }]);
  });
});

describe('what placeOrder and the status mutations return', () => {
  it('returns the order, its edge for the viewer\'s list, the emptied cart, and the vocabulary of money', async () => {
    const shopper = await shopperWithAddress(t);
    const product = await createProduct(t, { price: 2000, discount: 25, stock: 5 });
    await addToCart(t, shopper.accessToken, product.id, 2);
    const placed = (await placeOrder(t, shopper)).data?.placeOrder;
    expect(placed).toMatchObject({
      __typename: 'PlaceOrderPayload',
      replayed: false,
      order: { subtotal: 3000, originalSubtotal: 4000, savings: 1000, discountTotal: 0, deliveryCharge: 0, total: 3000, paymentMethod: 'CASH_ON_DELIVERY' },
      cart: { totalQuantity: 0 },
    });
    expect(member(placed, 'PlaceOrderPayload').order.lines).toEqual([
      expect.objectContaining({ product: { databaseId: product.id }, quantity: 2, unitPrice: 1500, originalUnitPrice: 2000, discountTotal: 0, lineTotal: 3000 }),
    ]);
    expect(member(placed, 'PlaceOrderPayload').orderEdge.node).toEqual({ id: member(placed, 'PlaceOrderPayload').order.id, databaseId: member(placed, 'PlaceOrderPayload').order.databaseId });
    // The edge carries the same cursor as the viewer's list, so a client can prepend it and page on.
    const listed = await t.graphql(MY_ORDERS, { first: 1 }, { token: shopper.accessToken });
    expect(listed.data?.viewer!.orders.edges[0]).toMatchObject({ cursor: member(placed, 'PlaceOrderPayload').orderEdge.cursor, node: { databaseId: member(placed, 'PlaceOrderPayload').order.databaseId } });

    const cancelled = await t.graphql(CANCEL_ORDER, { orderId: member(placed, 'PlaceOrderPayload').order.id }, { token: shopper.accessToken });
    expect(cancelled.data?.cancelOrder).toMatchObject({ __typename: 'CancelOrderPayload', order: { id: member(placed, 'PlaceOrderPayload').order.id, status: 'CANCELLED', canCancel: false } });
    expect(member(cancelled.data?.cancelOrder, 'CancelOrderPayload').order.cancelledAt).toEqual(expect.any(String));
  });
});

describe('the order placeOrder answers with', () => {
  it('is the stored order, field for field, when placed and when a retry replays it (read back by the placing program)', async () => {
    const shopper = await shopperWithAddress(t);
    const promoted = await createProduct(t, { price: 3000, stock: 4 });
    const { code } = await createPromoCode(t, promoted.id, { code: 'ANSWER10', discountValue: 10, allowMultiple: true });
    await addToCart(t, shopper.accessToken, promoted.id, 2);
    const input = { addressId: shopper.addressId, promoCode: code, subtotal: 6000, total: 5400 };
    const placed = (await place(shopper.accessToken, input, 'answer-1')).data?.placeOrder;
    expect(placed).toMatchObject({ __typename: 'PlaceOrderPayload', replayed: false });
    const stored = (await t.graphql(ORDER, { id: member(placed, 'PlaceOrderPayload').order.databaseId }, { token: shopper.accessToken })).data?.order;
    expect(member(placed, 'PlaceOrderPayload').order).toEqual(stored);
    expect(stored).toMatchObject({ promoCode: code, discountTotal: 600, total: 5400, status: 'PENDING', cancelledAt: null });
    const replayed = (await place(shopper.accessToken, input, 'answer-1')).data?.placeOrder;
    expect(replayed).toMatchObject({ replayed: true, orderEdge: member(placed, 'PlaceOrderPayload').orderEdge });
    expect(member(replayed, 'PlaceOrderPayload').order).toEqual(stored);
    // The row itself, as other code (canCancel, the REST adapter) would read it: the same values and types as Prisma's.
    const row = await t.app.services.db.sql.read(() => orderRow(member(placed, 'PlaceOrderPayload').order.databaseId));
    expect(row).toEqual(await t.db.order.findUniqueOrThrow({ where: { id: member(placed, 'PlaceOrderPayload').order.databaseId } }));
  });
});

describe('totals the client showed', () => {
  it("refuses a client total below the server's with the server's figures, changing nothing", async () => {
    const shopper = await shopperWithAddress(t);
    const product = await createProduct(t, { price: 1000, discount: 0, stock: 5 });
    await addToCart(t, shopper.accessToken, product.id, 2);
    // The price went up after the shopper opened checkout.
    await t.db.product.update({ where: { id: product.id }, data: { price: 1100 } });
    const before = await shopState(t, [product.id]);
    const result = await place(shopper.accessToken, { addressId: shopper.addressId, subtotal: 2000, total: 2000 });
    expect(result.data?.placeOrder).toMatchObject({ __typename: 'PriceChangedError', code: 'PRICE_CHANGED', subtotal: 2200, total: 2200 });
    expect(await shopState(t, [product.id])).toEqual(before);
  });

  it("accepts a client total above the server's and charges the server's lower total", async () => {
    const shopper = await shopperWithAddress(t);
    const now = Date.now();
    // An older client shows the list price; a promotion makes it cheaper.
    const product = await createProduct(t, {
      price: 3000,
      onPromotion: true,
      promotionPrice: 2500,
      promotionStartTime: new Date(now - 60_000),
      promotionEndTime: new Date(now + 60_000),
    });
    await addToCart(t, shopper.accessToken, product.id);
    const result = await place(shopper.accessToken, { addressId: shopper.addressId, subtotal: 3000, total: 3000 });
    expect(result.data?.placeOrder).toMatchObject({ __typename: 'PlaceOrderPayload', order: { subtotal: 2500, total: 2500 } });
  });
});

describe('refusals leave the shop unchanged', () => {
  it('refuses quantities beyond stock, naming the product, and takes no stock from the other lines', async () => {
    const shopper = await shopperWithAddress(t);
    const plenty = await createProduct(t, { stock: 10 });
    const scarce = await createProduct(t, { name: 'Ibirayi 10 kg', stock: 3 });
    await addToCart(t, shopper.accessToken, plenty.id, 2);
    await addToCart(t, shopper.accessToken, scarce.id, 3);
    // Someone else bought some meanwhile.
    await t.db.product.update({ where: { id: scarce.id }, data: { stock: 1 } });
    const before = await shopState(t, [plenty.id, scarce.id]);
    const result = await placeOrder(t, shopper);
    expect(result.data?.placeOrder).toMatchObject({
      __typename: 'OutOfStockError',
      code: 'OUT_OF_STOCK',
      message: 'Only limited stock available: only 1 of Ibirayi 10 kg left',
      product: { databaseId: scarce.id },
      available: 1,
    });
    expect(await shopState(t, [plenty.id, scarce.id])).toEqual(before);
  });

  it('refuses a product that sold out completely', async () => {
    const shopper = await shopperWithAddress(t);
    const product = await createProduct(t, { name: 'Inanasi', stock: 1 });
    await addToCart(t, shopper.accessToken, product.id);
    await t.db.product.update({ where: { id: product.id }, data: { stock: 0 } });
    const before = await shopState(t, [product.id]);
    const result = await placeOrder(t, shopper);
    expect(result.data?.placeOrder).toMatchObject({ __typename: 'OutOfStockError', message: 'Inanasi is out of stock', available: 0 });
    expect(await shopState(t, [product.id])).toEqual(before);
  });

  it('refuses an empty cart', async () => {
    const shopper = await shopperWithAddress(t);
    const before = await shopState(t);
    const result = await place(shopper.accessToken, { addressId: shopper.addressId, subtotal: 0, total: 0 });
    expect(result.data?.placeOrder).toMatchObject({ __typename: 'ValidationError', message: 'Your cart is empty', field: 'cart' });
    expect(await shopState(t)).toEqual(before);
  });

  it("refuses an unknown address, another shopper's address and a removed one", async () => {
    const shopper = await shopperWithAddress(t);
    const other = await shopperWithAddress(t);
    const product = await createProduct(t);
    await addToCart(t, shopper.accessToken, product.id);
    const before = await shopState(t, [product.id]);
    for (const addressId of ['no-such-address', other.addressId]) {
      const result = await place(shopper.accessToken, { addressId, subtotal: 1000, total: 1000 });
      expect(result.data?.placeOrder).toMatchObject({ __typename: 'NotFoundError', message: 'Address not found' });
    }
    await t.db.address.update({ where: { id: shopper.addressId }, data: { removedAt: new Date() } });
    const removed = await place(shopper.accessToken, { addressId: shopper.addressId, subtotal: 1000, total: 1000 });
    expect(removed.data?.placeOrder).toMatchObject({ __typename: 'ValidationError', field: 'addressId', message: 'This address was removed. Please choose another address.' });
    expect(await shopState(t, [product.id])).toEqual(before);
  });

  it('refuses an invalid promo code and list items that do not match the cart', async () => {
    const shopper = await shopperWithAddress(t);
    const product = await createProduct(t, { price: 1000 });
    await createPromoCode(t, product.id, { code: 'GONE', expiresAt: new Date(Date.now() - 1000) });
    await addToCart(t, shopper.accessToken, product.id, 2);
    const before = await shopState(t, [product.id]);
    const expired = await place(shopper.accessToken, { addressId: shopper.addressId, promoCode: 'GONE', subtotal: 2000, total: 2000 });
    expect(expired.data?.placeOrder).toMatchObject({ __typename: 'ValidationError', field: 'promoCode', message: 'Invalid or expired promo code.' });
    const mismatch = await place(shopper.accessToken, {
      addressId: shopper.addressId,
      subtotal: 2000,
      total: 2000,
      lines: [{ productId: product.id, quantity: 1 }],
    });
    expect(mismatch.data?.placeOrder).toMatchObject({ __typename: 'ConflictError', field: 'lines' });
    const badQuantity = await place(shopper.accessToken, {
      addressId: shopper.addressId,
      subtotal: 2000,
      total: 2000,
      lines: [{ productId: product.id, quantity: -2 }],
    });
    expect(badQuantity.data?.placeOrder).toMatchObject({ __typename: 'ValidationError', field: 'lines.0.quantity' });
    const negativeTotal = await place(shopper.accessToken, { addressId: shopper.addressId, subtotal: 2000, total: -1 });
    expect(negativeTotal.data?.placeOrder).toMatchObject({ __typename: 'ValidationError', field: 'total', message: 'Total must be a whole number of francs' });
    expect(await shopState(t, [product.id])).toEqual(before);
  });

  it('refuses list items that repeat a product beyond the cart, and quantities that are not positive whole numbers', async () => {
    const shopper = await shopperWithAddress(t);
    const product = await createProduct(t, { stock: 3 });
    await addToCart(t, shopper.accessToken, product.id, 3);
    const before = await shopState(t, [product.id]);
    const input = { addressId: shopper.addressId, subtotal: 3000, total: 3000 };
    const repeated = await place(shopper.accessToken, {
      ...input,
      lines: [
        { productId: product.id, quantity: 2 },
        { productId: product.id, quantity: 2 },
      ],
    });
    expect(repeated.data?.placeOrder).toMatchObject({ __typename: 'ConflictError', field: 'lines' });
    const zero = await place(shopper.accessToken, { ...input, lines: [{ productId: product.id, quantity: 0 }] });
    expect(zero.data?.placeOrder).toMatchObject({ __typename: 'ValidationError', field: 'lines.0.quantity', message: 'Quantity must be a whole number of at least 1' });
    for (const quantity of [1.5, '3', 2 ** 53]) {
      // Quantities the schema's Int refuses, on purpose: sent unchecked.
      const lines = [{ productId: globalIdOf('Product', product.id), quantity }];
      const refused = await t.graphqlText(documentText(PLACE_ORDER), { input: { ...placeOrderInput(input), lines } }, { token: shopper.accessToken });
      expect(refused.data).toBeNull();
      expect(refused.errors?.[0]?.message).toMatch(/Int cannot represent/);
    }
    expect(await shopState(t, [product.id])).toEqual(before);
  });

  it.each([
    ['a price on a line', { lines: [{ productId: 'p', quantity: 1, price: 1 }] }, /Field "price" is not defined by type "PlaceOrderLineInput"/],
    ['a status', { status: 'DELIVERED' }, /Field "status" is not defined by type "PlaceOrderInput"/],
    ['an owner', { userId: 'someone-else' }, /Field "userId" is not defined by type "PlaceOrderInput"/],
    ['a discount', { promoCode: 'X', totalDiscount: 99_999 }, /Field "totalDiscount" is not defined by type "PlaceOrderInput"/],
  ])('refuses %s in the input (mass assignment)', async (_label, extra, message) => {
    const shopper = await shopperWithAddress(t);
    const product = await createProduct(t);
    await addToCart(t, shopper.accessToken, product.id);
    const before = await shopState(t, [product.id]);
    const result = await place(shopper.accessToken, { addressId: shopper.addressId, subtotal: 1000, total: 1000, ...extra });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.message).toMatch(message);
    expect(await shopState(t, [product.id])).toEqual(before);
  });
});

describe('idempotency', () => {
  it('returns the first order for a retry with the same key and refuses the key for a different order', async () => {
    const shopper = await shopperWithAddress(t);
    const product = await createProduct(t, { stock: 10 });
    await addToCart(t, shopper.accessToken, product.id, 2);
    const input = { addressId: shopper.addressId, subtotal: 2000, total: 2000 };
    const first = await place(shopper.accessToken, input, 'checkout-1');
    const retry = await place(shopper.accessToken, input, 'checkout-1');
    expect(first.data?.placeOrder).toMatchObject({ __typename: 'PlaceOrderPayload', replayed: false });
    expect(retry.data?.placeOrder).toMatchObject({ __typename: 'PlaceOrderPayload', replayed: true, order: { databaseId: member(first.data?.placeOrder, 'PlaceOrderPayload').order.databaseId } });
    expect(await t.db.order.count({ where: { userId: shopper.userId } })).toBe(1);
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(8);

    await addToCart(t, shopper.accessToken, product.id);
    const before = await shopState(t, [product.id]);
    const different = await place(shopper.accessToken, { ...input, subtotal: 1000, total: 1000 }, 'checkout-1');
    expect(different.data?.placeOrder).toMatchObject({ __typename: 'ConflictError', field: 'idempotencyKey' });
    expect(await shopState(t, [product.id])).toEqual(before);
  });
});

describe("another shopper's orders", () => {
  it('are invisible to read and cannot be cancelled', async () => {
    const owner = await shopperWithAddress(t);
    const intruder = await signUpAndLogin(t);
    const product = await createProduct(t, { stock: 5 });
    await addToCart(t, owner.accessToken, product.id);
    const orderId = member((await placeOrder(t, owner)).data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    expect((await t.graphql(ORDER, { id: orderId }, { token: intruder.accessToken })).data?.order).toBeNull();
    expect((await t.graphql(ORDER, { id: orderId })).data?.order).toBeNull();
    const NODE = graphql('query Node($id: ID!) { node(id: $id) { __typename ... on Order { total } } }');
    const globalId = Buffer.from(`Order:${orderId}`).toString('base64');
    expect((await t.graphql(NODE, { id: globalId }, { token: intruder.accessToken })).data?.node).toBeNull();
    expect((await t.graphql(NODE, { id: globalId }, { token: owner.accessToken })).data?.node).toEqual({ __typename: 'Order', total: 1000 });
    expect((await t.graphql(MY_ORDERS, {}, { token: intruder.accessToken })).data?.viewer!.orders.totalCount).toBe(0);
    const before = await shopState(t, [product.id]);
    const cancel = await t.graphql(CANCEL_ORDER, { orderId: globalIdOf('Order', orderId) }, { token: intruder.accessToken });
    expect(cancel.data?.cancelOrder).toMatchObject({ __typename: 'NotFoundError', message: 'Order not found' });
    expect(await shopState(t, [product.id])).toEqual(before);
  });

  it('a shopper cannot cancel their own order once it has shipped', async () => {
    const shopper = await shopperWithAddress(t);
    const product = await createProduct(t, { stock: 5 });
    await addToCart(t, shopper.accessToken, product.id);
    const orderId = member((await placeOrder(t, shopper)).data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    await t.db.order.update({ where: { id: orderId }, data: { status: 'SHIPPED' } });
    const before = await shopState(t, [product.id]);
    const result = await t.graphql(CANCEL_ORDER, { orderId: globalIdOf('Order', orderId) }, { token: shopper.accessToken });
    expect(result.data?.cancelOrder).toMatchObject({ __typename: 'ConflictError', message: 'This order is Shipped and can no longer be cancelled.' });
    expect(await shopState(t, [product.id])).toEqual(before);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('SHIPPED');
  });

  it("are the user's own: another shopper reading them through the User node is forbidden", async () => {
    const owner = await shopperWithAddress(t);
    const intruder = await signUpAndLogin(t);
    const USER_ORDERS = graphql('query UserOrders($id: ID!) { node(id: $id) { ... on User { orders(first: 5) { totalCount edges { node { databaseId } } } } } }');
    const refused = await t.graphql(USER_ORDERS, { id: globalIdOf('User', owner.userId) }, { token: intruder.accessToken });
    expect(refused.errors).toMatchObject([{ message: 'Do not have permission', extensions: { code: 'FORBIDDEN' } }]);
    const signedOut = await t.graphql(USER_ORDERS, { id: globalIdOf('User', owner.userId) });
    expect(signedOut.errors).toMatchObject([{ message: 'Please Login', extensions: { code: 'UNAUTHENTICATED' } }]);
    const own = await t.graphql(USER_ORDERS, { id: globalIdOf('User', owner.userId) }, { token: owner.accessToken });
    expect(own).toMatchObject({ data: { node: { orders: { totalCount: 0, edges: [] } } } });
  });

  it('signed-out callers are asked to log in', async () => {
    const signedOut = await t.graphql(MY_ORDERS);
    // Signed out there is no viewer, so no orders to list.
    expect(signedOut.data).toEqual({ viewer: null });
    expect(signedOut.errors).toBeUndefined();
    const before = await shopState(t);
    const result = await place('', { addressId: 'x', subtotal: 0, total: 0 });
    expect(result.data?.placeOrder.__typename).toBe('UnauthenticatedError');
    expect(await shopState(t)).toEqual(before);
  });
});
