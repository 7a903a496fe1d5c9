import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../helpers/admin.js';
import { globalId } from '../../helpers/catalog.js';
import { rest } from '../../helpers/rest.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { TEST_POSTGRES_URL } from '../../helpers/test-env.js';
import { graphql, having } from '../../helpers/graphql.js';
import { SqliteQueryCompiler } from 'kysely';
import { compileStep, type SqlStep } from '../../../server/database/sql-program.js';
import { listingPage } from '../../../server/modules/catalog/catalog-reads.sql.js';

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
    const category = await t.db.category.findFirstOrThrow({ where: { products: { some: {} } } });
    // The statement the category listing runs for its first page (8 products and one more to tell whether a next
    // page exists), then for the page after a product: its plan, with the values bound as the listing binds them.
    const last = await t.db.product.findFirstOrThrow({ where: { categories: { some: { id: category.id } } }, orderBy: { createdAt: 'asc' } });
    for (const window of [{ take: 9 }, { take: 9, skip: 1, cursor: { id: last.id } }]) {
      const step = listingPage({ categoryId: category.id }, window).next();
      expect(step.done).toBe(false);
      const statement = compileStep(new SqliteQueryCompiler(), step.value as SqlStep);
      expect(statement.sql).toMatch(/order by "p"\."createdAt" desc, "p"\."id" desc/);
      const plan = await t.db.$queryRawUnsafe<{ detail: string }[]>(`EXPLAIN QUERY PLAN ${statement.sql}`, ...statement.parameters);
      const details = plan.map((row) => row.detail);
      expect(details.some((detail) => /SCAN (main\.)?p USING INDEX Product_createdAt_id_idx/.test(detail))).toBe(true);
      expect(details.some((detail) => detail.includes('TEMP B-TREE'))).toBe(false);
    }
  });
});
