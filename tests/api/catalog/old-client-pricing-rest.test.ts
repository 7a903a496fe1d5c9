import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oldClientPrice } from '../../../server/modules/catalog/legacy-pricing.js';
import { rest } from '../../helpers/rest.js';
import { addToCart, adminToken, createProduct, shopperWithAddress } from '../../helpers/shop-fixtures.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

/*
 * The old web client, unmodified, sends and reads exactly what these tests do: the search box's text as the
 * address bar holds it, prices computed from `price` and `discount` with its own rounding, My Orders rows read
 * one product each, and the product edit form starting from the admin list's row.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t);
});
afterAll(() => t.close());

/** The old client's checkout total: each cart item priced by its own arithmetic, times the quantity. */
function oldClientCartTotal(items: { quantity: number; productId: { price: number; discount: number | null } }[]): number {
  return items.reduce((sum, item) => sum + oldClientPrice(item.productId.price, item.productId.discount) * item.quantity, 0);
}

const hourAgo = () => new Date(Date.now() - 60 * 60 * 1000);
const inADay = () => new Date(Date.now() + 24 * 60 * 60 * 1000);

describe('search text from the address bar', () => {
  it('finds with "baby%20oil" what "baby oil" finds, and keeps a lone % as typed', async () => {
    const product = await createProduct(t, { name: 'Gentle baby oil 200 ml', price: 2500 });
    const typed = await rest(t, 'POST', '/product/search-product', { body: { search: 'baby oil', page: 1 } });
    const fromAddressBar = await rest(t, 'POST', '/product/search-product', { body: { search: 'baby%20oil', page: 1 } });
    expect(typed.body.data.map((row: { _id: string }) => row._id)).toContain(product.id);
    expect(fromAddressBar.status).toBe(200);
    expect(fromAddressBar.body.data.map((row: { _id: string }) => row._id)).toEqual(typed.body.data.map((row: { _id: string }) => row._id));
    // Not escapes: searched as typed, without an error.
    for (const search of ['100%', '%E0%A4%A', '50%off']) {
      const odd = await rest(t, 'POST', '/product/search-product', { body: { search, page: 1 } });
      expect(odd.status, search).toBe(200);
    }
  });
});

describe('promotion prices reach the old client', () => {
  it('shows in listings, details, search and the cart the price the shop charges, and the checkout total is accepted', async () => {
    const onPromotion = await createProduct(t, {
      name: 'Promo cooking oil 3 L',
      price: 3500,
      onPromotion: true,
      promotionStartTime: hourAgo(),
      promotionEndTime: inADay(),
      promotionPrice: 2900,
    });
    const discounted = await createProduct(t, { name: 'Discounted sugar 1 kg', price: 1810, discount: 7 });
    const details = await rest(t, 'POST', '/product/get-product-details', { body: { productId: onPromotion.id } });
    expect(details.body.data).toMatchObject({ price: 3500, effectivePrice: 2900 });
    expect(oldClientPrice(details.body.data.price, details.body.data.discount)).toBe(2900);
    // A short percent, readable where the old client prints it ("17.14% off").
    expect(details.body.data.discount).toBe(17.14);

    const searched = await rest(t, 'POST', '/product/search-product', { body: { search: 'Promo cooking oil', page: 1 } });
    const row = searched.body.data.find((entry: { _id: string }) => entry._id === onPromotion.id);
    expect(oldClientPrice(row.price, row.discount)).toBe(2900);

    const shopper = await shopperWithAddress(t);
    await addToCart(t, shopper.accessToken, onPromotion.id, 2);
    await addToCart(t, shopper.accessToken, discounted.id, 1);
    const cart = await rest(t, 'GET', '/cart/get', { token: shopper.accessToken });
    // 2 x 2,900 + 1 x (1,810 - ceil(126.7)) = 5,800 + 1,683
    const total = oldClientCartTotal(cart.body.data);
    expect(total).toBe(7483);
    const placed = await rest(t, 'POST', '/order/cash-on-delivery', {
      token: shopper.accessToken,
      body: { list_items: cart.body.data, addressId: shopper.addressId, subTotalAmt: total, totalAmt: total, promoCode: { code: '' } },
    });
    expect(placed.status).toBe(201);
    expect(placed.body.data.totalAmt).toBe(7483);
  });

  it('gives the price itself when the promotion costs more than the list price (no discount can show it)', async () => {
    const odd = await createProduct(t, { price: 1000, onPromotion: true, promotionStartTime: hourAgo(), promotionEndTime: inADay(), promotionPrice: 1200 });
    const details = await rest(t, 'POST', '/product/get-product-details', { body: { productId: odd.id } });
    expect(details.body.data).toMatchObject({ price: 1200, discount: null, effectivePrice: 1200 });
  });

  it('keeps the stored values in the admin list the old edit form starts from', async () => {
    const onPromotion = await createProduct(t, {
      name: 'Admin view promo rice',
      price: 3500,
      onPromotion: true,
      promotionStartTime: hourAgo(),
      promotionEndTime: inADay(),
      promotionPrice: 2900,
    });
    const list = await rest(t, 'POST', '/product/get', { token: admin, body: { search: 'Admin view promo rice' } });
    expect(list.body.data.find((entry: { _id: string }) => entry._id === onPromotion.id)).toMatchObject({ price: 3500, discount: 0, promotionPrice: 2900 });
  });
});

