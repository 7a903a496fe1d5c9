import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../helpers/admin.js';
import { signUpAndLogin } from '../../helpers/auth.js';
import { globalId } from '../../helpers/catalog.js';
import { startTestApp, type GraphQLResponse, type TestApp } from '../../helpers/test-app.js';
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
const CREATE_CATEGORY = graphql(`mutation($input: CreateCategoryInput!) { createCategory(input: $input) {
  __typename ... on CreateCategoryPayload { category { id databaseId name image } categoryEdge { cursor node { id } } } ... on Error { message code } ... on ValidationError { field } ... on ConflictError { field } } }`);
const DELETE_CATEGORY = graphql(`mutation($input: DeleteCategoryInput!) { deleteCategory(input: $input) { __typename ... on DeleteCategoryPayload { deletedCategoryId } ... on Error { message code } ... on ValidationError { field } ... on ConflictError { field } } }`);
const CREATE_SUB = graphql(`mutation($input: CreateSubCategoryInput!) { createSubCategory(input: $input) {
  __typename ... on CreateSubCategoryPayload { subCategory { id databaseId name categories { databaseId } } subCategoryEdge { cursor node { id } }
  categories { databaseId subCategories { databaseId } } } ... on Error { message code } ... on ValidationError { field } ... on ConflictError { field } } }`);
const DELETE_SUB = graphql(`mutation($input: DeleteSubCategoryInput!) { deleteSubCategory(input: $input) { __typename ... on DeleteSubCategoryPayload { deletedSubCategoryId } ... on Error { message code } ... on ValidationError { field } ... on ConflictError { field } } }`);
const CREATE_PRODUCT = graphql(`mutation($input: CreateProductInput!) { createProduct(input: $input) {
  __typename ... on CreateProductPayload { product { id databaseId name stock price effectivePrice moreDetails { name value } promoCode { code discountType usedCount }
  categories { databaseId } subCategories { databaseId } } productEdge { cursor node { id databaseId } } } ... on Error { message code } ... on ValidationError { field } } }`);
const UPDATE_PRODUCT = graphql(`mutation($input: UpdateProductInput!) { updateProduct(input: $input) {
  __typename ... on UpdateProductPayload { product { databaseId name stock price promoCode { code } } } ... on Error { message code } ... on ValidationError { field } ... on ConflictError { field } } }`);
const DELETE_PRODUCT = graphql(`mutation($input: DeleteProductInput!) { deleteProduct(input: $input) { __typename ... on DeleteProductPayload { deletedProductId } ... on Error { message code } ... on ValidationError { field } } }`);

/** A delete mutation's input for a node known by its database id. */
function deleteInput(typename: 'Product' | 'Category' | 'SubCategory', databaseId: string) {
  return { input: { id: globalId(typename, databaseId) } };
}

const image = '/uploads/seed/category-dairy-eggs.webp';

async function newCategory(name: string) {
  const result = await t.graphql(CREATE_CATEGORY, { input: { name, image } }, { token: admin });
  expect(result.data!.createCategory.__typename).toBe('CreateCategoryPayload');
  return member(result.data!.createCategory, 'CreateCategoryPayload').category.databaseId;
}

async function newSubCategory(name: string, categoryIds: string[]) {
  const result = await t.graphql(CREATE_SUB, { input: { name, image, categoryIds: categoryIds.map((id) => globalId('Category', id)) } }, { token: admin });
  expect(result.data!.createSubCategory.__typename).toBe('CreateSubCategoryPayload');
  return member(result.data!.createSubCategory, 'CreateSubCategoryPayload').subCategory.databaseId;
}

function productInput(categoryId: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ikivuguto Fresh 1 L',
    description: 'Traditional fermented milk from Nyanza.',
    unit: '1 L',
    images: [image],
    categoryIds: [globalId('Category', categoryId)],
    stock: 40,
    price: 1200,
    discount: 0,
    moreDetails: [{ name: 'Origin', value: 'Nyanza' }],
    ...overrides,
  };
}

