import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalId } from '../../helpers/catalog.js';
import { rest } from '../../helpers/rest.js';
import { addToCart, adminToken, createProduct, placeOrder, shopperWithAddress } from '../../helpers/shop-fixtures.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { graphql, member, documentText, type ResultOf } from '../../helpers/graphql.js';

// Catalogue names follow the shopper's language (Accept-Language): the Kinyarwanda or French name where the admin
// gave one, the English name otherwise; the response cache keeps each language's answer apart.
let t: TestApp;
let admin: string;
let categoryId: string;
let translatedId: string;
let englishOnlyId: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t);
  const created = await t.graphql(
    graphql(`mutation($input: CreateCategoryInput!) { createCategory(input: $input) { __typename ... on CreateCategoryPayload { category { databaseId } } ... on Error { message } } }`),
    { input: { name: 'Honey and Jams', image: '/uploads/test/honey.webp', nameRw: "Ubuki n'ibinyobwa biryohereye", nameFr: 'Miel et confitures' } },
    { token: admin },
  );
  categoryId = member(created.data!.createCategory, 'CreateCategoryPayload').category.databaseId;
  const connect = { categories: { connect: { id: categoryId } } };
  translatedId = (
    await createProduct(t, {
      name: 'Kivu Honey 500 g',
      nameRw: 'Ubuki bwa Kivu 500 g',
      nameFr: 'Miel du Kivu 500 g',
      description: 'Raw honey from the hills above Lake Kivu.',
      descriptionFr: 'Miel cru des collines au-dessus du lac Kivu.',
      ...connect,
    })
  ).id;
  englishOnlyId = (await createProduct(t, { name: 'Acacia Honey 250 g', ...connect })).id;
});
afterAll(() => t.close());

const CATEGORY = graphql(`query Category($id: ID!) {
  category(databaseId: $id) { name localName products(first: 10) { edges { node { databaseId name localName } } } }
}`);

async function readCategory(headers: Record<string, string>) {
  const response = await t.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({ query: documentText(CATEGORY), variables: { id: categoryId } }),
  });
  const body = (await response.json()) as { data: ResultOf<typeof CATEGORY>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  const category = body.data.category!;
  const localNameOf = (id: string) => category.products.edges.find((edge) => edge.node.databaseId === id)!.node.localName;
  return { cache: response.headers.get('x-cache'), category: category.localName, translated: localNameOf(translatedId), englishOnly: localNameOf(englishOnlyId), english: category.name };
}

