import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest } from '../../helpers/rest.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { graphql, documentText } from '../../helpers/graphql.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SEARCH = graphql(`
  query Search($query: String!, $first: Int) {
    searchProducts(query: $query, first: $first) {
      totalCount
      correctedQuery
      edges { node { databaseId name stock } }
    }
  }
`);

interface Found {
  totalCount: number;
  correctedQuery: string | null;
  edges: { node: { databaseId: string; name: string; stock: number } }[];
}

async function search(query: string, first = 12): Promise<Found> {
  const result = await t.graphql(SEARCH, { query, first });
  expect(result.errors).toBeUndefined();
  return result.data!.searchProducts;
}

const names = (found: Found) => found.edges.map((edge) => edge.node.name);

describe('word forms', () => {
  it('finds the same products for a plural as for the singular', async () => {
    const singular = await search('tomato');
    const plural = await search('tomatoes');
    expect(plural.totalCount).toBeGreaterThan(2);
    expect(plural.totalCount).toBe(singular.totalCount);
    expect(names(plural)).toContain('Isoko Tomato Paste 400 g');
    expect(plural.correctedQuery).toBeNull();
  });

  it('matches word forms of any word, not only the last', async () => {
    expect(names(await search('tomatoes paste', 20))).toEqual(expect.arrayContaining(['Isoko Tomato Paste 70 g', 'Dabaga Tomato Paste 400 g']));
    expect(names(await search('potato crisp', 20))).toEqual(expect.arrayContaining(['Isoko Salted Potato Crisps 50 g']));
    expect(names(await search('biscuit marie', 20)).sort()).toEqual(['Britania Marie Biscuits', 'Nice Marie Biscuits']);
  });

  it('knows the forms of words added to the catalogue since the last search', async () => {
    expect((await search('blueberries')).totalCount).toBe(0);
    const product = await t.db.product.findFirstOrThrow({ where: { name: 'Isoko Strawberry Jam' } });
    await t.db.product.update({ where: { id: product.id }, data: { name: 'Isoko Blueberry Jam' } });
    expect(names(await search('blueberries'))).toEqual(['Isoko Blueberry Jam']);
    const corrected = await search('bluebery jam');
    expect(names(corrected)).toEqual(['Isoko Blueberry Jam']);
    expect(corrected.correctedQuery).toBe('blueberry jam');
  });
});

describe('typos', () => {
  it.each([
    ['tomatos', /tomato/i, null],
    ['suger', /sugar/i, 'sugar'],
    ['bred', /bread/i, 'bread'],
    ['inyage', /inyange/i, 'inyange'],
    ['mlik', /milk/i, 'milk'],
    ['inyage milk', /inyange .*milk/i, 'inyange milk'],
  ])('%s finds what the shopper meant', async (typed, meant, correctedQuery) => {
    const found = await search(typed);
    expect(found.totalCount).toBeGreaterThan(0);
    expect(found.edges[0]!.node.name).toMatch(meant);
    expect(found.correctedQuery).toBe(correctedQuery);
  });

  it('never corrects a word the catalogue holds', async () => {
    // 'red' is one edit from 'bread', and 'rice' from 'price': spelt right, they find only themselves.
    const red = await search('red', 100);
    expect(red.correctedQuery).toBeNull();
    expect(names(red).some((name) => /bread/i.test(name))).toBe(false);
    expect((await search('bread')).correctedQuery).toBeNull();
  });

  it('finds nothing, and suggests nothing, for words far from every catalogue word', async () => {
    expect(await search('qqqqxz')).toMatchObject({ totalCount: 0, correctedQuery: null, edges: [] });
  });

  it('still matches the last word as a prefix while the shopper types', async () => {
    const typing = await search('inyang');
    expect(typing.correctedQuery).toBeNull();
    expect(typing.totalCount).toBe((await search('inyange')).totalCount);
    expect(names(await search('choco'))[0]).toMatch(/chocolate/i);
  });
});

describe('ranking', () => {
  it("puts milk before milk chocolate for 'milk'", async () => {
    const found = names(await search('milk', 30));
    const firstChocolate = found.findIndex((name) => /chocolate/i.test(name));
    expect(found.slice(0, 8).every((name) => /milk/i.test(name) && !/chocolate/i.test(name))).toBe(true);
    expect(firstChocolate).toBeGreaterThan(found.findLastIndex((name) => /(whole|long life|low fat|powdered) milk/i.test(name)));
  });

  it.each([
    ['bread', /sliced bread/i],
    ['rice', /rice \d/i],
    ['tomatoes', /^tomatoes$/i],
    ['eggs', /^fresh eggs/i],
  ])("ranks what IS %s first", async (query, first) => {
    expect((await search(query)).edges[0]!.node.name).toMatch(first);
  });

  it('puts products in stock before out-of-stock ones of equal relevance', async () => {
    const small = await t.db.product.findFirstOrThrow({ where: { name: 'Masaka Farms Fresh Whole Milk 500 ml' } });
    const large = await t.db.product.findFirstOrThrow({ where: { name: 'Masaka Farms Fresh Whole Milk 1 L' } });
    const order = async () => (await search('masaka whole milk')).edges.map((edge) => edge.node.databaseId);
    await t.db.product.update({ where: { id: small.id }, data: { stock: 0 } });
    await t.db.product.update({ where: { id: large.id }, data: { stock: 9 } });
    expect(await order()).toEqual([large.id, small.id]);
    await t.db.product.update({ where: { id: small.id }, data: { stock: 9 } });
    await t.db.product.update({ where: { id: large.id }, data: { stock: 0 } });
    expect(await order()).toEqual([small.id, large.id]);
  });
});

describe('the corrections field', () => {
  it('is null for an exact search, an empty one and a category listing', async () => {
    expect((await search('milk')).correctedQuery).toBeNull();
    expect((await search('')).correctedQuery).toBeNull();
    const listing = await t.graphql(graphql(`{ categories { products(first: 1) { correctedQuery } } }`));
    expect(listing.errors).toBeUndefined();
    expect(listing.data!.categories[0]!.products.correctedQuery).toBeNull();
  });

  it('leaves the REST search its documented shape, corrections included', async () => {
    const response = await rest(t, 'POST', '/product/search-product', { body: { search: 'suger', page: 1 } });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['data', 'error', 'message', 'page', 'success', 'totalCount', 'totalPage']);
    expect(response.body.data[0].name).toMatch(/sugar/i);
  });
});

describe('bad input', () => {
  it('refuses a query that is not text with a clear message', async () => {
    // An object where the schema wants text, on purpose: sent unchecked.
    const result = await t.graphqlText(documentText(SEARCH), { query: { $where: 'sugar' }, first: 5 });
    expect(result.status).toBe(400);
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.message).toMatch(/String/);
  });

  it.each(['suger"*', '"inyage" milk', 'bred)(', '-suger', 'ᵢnyage', 'SUGER', 'súger'])('corrects %s safely', async (query) => {
    const found = await search(query);
    expect(found.totalCount).toBeGreaterThan(0);
    expect(found.correctedQuery).not.toBeNull();
  });
});
