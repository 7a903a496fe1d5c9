import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unchanged } from '../../helpers/fingerprint.js';
import { expectRefused, rest } from '../../helpers/rest.js';
import { documentText } from '../../helpers/graphql.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { ADD_TO_CART, SET_QUANTITY, addToCart, createProduct, productGlobalId } from '../../helpers/shop-fixtures.js';
import { cartCheckout } from '../../helpers/cart-checkout.js';

// Quantities a cart or an order must refuse, changing nothing.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const { shopperWithCart, order, cashOnDelivery } = cartCheckout(() => t);

describe('class 1: quantities that are not positive whole numbers, in cart and order', () => {
  it.each([
    ['0', 0, 'ValidationError'],
    ['-1', -1, 'ValidationError'],
  ])('setCartQuantity refuses %s with a typed error', async (_label, quantity, typename) => {
    const { shopper, lineId } = await shopperWithCart();
    const answer = await unchanged(t, () => t.graphql(SET_QUANTITY, { cartLineId: lineId, quantity }, { token: shopper.accessToken }));
    expect(answer.data?.setCartQuantity).toMatchObject({ __typename: typename, code: 'VALIDATION', field: 'quantity' });
  });

  it.each([
    ['1.5', 1.5],
    ['"1"', '1'],
    ['2^53', 2 ** 53],
    ['null (what NaN becomes in JSON)', Number.NaN],
  ])('setCartQuantity refuses %s before it reaches the service', async (_label, quantity) => {
    const { shopper, lineId } = await shopperWithCart();
    // Quantities the schema's Int refuses, on purpose: sent unchecked.
    const answer = await unchanged(t, () => t.graphqlText(documentText(SET_QUANTITY), { cartLineId: lineId, quantity }, { token: shopper.accessToken }));
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.message).toMatch(/Variable "\$quantity" (got invalid value|of non-null type "Int!" must not be null)/);
  });

  it('refuses a literal NaN, which is not JSON at all', async () => {
    const { shopper, lineId } = await shopperWithCart();
    const response = await unchanged(t, () =>
      t.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.accessToken}` },
        body: `{"query":${JSON.stringify(documentText(SET_QUANTITY))},"variables":{"cartLineId":"${lineId}","quantity":NaN}}`,
      }),
    );
    expect(response.status).toBe(400);
  });

  it.each([
    ['0', 0],
    ['-1', -1],
  ])('placeOrder refuses a list item quantity of %s', async (_label, quantity) => {
    const { shopper, product } = await shopperWithCart();
    const answer = await unchanged(t, () => order(shopper, { lines: [{ productId: product.id, quantity }] }));
    expect(answer.data?.placeOrder).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION' });
  });

  it.each([
    ['1.5', 1.5],
    ['"1"', '1'],
    ['2^53', 2 ** 53],
    ['NaN', Number.NaN],
  ])('placeOrder refuses a list item quantity of %s as a GraphQL input error', async (_label, quantity) => {
    const { shopper, product } = await shopperWithCart();
    const answer = await unchanged(t, () => order(shopper, { lines: [{ productId: product.id, quantity }] }));
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.message).toMatch(/Variable "\$input" got invalid value/);
  });
});

describe('class 2: quantity beyond stock', () => {
  it('refuses a cart quantity above the stock', async () => {
    const { shopper, lineId, product } = await shopperWithCart();
    const answer = await unchanged(t, () => t.graphql(SET_QUANTITY, { cartLineId: lineId, quantity: 6 }, { token: shopper.accessToken }));
    expect(answer.data?.setCartQuantity).toMatchObject({ __typename: 'OutOfStockError', message: 'Only limited stock available', product: { databaseId: product.id }, available: 5 });
  });

  it('refuses adding one more unit than the stock', async () => {
    const { shopper, product } = await shopperWithCart(5);
    const answer = await unchanged(t, () => t.graphql(ADD_TO_CART, { productId: productGlobalId(product.id) }, { token: shopper.accessToken }));
    expect(answer.data?.addToCart).toMatchObject({ __typename: 'OutOfStockError', message: 'Only limited stock available' });
  });

  it('refuses two list items of one product that together exceed the stock', async () => {
    const { shopper, product } = await shopperWithCart(3);
    const answer = await unchanged(t, () =>
      order(shopper, { subtotal: 6000, total: 6000, lines: [{ productId: product.id, quantity: 3 }, { productId: product.id, quantity: 3 }] }),
    );
    expect(answer.data?.placeOrder).toMatchObject({ __typename: 'ConflictError', field: 'lines' });
  });

  it('refuses an order when the stock fell below the cart, taking nothing from the other lines', async () => {
    const { shopper, product } = await shopperWithCart(4);
    const other = await createProduct(t, { price: 1000, stock: 5 });
    await addToCart(t, shopper.accessToken, other.id, 1);
    await t.db.product.update({ where: { id: product.id }, data: { stock: 3 } });
    const answer = await unchanged(t, () => order(shopper, { subtotal: 5000, total: 5000 }));
    expect(answer.data?.placeOrder).toMatchObject({ __typename: 'OutOfStockError', product: { databaseId: product.id }, available: 3 });
  });
});

describe('class 1 (REST): quantities that are not positive whole numbers', () => {
  it.each([0, -1, 1.5, '1', 2 ** 53, null])('PUT /cart/update-qty refuses %j', async (qty) => {
    const { shopper, lineDatabaseId: lineId } = await shopperWithCart();
    const answer = await unchanged(t, () => rest(t, 'PUT', '/cart/update-qty', { token: shopper.accessToken, body: { _id: lineId, qty } }));
    expectRefused(answer, 400);
  });

  it.each([0, -1, 1.5, '1', 2 ** 53, null])('POST /order/cash-on-delivery refuses a list item quantity of %j', async (quantity) => {
    const { shopper, product } = await shopperWithCart();
    const answer = await unchanged(t, () => cashOnDelivery(shopper, { list_items: [{ productId: product.id, quantity }] }));
    expect([400, 409]).toContain(answer.status);
    expect(answer.body).toMatchObject({ error: true, success: false });
  });
});

describe('class 2 (REST): quantity beyond stock', () => {
  it('PUT /cart/update-qty refuses more than the stock', async () => {
    const { shopper, lineDatabaseId: lineId } = await shopperWithCart();
    const answer = await unchanged(t, () => rest(t, 'PUT', '/cart/update-qty', { token: shopper.accessToken, body: { _id: lineId, qty: 6 } }));
    expectRefused(answer, 409, 'Only limited stock available');
  });

  it('POST /order/cash-on-delivery refuses two list items of one product beyond stock', async () => {
    const { shopper, product } = await shopperWithCart(3);
    const answer = await unchanged(t, () =>
      cashOnDelivery(shopper, { subTotalAmt: 6000, totalAmt: 6000, list_items: [{ productId: product.id, quantity: 3 }, { productId: product.id, quantity: 3 }] }),
    );
    expectRefused(answer, 409);
  });
});
