import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../helpers/admin.js';
import { signUpAndLogin } from '../../helpers/auth.js';
import { globalId } from '../../helpers/catalog.js';
import { rest } from '../../helpers/rest.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createProduct, createPromoCode, productGlobalId } from '../../helpers/shop-fixtures.js';
import { graphql } from '../../helpers/graphql.js';

let t: TestApp;
let admin: string;
let shopper: string;
let statements: string[] = [];
beforeAll(async () => {
  t = await startTestApp({}, { onQuery: (sql) => statements.push(sql) });
  admin = await adminToken(t);
  shopper = (await signUpAndLogin(t)).accessToken;
});
afterAll(() => t.close());

const image = '/uploads/seed/category-dairy-eggs.webp';
/** REST answers image URLs absolute (from the request's origin here); GraphQL keeps them relative to the shop. */
const absolute = (path: string) => `http://isoko.test${path}`;
let counter = 0;
const unique = (prefix: string) => `${prefix} ${(counter += 1)}-${Date.now() % 100000}`;

/** What the catalogue holds, to show that a refused call changed nothing. */
async function catalogueState() {
  const [categories, subCategories, products, promoCodes, productStamps] = await Promise.all([
    t.db.category.findMany({ orderBy: { id: 'asc' }, select: { id: true, name: true, image: true } }),
    t.db.subCategory.findMany({ orderBy: { id: 'asc' }, select: { id: true, name: true, image: true } }),
    t.db.product.count({ where: { deletedAt: null } }),
    t.db.promoCode.count(),
    t.db.product.findFirst({ orderBy: { updatedAt: 'desc' }, select: { updatedAt: true } }),
  ]);
  return { categories, subCategories, products, promoCodes, lastProductChange: productStamps?.updatedAt ?? null };
}

/** A product of a shopper-facing read: the old client, pricing with its own arithmetic, shows what the shop charges. */
function expectLegacyProduct(product: any) {
  expectLegacyProductShape(product);
  // The old client prints `{discount && ...}`: no discount is null, never 0.
  expect(product.discount === null || product.discount > 0).toBe(true);
  expect(product.price - Math.ceil((product.price * (product.discount ?? 0)) / 100)).toBe(product.effectivePrice);
}

/** A product of the admin list, which the old edit form starts from: the stored values, 0 for no discount. */
function expectAdminLegacyProduct(product: any) {
  expectLegacyProductShape(product);
  expect(Number.isInteger(product.discount)).toBe(true);
}