describe('the admin product list', () => {
  it('answers discount 0 for a product without one, while shoppers\' reads keep null', async () => {
    const plain = await createProduct(t, { name: 'Plain maize flour 2 kg', price: 2200, discount: 0 });
    const list = await rest(t, 'POST', '/product/get', { token: admin, body: { search: 'Plain maize flour' } });
    expect(list.body.data.find((entry: { _id: string }) => entry._id === plain.id)).toMatchObject({ price: 2200, discount: 0 });
    const details = await rest(t, 'POST', '/product/get-product-details', { body: { productId: plain.id } });
    expect(details.body.data).toMatchObject({ price: 2200, discount: null });
  });
});

describe('My Orders, one row per product', () => {
  it('lists every line of a three-product order, and cancelling any row cancels the order', async () => {
    const shopper = await shopperWithAddress(t);
    const products = await Promise.all([1000, 1500, 700].map((price) => createProduct(t, { price, stock: 9 })));
    for (const product of products) await addToCart(t, shopper.accessToken, product.id, 1);
    const cart = await rest(t, 'GET', '/cart/get', { token: shopper.accessToken });
    const total = oldClientCartTotal(cart.body.data);
    const placed = await rest(t, 'POST', '/order/cash-on-delivery', {
      token: shopper.accessToken,
      body: { list_items: cart.body.data, addressId: shopper.addressId, subTotalAmt: total, totalAmt: total, promoCode: { code: '' } },
    });
    expect(placed.status).toBe(201);
    const rows = (await rest(t, 'GET', '/order/order-list', { token: shopper.accessToken })).body.data;
    expect(rows.map((row: any) => [row.product_details.name, row.quantity, row.orderId, row.status, row.delivery_address.address_line])).toEqual(
      products.map((product) => [product.name, 1, placed.body.data.orderId, 'Pending', 'Gasabo']),
    );
    const cancelled = await rest(t, 'DELETE', `/order/cancel-order/${rows[2]._id}`, { token: shopper.accessToken });
    expect(cancelled.status).toBe(200);
    const after = (await rest(t, 'GET', '/order/order-list', { token: shopper.accessToken })).body.data;
    expect(after.map((row: any) => row.status)).toEqual(['Cancelled', 'Cancelled', 'Cancelled']);
    for (const product of products) expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(9);
    // Another shopper cannot cancel through a row id of this order.
    const intruder = await shopperWithAddress(t);
    const refused = await rest(t, 'DELETE', `/order/cancel-order/${rows[0]._id}`, { token: intruder.accessToken });
    expect(refused.status).toBe(404);
  });
});
