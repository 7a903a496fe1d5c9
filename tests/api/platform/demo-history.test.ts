import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HISTORY, seedHistory } from '../../../prisma/seed/history.js';
import { DEMO_SHOPPER } from '../../../prisma/seed.js';
import { canonicalVillage } from '../../../server/lib/rwanda-locations.js';
import { adminToken } from '../../helpers/admin.js';
import { LOGIN } from '../../helpers/auth.js';
import { addToCart, createProduct, placeOrder, shopperWithAddress } from '../../helpers/shop-fixtures.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { graphql } from '../../helpers/graphql.js';

// A Tuesday, 12:30 in Kigali: the history's last orders are still on their way.
const NOW = new Date('2026-11-24T10:30:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/** A demo shop with its history, seeded at NOW on a fresh copy of the catalogue. */
async function shopWithHistory(): Promise<TestApp> {
  const t = await startTestApp();
  const { passwordHash } = await t.db.user.findUniqueOrThrow({ where: { email: DEMO_SHOPPER.email }, select: { passwordHash: true } });
  await seedHistory(t.app.services.db, DEMO_HISTORY, NOW, passwordHash);
  return t;
}

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await shopWithHistory();
  admin = await adminToken(t);
});

afterAll(async () => {
  await t?.close();
});

describe('the demo history', () => {
  it('bills every order as its lines add up: subtotal, promo discount, delivery charge, total', async () => {
    const orders = await t.db.order.findMany({ include: { lines: true } });
    expect(orders.length).toBe(DEMO_HISTORY.orders);
    for (const order of orders) {
      expect(order.lines.length).toBeGreaterThanOrEqual(1);
      expect(order.lines.length).toBeLessThanOrEqual(12);
      const sum = (pick: (line: (typeof order.lines)[number]) => number) => order.lines.reduce((total, line) => total + pick(line), 0);
      for (const line of order.lines) expect(line.lineTotal).toBe(line.unitPrice * line.quantity - line.discountTotal);
      expect(order.subtotal).toBe(sum((line) => line.unitPrice * line.quantity));
      expect(order.originalSubtotal).toBe(sum((line) => line.originalUnitPrice * line.quantity));
      expect(order.discountTotal).toBe(sum((line) => line.discountTotal));
      expect(order.total).toBe(order.subtotal - order.discountTotal + order.deliveryCharge);
      expect(order.promoCodeText !== null).toBe(order.discountTotal > 0);
    }
    // Some shoppers used codes, and every use is counted on its code, within its limit.
    expect(orders.some((order) => order.discountTotal > 0)).toBe(true);
    const codes = await t.db.promoCode.findMany({ include: { redemptions: true } });
    for (const code of codes) {
      const held = code.redemptions.filter((redemption) => redemption.releasedAt === null).reduce((sum, redemption) => sum + redemption.units, 0);
      expect(code.usedCount, code.code).toBe(held);
      if (code.usageLimit !== null) expect(code.usedCount).toBeLessThanOrEqual(code.usageLimit);
    }
  });

  it("leaves every product's stock equal to its ledger, never below zero on the way", async () => {
    const products = await t.db.product.findMany({ select: { id: true, name: true, stock: true, stockMovements: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } } });
    let sold = 0;
    for (const product of products) {
      expect(product.stockMovements[0]?.reason, product.name).toBe('INITIAL_STOCK');
      let running = 0;
      for (const movement of product.stockMovements) {
        running += movement.delta;
        expect(movement.stockAfter, product.name).toBe(running);
        expect(running).toBeGreaterThanOrEqual(0);
      }
      expect(product.stock, product.name).toBe(running);
      if (product.stockMovements.length > 1) sold += 1;
    }
    expect(sold).toBeGreaterThan(100);
    // Cancelled orders gave their stock back; the others took it.
    const cancelled = await t.db.order.findMany({ where: { status: 'CANCELLED' }, include: { lines: true, stockMovements: true } });
    for (const order of cancelled) {
      expect(order.stockMovements.filter((movement) => movement.reason === 'ORDER_CANCELLED').reduce((sum, movement) => sum + movement.delta, 0)).toBe(
        order.lines.reduce((sum, line) => sum + line.quantity, 0),
      );
    }
  });

  it('delivers only to served districts, at real Rwandan addresses, with the zone’s estimate', async () => {
    const served = (await t.db.deliveryZone.findMany({ where: { served: true }, select: { district: true } })).map((zone) => zone.district);
    const orders = await t.db.order.findMany({ select: { district: true, sector: true, village: true, createdAt: true, estimatedDeliveryDate: true } });
    for (const order of orders) {
      expect(served).toContain(order.district);
      expect(canonicalVillage(order.district, order.sector, order.village)).toBe(order.village);
      expect(order.estimatedDeliveryDate.getTime()).toBeGreaterThan(order.createdAt.getTime());
    }
    expect(new Set(orders.map((order) => order.district)).size).toBe(served.length);
  });

  it('has orders of every status as a shop would: mostly delivered (and paid), some cancelled, the newest still open', async () => {
    const orders = await t.db.order.findMany({ select: { status: true, paymentState: true, createdAt: true, statusChanges: { orderBy: { createdAt: 'asc' } } } });
    const count = (status: string) => orders.filter((order) => order.status === status).length;
    expect(count('DELIVERED') / orders.length).toBeGreaterThan(0.8);
    expect(count('CANCELLED')).toBeGreaterThan(0);
    for (const status of ['PENDING', 'PROCESSING', 'SHIPPED']) expect(count(status), status).toBeGreaterThan(0);
    for (const order of orders) {
      expect(order.createdAt.getTime()).toBeLessThan(NOW.getTime());
      if (order.status === 'PENDING' || order.status === 'PROCESSING') expect(NOW.getTime() - order.createdAt.getTime()).toBeLessThan(3 * DAY_MS);
      // Cash on delivery: paid exactly when delivered.
      expect(order.paymentState).toBe(order.status === 'DELIVERED' ? 'PAID' : 'UNPAID');
      // The status history starts at Pending and ends at the status.
      expect(order.statusChanges[0]).toMatchObject({ fromStatus: null, toStatus: 'PENDING' });
      expect(order.statusChanges.at(-1)!.toStatus).toBe(order.status);
    }
    // The span: about 90 days, ending today.
    const oldest = Math.min(...orders.map((order) => order.createdAt.getTime()));
    expect(NOW.getTime() - oldest).toBeGreaterThan(85 * DAY_MS);
  });

  it('marks a review verified exactly when its author received the product, and keeps the product ratings true', async () => {
    const reviews = await t.db.review.findMany({ select: { userId: true, productId: true, stars: true, verifiedPurchase: true, comment: true } });
    expect(reviews.length).toBeGreaterThan(50);
    expect(reviews.some((review) => !review.verifiedPurchase)).toBe(true);
    const delivered = await t.db.orderLine.findMany({ where: { order: { status: 'DELIVERED' } }, select: { productId: true, order: { select: { userId: true } } } });
    const received = new Set(delivered.map((line) => `${line.order.userId} ${line.productId}`));
    for (const review of reviews) {
      expect(review.verifiedPurchase).toBe(received.has(`${review.userId} ${review.productId}`));
      expect(review.stars).toBeGreaterThanOrEqual(1);
      expect(review.stars).toBeLessThanOrEqual(5);
    }
    // Comments in the shop's three languages.
    const comments = reviews.map((review) => review.comment);
    expect(comments).toContain('Ni byiza cyane, nzongera ngure.');
    expect(comments.some((comment) => /é|è|ç|à/.test(comment))).toBe(true);
    const products = await t.db.product.findMany({ where: { reviews: { some: {} } }, select: { ratingCount: true, ratingTotal: true, reviews: { select: { stars: true } } } });
    for (const product of products) {
      expect(product.ratingCount).toBe(product.reviews.length);
      expect(product.ratingTotal).toBe(product.reviews.reduce((sum, review) => sum + review.stars, 0));
    }
  });

  it('shows the admin three months of sales, both top-5 tables, and a few unread orders', async () => {
    const result = await t.graphql(
      graphql(`{ salesAnalytics { totalOrders salesByMonth { year month totalSales } topProducts { totalSold } topCustomers { totalSpent } }
         unreadOrders { count }
         adminOrders(first: 5) { totalCount } }`),
      {},
      { token: admin },
    );
    const { salesAnalytics, unreadOrders, adminOrders } = result.data!;
    expect(salesAnalytics.salesByMonth.length).toBeGreaterThanOrEqual(3);
    expect(salesAnalytics.topProducts).toHaveLength(5);
    expect(salesAnalytics.topCustomers).toHaveLength(5);
    expect(adminOrders.totalCount).toBe(DEMO_HISTORY.orders);
    expect(unreadOrders.count).toBeGreaterThan(0);
    expect(unreadOrders.count).toBeLessThan(30);
  });

  it("lets a demo shopper sign in with the demo password, and a new order follows the history's numbers", async () => {
    const shopper = await t.db.user.findFirstOrThrow({ where: { email: { endsWith: '@demo.isoko.rw' } }, orderBy: { email: 'asc' } });
    const login = await t.graphql(LOGIN, { input: { email: shopper.email, password: DEMO_SHOPPER.password } });
    expect(login.data?.login.__typename).toBe('LoginPayload');

    const buyer = await shopperWithAddress(t);
    const product = await createProduct(t, { stock: 5 });
    await addToCart(t, buyer.accessToken, product.id, 2);
    const placed = await placeOrder(t, buyer);
    expect(placed.data?.placeOrder.__typename).toBe('PlaceOrderPayload');
    const order = await t.db.order.findFirstOrThrow({ where: { userId: buyer.userId } });
    expect(order.number).toBe(DEMO_HISTORY.orders + 1);
  });

  it('is the same shop for the same seed and date', async () => {
    const again = await shopWithHistory();
    try {
      const rows = async (app: TestApp) => ({
        users: await app.db.user.findMany({ where: { email: { endsWith: '@demo.isoko.rw' } }, orderBy: { id: 'asc' }, omit: { passwordHash: true, updatedAt: true, lastLoginDate: true } }),
        orders: await app.db.order.findMany({ orderBy: { number: 'asc' }, include: { lines: { orderBy: { lineNumber: 'asc' } }, statusChanges: true } }),
        reviews: await app.db.review.findMany({ orderBy: { id: 'asc' } }),
        ledger: await app.db.stockMovement.findMany({ where: { orderId: { not: null } }, orderBy: { id: 'asc' } }),
      });
      // The first shop has had one more order since; compare the history.
      const first = await rows(t);
      first.orders = first.orders.slice(0, DEMO_HISTORY.orders);
      const second = await rows(again);
      expect(second.orders).toEqual(first.orders);
      expect(second.users).toEqual(first.users);
      expect(second.reviews).toEqual(first.reviews);
      expect(second.ledger).toEqual(first.ledger.filter((movement) => second.ledger.some((other) => other.id === movement.id)));
      expect(second.ledger.length).toBe(first.ledger.length - 1);
    } finally {
      await again.close();
    }
  });
});
