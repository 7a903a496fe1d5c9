import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalId } from '../../helpers/catalog.js';
import { graphql } from '../../helpers/graphql.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

// A category's products and a product's reviews are read page by page with prepared statements: walked forwards
// and backwards, with rows sharing a creation time, the pages must hold exactly the ORM's newest-first order.
let t: TestApp;
const SAME_TIME = new Date('2026-03-01T09:00:00.000Z');
let categoryId: string;
let subCategoryId: string;
let productId: string;

beforeAll(async () => {
  t = await startTestApp();
  const category = await t.db.category.create({ data: { name: 'Paging shelf', image: '/uploads/shelf.webp' } });
  const sub = await t.db.subCategory.create({ data: { name: 'Paging sub-shelf', image: '/uploads/shelf.webp', categories: { connect: { id: category.id } } } });
  categoryId = category.id;
  subCategoryId = sub.id;
  // Eleven products, five of them created at the same moment (the id orders those), one deleted, every other one
  // in the sub-category.
  for (let index = 0; index < 11; index += 1) {
    const product = await t.db.product.create({
      data: {
        name: `Paging item ${index}`,
        description: 'A product of the paging shelf.',
        unit: '1 kg',
        stock: 10,
        price: 1000 + index,
        images: ['/uploads/item.webp'],
        moreDetails: {},
        createdAt: index < 5 ? SAME_TIME : new Date(SAME_TIME.getTime() + index * 60_000),
        categories: { connect: { id: category.id } },
        ...(index % 2 === 0 ? { subCategories: { connect: { id: sub.id } } } : {}),
      },
    });
    if (index === 0) productId = product.id;
    // Deleted as the shop deletes: the product leaves its categories.
    if (index === 7) await t.db.product.update({ where: { id: product.id }, data: { deletedAt: new Date() } });
  }
  for (let index = 0; index < 9; index += 1) {
    const user = await t.db.user.create({ data: { name: index === 2 ? '  ' : `Reader ${index}`, email: `reader${index}@paging.rw`, passwordHash: 'x' } });
    await t.db.review.create({
      data: { productId, userId: user.id, stars: 1 + (index % 5), comment: `Review ${index}`, createdAt: index < 4 ? SAME_TIME : new Date(SAME_TIME.getTime() + index * 1000) },
    });
  }
});
afterAll(() => t.close());

type Page = { edges: { cursor: string; node: { databaseId: string } }[]; pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null }; totalCount: number };

const LISTING = graphql(`query($c: ID!, $s: ID, $first: Int, $after: String, $last: Int, $before: String) { category(databaseId: $c) { products(subCategoryId: $s, first: $first, after: $after, last: $last, before: $before) {
  totalCount edges { cursor node { databaseId } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }`);
const REVIEWS = graphql(`query($p: ID!, $first: Int, $after: String, $last: Int, $before: String) { product(databaseId: $p) { reviews(first: $first, after: $after, last: $last, before: $before) {
  totalCount edges { cursor node { databaseId reviewerName } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }`);

/** Every id, read 3 at a time forwards (first/after) and backwards (last/before), checking each page's flags. */
async function walk(read: (window: { first?: number; after?: string; last?: number; before?: string }) => Promise<Page>) {
  const forwards: string[] = [];
  let after: string | undefined;
  for (let pages = 0; pages < 10; pages += 1) {
    const page = await read({ first: 3, after });
    forwards.push(...page.edges.map((edge) => edge.node.databaseId));
    expect(page.pageInfo.hasPreviousPage).toBe(after !== undefined);
    expect(page.pageInfo.startCursor).toBe(page.edges[0]?.cursor ?? null);
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor!;
  }
  const backwards: string[] = [];
  let before: string | undefined;
  for (let pages = 0; pages < 10; pages += 1) {
    const page = await read({ last: 3, before });
    backwards.unshift(...page.edges.map((edge) => edge.node.databaseId));
    expect(page.pageInfo.hasNextPage).toBe(before !== undefined);
    if (!page.pageInfo.hasPreviousPage) break;
    before = page.pageInfo.startCursor!;
  }
  return { forwards, backwards };
}

describe('paging newest first with prepared statements', () => {
  it("walks a category's products (all, and one sub-category's) in the ORM's order, both ways, ties broken by id", async () => {
    for (const sub of [undefined, subCategoryId]) {
      const expected = await t.db.product.findMany({
        where: { deletedAt: null, categories: { some: { id: categoryId } }, ...(sub ? { subCategories: { some: { id: sub } } } : {}) },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        select: { id: true },
      });
      const read = async (window: object) => {
        const answer = await t.graphql(LISTING, { c: categoryId, s: sub && globalId('SubCategory', sub), ...window });
        expect(answer.errors).toBeUndefined();
        const page = answer.data!.category!.products;
        expect(page.totalCount).toBe(expected.length);
        return page;
      };
      const { forwards, backwards } = await walk(read);
      expect(forwards).toEqual(expected.map((product) => product.id));
      expect(backwards).toEqual(forwards);
    }
  });

  it("walks a product's reviews in the ORM's order, both ways, with each reviewer's name", async () => {
    const expected = await t.db.review.findMany({ where: { productId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], include: { user: true } });
    const names = new Map<string, string>();
    const read = async (window: object) => {
      const answer = await t.graphql(REVIEWS, { p: productId, ...window });
      expect(answer.errors).toBeUndefined();
      const page = answer.data!.product!.reviews;
      expect(page.totalCount).toBe(expected.length);
      for (const edge of page.edges) names.set(edge.node.databaseId, edge.node.reviewerName);
      return page;
    };
    const { forwards, backwards } = await walk(read);
    expect(forwards).toEqual(expected.map((review) => review.id));
    expect(backwards).toEqual(forwards);
    expect(expected.map((review) => names.get(review.id))).toEqual(expected.map((review) => review.user.name.trim() || 'User'));
  });

  it('goes on right after a product deleted while a shopper scrolls, and refuses a cursor that is not one', async () => {
    const first = (await t.graphql(LISTING, { c: categoryId, first: 5 })).data!.category!.products;
    const ids = first.edges.map((edge) => edge.node.databaseId);
    const cursor = first.edges[1]!.cursor;
    await t.db.product.update({ where: { id: ids[1]! }, data: { deletedAt: new Date() } });
    const next = await t.graphql(LISTING, { c: categoryId, first: 3, after: cursor });
    expect(next.errors).toBeUndefined();
    expect(next.data!.category!.products.edges.map((edge) => edge.node.databaseId)).toEqual(ids.slice(2, 5));
    const broken = await t.graphql(LISTING, { c: categoryId, first: 3, after: 'not-a-cursor' });
    expect(broken.errors?.[0]?.message).toMatch(/cursor/i);
  });
});
