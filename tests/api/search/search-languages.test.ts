import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../helpers/admin.js';
import { signUpAndLogin } from '../../helpers/auth.js';
import { globalId } from '../../helpers/catalog.js';
import { rest } from '../../helpers/rest.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { graphql, member, having } from '../../helpers/graphql.js';

let t: TestApp;
let admin: string;
let shopper: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t);
  shopper = (await signUpAndLogin(t)).accessToken;
});
afterAll(() => t.close());

interface Found {
  totalCount: number;
  correctedQuery: string | null;
  names: string[];
}

const SEARCH = graphql(`query($query: String!) { searchProducts(query: $query, first: 10) { totalCount correctedQuery edges { node { name } } } }`);
const ADMIN_SEARCH = graphql(`query($search: String) { adminProducts(search: $search, first: 10) { totalCount correctedQuery edges { node { name } } } }`);
const SYNONYMS = graphql(`{ searchSynonyms(first: 100) { totalCount edges { node { id words } } } }`);
const CREATE_SYNONYM = graphql(`mutation($words: [String!]!) { createSearchSynonym(input: { words: $words }) {
  __typename ... on CreateSearchSynonymPayload { searchSynonym { id words } searchSynonymEdge { node { id } } } ... on Error { message code } ... on ValidationError { field } } }`);
const UPDATE_SYNONYM = graphql(`mutation($id: ID!, $words: [String!]!) { updateSearchSynonym(input: { id: $id, words: $words }) {
  __typename ... on UpdateSearchSynonymPayload { searchSynonym { id words } } ... on Error { message code } ... on ValidationError { field } } }`);
const DELETE_SYNONYM = graphql(`mutation($id: ID!) { deleteSearchSynonym(input: { id: $id }) { __typename ... on DeleteSearchSynonymPayload { deletedSearchSynonymId } ... on Error { message code } ... on ValidationError { field } } }`);

function connection(data: Record<string, any> | null | undefined, field: string): Found {
  const found = data![field];
  return { totalCount: found.totalCount, correctedQuery: found.correctedQuery, names: found.edges.map((edge: any) => edge.node.name) };
}

async function search(query: string): Promise<Found> {
  const result = await t.graphql(SEARCH, { query });
  expect(result.errors).toBeUndefined();
  return connection(result.data, 'searchProducts');
}

describe('Kinyarwanda and French', () => {
  it.each([
    ['amata', /milk/i],
    ['lait', /milk/i],
    ['ibitoki', /bananas/i],
    ['ibishyimbo', /beans/i],
    ['umuceri', /rice/i],
    ['riz', /rice/i],
    ['pommes de terre', /potatoes/i],
    ['oeufs', /eggs/i],
  ])('%s finds %s first', async (query, expected) => {
    const found = await search(query);
    expect(found.correctedQuery).toBeNull();
    expect(found.names.slice(0, 3).every((name) => expected.test(name))).toBe(true);
  });

  it('ranks milk before the chocolate whose French name says "au lait"', async () => {
    const found = await search('lait');
    const chocolate = found.names.findIndex((name) => /chocolate/i.test(name));
    const milk = found.names.findIndex((name) => /milk/i.test(name) && !/chocolate/i.test(name));
    expect(milk).toBe(0);
    if (chocolate >= 0) expect(chocolate).toBeGreaterThan(milk);
  });

  it('corrects a misspelt Kinyarwanda word, and says so', async () => {
    const found = await search('ibishimbo');
    expect(found.correctedQuery).toBe('ibishyimbo');
    expect(found.names[0]).toMatch(/beans/i);
  });

  it('answers the REST search the same way', async () => {
    const response = await rest(t, 'POST', '/product/search-product', { body: { search: 'amata', page: 1 } });
    expect(response.status).toBe(200);
    expect(response.body.data[0].name).toMatch(/milk/i);
    expect(response.body.totalCount).toBe((await search('amata')).totalCount);
  });
});

