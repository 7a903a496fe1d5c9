import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../helpers/admin.js';
import { signUpAndLogin } from '../helpers/auth.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let admin: string;
let shopper: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t);
  shopper = (await signUpAndLogin(t)).accessToken;
});
afterAll(() => t.close());

const CREATE_CATEGORY = `mutation($input: CategoryInput!) { createCategory(input: $input) {
  __typename ... on Category { databaseId name image } ... on Error { message code } ... on ValidationError { field } ... on ConflictError { field } } }`;
const DELETE_CATEGORY = `mutation($id: ID!) { deleteCategory(id: $id) { __typename ... on Category { name } ... on Error { message code } } }`;
const CREATE_SUB = `mutation($input: SubCategoryInput!) { createSubCategory(input: $input) {
  __typename ... on SubCategory { databaseId name categories { databaseId } } ... on Error { message code } ... on ValidationError { field } } }`;
const DELETE_SUB = `mutation($id: ID!) { deleteSubCategory(id: $id) { __typename ... on SubCategory { name } ... on Error { message code } } }`;
const CREATE_PRODUCT = `mutation($input: ProductInput!) { createProduct(input: $input) {
  __typename ... on Product { databaseId name stock price effectivePrice moreDetails { name value } promoCode { code discountType usedCount }
  categories { databaseId } subCategories { databaseId } } ... on Error { message code } ... on ValidationError { field } } }`;
const UPDATE_PRODUCT = `mutation($input: UpdateProductInput!) { updateProduct(input: $input) {
  __typename ... on Product { databaseId name stock price promoCode { code } } ... on Error { message code } ... on ValidationError { field } } }`;
const DELETE_PRODUCT = `mutation($id: ID!) { deleteProduct(id: $id) { __typename ... on Product { name } ... on Error { message code } } }`;

const image = '/uploads/seed/category-dairy-eggs.webp';

async function newCategory(name: string) {
  const result = await t.graphql(CREATE_CATEGORY, { input: { name, image } }, { token: admin });
  expect(result.data!.createCategory.__typename).toBe('Category');
  return result.data!.createCategory.databaseId as string;
}

async function newSubCategory(name: string, categoryIds: string[]) {
  const result = await t.graphql(CREATE_SUB, { input: { name, image, categoryIds } }, { token: admin });
  expect(result.data!.createSubCategory.__typename).toBe('SubCategory');
  return result.data!.createSubCategory.databaseId as string;
}

function productInput(categoryId: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ikivuguto Fresh 1 L',
    description: 'Traditional fermented milk from Nyanza.',
    unit: '1 L',
    images: [image],
    categoryIds: [categoryId],
    stock: 40,
    price: 1200,
    discount: 0,
    moreDetails: [{ name: 'Origin', value: 'Nyanza' }],
    ...overrides,
  };
}

describe('admin guard', () => {
  it.each([
    ['createCategory', CREATE_CATEGORY, { input: { name: 'X', image } }],
    ['deleteCategory', DELETE_CATEGORY, { id: 'x' }],
    ['createSubCategory', CREATE_SUB, { input: { name: 'X', image, categoryIds: ['x'] } }],
    ['deleteSubCategory', DELETE_SUB, { id: 'x' }],
    ['deleteProduct', DELETE_PRODUCT, { id: 'x' }],
  ])('%s: shoppers are forbidden and visitors asked to log in, changing nothing', async (field, mutation, variables) => {
    const before = await Promise.all([t.db.category.count(), t.db.subCategory.count(), t.db.product.count({ where: { deletedAt: null } })]);
    const asShopper = await t.graphql(mutation, variables, { token: shopper });
    expect(asShopper.data![field]).toMatchObject({ __typename: 'ForbiddenError', code: 'FORBIDDEN', message: 'Do not have permission' });
    const asVisitor = await t.graphql(mutation, variables);
    expect(asVisitor.data![field]).toMatchObject({ __typename: 'UnauthenticatedError', code: 'UNAUTHENTICATED' });
    expect(await Promise.all([t.db.category.count(), t.db.subCategory.count(), t.db.product.count({ where: { deletedAt: null } })])).toEqual(before);
  });

  it('hides the admin product list from shoppers', async () => {
    const result = await t.graphql(`{ adminProducts(first: 12) { totalCount } }`, {}, { token: shopper });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.message).toBe('Do not have permission');
  });
});

