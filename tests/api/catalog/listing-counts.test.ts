import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../helpers/admin.js';
import { globalId } from '../../helpers/catalog.js';
import { rest } from '../../helpers/rest.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { TEST_POSTGRES_URL } from '../../helpers/test-env.js';
import { graphql, having } from '../../helpers/graphql.js';

// Listing counts are read from the link tables minus deleted products (catalog.service countListing):
// they must agree with the products a shopper can see, before and after a product leaves the shop.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t);
});
afterAll(() => t.close());

const LISTING = graphql(`query($id: ID!, $sub: ID) { node(id: $id) { ... on Category { products(subCategoryId: $sub, first: 100) { totalCount edges { node { databaseId } } } } } }`);

async function listing(categoryId: string, subCategoryId?: string) {
  const result = await t.graphql(LISTING, { id: globalId('Category', categoryId), sub: subCategoryId ? globalId('SubCategory', subCategoryId) : null });
  expect(result.errors).toBeUndefined();
  const products = having(result.data!.node, 'products').products;
  return { totalCount: products.totalCount, ids: products.edges.map((edge) => edge.node.databaseId) };
}

describe('category listing counts', () => {
  it('match the live products listed, for a category and for one of its sub-categories, before and after a delete', async () => {
    const subCategory = await t.db.subCategory.findFirstOrThrow({ where: { name: 'Fresh & Long Life Milk' }, include: { categories: true } });
    const categoryId = subCategory.categories[0]!.id;
    const before = await listing(categoryId);
    const beforeSub = await listing(categoryId, subCategory.id);
    expect(before.totalCount).toBe(before.ids.length);
    expect(beforeSub.totalCount).toBe(beforeSub.ids.length);
    expect(beforeSub.totalCount).toBeGreaterThan(1);

    const deleted = await t.graphql(graphql(`mutation($id: ID!) { deleteProduct(input: { id: $id }) { __typename } }`), { id: globalId('Product', beforeSub.ids[0]!) }, { token: admin });
    expect(deleted.data!.deleteProduct.__typename).toBe('DeleteProductPayload');

    const after = await listing(categoryId);
    const afterSub = await listing(categoryId, subCategory.id);
    expect(after.totalCount).toBe(before.totalCount - 1);
    expect(afterSub.totalCount).toBe(beforeSub.totalCount - 1);
    expect(afterSub.ids).not.toContain(beforeSub.ids[0]);
    const rest_ = await rest(t, 'POST', '/product/get-pruduct-by-category-and-subcategory', { body: { categoryId, subCategoryId: subCategory.id } });
    expect(rest_.body.totalCount).toBe(afterSub.totalCount);
    const restCategory = await rest(t, 'POST', '/product/get-product-by-category', { body: { id: categoryId } });
    expect(restCategory.body.totalCount).toBe(after.totalCount);
  });

  it('count nothing for a sub-category outside the category', async () => {
    const milk = await t.db.subCategory.findFirstOrThrow({ where: { name: 'Fresh & Long Life Milk' } });
    const beverages = await t.db.category.findFirstOrThrow({ where: { name: 'Beverages' } });
    expect(await listing(beverages.id, milk.id)).toEqual({ totalCount: 0, ids: [] });
  });
});

// SQLite's query plan: it has no statistics, so the plan is fixed by the schema and checked here. PostgreSQL plans
// by its statistics (at the seed's size it rightly reads the table and sorts in memory), so this is SQLite's alone.
describe.skipIf(Boolean(TEST_POSTGRES_URL))('the newest-first listing query on SQLite', () => {
  it('walks the (createdAt, id) index in order and never sorts, so a page costs the same at any catalogue size', async () => {
    const queries: string[] = [];
    const logged = await startTestApp({}, { onQuery: (sql) => queries.push(sql) });
    try {
      const category = await logged.db.category.findFirstOrThrow({ where: { products: { some: {} } } });
      const page = await logged.graphql(graphql(`query($id: ID!) { node(id: $id) { ... on Category { products(first: 8) { edges { node { databaseId } } } } } }`), {
        id: globalId('Category', category.id),
      });
      expect(page.errors).toBeUndefined();
      const listingSql = queries.find((sql) => sql.includes('_CategoryToProduct') && /ORDER BY .*createdAt. DESC/.test(sql));
      expect(listingSql).toBeDefined();
      // Prisma binds its parameters; the plan is the same with the category id and the page size in their place.
      let index = 0;
      const values = [category.id, 9, 0];
      const bound = listingSql!.replace(/\?/g, () => `'${values[index++]}'`.replace(/^'(\d+)'$/, '$1'));
      const plan = await logged.db.$queryRawUnsafe<{ detail: string }[]>(`EXPLAIN QUERY PLAN ${bound}`);
      const details = plan.map((step) => step.detail);
      expect(details).toContain('SCAN main.Product USING INDEX Product_createdAt_id_idx');
      expect(details.some((detail) => detail.includes('TEMP B-TREE'))).toBe(false);
    } finally {
      await logged.close();
    }
  });
});