describe('names and keywords written by the admin', () => {
  it('a new product is found by its Kinyarwanda name, French name and keywords at once', async () => {
    const category = await t.db.category.findFirstOrThrow({ where: { name: 'Dairy & Eggs' } });
    const created = await t.graphql(
      graphql(`mutation($input: CreateProductInput!) { createProduct(input: $input) { __typename ... on CreateProductPayload { product { databaseId nameRw nameFr keywords } } ... on Error { message code } ... on ValidationError { field } } }`),
      {
        input: {
          name: 'Gishwati Goat Cheese 200 g',
          nameRw: "Foromaje y'ihene ya Gishwati",
          nameFr: 'Fromage de chèvre Gishwati',
          keywords: 'chevrette, fromaji',
          description: 'Soft goat cheese from the Gishwati highlands.',
          unit: '200 g',
          images: ['/uploads/seed/category-dairy-eggs.webp'],
          categoryIds: [globalId('Category', category.id)],
          stock: 12,
          price: 4500,
          discount: 0,
        },
      },
      { token: admin },
    );
    expect(created.data!.createProduct).toMatchObject({ __typename: 'CreateProductPayload', product: { nameFr: 'Fromage de chèvre Gishwati', keywords: 'chevrette, fromaji' } });
    for (const query of ['foromaje ihene', 'chevre gishwati', 'fromage de chèvre', 'fromaji', 'chevrette']) {
      expect((await search(query)).names[0], query).toBe('Gishwati Goat Cheese 200 g');
    }
  });

  it("a category's French name finds its products, and renaming it moves them", async () => {
    const category = await t.db.category.findFirstOrThrow({ where: { name: 'Frozen Foods' } });
    const rename = graphql(`mutation($input: UpdateCategoryInput!) { updateCategory(input: $input) { __typename ... on UpdateCategoryPayload { category { nameFr } } ... on Error { message code } ... on ValidationError { field } } }`);
    const before = (await search('surgeles')).totalCount;
    const renamed = await t.graphql(rename, { input: { id: globalId('Category', category.id), nameFr: 'Produits congelés' } }, { token: admin });
    expect(renamed.data!.updateCategory).toMatchObject({ category: { nameFr: 'Produits congelés' } });
    const frozenCount = await t.db.product.count({ where: { deletedAt: null, categories: { some: { id: category.id } } } });
    expect((await search('congeles')).totalCount).toBe(frozenCount);
    // Kept apart from the English name: the English one still works and the old French one is gone.
    expect((await search('frozen')).totalCount).toBeGreaterThanOrEqual(frozenCount);
    // Only products whose own French name says 'surgelés' still match it.
    const ownName = await t.db.product.count({ where: { deletedAt: null, nameFr: { contains: 'surgel' } } });
    expect((await search('surgeles')).totalCount).toBe(ownName);
    expect(ownName).toBeLessThan(before);
  });

  it('refuses a local name that is too long, changing nothing', async () => {
    const category = await t.db.category.findFirstOrThrow({ where: { name: 'Beverages' } });
    const result = await t.graphql(
      graphql(`mutation($input: UpdateCategoryInput!) { updateCategory(input: $input) { __typename ... on Error { message code } ... on ValidationError { field } } }`),
      { input: { id: globalId('Category', category.id), nameRw: 'x'.repeat(81) } },
      { token: admin },
    );
    expect(result.data!.updateCategory).toMatchObject({ __typename: 'ValidationError', field: 'nameRw', message: 'Kinyarwanda name must be at most 80 characters' });
    expect((await t.db.category.findUniqueOrThrow({ where: { id: category.id } })).nameRw).toBe(category.nameRw);
  });
});