describe('categories and sub-categories', () => {
  it('creates, renames and refuses duplicate names in any case', async () => {
    const id = await newCategory('Organic Produce');
    const duplicate = await t.graphql(CREATE_CATEGORY, { input: { name: 'organic PRODUCE', image } }, { token: admin });
    expect(duplicate.data!.createCategory).toMatchObject({ __typename: 'ConflictError', field: 'name' });
    const renamed = await t.graphql(
      `mutation($input: UpdateCategoryInput!) { updateCategory(input: $input) { __typename ... on Category { name image } } }`,
      { input: { id, name: 'Organic Fruit & Veg' } },
      { token: admin },
    );
    expect(renamed.data!.updateCategory).toEqual({ __typename: 'Category', name: 'Organic Fruit & Veg', image });
  });

  it('refuses bad input with the field at fault', async () => {
    const before = await t.db.category.count();
    for (const input of [{ name: '', image }, { name: 'Bad image', image: 'javascript:alert(1)' }, { name: 'Traversal', image: '/uploads/../../etc/passwd' }]) {
      const result = await t.graphql(CREATE_CATEGORY, { input }, { token: admin });
      expect(result.data!.createCategory.__typename).toBe('ValidationError');
    }
    expect(await t.db.category.count()).toBe(before);
  });

  it('refuses to delete a category still used, naming what uses it, then deletes it once free', async () => {
    const categoryId = await newCategory('Spices of Rubavu');
    const subId = await newSubCategory('Pili Pili', [categoryId]);
    const product = await t.graphql(CREATE_PRODUCT, { input: productInput(categoryId, { name: 'Akabanga Extra 20 ml' }) }, { token: admin });
    const refused = await t.graphql(DELETE_CATEGORY, { id: categoryId }, { token: admin });
    expect(refused.data!.deleteCategory.__typename).toBe('ConflictError');
    expect(refused.data!.deleteCategory.message).toBe(
      'Category "Spices of Rubavu" is still used by 1 product ("Akabanga Extra 20 ml") and 1 sub-category ("Pili Pili"). Move or delete them first.',
    );
    const subRefused = await t.graphql(DELETE_SUB, { id: subId }, { token: admin });
    expect(subRefused.data!.deleteSubCategory.__typename).toBe('SubCategory');
    await t.graphql(DELETE_PRODUCT, { id: product.data!.createProduct.databaseId }, { token: admin });
    expect((await t.graphql(DELETE_CATEGORY, { id: categoryId }, { token: admin })).data!.deleteCategory.__typename).toBe('Category');
    expect(await t.db.category.findUnique({ where: { id: categoryId } })).toBeNull();
  });

  it('refuses to delete a sub-category that products use', async () => {
    const categoryId = await newCategory('Sweets of Huye');
    const subId = await newSubCategory('Toffees', [categoryId]);
    await t.graphql(CREATE_PRODUCT, { input: productInput(categoryId, { name: 'Huye Toffee 200 g', subCategoryIds: [subId] }) }, { token: admin });
    const refused = await t.graphql(DELETE_SUB, { id: subId }, { token: admin });
    expect(refused.data!.deleteSubCategory).toMatchObject({
      __typename: 'ConflictError',
      message: 'Sub category "Toffees" is still used by 1 product ("Huye Toffee 200 g"). Move or delete them first.',
    });
    expect(await t.db.subCategory.findUnique({ where: { id: subId } })).not.toBeNull();
  });

  it('needs at least one existing category for a sub-category', async () => {
    const none = await t.graphql(CREATE_SUB, { input: { name: 'Orphan', image, categoryIds: [] } }, { token: admin });
    expect(none.data!.createSubCategory).toMatchObject({ __typename: 'ValidationError', message: 'Choose at least one category' });
    const unknown = await t.graphql(CREATE_SUB, { input: { name: 'Orphan', image, categoryIds: ['nope'] } }, { token: admin });
    expect(unknown.data!.createSubCategory).toMatchObject({ __typename: 'ValidationError', field: 'categoryIds' });
  });
});

