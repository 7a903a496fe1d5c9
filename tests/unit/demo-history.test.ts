import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../prisma/seed/catalogue.js';
import { DEMO_HISTORY, type HistoryInput, type HistoryProduct, planHistory } from '../../prisma/seed/history.js';

const products: HistoryProduct[] = buildCatalogue().products.map((product, index) => ({
  id: `product-${index}`,
  name: product.name,
  nameRw: product.nameRw,
  nameFr: product.nameFr,
  unit: product.unit,
  images: [],
  price: product.price,
  discount: product.discount,
  onPromotion: false,
  promotionStartTime: null,
  promotionEndTime: null,
  promotionPrice: null,
  stock: product.stock,
  categories: [],
  promoCode: null,
}));
const zones = ['Gasabo', 'Kicukiro', 'Musanze', 'Nyarugenge'].map((district) => ({ district, charge: 0, leadDays: 3, sameDayCutoffHour: null }));

function input(now: Date, options = DEMO_HISTORY): HistoryInput {
  return { products, zones, adminIds: ['admin'], passwordHash: 'hash', now, options };
}

describe('the demo history plan', () => {
  it('is the same for the same seed and date, and another for another seed', () => {
    const now = new Date('2026-11-28T00:10:00Z');
    expect(planHistory(input(now))).toEqual(planHistory(input(now)));
    const other = planHistory(input(now, { ...DEMO_HISTORY, seed: DEMO_HISTORY.seed + 1 }));
    expect(other.orders.map((order) => order.total)).not.toEqual(planHistory(input(now)).orders.map((order) => order.total));
  });

  it('has orders of every status, and a few unread, whatever the day of the week and the hour it is seeded', () => {
    for (let day = 0; day < 7; day += 1) {
      for (const kigaliHour of [2, 8, 13, 19]) {
        const now = new Date(Date.UTC(2026, 10, 23 + day, kigaliHour - 2, 30));
        const plan = planHistory(input(now));
        const statuses = new Set(plan.orders.map((order) => order.status));
        expect([...statuses].sort(), now.toISOString()).toEqual(['CANCELLED', 'DELIVERED', 'PENDING', 'PROCESSING', 'SHIPPED']);
        const unread = plan.orders.filter((order) => (order.createdAt as Date) > plan.readMarkers[0]!.lastReadAt).length;
        expect(unread, now.toISOString()).toBeGreaterThan(0);
      }
    }
    // 28 whole plans: about 2 s on a quiet machine, more on a busy one.
  }, 60_000);

  it('sells staples more often than treats, in baskets of 1 to 12 lines', () => {
    const catalogue = buildCatalogue();
    const withAisles = products.map((product, index) => ({
      ...product,
      categories: catalogue.products[index]!.categoryKeys.map((key) => catalogue.categories.find((category) => category.key === key)!.name),
    }));
    const plan = planHistory({ ...input(new Date('2026-11-28T00:10:00Z')), products: withAisles });
    const unitsIn = (aisle: string) => {
      const ids = new Set(withAisles.filter((product) => product.categories.includes(aisle)).map((product) => product.id));
      return plan.lines.filter((line) => ids.has(line.productId)).reduce((sum, line) => sum + line.quantity, 0) / ids.size;
    };
    expect(unitsIn('Rice, Flour & Grains')).toBeGreaterThan(2 * unitsIn('Snacks & Sweets'));
    const lineCounts = new Map<string, number>();
    for (const line of plan.lines) lineCounts.set(line.orderId, (lineCounts.get(line.orderId) ?? 0) + 1);
    expect(Math.min(...lineCounts.values())).toBe(1);
    expect(Math.max(...lineCounts.values())).toBe(12);
  });

  it('grows with --orders: more orders, more shoppers, the same span', () => {
    const plan = planHistory(input(new Date('2026-11-28T00:10:00Z'), { ...DEMO_HISTORY, orders: 5_000 }));
    expect(plan.orders).toHaveLength(5_000);
    expect(plan.users.length).toBe(250);
    expect(new Set(plan.users.map((user) => user.email)).size).toBe(250);
    expect(new Set(plan.users.map((user) => user.mobile)).size).toBe(250);
    expect(plan.lastOrderNumber).toBe(5_000);
  });
});