describe('synonyms kept by the admin', () => {
  it('a new group works at once, an edit changes it, and a delete ends it', async () => {
    expect((await search('kabichi')).names.some((name) => /cabbage/i.test(name))).toBe(false);
    const created = await t.graphql(CREATE_SYNONYM, { words: ['Cabbage', 'kabichi'] }, { token: admin });
    const group = member(created.data!.createSearchSynonym, 'CreateSearchSynonymPayload').searchSynonym;
    expect(group.words).toEqual(['cabbage', 'kabichi']);
    const found = await search('kabichi');
    expect(found.correctedQuery).toBeNull();
    expect(found.names[0]).toMatch(/cabbage/i);

    const updated = await t.graphql(UPDATE_SYNONYM, { id: group.id, words: ['cabbage', 'kabeji'] }, { token: admin });
    expect(member(updated.data!.updateSearchSynonym, 'UpdateSearchSynonymPayload').searchSynonym.words).toEqual(['cabbage', 'kabeji']);
    expect((await search('kabeji')).names[0]).toMatch(/cabbage/i);
    expect((await search('kabichi')).names.some((name) => /cabbage/i.test(name))).toBe(false);

    const deleted = await t.graphql(DELETE_SYNONYM, { id: group.id }, { token: admin });
    expect(member(deleted.data!.deleteSearchSynonym, 'DeleteSearchSynonymPayload').deletedSearchSynonymId).toBe(group.id);
    expect((await search('kabeji')).names.some((name) => /cabbage/i.test(name))).toBe(false);
  });

  it('lists the seeded groups for the admin', async () => {
    const result = await t.graphql(SYNONYMS, {}, { token: admin });
    const groups = result.data!.searchSynonyms.edges.map((edge) => edge.node.words);
    expect(result.data!.searchSynonyms.totalCount).toBe(groups.length);
    expect(groups).toContainEqual(['milk', 'amata', 'lait']);
  });

  it.each([
    [['milk'], 'Give at least two words that mean the same thing'],
    [['pommes de terre', 'potatoes'], '"pommes de terre" is not a single word: use letters only, one word per synonym'],
    [['milk', '<script>'], '"<script>" is not a single word: use letters only, one word per synonym'],
  ])('refuses %j and stores nothing', async (words, message) => {
    const before = await t.db.searchSynonym.count();
    const result = await t.graphql(CREATE_SYNONYM, { words }, { token: admin });
    expect(result.data!.createSearchSynonym).toMatchObject({ __typename: 'ValidationError', message });
    expect(await t.db.searchSynonym.count()).toBe(before);
  });

  it('is for admins only', async () => {
    const before = await t.db.searchSynonym.count();
    for (const token of [shopper, null]) {
      const created = await t.graphql(CREATE_SYNONYM, { words: ['soda', 'fanta'] }, { token });
      expect(created.errors?.[0]?.extensions?.code ?? having(created.data?.createSearchSynonym, 'code').code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
      const listed = await t.graphql(SYNONYMS, {}, { token });
      expect(listed.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    }
    expect(await t.db.searchSynonym.count()).toBe(before);
  });

  it('answers a missing group with NotFoundError', async () => {
    const result = await t.graphql(DELETE_SYNONYM, { id: Buffer.from('SearchSynonym:nope').toString('base64') }, { token: admin });
    expect(result.data!.deleteSearchSynonym).toMatchObject({ __typename: 'NotFoundError', message: 'Synonym group not found' });
  });
});

describe("the admin's product list", () => {
  it('searches with the same engine: typos, forms and synonyms, best first', async () => {
    const admin_ = (query: string) => t.graphql(ADMIN_SEARCH, { search: query }, { token: admin }).then((result) => connection(result.data, 'adminProducts'));
    const typo = await admin_('suger');
    expect(typo.correctedQuery).toBe('sugar');
    expect(typo.names[0]).toMatch(/sugar/i);
    expect((await admin_('amata')).names[0]).toMatch(/milk/i);
    expect((await admin_('tomatoes')).totalCount).toBe((await admin_('tomato')).totalCount);
    const all = await admin_('');
    expect(all.totalCount).toBe(await t.db.product.count({ where: { deletedAt: null } }));
  });

  it('is for admins only', async () => {
    const result = await t.graphql(ADMIN_SEARCH, { search: 'milk' }, { token: shopper });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
