import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogin } from '../../helpers/auth.js';
import { rest } from '../../helpers/rest.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { graphql, member } from '../../helpers/graphql.js';
import {
  ADD_TO_CART,
  ERROR_FIELDS,
  MERGE_GUEST_CART,
  SET_QUANTITY,
  addToCart,
  adminToken,
  cartLineGlobalId,
  createProduct,
  placeOrder,
  globalIdOf,
  productGlobalId,
  shopperWithAddress,
} from '../../helpers/shop-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const CREATE_PRODUCT = graphql(`
  mutation CreateLimited($input: CreateProductInput!) {
    createProduct(input: $input) { __typename ... on CreateProductPayload { product { databaseId stock maxPerOrder } } ...ErrorFields }
  }
`, [ERROR_FIELDS]);
const UPDATE_PRODUCT = graphql(`
  mutation UpdateLimited($input: UpdateProductInput!) {
    updateProduct(input: $input) { __typename ... on UpdateProductPayload { product { databaseId stock maxPerOrder } } ...ErrorFields }
  }
`, [ERROR_FIELDS]);
const PRODUCT = graphql(`
  query LimitedProduct($id: ID!) { node(id: $id) { ... on Product { databaseId stock maxPerOrder } } }
`);

/** A new product as the admin's form sends it, in a seeded category. */
async function productInput(overrides: Record<string, unknown> = {}) {
  const category = await t.db.category.findFirstOrThrow({ select: { id: true } });
  return {
    name: 'Isukari 1 kg',
    description: 'White sugar.',
    unit: '1 kg',
    images: ['/uploads/seed/category-dairy-eggs.webp'],
    categoryIds: [globalIdOf('Category', category.id)],
    stock: 100,
    price: 1500,
    discount: 0,
    ...overrides,
  };
}

const lineOf = (userId: string, productId: string) => t.db.cartLine.findUnique({ where: { userId_productId: { userId, productId } } });

describe('a per-product purchase limit (maxPerOrder)', () => {
  it('stops the cart at the limit when the stock is larger, and names the limit', async () => {
    const shopper = await signUpAndLogin(t);
    const sugar = await createProduct(t, { stock: 50, maxPerOrder: 2 });
    await addToCart(t, shopper.accessToken, sugar.id, 2);
    const third = await t.graphql(ADD_TO_CART, { productId: productGlobalId(sugar.id) }, { token: shopper.accessToken });
    expect(third.data?.addToCart).toMatchObject({
      __typename: 'OutOfStockError',
      code: 'OUT_OF_STOCK',
      message: 'At most 2 per order',
      product: { databaseId: sugar.id },
      available: 2,
    });
    expect((await lineOf(shopper.userId, sugar.id))?.quantity).toBe(2);
  });

  it('refuses setting a quantity over the limit and takes one at it', async () => {
    const shopper = await signUpAndLogin(t);
    const oil = await createProduct(t, { stock: 50, maxPerOrder: 3 });
    await addToCart(t, shopper.accessToken, oil.id);
    const line = (await lineOf(shopper.userId, oil.id))!;
    const over = await t.graphql(SET_QUANTITY, { cartLineId: cartLineGlobalId(line.id), quantity: 4 }, { token: shopper.accessToken });
    expect(over.data?.setCartQuantity).toMatchObject({ __typename: 'OutOfStockError', message: 'At most 3 per order', available: 3 });
    expect((await lineOf(shopper.userId, oil.id))?.quantity).toBe(1);
    const at = await t.graphql(SET_QUANTITY, { cartLineId: cartLineGlobalId(line.id), quantity: 3 }, { token: shopper.accessToken });
    expect(at.data?.setCartQuantity).toMatchObject({ __typename: 'SetCartQuantityPayload', cartLine: { quantity: 3 } });
  });

  it('leaves the stock as the bound when it is lower than the limit', async () => {
    const shopper = await signUpAndLogin(t);
    const flour = await createProduct(t, { stock: 1, maxPerOrder: 5 });
    await addToCart(t, shopper.accessToken, flour.id);
    const second = await t.graphql(ADD_TO_CART, { productId: productGlobalId(flour.id) }, { token: shopper.accessToken });
    expect(second.data?.addToCart).toMatchObject({ __typename: 'OutOfStockError', message: 'Only limited stock available', available: 1 });
  });

  it('caps the old client the same way, naming its qty field', async () => {
    const shopper = await signUpAndLogin(t);
    const rice = await createProduct(t, { stock: 40, maxPerOrder: 2 });
    await addToCart(t, shopper.accessToken, rice.id);
    const line = (await lineOf(shopper.userId, rice.id))!;
    const refused = await rest(t, 'PUT', '/cart/update-qty', { token: shopper.accessToken, body: { _id: line.id, qty: 5 } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, error: true, code: 'OUT_OF_STOCK', message: 'At most 2 per order', productId: rice.id, available: 2 });
    const added = await rest(t, 'POST', '/cart/create', { token: shopper.accessToken, body: { productId: rice.id } });
    expect(added.status).toBe(200);
    const again = await rest(t, 'POST', '/cart/create', { token: shopper.accessToken, body: { productId: rice.id } });
    expect(again.body).toMatchObject({ code: 'OUT_OF_STOCK', message: 'At most 2 per order', available: 2 });
    expect((await lineOf(shopper.userId, rice.id))?.quantity).toBe(2);
  });

  it("merges a guest's cart up to the limit and says which products were capped", async () => {
    const shopper = await signUpAndLogin(t);
    const soap = await createProduct(t, { stock: 30, maxPerOrder: 4 });
    await addToCart(t, shopper.accessToken, soap.id);
    const merged = await t.graphql(MERGE_GUEST_CART, { input: { lines: [{ productId: productGlobalId(soap.id), quantity: 6 }] } }, { token: shopper.accessToken });
    expect(merged.data?.mergeGuestCart).toMatchObject({ __typename: 'MergeGuestCartPayload', cappedProductIds: [productGlobalId(soap.id)], unavailableProductIds: [] });
    expect((await lineOf(shopper.userId, soap.id))?.quantity).toBe(4);
  });

  it('refuses a checkout over a limit lowered after the line went into the cart, and takes nothing', async () => {
    const shopper = await shopperWithAddress(t);
    const beans = await createProduct(t, { name: 'Beans 1kg', stock: 20, maxPerOrder: 5 });
    await addToCart(t, shopper.accessToken, beans.id, 4);
    await t.db.product.update({ where: { id: beans.id }, data: { maxPerOrder: 3 } });
    const refused = await placeOrder(t, shopper);
    expect(refused.data?.placeOrder).toMatchObject({ __typename: 'OutOfStockError', message: 'At most 3 of Beans 1kg per order', available: 3 });
    expect((await t.db.product.findUniqueOrThrow({ where: { id: beans.id } })).stock).toBe(20);
    expect(await t.db.order.count({ where: { userId: shopper.userId } })).toBe(0);

    const line = (await lineOf(shopper.userId, beans.id))!;
    await t.graphql(SET_QUANTITY, { cartLineId: cartLineGlobalId(line.id), quantity: 3 }, { token: shopper.accessToken });
    const placed = await placeOrder(t, shopper);
    expect(placed.data?.placeOrder).toMatchObject({ __typename: 'PlaceOrderPayload' });
    expect((await t.db.product.findUniqueOrThrow({ where: { id: beans.id } })).stock).toBe(17);
  });

  it('is set, read, kept and removed by the admin through GraphQL, and refused when not a whole number of at least 1', async () => {
    const admin = await adminToken(t);
    const created = await t.graphql(CREATE_PRODUCT, { input: await productInput({ maxPerOrder: 2 }) }, { token: admin });
    expect(created.data?.createProduct).toMatchObject({ __typename: 'CreateProductPayload', product: { stock: 100, maxPerOrder: 2 } });
    const id = member(created.data?.createProduct, 'CreateProductPayload').product.databaseId;
    const read = await t.graphql(PRODUCT, { id: productGlobalId(id) });
    expect(read.data?.node).toEqual({ databaseId: id, stock: 100, maxPerOrder: 2 });

    // A save that leaves the field out keeps the limit; null removes it.
    const kept = await t.graphql(UPDATE_PRODUCT, { input: { id: productGlobalId(id), ...(await productInput({ stock: 90 })) } }, { token: admin });
    expect(kept.data?.updateProduct).toMatchObject({ product: { stock: 90, maxPerOrder: 2 } });
    const removed = await t.graphql(UPDATE_PRODUCT, { input: { id: productGlobalId(id), ...(await productInput({ maxPerOrder: null })) } }, { token: admin });
    expect(removed.data?.updateProduct).toMatchObject({ product: { maxPerOrder: null } });

    for (const bad of [0, -1]) {
      const refused = await t.graphql(UPDATE_PRODUCT, { input: { id: productGlobalId(id), ...(await productInput({ maxPerOrder: bad })) } }, { token: admin });
      expect(refused.data?.updateProduct).toMatchObject({ __typename: 'ValidationError', field: 'maxPerOrder', message: 'Limit per order must be at least 1' });
    }
    expect((await t.db.product.findUniqueOrThrow({ where: { id } })).maxPerOrder).toBeNull();
  });

  it('is set and changed by the old admin paths too, and documented with its range in the OpenAPI document', async () => {
    const admin = await adminToken(t);
    const category = await t.db.category.findFirstOrThrow({ select: { id: true } });
    const body = { name: 'Amavuta 1 L', description: 'Cooking oil.', unit: '1 L', image: [], category: [category.id], stock: 60, price: 3200, discount: 0 };
    const created = await rest(t, 'POST', '/product/create', { token: admin, body: { ...body, maxPerOrder: 4 } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body as { data: { _id: string } }).data._id;
    expect((await t.db.product.findUniqueOrThrow({ where: { id } })).maxPerOrder).toBe(4);

    const changed = await rest(t, 'PUT', '/product/update-product-details', { token: admin, body: { _id: id, maxPerOrder: 2 } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const refused = await rest(t, 'PUT', '/product/update-product-details', { token: admin, body: { _id: id, maxPerOrder: 0 } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, field: 'maxPerOrder', message: 'Limit per order must be at least 1' });
    expect((await t.db.product.findUniqueOrThrow({ where: { id } })).maxPerOrder).toBe(2);

    const document = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } }>>;
    };
    const property = document.paths['/product/create']?.post?.requestBody?.content['application/json']?.schema.properties?.maxPerOrder;
    expect(JSON.stringify(property)).toContain('"minimum":1');
  });
});
