import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../helpers/admin.js';
import { globalId } from '../../helpers/catalog.js';
import { unchanged } from '../../helpers/fingerprint.js';
import { expectRefused, rest } from '../../helpers/rest.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { ERROR_FIELDS, createProduct } from '../../helpers/shop-fixtures.js';
import { graphql, type VariablesOf } from '../../helpers/graphql.js';

// Catalogue values that cannot be, and deletions that would orphan products, refused on both transports without
// changing anything.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t);
});
afterAll(() => t.close());

describe('class 22: catalogue values that cannot be', () => {
  const CREATE = graphql(`mutation($input: CreateProductInput!) { createProduct(input: $input) { __typename ... on CreateProductPayload { product { databaseId } } ...ErrorFields } }`, [ERROR_FIELDS]);
  const UPDATE = graphql(`mutation($input: UpdateProductInput!) { updateProduct(input: $input) { __typename ... on UpdateProductPayload { product { databaseId } } ...ErrorFields } }`, [ERROR_FIELDS]);
  const hour = 60 * 60 * 1000;
  const base = async () => ({
    name: 'Ibishyimbo 1 kg',
    description: 'Beans.',
    unit: '1 kg',
    categoryIds: [globalId('Category', (await t.db.category.findFirstOrThrow()).id)],
    stock: 10,
    price: 2000,
    discount: 0,
  });

  it.each<[string, Partial<VariablesOf<typeof CREATE>['input']>, string]>([
    ['a negative price', { price: -1 }, 'price'],
    ['a negative stock', { stock: -5 }, 'stock'],
    ['a discount above 100', { discount: 101 }, 'discount'],
    ['a promotion that ends before it starts', { onPromotion: true, promotionPrice: 1500, promotionStartTime: new Date(Date.now() + 2 * hour).toISOString(), promotionEndTime: new Date(Date.now() + hour).toISOString() }, 'promotionEndTime'],
    ['a promotion price above the price', { onPromotion: true, promotionPrice: 2500, promotionStartTime: new Date().toISOString(), promotionEndTime: new Date(Date.now() + hour).toISOString() }, 'promotionPrice'],
    ['a promo code that expired already', { promoCode: { code: 'PAST1', discountType: 'PERCENTAGE', discountValue: 10, expiresAt: new Date(Date.now() - hour).toISOString() } }, 'promoCode.expiresAt'],
    ['a fixed promo discount above the price', { promoCode: { code: 'TOOMUCH', discountType: 'FIXED', discountValue: 2001 } }, 'promoCode.discountValue'],
  ])('createProduct refuses %s', async (_label, override, field) => {
    const answer = await unchanged(t, async () => t.graphql(CREATE, { input: { ...(await base()), ...override } }, { token: admin }));
    expect(answer.data?.createProduct).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION', field });
  });

  it('updateProduct refuses a negative price and a discount above 100', async () => {
    const product = await createProduct(t, { price: 2000, stock: 10 });
    for (const [override, field] of [[{ price: -1 }, 'price'], [{ discount: 150 }, 'discount']] as const) {
      const answer = await unchanged(t, async () => t.graphql(UPDATE, { input: { id: globalId('Product', product.id), ...(await base()), ...override } }, { token: admin }));
      expect(answer.data?.updateProduct).toMatchObject({ __typename: 'ValidationError', field });
    }
  });
});

describe('class 25: deleting a category that is still used', () => {
  const DELETE = graphql(`mutation($id: ID!) { deleteCategory(input: { id: $id }) { __typename ... on DeleteCategoryPayload { deletedCategoryId } ...ErrorFields } }`, [ERROR_FIELDS]);

  it('refuses a category used by products, naming them', async () => {
    const category = await t.db.category.create({ data: { name: `Used ${randomUUID().slice(0, 6)}`, image: '/uploads/seed/x.webp' } });
    await createProduct(t, { name: 'Amata y’inka', categories: { connect: { id: category.id } } });
    const answer = await unchanged(t, () => t.graphql(DELETE, { id: globalId('Category', category.id) }, { token: admin }));
    expect(answer.data?.deleteCategory).toMatchObject({ __typename: 'ConflictError', message: expect.stringContaining('is still used by 1 product') });
  });

  it('refuses a category used by sub-categories, naming them', async () => {
    const category = await t.db.category.create({ data: { name: `Parent ${randomUUID().slice(0, 6)}`, image: '/uploads/seed/x.webp' } });
    await t.db.subCategory.create({ data: { name: `Child ${randomUUID().slice(0, 6)}`, image: '/uploads/seed/x.webp', categories: { connect: { id: category.id } } } });
    const answer = await unchanged(t, () => t.graphql(DELETE, { id: globalId('Category', category.id) }, { token: admin }));
    expect(answer.data?.deleteCategory).toMatchObject({ __typename: 'ConflictError', message: expect.stringContaining('sub-category') });
  });

  it('counts several sub-categories in plain English', async () => {
    const category = await t.db.category.create({ data: { name: `Parent ${randomUUID().slice(0, 6)}`, image: '/uploads/seed/x.webp' } });
    for (const name of ['Ibishyimbo', 'Amashaza']) {
      await t.db.subCategory.create({ data: { name: `${name} ${randomUUID().slice(0, 6)}`, image: '/uploads/seed/x.webp', categories: { connect: { id: category.id } } } });
    }
    const answer = await unchanged(t, () => t.graphql(DELETE, { id: globalId('Category', category.id) }, { token: admin }));
    expect(answer.data?.deleteCategory).toMatchObject({ __typename: 'ConflictError', message: expect.stringMatching(/is still used by 2 sub-categories \("Amashaza \w+", "Ibishyimbo \w+"\)/) });
  });
});

describe('class 22 (REST): catalogue values that cannot be', () => {
  it.each([
    ['a negative price', { price: -1 }],
    ['a negative stock', { stock: -1 }],
    ['a discount above 100', { discount: 101 }],
  ])('POST /product/create refuses %s', async (_label, override) => {
    const category = await t.db.category.findFirstOrThrow();
    const body = { name: 'Ibishyimbo', description: 'Beans.', unit: '1 kg', category: [category.id], stock: 10, price: 2000, discount: 0, ...override };
    expectRefused(await unchanged(t, () => rest(t, 'POST', '/product/create', { token: admin, body })), 400);
  });
});

describe('class 25 (REST): deleting a category that is still used', () => {
  it('refuses it with a clear message', async () => {
    const category = await t.db.category.create({ data: { name: `Rest used ${randomUUID().slice(0, 6)}`, image: '/uploads/seed/x.webp' } });
    await t.db.subCategory.create({ data: { name: `Rest child ${randomUUID().slice(0, 6)}`, image: '/uploads/seed/x.webp', categories: { connect: { id: category.id } } } });
    const answer = await unchanged(t, () => rest(t, 'DELETE', '/category/delete', { token: admin, body: { _id: category.id } }));
    expectRefused(answer, 409, /still used by/);
  });
});
