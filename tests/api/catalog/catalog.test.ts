import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalId } from '../../helpers/catalog.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { graphql } from '../../helpers/graphql.js';

let t: TestApp;
let statements: string[] = [];
beforeAll(async () => {
  t = await startTestApp({}, { onQuery: (sql) => statements.push(sql) });
});
afterAll(() => t.close());

describe('catalogue queries', () => {
  it('lists categories and sub-categories sorted by name', async () => {
    const result = await t.graphql(graphql(`{ categories { name image slug subCategories { name } } subCategories { name categories { name } } }`));
    const names = result.data!.categories.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names.length).toBeGreaterThanOrEqual(12);
    const subNames = result.data!.subCategories.map((s: { name: string }) => s.name);
    expect(subNames).toEqual([...subNames].sort((a, b) => a.localeCompare(b)));
    expect(result.data!.subCategories.every((s: { categories: unknown[] }) => s.categories.length >= 1)).toBe(true);
  });

  it('lists the sub-categories of one category', async () => {
    const category = await t.db.category.findFirstOrThrow({ include: { subCategories: true } });
    const result = await t.graphql(graphql(`query($id: ID!) { subCategories(categoryId: $id) { databaseId } }`), { id: globalId('Category', category.id) });
    expect(result.data!.subCategories.map((s: { databaseId: string }) => s.databaseId).sort()).toEqual(category.subCategories.map((s) => s.id).sort());
  });

  it("pages through a category's products (all, or one sub-category's) from the Category, with totals", async () => {
    const sub = await t.db.subCategory.findFirstOrThrow({ where: { products: { some: {} } }, include: { categories: true } });
    const categoryId = sub.categories[0]!.id;
    const query = graphql(`query($c: ID!, $s: ID, $after: String) { category(databaseId: $c) { products(subCategoryId: $s, first: 8, after: $after) {
      totalCount edges { node { databaseId categories { databaseId } subCategories { databaseId } } } pageInfo { hasNextPage endCursor } } } }`);
    const all = await t.graphql(query, { c: categoryId });
    expect(all.data!.category!.products.totalCount).toBe(await t.db.product.count({ where: { deletedAt: null, categories: { some: { id: categoryId } } } }));
    const narrowed = await t.graphql(query, { c: categoryId, s: globalId('SubCategory', sub.id) });
    const expected = await t.db.product.count({ where: { deletedAt: null, categories: { some: { id: categoryId } }, subCategories: { some: { id: sub.id } } } });
    expect(narrowed.data!.category!.products.totalCount).toBe(expected);
    for (const edge of narrowed.data!.category!.products.edges) {
      expect(edge.node.subCategories.map((s: { databaseId: string }) => s.databaseId)).toContain(sub.id);
    }
    if (all.data!.category!.products.pageInfo.hasNextPage) {
      const next = await t.graphql(query, { c: categoryId, after: all.data!.category!.products.pageInfo.endCursor });
      const firstIds = new Set(all.data!.category!.products.edges.map((e: { node: { databaseId: string } }) => e.node.databaseId));
      expect(next.data!.category!.products.edges.some((e: { node: { databaseId: string } }) => firstIds.has(e.node.databaseId))).toBe(false);
    }
  });

  it('lists a category newest first, 8 to a page by default, leaving deleted products out', async () => {
    const category = await t.db.category.findFirstOrThrow({ where: { products: { some: { deletedAt: null } } } });
    const newest = await t.db.product.findFirstOrThrow({ where: { deletedAt: null, categories: { some: { id: category.id } } }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    const query = graphql(`query($c: ID!) { category(databaseId: $c) { products { totalCount edges { node { databaseId createdAt } } } } }`);
    const before = (await t.graphql(query, { c: category.id })).data!.category!.products;
    expect(before.edges.length).toBe(Math.min(8, before.totalCount));
    const times = before.edges.map((e: { node: { createdAt: string } }) => Date.parse(e.node.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(before.edges[0]!.node.databaseId).toBe(newest.id);
    const links = await t.db.product.findUniqueOrThrow({ where: { id: newest.id }, select: { categories: { select: { id: true } }, subCategories: { select: { id: true } } } });
    await t.db.product.update({ where: { id: newest.id }, data: { deletedAt: new Date() } });
    const after = (await t.graphql(query, { c: category.id })).data!.category!.products;
    expect(after.totalCount).toBe(before.totalCount - 1);
    expect(after.edges.map((e: { node: { databaseId: string } }) => e.node.databaseId)).not.toContain(newest.id);
    // A deleted product leaves its categories (a trigger does it, whatever wrote deletedAt); put it back as it was.
    expect(await t.db.product.findUniqueOrThrow({ where: { id: newest.id }, select: { categories: true } })).toEqual({ categories: [] });
    await t.db.product.update({ where: { id: newest.id }, data: { deletedAt: null, categories: { connect: links.categories }, subCategories: { connect: links.subCategories } } });
  });

  it('shows 8 new arrivals, newest first, and a random selection', async () => {
    const result = await t.graphql(graphql(`{ newArrivals { databaseId createdAt } randomProducts(count: 10) { databaseId } }`));
    expect(result.data!.newArrivals).toHaveLength(8);
    const times = result.data!.newArrivals.map((p: { createdAt: string }) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(result.data!.randomProducts.map((p: { databaseId: string }) => p.databaseId)).size).toBe(10);
  });

  it('computes the shopper-facing price figures by the shop rules', async () => {
    const discounted = await t.db.product.findFirstOrThrow({ where: { discount: { gt: 0 }, onPromotion: false } });
    const now = new Date();
    const promoted = await t.db.product.findFirstOrThrow({ where: { onPromotion: true, promotionStartTime: { lte: now }, promotionEndTime: { gt: now } } });
    const query = graphql(`query($id: ID!) { product(databaseId: $id) { price discount priceAfterDiscount effectivePrice discountPercent activePromotion { label price endsAt } lowStock } }`);
    const a = (await t.graphql(query, { id: discounted.id })).data!.product;
    const expectedAfter = discounted.price - Math.ceil((discounted.price * discounted.discount) / 100);
    expect(a).toMatchObject({ priceAfterDiscount: expectedAfter, effectivePrice: expectedAfter, activePromotion: null });
    const b = (await t.graphql(query, { id: promoted.id })).data!.product;
    expect(b!.effectivePrice).toBe(promoted.promotionPrice);
    expect(b!.activePromotion).toEqual({ label: promoted.promotionLabel, price: promoted.promotionPrice, endsAt: promoted.promotionEndTime!.toISOString() });
    expect(b!.lowStock).toBe(false);
  });

  it('flags low stock below the threshold, but not at zero stock or on promotion', async () => {
    const low = await t.db.product.findFirstOrThrow({ where: { stock: { gt: 0, lt: 5 }, onPromotion: false, stockAlertThreshold: 5 } });
    const empty = await t.db.product.findFirstOrThrow({ where: { stock: 0 } });
    const query = graphql(`query($id: ID!) { product(databaseId: $id) { stock lowStock } }`);
    expect((await t.graphql(query, { id: low.id })).data!.product!.lowStock).toBe(true);
    expect((await t.graphql(query, { id: empty.id })).data!.product).toEqual({ stock: 0, lowStock: false });
  });

  it("shows the 'Code' badge to shoppers without revealing the code, and the code to admins only", async () => {
    const withCode = await t.db.product.findFirstOrThrow({ where: { promoCode: { is: { OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }] } } } });
    const result = await t.graphql(graphql(`query($id: ID!) { product(databaseId: $id) { hasPromoCode promoCode { code } } }`), { id: withCode.id });
    expect(result.errors).toBeUndefined();
    expect(result.data!.product).toEqual({ hasPromoCode: true, promoCode: null });
  });

  it('answers null for an unknown or deleted product, by URL id and through node(id:) and nodes(ids:)', async () => {
    const deleted = await t.db.product.findFirstOrThrow({ where: { deletedAt: null } });
    const live = await t.db.product.findFirstOrThrow({ where: { deletedAt: null, id: { not: deleted.id } } });
    const byNode = graphql(`query($id: ID!) { node(id: $id) { id ... on Product { name } } }`);
    expect((await t.graphql(byNode, { id: globalId('Product', deleted.id) })).data!.node).toEqual({ id: globalId('Product', deleted.id), name: deleted.name });
    await t.db.product.update({ where: { id: deleted.id }, data: { deletedAt: new Date() } });
    for (const id of ['no-such-product', deleted.id]) {
      expect((await t.graphql(graphql(`query($id: ID!) { product(databaseId: $id) { name } }`), { id })).data!.product).toBeNull();
      const node = await t.graphql(byNode, { id: globalId('Product', id) });
      expect(node.errors).toBeUndefined();
      expect(node.data!.node).toBeNull();
    }
    const nodes = await t.graphql(graphql(`query($ids: [ID!]!) { nodes(ids: $ids) { ... on Product { name } } }`), { ids: [globalId('Product', live.id), globalId('Product', deleted.id)] });
    expect(nodes.errors).toBeUndefined();
    expect(nodes.data!.nodes).toEqual([{ name: live.name }, null]);
  });

  it('resolves products, categories and sub-categories through the Relay node field', async () => {
    const listed = await t.graphql(graphql(`{ newArrivals { id name categories { id name } subCategories { id name } } }`));
    const product = listed.data!.newArrivals.find((p: { subCategories: unknown[] }) => p.subCategories.length > 0);
    const node = await t.graphql(graphql(`query($id: ID!) { node(id: $id) { ... on Product { name } ... on Category { name } ... on SubCategory { name } } }`), { id: product!.id });
    expect(node.data!.node).toEqual({ name: product!.name });
    for (const other of [product!.categories[0], product!.subCategories[0]]) {
      expect((await t.graphql(graphql(`query($id: ID!) { node(id: $id) { ... on Category { name } ... on SubCategory { name } } }`), { id: other!.id })).data!.node).toEqual({ name: other!.name });
    }
  });

  it('shows an ended promotion as over even before the cleanup has run', async () => {
    const now = Date.now();
    const ended = await t.db.product.findFirstOrThrow({ where: { deletedAt: null, onPromotion: true, promotionEndTime: { lte: new Date(now) }, promotionPrice: { not: null } } });
    const expected = ended.price - Math.ceil((ended.price * ended.discount) / 100);
    const query = graphql(`query($id: ID!) { product(databaseId: $id) { onPromotion effectivePrice priceAfterDiscount discountPercent activePromotion { price } } }`);
    const product = (await t.graphql(query, { id: ended.id })).data!.product;
    // The stored setting is still on (no cleanup yet); what shoppers see follows the end time.
    expect(product).toEqual({ onPromotion: true, effectivePrice: expected, priceAfterDiscount: expected, discountPercent: Math.floor(((ended.price - expected) * 100) / ended.price), activePromotion: null });
    const listed = await t.graphql(graphql(`query($id: ID!) { node(id: $id) { ... on Product { effectivePrice activePromotion { price } } } }`), { id: globalId('Product', ended.id) });
    expect(listed.data!.node).toEqual({ effectivePrice: expected, activePromotion: null });
  });

  it('has no public promotion cleanup mutation (reads follow promotion times themselves)', async () => {
    // A mutation the schema must not have: sent as text, unchecked.
    const result = await t.graphqlText('mutation { cleanupExpiredPromotions { __typename } }');
    expect(result.errors?.[0]?.message).toMatch(/Cannot query field "cleanupExpiredPromotions"/);
  });

  it('lists 20 products with their categories in a bounded number of SQL statements (no N+1)', async () => {
    const category = await t.db.category.findFirstOrThrow({ where: { products: { some: {} } } });
    const query = graphql(`query($c: ID!, $n: Int!) { category(databaseId: $c) { products(first: $n) { totalCount edges { node {
      name effectivePrice hasPromoCode averageRating reviewCount images categories { name } subCategories { name } } } } } }`);
    statements = [];
    await t.graphql(query, { c: category.id, n: 2 });
    const forTwo = statements.length;
    statements = [];
    const result = await t.graphql(query, { c: category.id, n: 20 });
    const forTwenty = statements.length;
    expect(result.data!.category!.products.edges.length).toBeGreaterThan(2);
    // The same statements whatever the page size: nothing runs once per product.
    expect(forTwenty).toBe(forTwo);
    expect(forTwenty).toBeLessThanOrEqual(8);
  });
});