describe('products', () => {
  it('creates a product with custom fields, a promo code and its opening stock in the ledger', async () => {
    const categoryId = await newCategory('Local Dairy');
    const subId = await newSubCategory('Fermented Milk', [categoryId]);
    const expiresAt = new Date(Date.now() + 7 * 86400_000).toISOString();
    const result = await t.graphql(
      CREATE_PRODUCT,
      {
        input: productInput(categoryId, {
          subCategoryIds: [subId],
          discount: 10,
          promoCode: { code: 'ikivuguto5', discountType: 'PERCENTAGE', discountValue: 5, expiresAt, usageLimit: 100, allowMultiple: false },
        }),
      },
      { token: admin },
    );
    const product = result.data!.createProduct;
    expect(product).toMatchObject({
      __typename: 'Product',
      name: 'Ikivuguto Fresh 1 L',
      stock: 40,
      effectivePrice: 1080,
      moreDetails: [{ name: 'Origin', value: 'Nyanza' }],
      promoCode: { code: 'ikivuguto5', discountType: 'PERCENTAGE', usedCount: 0 },
      subCategories: [{ databaseId: subId }],
    });
    const ledger = await t.db.stockMovement.findMany({ where: { productId: product.databaseId } });
    expect(ledger).toMatchObject([{ delta: 40, stockAfter: 40, reason: 'INITIAL_STOCK' }]);
    const found = await t.graphql(`query { searchProducts(query: "ikivuguto fresh") { edges { node { databaseId } } } }`);
    expect(found.data!.searchProducts.edges.map((e: { node: { databaseId: string } }) => e.node.databaseId)).toContain(product.databaseId);
  });

  it.each([
    ['negative price', { price: -1 }, 'price'],
    ['zero price', { price: 0 }, 'price'],
    ['negative stock', { stock: -5 }, 'stock'],
    ['discount above 100', { discount: 101 }, 'discount'],
    ['promotion ending before it starts', { onPromotion: true, promotionPrice: 1000, promotionStartTime: '2026-12-10T10:00:00Z', promotionEndTime: '2026-12-01T10:00:00Z' }, 'promotionEndTime'],
    ['promotion price above the price', { onPromotion: true, promotionPrice: 1500, promotionStartTime: '2026-12-01T10:00:00Z', promotionEndTime: '2026-12-10T10:00:00Z' }, 'promotionPrice'],
    ['promotion without its times', { onPromotion: true, promotionPrice: 900 }, 'promotionStartTime'],
    ['promo code already expired', { promoCode: { code: 'OLD10', discountType: 'PERCENTAGE', discountValue: 10, expiresAt: '2020-01-01T00:00:00Z' } }, 'promoCode.expiresAt'],
    ['fixed promo discount above the price', { promoCode: { code: 'TOOMUCH', discountType: 'FIXED', discountValue: 5000 } }, 'promoCode.discountValue'],
    ['percentage promo above 100', { promoCode: { code: 'ALL', discountType: 'PERCENTAGE', discountValue: 150 } }, 'promoCode.discountValue'],
    ['empty custom field value', { moreDetails: [{ name: 'Origin', value: ' ' }] }, 'moreDetails.0.value'],
    ['empty name', { name: '  ' }, 'name'],
  ])('refuses %s with the field at fault and creates nothing', async (_case, overrides, field) => {
    const categoryId = (await t.db.category.findFirstOrThrow()).id;
    const before = await t.db.product.count();
    const result = await t.graphql(CREATE_PRODUCT, { input: productInput(categoryId, { name: `Bad ${field}`, ...overrides }) }, { token: admin });
    expect(result.data!.createProduct).toMatchObject({ __typename: 'ValidationError', field });
    expect(await t.db.product.count()).toBe(before);
  });

  it('refuses a sub-category that is not in any of the chosen categories', async () => {
    const a = await newCategory('Category A');
    const b = await newCategory('Category B');
    const subOfB = await newSubCategory('Only in B', [b]);
    const result = await t.graphql(CREATE_PRODUCT, { input: productInput(a, { name: 'Mismatch', subCategoryIds: [subOfB] }) }, { token: admin });
    expect(result.data!.createProduct).toMatchObject({ __typename: 'ValidationError', field: 'subCategoryIds' });
  });

  it('updates a product, recording a stock change in the ledger, and removes its promo code', async () => {
    const categoryId = await newCategory('Update Lab');
    const created = await t.graphql(
      CREATE_PRODUCT,
      { input: productInput(categoryId, { name: 'Sorghum Flour 1 kg', promoCode: { code: 'AMASAKA', discountType: 'FIXED', discountValue: 100 } }) },
      { token: admin },
    );
    const id = created.data!.createProduct.databaseId;
    const updated = await t.graphql(UPDATE_PRODUCT, { input: { id, ...productInput(categoryId, { name: 'Sorghum Flour 1 kg', stock: 25, price: 1300, promoCode: null }) } }, { token: admin });
    expect(updated.data!.updateProduct).toMatchObject({ __typename: 'Product', stock: 25, price: 1300, promoCode: null });
    const ledger = await t.db.stockMovement.findMany({ where: { productId: id }, orderBy: { createdAt: 'asc' } });
    expect(ledger.map((row) => [row.reason, row.delta, row.stockAfter])).toEqual([
      ['INITIAL_STOCK', 40, 40],
      ['ADMIN_ADJUSTMENT', -15, 25],
    ]);
    expect(await t.db.promoCode.count({ where: { productId: id } })).toBe(0);
  });

  it('refuses to update an unknown product', async () => {
    const categoryId = (await t.db.category.findFirstOrThrow()).id;
    const result = await t.graphql(UPDATE_PRODUCT, { input: { id: 'missing', ...productInput(categoryId) } }, { token: admin });
    expect(result.data!.updateProduct).toMatchObject({ __typename: 'NotFoundError', message: 'Product not found' });
  });

  it('deletes a product from the shop but keeps its ledger, and empties it from carts', async () => {
    const categoryId = await newCategory('Delete Lab');
    const created = await t.graphql(CREATE_PRODUCT, { input: productInput(categoryId, { name: 'Cassava Flour 2 kg' }) }, { token: admin });
    const id = created.data!.createProduct.databaseId;
    const shopperRow = await t.db.user.findFirstOrThrow({ where: { role: 'USER' } });
    await t.db.cartLine.create({ data: { userId: shopperRow.id, productId: id, quantity: 2 } });
    const deleted = await t.graphql(DELETE_PRODUCT, { id }, { token: admin });
    expect(deleted.data!.deleteProduct).toEqual({ __typename: 'Product', name: 'Cassava Flour 2 kg' });
    expect((await t.graphql(`query($id: ID!) { product(id: $id) { name } }`, { id })).data!.product).toBeNull();
    expect(await t.db.cartLine.count({ where: { productId: id } })).toBe(0);
    expect(await t.db.stockMovement.count({ where: { productId: id } })).toBe(1);
    expect((await t.graphql(DELETE_PRODUCT, { id }, { token: admin })).data!.deleteProduct.__typename).toBe('NotFoundError');
  });

  it("filters the admin's product list by name, 12 to a page with a total", async () => {
    const result = await t.graphql(`{ adminProducts(search: "inyange", first: 12) { totalCount edges { node { name } } pageInfo { hasNextPage } } }`, {}, { token: admin });
    const list = result.data!.adminProducts;
    expect(list.totalCount).toBe(await t.db.product.count({ where: { deletedAt: null, name: { contains: 'Inyange' } } }));
    expect(list.edges.length).toBe(Math.min(12, list.totalCount));
    expect(list.edges.every((edge: { node: { name: string } }) => /inyange/i.test(edge.node.name))).toBe(true);
  });
});

describe('promotions', () => {
  it('ends expired promotions, for one product or all, and leaves running ones', async () => {
    const now = new Date();
    const ended = await t.db.product.findMany({ where: { onPromotion: true, promotionEndTime: { lte: now } } });
    const running = await t.db.product.count({ where: { onPromotion: true, promotionEndTime: { gt: now } } });
    expect(ended.length).toBeGreaterThan(1);
    const one = await t.graphql(`mutation($id: ID) { cleanupExpiredPromotions(productId: $id) { __typename ... on PromotionCleanupPayload { cleaned } } }`, { id: ended[0]!.id });
    expect(one.data!.cleanupExpiredPromotions).toEqual({ __typename: 'PromotionCleanupPayload', cleaned: 1 });
    const rest = await t.graphql(`mutation { cleanupExpiredPromotions { ... on PromotionCleanupPayload { cleaned } } }`);
    expect(rest.data!.cleanupExpiredPromotions.cleaned).toBe(ended.length - 1);
    expect(await t.db.product.count({ where: { onPromotion: true, promotionEndTime: { lte: now } } })).toBe(0);
    expect(await t.db.product.count({ where: { onPromotion: true, promotionEndTime: { gt: now } } })).toBe(running);
  });
});
