import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let statements: string[] = [];
beforeAll(async () => {
  t = await startTestApp({}, { onQuery: (sql) => statements.push(sql) });
});
afterAll(() => t.close());

describe('catalogue queries', () => {
  it('lists categories and sub-categories sorted by name', async () => {
    const result = await t.graphql(`{ categories { name image slug subCategories { name } } subCategories { name categories { name } } }`);
    const names = result.data!.categories.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names.length).toBeGreaterThanOrEqual(12);
    const subNames = result.data!.subCategories.map((s: { name: string }) => s.name);
    expect(subNames).toEqual([...subNames].sort((a, b) => a.localeCompare(b)));
    expect(result.data!.subCategories.every((s: { categories: unknown[] }) => s.categories.length >= 1)).toBe(true);
  });

  it('lists the sub-categories of one category', async () => {
    const category = await t.db.category.findFirstOrThrow({ include: { subCategories: true } });
    const result = await t.graphql(`query($id: ID!) { subCategories(categoryId: $id) { databaseId } }`, { id: category.id });
    expect(result.data!.subCategories.map((s: { databaseId: string }) => s.databaseId).sort()).toEqual(category.subCategories.map((s) => s.id).sort());
  });

  it("pages through a category's products ('all') and one sub-category's, with totals", async () => {
    const sub = await t.db.subCategory.findFirstOrThrow({ where: { products: { some: {} } }, include: { categories: true } });
    const categoryId = sub.categories[0]!.id;
    const query = `query($c: ID!, $s: ID, $after: String) { products(categoryId: $c, subCategoryId: $s, first: 8, after: $after) {
      totalCount edges { node { databaseId categories { databaseId } subCategories { databaseId } } } pageInfo { hasNextPage endCursor } } }`;
    const all = await t.graphql(query, { c: categoryId, s: 'all' });
    expect(all.data!.products.totalCount).toBe(await t.db.product.count({ where: { deletedAt: null, categories: { some: { id: categoryId } } } }));
    const narrowed = await t.graphql(query, { c: categoryId, s: sub.id });
    const expected = await t.db.product.count({ where: { deletedAt: null, categories: { some: { id: categoryId } }, subCategories: { some: { id: sub.id } } } });
    expect(narrowed.data!.products.totalCount).toBe(expected);
    for (const edge of narrowed.data!.products.edges) {
      expect(edge.node.subCategories.map((s: { databaseId: string }) => s.databaseId)).toContain(sub.id);
    }
    if (all.data!.products.pageInfo.hasNextPage) {
      const next = await t.graphql(query, { c: categoryId, s: 'all', after: all.data!.products.pageInfo.endCursor });
      const firstIds = new Set(all.data!.products.edges.map((e: { node: { databaseId: string } }) => e.node.databaseId));
      expect(next.data!.products.edges.some((e: { node: { databaseId: string } }) => firstIds.has(e.node.databaseId))).toBe(false);
    }
  });

  it('shows 8 new arrivals, newest first, and a random selection', async () => {
    const result = await t.graphql(`{ newArrivals { databaseId createdAt } randomProducts(count: 10) { databaseId } }`);
    expect(result.data!.newArrivals).toHaveLength(8);
    const times = result.data!.newArrivals.map((p: { createdAt: string }) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(result.data!.randomProducts.map((p: { databaseId: string }) => p.databaseId)).size).toBe(10);
  });

  it('computes the shopper-facing price figures by the shop rules', async () => {
    const discounted = await t.db.product.findFirstOrThrow({ where: { discount: { gt: 0 }, onPromotion: false } });
    const now = new Date();
    const promoted = await t.db.product.findFirstOrThrow({ where: { onPromotion: true, promotionStartTime: { lte: now }, promotionEndTime: { gt: now } } });
    const query = `query($id: ID!) { product(id: $id) { price discount priceAfterDiscount effectivePrice discountPercent activePromotion { label price endsAt } lowStock } }`;
    const a = (await t.graphql(query, { id: discounted.id })).data!.product;
    const expectedAfter = discounted.price - Math.ceil((discounted.price * discounted.discount) / 100);
    expect(a).toMatchObject({ priceAfterDiscount: expectedAfter, effectivePrice: expectedAfter, activePromotion: null });
    const b = (await t.graphql(query, { id: promoted.id })).data!.product;
    expect(b.effectivePrice).toBe(promoted.promotionPrice);
    expect(b.activePromotion).toEqual({ label: promoted.promotionLabel, price: promoted.promotionPrice, endsAt: promoted.promotionEndTime!.toISOString() });
    expect(b.lowStock).toBe(false);
  });

  it('flags low stock below the threshold, but not at zero stock or on promotion', async () => {
    const low = await t.db.product.findFirstOrThrow({ where: { stock: { gt: 0, lt: 5 }, onPromotion: false, stockAlertThreshold: 5 } });
    const empty = await t.db.product.findFirstOrThrow({ where: { stock: 0 } });
    const query = `query($id: ID!) { product(id: $id) { stock lowStock } }`;
    expect((await t.graphql(query, { id: low.id })).data!.product.lowStock).toBe(true);
    expect((await t.graphql(query, { id: empty.id })).data!.product).toEqual({ stock: 0, lowStock: false });
  });

  it("shows the 'Code' badge to shoppers without revealing the code, and the code to admins only", async () => {
    const withCode = await t.db.product.findFirstOrThrow({ where: { promoCode: { is: { OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }] } } } });
    const result = await t.graphql(`query($id: ID!) { product(id: $id) { hasPromoCode promoCode { code } } }`, { id: withCode.id });
    expect(result.errors).toBeUndefined();
    expect(result.data!.product).toEqual({ hasPromoCode: true, promoCode: null });
  });

  it('answers null for an unknown or deleted product', async () => {
    const deleted = await t.db.product.findFirstOrThrow();
    await t.db.product.update({ where: { id: deleted.id }, data: { deletedAt: new Date() } });
    for (const id of ['no-such-product', deleted.id]) {
      expect((await t.graphql(`query($id: ID!) { product(id: $id) { name } }`, { id })).data!.product).toBeNull();
    }
  });

  it('resolves products through the Relay node field', async () => {
    const listed = await t.graphql(`{ newArrivals { id name } }`);
    const { id, name } = listed.data!.newArrivals[0];
    const node = await t.graphql(`query($id: ID!) { node(id: $id) { ... on Product { name } } }`, { id });
    expect(node.data!.node).toEqual({ name });
  });

  it('lists 20 products with their categories in a bounded number of SQL statements (no N+1)', async () => {
    const category = await t.db.category.findFirstOrThrow({ where: { products: { some: {} } } });
    const query = `query($c: ID!, $n: Int!) { products(categoryId: $c, first: $n) { totalCount edges { node {
      name effectivePrice hasPromoCode averageRating reviewCount images categories { name } subCategories { name } } } } }`;
    statements = [];
    await t.graphql(query, { c: category.id, n: 2 });
    const forTwo = statements.length;
    statements = [];
    const result = await t.graphql(query, { c: category.id, n: 20 });
    const forTwenty = statements.length;
    expect(result.data!.products.edges.length).toBeGreaterThan(2);
    // The same statements whatever the page size: nothing runs once per product.
    expect(forTwenty).toBe(forTwo);
    expect(forTwenty).toBeLessThanOrEqual(8);
  });
});