describe('admin guard', () => {
  // Each mutation as a shopper (the token) and as a visitor (none); its answer is read by the field's name.
  it.each<[string, (token?: string) => Promise<GraphQLResponse<Record<string, unknown>>>]>([
    ['createCategory', (token) => t.graphql(CREATE_CATEGORY, { input: { name: 'X', image } }, { token })],
    ['deleteCategory', (token) => t.graphql(DELETE_CATEGORY, deleteInput('Category', 'x'), { token })],
    ['createSubCategory', (token) => t.graphql(CREATE_SUB, { input: { name: 'X', image, categoryIds: [globalId('Category', 'x')] } }, { token })],
    ['deleteSubCategory', (token) => t.graphql(DELETE_SUB, deleteInput('SubCategory', 'x'), { token })],
    ['deleteProduct', (token) => t.graphql(DELETE_PRODUCT, deleteInput('Product', 'x'), { token })],
  ])('%s: shoppers are forbidden and visitors asked to log in, changing nothing', async (field, send) => {
    const before = await Promise.all([t.db.category.count(), t.db.subCategory.count(), t.db.product.count({ where: { deletedAt: null } })]);
    const asShopper = await send(shopper);
    expect(asShopper.data![field]).toMatchObject({ __typename: 'ForbiddenError', code: 'FORBIDDEN', message: 'Do not have permission' });
    const asVisitor = await send();
    expect(asVisitor.data![field]).toMatchObject({ __typename: 'UnauthenticatedError', code: 'UNAUTHENTICATED' });
    expect(await Promise.all([t.db.category.count(), t.db.subCategory.count(), t.db.product.count({ where: { deletedAt: null } })])).toEqual(before);
  });

  it('hides the admin product list: FORBIDDEN for shoppers, UNAUTHENTICATED when signed out', async () => {
    const result = await t.graphql(graphql(`{ adminProducts(first: 12) { totalCount } }`), {}, { token: shopper });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({ message: 'Do not have permission', extensions: { code: 'FORBIDDEN' } });
    const signedOut = await t.graphql(graphql(`{ adminProducts(first: 12) { edges { node { name } } } }`));
    expect(signedOut.data).toBeNull();
    expect(signedOut.errors?.[0]).toMatchObject({ message: 'Please Login', extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('categories and sub-categories', () => {
  it('creates a category with its edge, renames it and refuses duplicate names in any case', async () => {
    const created = await t.graphql(CREATE_CATEGORY, { input: { name: 'Organic Produce', image } }, { token: admin });
    const { category, categoryEdge } = member(created.data!.createCategory, 'CreateCategoryPayload');
    expect(category).toMatchObject({ id: globalId('Category', category.databaseId), name: 'Organic Produce', image });
    expect(categoryEdge.node.id).toBe(category.id);
    expect(typeof categoryEdge.cursor).toBe('string');
    const id = category.databaseId;
    const duplicate = await t.graphql(CREATE_CATEGORY, { input: { name: 'organic PRODUCE', image } }, { token: admin });
    expect(duplicate.data!.createCategory).toMatchObject({ __typename: 'ConflictError', field: 'name' });
    const renamed = await t.graphql(
      graphql(`mutation($input: UpdateCategoryInput!) { updateCategory(input: $input) { __typename ... on UpdateCategoryPayload { category { name image } } } }`),
      { input: { id: globalId('Category', id), name: 'Organic Fruit & Veg' } },
      { token: admin },
    );
    expect(renamed.data!.updateCategory).toEqual({ __typename: 'UpdateCategoryPayload', category: { name: 'Organic Fruit & Veg', image } });
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
    const refused = await t.graphql(DELETE_CATEGORY, deleteInput('Category', categoryId), { token: admin });
    expect(refused.data!.deleteCategory.__typename).toBe('ConflictError');
    expect(having(refused.data!.deleteCategory, 'message').message).toBe(
      'Category "Spices of Rubavu" is still used by 1 product ("Akabanga Extra 20 ml") and 1 sub-category ("Pili Pili"). Move or delete them first.',
    );
    const subDeleted = await t.graphql(DELETE_SUB, deleteInput('SubCategory', subId), { token: admin });
    expect(subDeleted.data!.deleteSubCategory).toEqual({ __typename: 'DeleteSubCategoryPayload', deletedSubCategoryId: globalId('SubCategory', subId) });
    await t.graphql(DELETE_PRODUCT, deleteInput('Product', member(product.data!.createProduct, 'CreateProductPayload').product.databaseId), { token: admin });
    expect((await t.graphql(DELETE_CATEGORY, deleteInput('Category', categoryId), { token: admin })).data!.deleteCategory).toEqual({
      __typename: 'DeleteCategoryPayload',
      deletedCategoryId: globalId('Category', categoryId),
    });
    expect(await t.db.category.findUnique({ where: { id: categoryId } })).toBeNull();
  });

  it('refuses to delete a sub-category that products use', async () => {
    const categoryId = await newCategory('Sweets of Huye');
    const subId = await newSubCategory('Toffees', [categoryId]);
    await t.graphql(CREATE_PRODUCT, { input: productInput(categoryId, { name: 'Huye Toffee 200 g', subCategoryIds: [globalId('SubCategory', subId)] }) }, { token: admin });
    const refused = await t.graphql(DELETE_SUB, deleteInput('SubCategory', subId), { token: admin });
    expect(refused.data!.deleteSubCategory).toMatchObject({
      __typename: 'ConflictError',
      message: 'Sub category "Toffees" is still used by 1 product ("Huye Toffee 200 g"). Move or delete them first.',
    });
    expect(await t.db.subCategory.findUnique({ where: { id: subId } })).not.toBeNull();
  });

  it("returns the sub-category's edge and every category whose sub-category list changed", async () => {
    const from = await newCategory('Grains of Nyagatare');
    const to = await newCategory('Grains of Kirehe');
    const created = await t.graphql(CREATE_SUB, { input: { name: 'Maize Flour', image, categoryIds: [globalId('Category', from)] } }, { token: admin });
    const { subCategory, subCategoryEdge, categories } = member(created.data!.createSubCategory, 'CreateSubCategoryPayload');
    expect(subCategoryEdge.node.id).toBe(subCategory.id);
    expect(categories).toEqual([{ databaseId: from, subCategories: [{ databaseId: subCategory.databaseId }] }]);
    const moved = await t.graphql(
      graphql(`mutation($input: UpdateSubCategoryInput!) { updateSubCategory(input: $input) { __typename ... on UpdateSubCategoryPayload {
        subCategory { categories { databaseId } } categories { databaseId subCategories { databaseId } } } } }`),
      { input: { id: subCategory.id, categoryIds: [globalId('Category', to)] } },
      { token: admin },
    );
    expect(member(moved.data!.updateSubCategory, 'UpdateSubCategoryPayload').subCategory.categories).toEqual([{ databaseId: to }]);
    // The category it left and the one it joined, with their new lists, sorted by name.
    expect(member(moved.data!.updateSubCategory, 'UpdateSubCategoryPayload').categories).toEqual([
      { databaseId: to, subCategories: [{ databaseId: subCategory.databaseId }] },
      { databaseId: from, subCategories: [] },
    ]);
  });

  it('needs at least one existing category for a sub-category', async () => {
    const none = await t.graphql(CREATE_SUB, { input: { name: 'Orphan', image, categoryIds: [] } }, { token: admin });
    expect(none.data!.createSubCategory).toMatchObject({ __typename: 'ValidationError', message: 'Choose at least one category' });
    const unknown = await t.graphql(CREATE_SUB, { input: { name: 'Orphan', image, categoryIds: [globalId('Category', 'nope')] } }, { token: admin });
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
          subCategoryIds: [globalId('SubCategory', subId)],
          discount: 10,
          promoCode: { code: 'ikivuguto5', discountType: 'PERCENTAGE', discountValue: 5, expiresAt, usageLimit: 100, allowMultiple: false },
        }),
      },
      { token: admin },
    );
    expect(result.data!.createProduct.__typename).toBe('CreateProductPayload');
    const { product, productEdge } = member(result.data!.createProduct, 'CreateProductPayload');
    expect(productEdge.node).toEqual({ id: product.id, databaseId: product.databaseId });
    expect(typeof productEdge.cursor).toBe('string');
    expect(product).toMatchObject({
      name: 'Ikivuguto Fresh 1 L',
      stock: 40,
      effectivePrice: 1080,
      moreDetails: [{ name: 'Origin', value: 'Nyanza' }],
      promoCode: { code: 'ikivuguto5', discountType: 'PERCENTAGE', usedCount: 0 },
      subCategories: [{ databaseId: subId }],
    });
    const ledger = await t.db.stockMovement.findMany({ where: { productId: product.databaseId } });
    expect(ledger).toMatchObject([{ delta: 40, stockAfter: 40, reason: 'INITIAL_STOCK' }]);
    const found = await t.graphql(graphql(`query { searchProducts(query: "ikivuguto fresh") { edges { node { databaseId } } } }`));
    expect(found.data!.searchProducts.edges.map((e: { node: { databaseId: string } }) => e.node.databaseId)).toContain(product.databaseId);
    // The edge's cursor is the one the category listing gives the product, so a client can page on from it.
    const listed = await t.graphql(graphql(`query($c: ID!) { category(databaseId: $c) { products(first: 1) { edges { cursor node { databaseId } } } } }`), { c: categoryId });
    expect(listed.data!.category!.products.edges).toEqual([{ cursor: productEdge.cursor, node: { databaseId: product.databaseId } }]);
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
    const result = await t.graphql(CREATE_PRODUCT, { input: productInput(a, { name: 'Mismatch', subCategoryIds: [globalId('SubCategory', subOfB)] }) }, { token: admin });
    expect(result.data!.createProduct).toMatchObject({ __typename: 'ValidationError', field: 'subCategoryIds' });
  });

  it('updates a product, recording a stock change in the ledger, and removes its promo code', async () => {
    const categoryId = await newCategory('Update Lab');
    const created = await t.graphql(
      CREATE_PRODUCT,
      { input: productInput(categoryId, { name: 'Sorghum Flour 1 kg', promoCode: { code: 'AMASAKA', discountType: 'FIXED', discountValue: 100 } }) },
      { token: admin },
    );
    const id = member(created.data!.createProduct, 'CreateProductPayload').product.databaseId;
    const updated = await t.graphql(
      UPDATE_PRODUCT,
      { input: { id: globalId('Product', id), ...productInput(categoryId, { name: 'Sorghum Flour 1 kg', stock: 25, price: 1300, promoCode: null }) } },
      { token: admin },
    );
    expect(updated.data!.updateProduct).toMatchObject({ __typename: 'UpdateProductPayload', product: { stock: 25, price: 1300, promoCode: null } });
    const ledger = await t.db.stockMovement.findMany({ where: { productId: id }, orderBy: { createdAt: 'asc' } });
    expect(ledger.map((row) => [row.reason, row.delta, row.stockAfter])).toEqual([
      ['INITIAL_STOCK', 40, 40],
      ['ADMIN_ADJUSTMENT', -15, 25],
    ]);
    expect(await t.db.promoCode.count({ where: { productId: id } })).toBe(0);
  });

  it('refuses to update an unknown product', async () => {
    const categoryId = (await t.db.category.findFirstOrThrow()).id;
    const result = await t.graphql(UPDATE_PRODUCT, { input: { id: globalId('Product', 'missing'), ...productInput(categoryId) } }, { token: admin });
    expect(result.data!.updateProduct).toMatchObject({ __typename: 'NotFoundError', message: 'Product not found' });
  });

  it('deletes a product from the shop but keeps its ledger, and empties it from carts', async () => {
    const categoryId = await newCategory('Delete Lab');
    const created = await t.graphql(CREATE_PRODUCT, { input: productInput(categoryId, { name: 'Cassava Flour 2 kg' }) }, { token: admin });
    const id = member(created.data!.createProduct, 'CreateProductPayload').product.databaseId;
    const shopperRow = await t.db.user.findFirstOrThrow({ where: { role: 'USER' } });
    await t.db.cartLine.create({ data: { userId: shopperRow.id, productId: id, quantity: 2 } });
    const deleted = await t.graphql(DELETE_PRODUCT, deleteInput('Product', id), { token: admin });
    expect(deleted.data!.deleteProduct).toEqual({ __typename: 'DeleteProductPayload', deletedProductId: globalId('Product', id) });
    expect((await t.graphql(graphql(`query($id: ID!) { product(databaseId: $id) { name } }`), { id })).data!.product).toBeNull();
    expect(await t.db.cartLine.count({ where: { productId: id } })).toBe(0);
    expect(await t.db.stockMovement.count({ where: { productId: id } })).toBe(1);
    expect((await t.graphql(DELETE_PRODUCT, deleteInput('Product', id), { token: admin })).data!.deleteProduct.__typename).toBe('NotFoundError');
  });

  it("filters the admin's product list by name, 12 to a page with a total", async () => {
    const result = await t.graphql(graphql(`{ adminProducts(search: "inyange", first: 12) { totalCount edges { node { name } } pageInfo { hasNextPage } } }`), {}, { token: admin });
    const list = result.data!.adminProducts;
    expect(list.totalCount).toBe(await t.db.product.count({ where: { deletedAt: null, name: { contains: 'Inyange' } } }));
    expect(list.edges.length).toBe(Math.min(12, list.totalCount));
    expect(list.edges.every((edge: { node: { name: string } }) => /inyange/i.test(edge.node.name))).toBe(true);
  });
});

describe('promotions', () => {
  it('ends expired promotions, for one product or all, and leaves running ones (the timer and the legacy REST path)', async () => {
    const now = new Date();
    const ended = await t.db.product.findMany({ where: { onPromotion: true, promotionEndTime: { lte: now } } });
    const running = await t.db.product.count({ where: { onPromotion: true, promotionEndTime: { gt: now } } });
    expect(ended.length).toBeGreaterThan(1);
    const cleanup = (body: object) =>
      t.request('/api/product/cleanup-expired-promotions', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const one = await cleanup({ productId: ended[0]!.id });
    expect((await one.json()).data).toEqual({ cleaned: 1 });
    const rest = await cleanup({});
    expect((await rest.json()).data.cleaned).toBe(ended.length - 1);
    expect(await t.db.product.count({ where: { onPromotion: true, promotionEndTime: { lte: now } } })).toBe(0);
    expect(await t.db.product.count({ where: { onPromotion: true, promotionEndTime: { gt: now } } })).toBe(running);
  });
});