describe('localName', () => {
  it.each([
    ['rw', "Ubuki n'ibinyobwa biryohereye", 'Ubuki bwa Kivu 500 g'],
    ['rw-RW,rw;q=0.9,en;q=0.8', "Ubuki n'ibinyobwa biryohereye", 'Ubuki bwa Kivu 500 g'],
    ['fr', 'Miel et confitures', 'Miel du Kivu 500 g'],
    ['en-GB,fr;q=0.5', 'Honey and Jams', 'Kivu Honey 500 g'],
    ['de-DE', 'Honey and Jams', 'Kivu Honey 500 g'],
  ])('Accept-Language %s shows a category and a product in that language, and English where no name was given', async (language, category, product) => {
    const read = await readCategory({ 'accept-language': language });
    expect(read).toMatchObject({ category, translated: product, englishOnly: 'Acacia Honey 250 g', english: 'Honey and Jams' });
  });

  it('is English without Accept-Language, and name stays English in every language', async () => {
    expect(await readCategory({})).toMatchObject({ category: 'Honey and Jams', translated: 'Kivu Honey 500 g' });
  });

  it('answers each language from its own cache entry: an anonymous read in rw then in en gets each its own names', async () => {
    const product = graphql(`query($id: ID!) { product(databaseId: $id) { localName categories { localName } } }`);
    const read = async (language: string) => {
      const response = await t.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': language },
        body: JSON.stringify({ query: documentText(product), variables: { id: translatedId } }),
      });
      return { cache: response.headers.get('x-cache'), data: ((await response.json()) as { data: ResultOf<typeof product> }).data.product };
    };
    const rw = await read('rw');
    expect(rw.data).toEqual({ localName: 'Ubuki bwa Kivu 500 g', categories: [{ localName: "Ubuki n'ibinyobwa biryohereye" }] });
    const en = await read('en');
    expect(en.cache).not.toBe('HIT');
    expect(en.data).toEqual({ localName: 'Kivu Honey 500 g', categories: [{ localName: 'Honey and Jams' }] });
    // Browsers' spellings of the same language share its entry.
    expect(await read('rw-RW,rw;q=0.9')).toEqual({ cache: 'HIT', data: rw.data });
    expect(await read('fr')).toMatchObject({ data: { localName: 'Miel du Kivu 500 g' } });
  });

  it("names an order line in the shopper's language as it was sold, even once the product is renamed or deleted", async () => {
    const shopper = await shopperWithAddress(t);
    await addToCart(t, shopper.accessToken, translatedId);
    const placed = await placeOrder(t, shopper);
    expect(placed.data!.placeOrder.__typename).toBe('PlaceOrderPayload');
    const orders = graphql(`{ viewer { orders(first: 1) { edges { node { lines { name localName } } } } } }`);
    const linesIn = async (language: string) =>
      (await t.graphql(orders, {}, { token: shopper.accessToken, headers: { 'accept-language': language } })).data!.viewer!.orders.edges[0]!.node.lines;
    expect(await linesIn('fr')).toEqual([{ name: 'Kivu Honey 500 g', localName: 'Miel du Kivu 500 g' }]);
    const before = await t.db.product.findUniqueOrThrow({ where: { id: translatedId }, select: { nameFr: true } });
    await t.db.product.update({ where: { id: translatedId }, data: { nameFr: 'Miel du Kivu 1 kg', deletedAt: new Date() } });
    expect(await linesIn('fr')).toEqual([{ name: 'Kivu Honey 500 g', localName: 'Miel du Kivu 500 g' }]);
    expect(await linesIn('en')).toEqual([{ name: 'Kivu Honey 500 g', localName: 'Kivu Honey 500 g' }]);
    await t.db.product.update({ where: { id: translatedId }, data: { nameFr: before.nameFr, deletedAt: null } });
  });

  it("gives the product's description in the language asked for where the admin gave one, English otherwise", async () => {
    const read = async (language: string) =>
      (await t.graphql(graphql(`query($id: ID!) { product(databaseId: $id) { description localDescription } }`), { id: translatedId }, { headers: { 'accept-language': language } })).data!.product;
    expect(await read('fr')).toEqual({ description: 'Raw honey from the hills above Lake Kivu.', localDescription: 'Miel cru des collines au-dessus du lac Kivu.' });
    expect(await read('rw')).toEqual({ description: 'Raw honey from the hills above Lake Kivu.', localDescription: 'Raw honey from the hills above Lake Kivu.' });
  });

  it('lets the admin give and clear local descriptions; an update that leaves them out keeps them', async () => {
    const fields = { name: 'Nyungwe Tea 100 g', description: 'Green tea.', unit: '100 g', stock: 5, price: 2000, discount: 0, categoryIds: [globalId('Category', categoryId)] };
    const created = await t.graphql(
      graphql(`mutation($input: CreateProductInput!) { createProduct(input: $input) { __typename ... on CreateProductPayload { product { id databaseId descriptionRw descriptionFr } } ... on Error { message } } }`),
      { input: { ...fields, descriptionRw: "Icyayi kibisi cya Nyungwe.", descriptionFr: 'Thé vert de Nyungwe.' } },
      { token: admin },
    );
    const product = member(created.data!.createProduct, 'CreateProductPayload').product;
    expect(product).toMatchObject({ descriptionRw: 'Icyayi kibisi cya Nyungwe.', descriptionFr: 'Thé vert de Nyungwe.' });
    const update = (input: Record<string, unknown>) =>
      t.graphql(
        graphql(`mutation($input: UpdateProductInput!) { updateProduct(input: $input) { __typename ... on UpdateProductPayload { product { id databaseId descriptionRw descriptionFr } } ... on Error { message } } }`),
        { input: { id: product.id, ...fields, ...input } },
        { token: admin },
      );
    expect(member((await update({})).data!.updateProduct, 'UpdateProductPayload').product).toMatchObject({ descriptionRw: 'Icyayi kibisi cya Nyungwe.', descriptionFr: 'Thé vert de Nyungwe.' });
    expect(member((await update({ descriptionFr: '' })).data!.updateProduct, 'UpdateProductPayload').product).toMatchObject({ descriptionRw: 'Icyayi kibisi cya Nyungwe.', descriptionFr: '' });
    const tooLong = await update({ descriptionRw: 'x'.repeat(5001) });
    expect(tooLong.data!.updateProduct).toMatchObject({ __typename: 'ValidationError', message: 'Kinyarwanda description must be at most 5000 characters' });
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.databaseId } })).descriptionRw).toBe('Icyayi kibisi cya Nyungwe.');
  });

  it('leaves the REST adapter English, whatever the language asked for', async () => {
    const response = await rest(t, 'POST', '/product/get-product-details', { body: { productId: translatedId }, headers: { 'accept-language': 'fr' } });
    expect(response.body.data.name).toBe('Kivu Honey 500 g');
  });

  it('searches every language at once and answers in the one asked for', async () => {
    const result = await t.graphql(graphql(`{ searchProducts(query: "ubuki kivu", first: 5) { edges { node { databaseId localName } } } }`), {}, { headers: { 'accept-language': 'fr' } });
    expect(result.data!.searchProducts.edges[0]!.node).toEqual({ databaseId: translatedId, localName: 'Miel du Kivu 500 g' });
  });
});