function expectLegacyProductShape(product: any) {
  expect(typeof product._id).toBe('string');
  expect(typeof product.name).toBe('string');
  expect(Array.isArray(product.image)).toBe(true);
  for (const url of product.image) expect(url).toMatch(/^http:\/\/isoko\.test\/uploads\//);
  for (const list of [product.category, product.subCategory]) {
    expect(Array.isArray(list)).toBe(true);
    for (const entry of list) expect(Object.keys(entry).sort()).toEqual(['_id', 'name']);
  }
  for (const key of ['stock', 'price', 'stockAlertThreshold', 'effectivePrice', 'reviewCount']) expect(typeof product[key]).toBe('number');
  expect(typeof product.onPromotion).toBe('boolean');
  expect(typeof product.hasPromoCode).toBe('boolean');
  expect(typeof product.more_details).toBe('object');
  expect(Array.isArray(product.more_details)).toBe(false);
  expect(typeof product.createdAt).toBe('string');
}

const GRAPHQL_PRODUCT = graphql(`query($id: ID!) { product(databaseId: $id) {
  databaseId name price discount effectivePrice stock hasPromoCode averageRating reviewCount onPromotion promotionPrice promotionLabel
  images categories { databaseId name } subCategories { databaseId name } moreDetails { name value } promoCode { code discountType } } }`);

async function someCategoryWithSubCategory() {
  const sub = await t.db.subCategory.findFirstOrThrow({ where: { products: { some: { deletedAt: null } } }, include: { categories: true } });
  return { categoryId: sub.categories[0]!.id, subCategoryId: sub.id };
}

function legacyProductBody(categoryId: string, subCategoryId: string, overrides: Record<string, unknown> = {}) {
  return {
    name: unique('Ikivuguto Fresh'),
    image: [image, '/uploads/seed/second.webp'],
    category: [{ _id: categoryId, name: 'ignored' }],
    subCategory: [subCategoryId],
    unit: '1 L',
    stock: '40',
    price: '1200',
    discount: 10,
    description: 'Traditional fermented milk from Nyanza.',
    more_details: { Origin: 'Nyanza', Fat: '3%' },
    onPromotion: false,
    promotionStartTime: null,
    promotionEndTime: null,
    promotionPrice: '',
    promotionLabel: '',
    stockAlertThreshold: '',
    promoCode: null,
    ...overrides,
  };
}

describe('categories', () => {
  it('GET /category/get lists every category sorted by name as { _id, name, image }, as GraphQL does', async () => {
    const response = await rest(t, 'GET', '/category/get');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, error: false });
    const data = response.body.data as { _id: string; name: string; image: string }[];
    expect(data.length).toBe(await t.db.category.count());
    for (const category of data) {
      expect(Object.keys(category).sort()).toEqual(['_id', 'image', 'name']);
      expect(typeof category._id).toBe('string');
    }
    const viaGraphql = await t.graphql(graphql(`{ categories { databaseId name image } }`));
    expect(data).toEqual(viaGraphql.data!.categories.map((c) => ({ _id: c.databaseId, name: c.name, image: absolute(c.image) })));
  });

  it('lets an admin add, rename and delete a category with the old fields (_id in the JSON body)', async () => {
    const name = unique('Honey');
    const added = await rest(t, 'POST', '/category/add-category', { token: admin, body: { name, image } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ success: true, error: false, data: { name, image: absolute(image) } });
    const id = added.body.data._id as string;
    expect(typeof id).toBe('string');

    const renamed = await rest(t, 'PUT', '/category/update', { token: admin, body: { _id: id, name: `${name} & Jam`, image } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toEqual({ _id: id, name: `${name} & Jam`, image: absolute(image) });
    expect((await t.db.category.findUniqueOrThrow({ where: { id } })).name).toBe(`${name} & Jam`);

    const deleted = await rest(t, 'DELETE', '/category/delete', { token: admin, body: { _id: id } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.success).toBe(true);
    expect(await t.db.category.findUnique({ where: { id } })).toBeNull();
  });

  it('refuses a category without a name or image (400 naming the field) and a duplicate name (409), changing nothing', async () => {
    const before = await catalogueState();
    const noName = await rest(t, 'POST', '/category/add-category', { token: admin, body: { image } });
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({ success: false, error: true, field: 'name', message: 'Name is required' });
    const badImage = await rest(t, 'POST', '/category/add-category', { token: admin, body: { name: unique('Tea'), image: 'javascript:alert(1)' } });
    expect(badImage.status).toBe(400);
    expect(badImage.body.field).toBe('image');
    const existing = before.categories[0]!;
    const duplicate = await rest(t, 'POST', '/category/add-category', { token: admin, body: { name: existing.name.toUpperCase(), image } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.field).toBe('name');
    const noId = await rest(t, 'PUT', '/category/update', { token: admin, body: { name: 'Nameless' } });
    expect(noId.status).toBe(400);
    expect(noId.body.field).toBe('_id');
    expect(await catalogueState()).toEqual(before);
  });

  it('refuses to delete a category still in use, naming what uses it (409)', async () => {
    const { categoryId } = await someCategoryWithSubCategory();
    const response = await rest(t, 'DELETE', '/category/delete', { token: admin, body: { _id: categoryId } });
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/is still used by/);
    expect(await t.db.category.findUnique({ where: { id: categoryId } })).not.toBeNull();
  });
});

describe('sub-categories', () => {
  it('POST /subcategory/get lists sub-categories sorted by name with category [{ _id, name }], as GraphQL does', async () => {
    const response = await rest(t, 'POST', '/subcategory/get');
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const data = response.body.data as any[];
    expect(data.length).toBe(await t.db.subCategory.count());
    for (const subCategory of data) {
      expect(typeof subCategory._id).toBe('string');
      expect(typeof subCategory.image).toBe('string');
      expect(subCategory.category.length).toBeGreaterThan(0);
      for (const category of subCategory.category) expect(Object.keys(category).sort()).toEqual(['_id', 'name']);
    }
    const viaGraphql = await t.graphql(graphql(`{ subCategories { databaseId name image categories { databaseId name } } }`));
    expect(data).toEqual(
      viaGraphql.data!.subCategories.map((s) => ({
        _id: s.databaseId,
        name: s.name,
        image: absolute(s.image),
        category: s.categories.map((c) => ({ _id: c.databaseId, name: c.name })),
      })),
    );
  });

  it('creates a sub-category from ids or { _id } objects, updates and deletes it', async () => {
    const [first, second] = await t.db.category.findMany({ orderBy: { name: 'asc' }, take: 2 });
    const name = unique('Herbal tea');
    const created = await rest(t, 'POST', '/subcategory/create', { token: admin, body: { name, image, category: [first!.id, { _id: second!.id, name: second!.name }] } });
    expect(created.status).toBe(201);
    expect(created.body.success).toBe(true);
    const id = created.body.data._id as string;
    expect(created.body.data.category).toEqual([first!, second!].map((c) => ({ _id: c.id, name: c.name })).sort((a, b) => a.name.localeCompare(b.name)));

    const updated = await rest(t, 'PUT', '/subcategory/update', { token: admin, body: { _id: id, name: `${name} bags`, image, category: [{ _id: second!.id }] } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ success: true, data: { _id: id, name: `${name} bags`, category: [{ _id: second!.id, name: second!.name }] } });

    const deleted = await rest(t, 'DELETE', '/subcategory/delete', { token: admin, body: { _id: id } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.success).toBe(true);
    expect(await t.db.subCategory.findUnique({ where: { id } })).toBeNull();
  });

  it('refuses a sub-category without categories or with an unknown one (400 field category), changing nothing', async () => {
    const before = await catalogueState();
    const none = await rest(t, 'POST', '/subcategory/create', { token: admin, body: { name: unique('Spices'), image, category: [] } });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ field: 'category', message: 'Choose at least one category' });
    const unknown = await rest(t, 'POST', '/subcategory/create', { token: admin, body: { name: unique('Spices'), image, category: ['no-such-category'] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe('category');
    expect(await catalogueState()).toEqual(before);
  });
});

describe('admin guard on every admin path', () => {
  const adminCalls: [string, string, Record<string, unknown>][] = [
    ['POST', '/category/add-category', { name: 'Guarded', image }],
    ['PUT', '/category/update', { _id: 'x', name: 'Guarded' }],
    ['DELETE', '/category/delete', { _id: 'x' }],
    ['POST', '/subcategory/create', { name: 'Guarded', image, category: [] }],
    ['PUT', '/subcategory/update', { _id: 'x', name: 'Guarded' }],
    ['DELETE', '/subcategory/delete', { _id: 'x' }],
    ['POST', '/product/create', { name: 'Guarded' }],
    ['PUT', '/product/update-product-details', { _id: 'x', name: 'Guarded' }],
    ['DELETE', '/product/delete-product', { _id: 'x' }],
  ];

  it.each(adminCalls)('%s %s: 401 signed out, 403 for a shopper, nothing changed', async (method, path, body) => {
    const realIds = { category: (await t.db.category.findFirstOrThrow()).id, product: (await t.db.product.findFirstOrThrow({ where: { deletedAt: null } })).id };
    const target = { ...body, ...('_id' in body ? { _id: path.startsWith('/product') ? realIds.product : realIds.category } : {}) };
    const before = await catalogueState();
    const signedOut = await rest(t, method, path, { body: target });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toMatchObject({ success: false, error: true, message: 'Please Login' });
    const asShopper = await rest(t, method, path, { body: target, token: shopper });
    expect(asShopper.status).toBe(403);
    expect(asShopper.body).toMatchObject({ success: false, error: true, message: 'Do not have permission' });
    expect(await catalogueState()).toEqual(before);
  });
});

describe('products: create, details, update, delete', () => {
  it('creates a product from the old form (numeric strings, more_details map, lower-case promo type) and answers the legacy shape', async () => {
    const { categoryId, subCategoryId } = await someCategoryWithSubCategory();
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const body = legacyProductBody(categoryId, subCategoryId, {
      promoCode: { code: 'Mata10', discountType: 'percentage', discountValue: '10', expiresAt, usageLimit: '100', allowMultiple: false },
    });
    const created = await rest(t, 'POST', '/product/create', { token: admin, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, error: false, message: 'Product Created Successfully' });
    const product = created.body.data;
    expectLegacyProduct(product);
    expect(product).toMatchObject({
      name: body.name,
      image: body.image.map(absolute),
      category: [{ _id: categoryId }],
      subCategory: [{ _id: subCategoryId }],
      stock: 40,
      price: 1200,
      discount: 10,
      effectivePrice: 1080,
      more_details: { Origin: 'Nyanza', Fat: '3%' },
      promotionLabel: 'PROMO',
      promotionPrice: null,
      stockAlertThreshold: 5,
      hasPromoCode: true,
      averageRating: null,
      reviewCount: 0,
      promoCode: { code: 'Mata10', discountType: 'percentage', discountValue: 10, usageLimit: 100, allowMultiple: false, expiresAt },
    });
    const stored = await t.db.promoCode.findUniqueOrThrow({ where: { productId: product._id } });
    expect(stored).toMatchObject({ discountType: 'PERCENTAGE', codeKey: 'MATA10' });

    // Shoppers see that a code exists, never the code itself.
    const asShopper = await rest(t, 'POST', '/product/get-product-details', { token: shopper, body: { productId: product._id } });
    expect(asShopper.body.data).toMatchObject({ _id: product._id, hasPromoCode: true, promoCode: null });
  });

  it('refuses bad product input with the old field names (400) and creates nothing', async () => {
    const { categoryId, subCategoryId } = await someCategoryWithSubCategory();
    const before = await catalogueState();
    const cases: [Record<string, unknown>, string][] = [
      [{ category: [] }, 'category'],
      [{ category: undefined }, 'category'],
      [{ price: '12.5' }, 'price'],
      [{ price: 'abc' }, 'price'],
      [{ stock: '-3' }, 'stock'],
      [{ discount: '' }, 'discount'],
      [{ image: ['file:///etc/passwd'] }, 'image.0'],
      [{ more_details: { Origin: '' } }, 'more_details.0.value'],
      [{ promoCode: { code: 'OK10', discountType: 'bogus', discountValue: 5 } }, 'promoCode.discountType'],
      [{ onPromotion: true, promotionPrice: 900 }, 'promotionStartTime'],
    ];
    for (const [overrides, field] of cases) {
      const response = await rest(t, 'POST', '/product/create', { token: admin, body: legacyProductBody(categoryId, subCategoryId, overrides) });
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body, JSON.stringify(overrides)).toMatchObject({ success: false, error: true, field });
    }
    expect(await catalogueState()).toEqual(before);
  });

  it('POST /product/get-product-details agrees with GraphQL product(databaseId:) on a product on promotion', async () => {
    const now = new Date();
    const onPromotion = await t.db.product.findFirstOrThrow({
      where: { deletedAt: null, onPromotion: true, promotionStartTime: { lte: now }, promotionEndTime: { gt: now }, promotionPrice: { not: null } },
    });
    const response = await rest(t, 'POST', '/product/get-product-details', { body: { productId: onPromotion.id } });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const product = response.body.data;
    expectLegacyProduct(product);
    const viaGraphql = (await t.graphql(GRAPHQL_PRODUCT, { id: onPromotion.id })).data!.product;
    expect(product.effectivePrice).toBe(onPromotion.promotionPrice);
    expect({
      _id: product._id,
      name: product.name,
      effectivePrice: product.effectivePrice,
      stock: product.stock,
      hasPromoCode: product.hasPromoCode,
      averageRating: product.averageRating,
      reviewCount: product.reviewCount,
      onPromotion: product.onPromotion,
      promotionPrice: product.promotionPrice,
      promotionLabel: product.promotionLabel,
      image: product.image,
      category: product.category,
      subCategory: product.subCategory,
      more_details: product.more_details,
      promoCode: product.promoCode,
    }).toEqual({
      _id: viaGraphql!.databaseId,
      name: viaGraphql!.name,
      effectivePrice: viaGraphql!.effectivePrice,
      stock: viaGraphql!.stock,
      hasPromoCode: viaGraphql!.hasPromoCode,
      averageRating: viaGraphql!.averageRating,
      reviewCount: viaGraphql!.reviewCount,
      onPromotion: viaGraphql!.onPromotion,
      promotionPrice: viaGraphql!.promotionPrice,
      promotionLabel: viaGraphql!.promotionLabel,
      image: viaGraphql!.images.map(absolute),
      category: viaGraphql!.categories.map((c) => ({ _id: c.databaseId, name: c.name })),
      subCategory: viaGraphql!.subCategories.map((s) => ({ _id: s.databaseId, name: s.name })),
      more_details: Object.fromEntries(viaGraphql!.moreDetails.map((d) => [d.name, d.value])),
      promoCode: null,
    });
  });

  it('answers 400 without a productId and 404 for an unknown one', async () => {
    const missing = await rest(t, 'POST', '/product/get-product-details', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('productId');
    const unknown = await rest(t, 'POST', '/product/get-product-details', { body: { productId: 'no-such-product' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, message: 'Product not found' });
  });

  it('updates a product from the edit form (the fetched product sent back with changes), then deletes it', async () => {
    const { categoryId, subCategoryId } = await someCategoryWithSubCategory();
    const created = await rest(t, 'POST', '/product/create', { token: admin, body: legacyProductBody(categoryId, subCategoryId) });
    expect(created.status).toBe(201);
    const fetched = (await rest(t, 'POST', '/product/get-product-details', { token: admin, body: { productId: created.body.data._id } })).body.data;
    const start = new Date(Date.now() - 60_000).toISOString();
    const end = new Date(Date.now() + 86_400_000).toISOString();
    const edited = {
      ...fetched,
      price: '1500',
      stock: 35,
      more_details: { ...fetched.more_details, Shelf: 'Cold' },
      onPromotion: true,
      promotionStartTime: start,
      promotionEndTime: end,
      promotionPrice: '1100',
      promotionLabel: 'WEEKEND',
      // The old form starts from an empty promo code when the product has none.
      promoCode: { code: '', discountType: '', discountValue: '' },
    };
    const updated = await rest(t, 'PUT', '/product/update-product-details', { token: admin, body: edited });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ success: true, error: false, message: 'updated successfully' });
    expect(updated.body.data).toMatchObject({
      _id: fetched._id,
      price: 1500,
      stock: 35,
      onPromotion: true,
      promotionPrice: 1100,
      promotionLabel: 'WEEKEND',
      effectivePrice: 1100,
      promotionStartTime: start,
      promotionEndTime: end,
      more_details: { Origin: 'Nyanza', Fat: '3%', Shelf: 'Cold' },
      promoCode: null,
      hasPromoCode: false,
    });
    const movements = await t.db.stockMovement.findMany({ where: { productId: fetched._id }, orderBy: { createdAt: 'asc' } });
    expect(movements.map((movement) => movement.delta)).toEqual([40, -5]);

    const deleted = await rest(t, 'DELETE', '/product/delete-product', { token: admin, body: { _id: fetched._id } });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ success: true, data: { _id: fetched._id } });
    const gone = await rest(t, 'POST', '/product/get-product-details', { body: { productId: fetched._id } });
    expect(gone.status).toBe(404);
    const again = await rest(t, 'DELETE', '/product/delete-product', { token: admin, body: { _id: fetched._id } });
    expect(again.status).toBe(404);
  });

  it('refuses an update without _id (400 field _id) or with a bad price, leaving the product as it was', async () => {
    const product = await t.db.product.findFirstOrThrow({ where: { deletedAt: null }, include: { categories: true } });
    const fetched = (await rest(t, 'POST', '/product/get-product-details', { token: admin, body: { productId: product.id } })).body.data;
    const { _id, ...withoutId } = fetched;
    const noId = await rest(t, 'PUT', '/product/update-product-details', { token: admin, body: withoutId });
    expect(noId.status).toBe(400);
    expect(noId.body.field).toBe('_id');
    const badPrice = await rest(t, 'PUT', '/product/update-product-details', { token: admin, body: { ...fetched, price: '1,000' } });
    expect(badPrice.status).toBe(400);
    expect(badPrice.body.field).toBe('price');
    expect(_id).toBe(product.id);
    const after = await t.db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect({ price: after.price, updatedAt: after.updatedAt }).toEqual({ price: product.price, updatedAt: product.updatedAt });
  });
});

describe('product lists', () => {
  it('POST /product/get pages the admin list (12 by default) with totalNoPage, totalCount and page numbers', async () => {
    const total = await t.db.product.count({ where: { deletedAt: null } });
    const first = await rest(t, 'POST', '/product/get', { body: { page: 1 } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, error: false, page: 1, totalCount: total, totalNoPage: Math.ceil(total / 12) });
    expect(typeof first.body.totalNoPage).toBe('number');
    expect(first.body.data).toHaveLength(12);
    first.body.data.forEach(expectAdminLegacyProduct);
    const second = await rest(t, 'POST', '/product/get', { body: { page: '2', limit: 12 } });
    expect(second.body.page).toBe(2);
    const firstIds = new Set(first.body.data.map((p: any) => p._id));
    expect(second.body.data.some((p: any) => firstIds.has(p._id))).toBe(false);
    const viaGraphql = await t.graphql(graphql(`{ adminProducts(first: 12) { totalCount edges { node { databaseId } } } }`), {}, { token: admin });
    expect(first.body.data.map((p: any) => p._id)).toEqual(viaGraphql.data!.adminProducts.edges.map((e) => e.node.databaseId));
  });

  it('POST /product/get searches with the shop search (best first, typos forgiven) and refuses a page that is not a whole number', async () => {
    const searched = await rest(t, 'POST', '/product/get', { body: { page: 1, limit: 12, search: 'rice' } });
    expect(searched.body.totalCount).toBeGreaterThan(0);
    // Rice itself first; the rest of its aisle ('Rice, Flour & Grains') after.
    for (const product of searched.body.data.slice(0, 3)) expect(product.name.toLowerCase()).toContain('rice');
    const typo = await rest(t, 'POST', '/product/get', { body: { search: 'basmatti' } });
    expect(typo.body.data.length).toBeGreaterThan(0);
    for (const product of typo.body.data) expect(product.name).toMatch(/basmati/i);
    const bad = await rest(t, 'POST', '/product/get', { body: { page: 'first' } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('page');
  });

  it('POST /product/get-product-by-category answers the category\'s products with page and totalCount', async () => {
    const { categoryId } = await someCategoryWithSubCategory();
    const response = await rest(t, 'POST', '/product/get-product-by-category', { body: { id: categoryId } });
    expect(response.status).toBe(200);
    const total = await t.db.product.count({ where: { deletedAt: null, categories: { some: { id: categoryId } } } });
    expect(response.body).toMatchObject({ success: true, page: 1, totalCount: total });
    expect(response.body.data.length).toBe(Math.min(total, 15));
    for (const product of response.body.data) expect(product.category.map((c: any) => c._id)).toContain(categoryId);
    const missing = await rest(t, 'POST', '/product/get-product-by-category', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('id');
  });

  it("POST /product/get-pruduct-by-category-and-subcategory (the old spelling) pages by 8 and agrees with GraphQL Category.products", async () => {
    const { categoryId, subCategoryId } = await someCategoryWithSubCategory();
    const query = graphql(`query($c: ID!, $s: ID) { category(databaseId: $c) { products(subCategoryId: $s, first: 8) { totalCount edges { node { databaseId } } } } }`);
    for (const sub of [subCategoryId, 'all']) {
      const response = await rest(t, 'POST', '/product/get-pruduct-by-category-and-subcategory', { body: { categoryId, subCategoryId: sub, page: 1, limit: 8 } });
      expect(response.status).toBe(200);
      // GraphQL names the sub-category by its global id, and 'all' by leaving it out.
      const viaGraphql = (await t.graphql(query, { c: categoryId, s: sub === 'all' ? null : globalId('SubCategory', sub) })).data!.category!.products;
      expect(response.body).toMatchObject({ success: true, page: 1, totalCount: viaGraphql.totalCount, totalPage: Math.ceil(viaGraphql.totalCount / 8) });
      expect(response.body.data.map((p: any) => p._id)).toEqual(viaGraphql.edges.map((e) => e.node.databaseId));
      if (sub !== 'all') for (const product of response.body.data) expect(product.subCategory.map((s: any) => s._id)).toContain(sub);
    }
    const defaults = await rest(t, 'POST', '/product/get-pruduct-by-category-and-subcategory', { body: { categoryId, subCategoryId: 'all' } });
    expect(defaults.body.data.length).toBeLessThanOrEqual(8);
    const correctlySpelled = await rest(t, 'POST', '/product/get-product-by-category-and-subcategory', { body: { categoryId, subCategoryId: 'all' } });
    expect(correctlySpelled.status).toBe(404);
  });

  it('POST /product/get-all-products?random=true picks distinct products; without it lists newest first', async () => {
    const random = await rest(t, 'POST', '/product/get-all-products?random=true');
    expect(random.status).toBe(200);
    expect(random.body.data).toHaveLength(16);
    expect(new Set(random.body.data.map((p: any) => p._id)).size).toBe(16);
    random.body.data.forEach(expectLegacyProduct);
    const newest = await rest(t, 'POST', '/product/get-all-products', { body: { page: 1, limit: 5 } });
    const expected = await t.db.product.findMany({ where: { deletedAt: null }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 5 });
    expect(newest.body.data.map((p: any) => p._id)).toEqual(expected.map((p) => p.id));
    expect(newest.body).toMatchObject({ page: 1, totalCount: await t.db.product.count({ where: { deletedAt: null } }) });
  });

  it('GET /product/new-arrivals answers the 8 newest, as GraphQL newArrivals', async () => {
    const response = await rest(t, 'GET', '/product/new-arrivals');
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(8);
    response.body.data.forEach(expectLegacyProduct);
    const viaGraphql = await t.graphql(graphql(`{ newArrivals { databaseId effectivePrice } }`));
    expect(response.body.data.map((p: any) => ({ databaseId: p._id, effectivePrice: p.effectivePrice }))).toEqual(viaGraphql.data!.newArrivals);
  });

  it('loads a page of products with the same number of queries whatever its size (no query per product)', async () => {
    const count = async (limit: number) => {
      statements = [];
      const response = await rest(t, 'POST', '/product/get', { body: { page: 1, limit } });
      expect(response.body.data).toHaveLength(limit);
      expect(statements.length).toBeGreaterThan(0);
      return statements.length;
    };
    expect(await count(40)).toBe(await count(4));
  });
});

describe('search', () => {
  it('POST /product/search-product answers { data, page, totalPage, totalCount } matching GraphQL searchProducts', async () => {
    const response = await rest(t, 'POST', '/product/search-product', { body: { search: 'rice', page: 1 } });
    expect(response.status).toBe(200);
    const viaGraphql = (await t.graphql(graphql(`{ searchProducts(query: "rice", first: 12) { totalCount edges { node { databaseId } } } }`))).data!.searchProducts;
    expect(response.body).toMatchObject({ success: true, page: 1, totalCount: viaGraphql.totalCount, totalPage: Math.ceil(viaGraphql.totalCount / 12) });
    expect(viaGraphql.totalCount).toBeGreaterThan(0);
    expect(response.body.data.map((p: any) => p._id)).toEqual(viaGraphql.edges.map((e) => e.node.databaseId));
    response.body.data.forEach(expectLegacyProduct);
  });

  it('accepts any text safely and lists everything for an empty search', async () => {
    const odd = await rest(t, 'POST', '/product/search-product', { body: { search: '"(* OR NEAR', page: 1 } });
    expect(odd.status).toBe(200);
    expect(Array.isArray(odd.body.data)).toBe(true);
    const empty = await rest(t, 'POST', '/product/search-product', { body: { search: '', page: 2 } });
    const total = await t.db.product.count({ where: { deletedAt: null } });
    expect(empty.body).toMatchObject({ page: 2, totalCount: total, totalPage: Math.ceil(total / 12) });
    expect(empty.body.data).toHaveLength(12);
  });
});

describe('promotions and promo codes', () => {
  it('PUT /product/cleanup-expired-promotions ends an expired promotion and reports how many', async () => {
    const hourAgo = new Date(Date.now() - 3_600_000);
    const expired = await createProduct(t, {
      onPromotion: true,
      promotionStartTime: new Date(hourAgo.getTime() - 86_400_000),
      promotionEndTime: hourAgo,
      promotionPrice: 500,
    });
    const one = await rest(t, 'PUT', '/product/cleanup-expired-promotions', { body: { productId: expired.id } });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ success: true, data: { cleaned: 1 } });
    expect(await t.db.product.findUniqueOrThrow({ where: { id: expired.id } })).toMatchObject({ onPromotion: false, promotionPrice: null });
    const all = await rest(t, 'PUT', '/product/cleanup-expired-promotions');
    expect(all.status).toBe(200);
    expect(typeof all.body.data.cleaned).toBe('number');
  });

  it('POST /product/validate-promo-code answers validProducts, the partial message, or 400 for no usable product (naming the product of a code not in the cart)', async () => {
    const withCode = await createProduct(t, { price: 1000, discount: 0 });
    const without = await createProduct(t, { price: 2000, discount: 0 });
    await createPromoCode(t, withCode.id, { code: 'RESTTEN', discountType: 'PERCENTAGE', discountValue: 10 });

    const signedOut = await rest(t, 'POST', '/product/validate-promo-code', { body: { code: 'RESTTEN', cart: [{ productId: withCode.id, quantity: 1 }] } });
    expect(signedOut.status).toBe(401);

    const valid = await rest(t, 'POST', '/product/validate-promo-code', { token: shopper, body: { code: 'resttEn', cart: [{ productId: withCode.id, quantity: '2' }] } });
    expect(valid.status).toBe(200);
    expect(valid.body).toMatchObject({ success: true, error: false, validProducts: [{ productId: withCode.id, discountAmount: 100 }] });

    const partial = await rest(t, 'POST', '/product/validate-promo-code', {
      token: shopper,
      body: { code: 'RESTTEN', cart: [{ productId: { _id: withCode.id }, quantity: 1 }, { productId: without.id, quantity: 1 }] },
    });
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({ success: true, message: 'Some products could not use this code.', validProducts: [{ productId: withCode.id, discountAmount: 100 }] });

    const viaGraphql = await t.graphql(
      graphql(`query($input: ValidatePromoCodeInput!) { validatePromoCode(input: $input) { outcome validProducts { product { databaseId } discountTotal } } }`),
      { input: { code: 'RESTTEN', cart: [{ productId: productGlobalId(withCode.id), quantity: 1 }, { productId: productGlobalId(without.id), quantity: 1 }] } },
      { token: shopper },
    );
    expect(viaGraphql.data!.validatePromoCode).toMatchObject({
      outcome: 'PARTIAL',
      validProducts: partial.body.validProducts.map(({ productId, discountAmount }: any) => ({ product: { databaseId: productId }, discountTotal: discountAmount })),
    });

    const invalid = await rest(t, 'POST', '/product/validate-promo-code', { token: shopper, body: { code: 'NORESTCODE', cart: [{ productId: without.id, quantity: 1 }] } });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ success: false, error: true, message: 'Invalid or expired promo code.' });

    // A live code for a product the cart does not hold: the same 400, with a message naming the product.
    const elsewhere = await rest(t, 'POST', '/product/validate-promo-code', { token: shopper, body: { code: 'RESTTEN', cart: [{ productId: without.id, quantity: 1 }] } });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toMatchObject({ success: false, error: true, message: `This code is for ${withCode.name}, which is not in your cart.` });
  });
});

describe('documentation', () => {
  it('documents every catalogue path in the OpenAPI document with its auth level', async () => {
    const document = await (await t.request('/api/openapi.json')).json();
    const expected: [string, string, string][] = [
      ['/category/add-category', 'post', 'admin'],
      ['/category/get', 'get', 'public'],
      ['/subcategory/get', 'post', 'public'],
      ['/product/create', 'post', 'admin'],
      ['/product/get-pruduct-by-category-and-subcategory', 'post', 'public'],
      ['/product/search-product', 'post', 'public'],
      ['/product/validate-promo-code', 'post', 'user'],
      ['/product/review/{productId}/average', 'get', 'public'],
      ['/product/review', 'post', 'user'],
    ];
    for (const [path, method, auth] of expected) expect(document.paths[path]?.[method]?.['x-isoko-auth'], path).toBe(auth);
    expect(document.paths['/product/create'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('more_details');
  });
});
