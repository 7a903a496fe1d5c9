import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, type ResultOf } from '../../helpers/graphql.js';
import { startTestApp, type GraphQLResponse, type TestApp } from '../../helpers/test-app.js';
import {
  ADD_TO_CART,
  PLACE_ORDER,
  bulkShoppers,
  createProduct,
  createPromoCode,
  placeOrderInput,
  productGlobalId,
} from '../../helpers/shop-fixtures.js';

// Many requests in one test: it can take more than the default 30 s on a busy machine.
const HEAVY_TEST_TIMEOUT = 120_000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Buyer = Awaited<ReturnType<typeof bulkShoppers>>[number];
type PlaceOrderResponse = GraphQLResponse<ResultOf<typeof PLACE_ORDER>>;

const order = (buyer: Buyer, input: Omit<Parameters<typeof placeOrderInput>[0], 'addressId'>, idempotencyKey?: string) =>
  t.graphql(PLACE_ORDER, { input: placeOrderInput({ addressId: buyer.addressId, ...input, idempotencyKey }) }, { token: buyer.accessToken });

const kinds = (results: PlaceOrderResponse[]) => {
  const counts: Record<string, number> = {};
  for (const result of results) {
    const kind = result.data?.placeOrder?.__typename ?? `errors: ${result.errors?.[0]?.message}`;
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
};

describe('integrity under concurrency', () => {
  it('sells the last 50 units to exactly 50 of 200 concurrent buyers; the rest get a clean out-of-stock error', async () => {
    const product = await createProduct(t, { name: 'Last umuceri', price: 1000, stock: 50 });
    const buyers = await bulkShoppers(t, 200, product.id);
    const results = await Promise.all(buyers.map((buyer) => order(buyer, { subtotal: 1000, total: 1000 })));

    expect(kinds(results)).toEqual({ PlaceOrderPayload: 50, OutOfStockError: 150 });
    for (const result of results.filter((entry) => entry.data?.placeOrder.__typename === 'OutOfStockError')) {
      expect(result.data?.placeOrder).toMatchObject({ message: 'Last umuceri is out of stock', product: { databaseId: product.id }, available: 0 });
    }
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(0);
    expect(await t.db.orderLine.count({ where: { productId: product.id } })).toBe(50);
    // Every unit left the shelf exactly once: the ledger counts down 49, 48, ..., 0 without gaps or repeats.
    const ledger = await t.db.stockMovement.findMany({ where: { productId: product.id, reason: 'ORDER_PLACED' }, select: { stockAfter: true } });
    expect(ledger.map((movement) => movement.stockAfter).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index));
    // The 150 who missed out keep their carts.
    expect(await t.db.cartLine.count({ where: { productId: product.id } })).toBe(150);
  }, HEAVY_TEST_TIMEOUT);

  it('lets a promo code with a usage limit of 10 be used exactly 10 times by 100 concurrent orders', async () => {
    const product = await createProduct(t, { price: 2000, stock: 500 });
    const promo = await createPromoCode(t, product.id, { code: 'RUSH10', discountType: 'FIXED', discountValue: 300, usageLimit: 10 });
    const buyers = await bulkShoppers(t, 100, product.id);
    const results = await Promise.all(buyers.map((buyer) => order(buyer, { promoCode: 'rush10', subtotal: 2000, total: 1700 })));

    expect(kinds(results)).toEqual({ PlaceOrderPayload: 10, ValidationError: 90 });
    for (const result of results.filter((entry) => entry.data?.placeOrder.__typename === 'ValidationError')) {
      expect(result.data?.placeOrder).toMatchObject({ message: 'Invalid or expired promo code.', field: 'promoCode' });
    }
    expect((await t.db.promoCode.findUniqueOrThrow({ where: { id: promo.id } })).usedCount).toBe(10);
    expect(await t.db.promoRedemption.count({ where: { promoCodeId: promo.id } })).toBe(10);
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(490);
  });

  it('places one order for the same Idempotency-Key sent twice at once with the same body, and refuses a different body', async () => {
    const product = await createProduct(t, { price: 1500, stock: 100 });
    const [same, different] = await bulkShoppers(t, 2, product.id, 2);
    const body = { subtotal: 3000, total: 3000 };
    const twins = await Promise.all([order(same!, body, 'tap-tap'), order(same!, body, 'tap-tap')]);
    expect(kinds(twins)).toEqual({ PlaceOrderPayload: 2 });
    const [first, second] = twins.map((result) => result.data?.placeOrder);
    expect(member(first, 'PlaceOrderPayload').order.databaseId).toBe(member(second, 'PlaceOrderPayload').order.databaseId);
    expect([member(first, 'PlaceOrderPayload').replayed, member(second, 'PlaceOrderPayload').replayed].sort()).toEqual([false, true]);
    expect(await t.db.order.count({ where: { userId: same!.userId } })).toBe(1);

    const rivals = await Promise.all([order(different!, body, 'one-key'), order(different!, { subtotal: 3000, total: 3500 }, 'one-key')]);
    expect(kinds(rivals)).toEqual({ PlaceOrderPayload: 1, ConflictError: 1 });
    const conflict = rivals.find((result) => result.data?.placeOrder.__typename === 'ConflictError');
    expect(conflict?.data?.placeOrder).toMatchObject({ field: 'idempotencyKey' });
    expect(await t.db.order.count({ where: { userId: different!.userId } })).toBe(1);
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(96);
  });

  it("never loses an acknowledged write because another request's transaction rolled back", async () => {
    const product = await createProduct(t, { stock: 7 });
    const wanted = await createProduct(t, { stock: 7 });
    const [shopper] = await bulkShoppers(t, 1, product.id);
    let overHttp: Promise<GraphQLResponse<ResultOf<typeof ADD_TO_CART>>> | undefined;
    let direct: Promise<unknown> | undefined;

    const rolledBack = t.db.$transaction(async (tx) => {
      await tx.product.update({ where: { id: product.id }, data: { stock: 999 } });
      // Two writes from outside start while this transaction is open and has written.
      overHttp = t.graphql(ADD_TO_CART, { productId: productGlobalId(wanted.id) }, { token: shopper!.accessToken });
      direct = t.db.product.update({ where: { id: wanted.id }, data: { unit: 'changed outside' } });
      // More work inside (database calls only, no timers), then a failure.
      await tx.product.findMany({ take: 50, select: { id: true } });
      await tx.stockMovement.count();
      throw new Error('rolled back on purpose');
    });
    await expect(rolledBack).rejects.toThrow('rolled back on purpose');
    const acknowledged = await overHttp!;
    await direct;

    expect(acknowledged.data?.addToCart).toMatchObject({ __typename: 'AddToCartPayload', cartLine: { quantity: 1 } });
    expect(await t.db.cartLine.findUnique({ where: { userId_productId: { userId: shopper!.userId, productId: wanted.id } } })).toMatchObject({ quantity: 1 });
    expect(await t.db.product.findUniqueOrThrow({ where: { id: wanted.id } })).toMatchObject({ unit: 'changed outside' });
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(7);
  });

  it('keeps shoppers\' cart writes while failing orders roll back their stock around them', async () => {
    const plenty = await createProduct(t, { stock: 100 });
    const scarce = await createProduct(t, { stock: 0 });
    const extra = await createProduct(t, { stock: 100 });
    const buyers = await bulkShoppers(t, 20, plenty.id, 3);
    // Each cart also holds the sold-out product, so every order takes stock of the first line and then rolls back.
    await t.db.cartLine.createMany({ data: buyers.map((buyer) => ({ userId: buyer.userId, productId: scarce.id, quantity: 1 })) });
    const [orders, adds] = await Promise.all([
      Promise.all(buyers.map((buyer) => order(buyer, { subtotal: 4000, total: 4000 }))),
      Promise.all(buyers.map((buyer) => t.graphql(ADD_TO_CART, { productId: productGlobalId(extra.id) }, { token: buyer.accessToken }))),
    ]);
    expect(kinds(orders)).toEqual({ OutOfStockError: 20 });
    expect(adds.every((result) => result.data?.addToCart.__typename === 'AddToCartPayload')).toBe(true);
    expect(await t.db.cartLine.count({ where: { productId: extra.id } })).toBe(20);
    expect((await t.db.product.findUniqueOrThrow({ where: { id: plenty.id } })).stock).toBe(100);
    expect(await t.db.order.count({ where: { userId: { in: buyers.map((buyer) => buyer.userId) } } })).toBe(0);
  });
});
