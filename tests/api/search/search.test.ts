import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSearchText } from '../../../server/modules/search/product-search.js';
import { databaseFeatures } from '../../../server/database-features.js';
import { unchanged } from '../../helpers/fingerprint.js';
import { rest } from '../../helpers/rest.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { graphql } from '../../helpers/graphql.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SEARCH = graphql(`
  query Search($query: String!, $first: Int, $after: String) {
    searchProducts(query: $query, first: $first, after: $after) {
      totalCount
      edges { cursor node { databaseId name description categories { name } } }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

async function search(query: string, first = 12, after?: string) {
  const result = await t.graphql(SEARCH, { query, first, after });
  expect(result.errors).toBeUndefined();
  return result.data!.searchProducts;
}

describe('product search', () => {
  it('finds products by name, ranking name matches first', async () => {
    const result = await search('rice');
    expect(result.totalCount).toBeGreaterThan(0);
    expect(result.edges[0]!.node.name.toLowerCase()).toContain('rice');
  });

  it('matches the last word as a prefix, as the shopper types', async () => {
    const full = await search('milk');
    const partial = await search('mil');
    expect(partial.totalCount).toBeGreaterThanOrEqual(full.totalCount);
    expect(partial.edges.some((edge) => edge.node.name.toLowerCase().includes('milk'))).toBe(true);
  });

  it('finds products through their category names', async () => {
    const category = await t.db.category.findFirstOrThrow({ where: { name: 'Baby Care' }, include: { products: { select: { id: true } } } });
    const result = await search('baby care', 100);
    const found = new Set(result.edges.map((edge) => edge.node.databaseId));
    expect(category.products.every((product) => found.has(product.id))).toBe(true);
  });

  it('needs every word to match', async () => {
    const result = await search('inyange milk', 100);
    expect(result.totalCount).toBeGreaterThan(0);
    for (const { node } of result.edges) {
      const text = `${node.name} ${node.description} ${node.categories.map((c) => c.name).join(' ')}`.toLowerCase();
      expect(text).toContain('inyange');
      expect(text).toMatch(/milk/);
    }
  });

  it('lists every product for an empty query, newest first', async () => {
    const result = await search('', 5);
    expect(result.totalCount).toBe(await t.db.product.count({ where: { deletedAt: null } }));
    expect(result.edges).toHaveLength(5);
  });

  it('answers the ProductConnection every product list shares', async () => {
    const result = await t.graphql(graphql(`{ searchProducts(query: "rice", first: 1) { __typename edges { __typename } } categories { products(first: 1) { __typename } } }`));
    expect(result.data!.searchProducts).toMatchObject({ __typename: 'ProductConnection', edges: [{ __typename: 'ProductEdge' }] });
    expect(result.data!.categories[0]!.products.__typename).toBe('ProductConnection');
  });

  it('pages through results with cursors for infinite scroll, without repeats', async () => {
    const first = await search('a', 10);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await search('a', 10, first.pageInfo.endCursor!);
    const ids = [...first.edges, ...second.edges].map((edge) => edge.node.databaseId);
    expect(new Set(ids).size).toBe(20);
  });

  it.each([
    `' OR 1=1--`,
    '%',
    '_',
    '"',
    '*',
    'NEAR(',
    'rice AND',
    'milk OR NOT sugar',
    '^rice',
    '😀🥑',
    'مرحبا',
    '\u202Erice\u202C',
    'ri\u200Bce',
    'x'.repeat(10 * 1024),
    'a"b\'c;d--e/*f*/',
    '\\',
  ])('accepts bad text #%# safely and answers with results or an empty list', async (query) => {
    const result = await t.graphql(SEARCH, { query, first: 5 });
    expect(result.errors).toBeUndefined();
    expect(result.data!.searchProducts.totalCount).toBeGreaterThanOrEqual(0);
  });

  it('treats operators and quotes as plain words', async () => {
    // The SQL-looking text is just the words "or", "1", "1": it finds what those words find, nothing more.
    expect((await search(`' OR 1=1--`)).totalCount).toBe((await search('or 1 1')).totalCount);
    expect((await search('milk OR NOT sugar')).totalCount).toBe((await search('milk or not sugar')).totalCount);
    expect((await search('*')).totalCount).toBe(0);
    expect((await search('%')).totalCount).toBe(0);
    // Invisible characters do not split a word, and direction marks are ignored.
    expect((await search('ri\u200Bce')).totalCount).toBe((await search('rice')).totalCount);
    expect((await search('\u202Erice\u202C')).totalCount).toBe((await search('rice')).totalCount);
  });

  it('keeps the index in step with product writes', async () => {
    const product = await t.db.product.findFirstOrThrow({ where: { deletedAt: null } });
    await t.db.product.update({ where: { id: product.id }, data: { name: 'Umutsima Zyxwv Special' } });
    expect((await search('zyxwv')).edges.map((edge) => edge.node.databaseId)).toEqual([product.id]);
    await t.db.product.update({ where: { id: product.id }, data: { deletedAt: new Date() } });
    expect((await search('zyxwv')).totalCount).toBe(0);
  });

  it('follows category renames', async () => {
    const category = await t.db.category.findFirstOrThrow({ where: { products: { some: { deletedAt: null } } } });
    await t.db.category.update({ where: { id: category.id }, data: { name: 'Qwertyuiop Goods' } });
    const result = await search('qwertyuiop', 100);
    expect(result.totalCount).toBe(await t.db.product.count({ where: { deletedAt: null, categories: { some: { id: category.id } } } }));
  });

  it('pages a broad query past the ranked window without repeats or gaps', async () => {
    // A window of 7 makes the seed catalogue behave like a large one: ranked first, then newest first.
    const index = databaseFeatures(t.app.services.db, { rankWindow: 7 }).searchIndex;
    const terms = await index.resolve(parseSearchText('a'));
    const total = await index.count(terms);
    expect(total).toBeGreaterThan(20);
    const seen: string[] = [];
    for (let offset = 0; offset < total; offset += 4) seen.push(...(await index.search(terms, offset, 4)));
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });
});

describe('class 19: search text that looks like query syntax', () => {
  const SEARCH = graphql(`query($query: String!) { searchProducts(query: $query, first: 5) { totalCount edges { node { databaseId } } } }`);
  it.each([
    ["' OR 1=1--"], ['%'], ['_'], ['"'], ['*'], ['NEAR('], ['x'.repeat(10 * 1024)], ['🍅🥑 ibirayi'], ['\u202eorcim\u202c'], ['ri\u200bce'], ['"unbalanced AND (OR'],
  ])('answers %j without an error and changes nothing', async (text) => {
    const answer = await unchanged(t, () => t.graphql(SEARCH, { query: text }));
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.searchProducts.totalCount).toBeGreaterThanOrEqual(0);
    // `%` and `_` are not wildcards: they match only products that contain them, and no seeded product does.
    if (text === '%' || text === '_') expect(answer.data?.searchProducts.totalCount).toBe(0);
  });
});

describe('class 19 (REST): search text that looks like query syntax', () => {
  it.each(["' OR 1=1--", '%', '_', '"', '*', 'NEAR(', 'x'.repeat(10 * 1024), '🍅', '\u202eorcim', 'ri\u200bce'])('answers %j without an error', async (search) => {
    const answer = await unchanged(t, () => rest(t, 'POST', '/product/search-product', { body: { search } }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ error: false, success: true });
  });
});
