import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../helpers/admin.js';
import { signUpAndLogin } from '../helpers/auth.js';
import { unchanged } from '../helpers/fingerprint.js';
import { rest, type RestResponse } from '../helpers/rest.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { CANCEL_ORDER, UPDATE_STATUS, addToCart, createProduct, createPromoCode, globalIdOf, placeOrder, shopperWithAddress } from '../helpers/shop-fixtures.js';

// The bad-input classes again, through the legacy REST adapter: the same services must give the same refusals,
// as a status code and the `{ message, error: true, success: false }` envelope, changing nothing.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t);
});
afterAll(() => t.close());

function expectRefused(answer: RestResponse, status: number, message?: string | RegExp) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({ error: true, success: false });
  if (typeof message === 'string') expect(answer.body.message).toBe(message);
  else if (message) expect(answer.body.message).toMatch(message);
}

/** A shopper with an address and one product (stock 5, price 1000) in the cart. */
async function shopperWithCart(quantity = 1) {
  const shopper = await shopperWithAddress(t);
  const product = await createProduct(t, { price: 1000, stock: 5 });
  await addToCart(t, shopper.accessToken, product.id, quantity);
  const line = await t.db.cartLine.findFirstOrThrow({ where: { userId: shopper.userId, productId: product.id } });
  return { shopper, product, lineId: line.id };
}

const cashOnDelivery = (shopper: { accessToken: string; addressId: string }, body: Record<string, unknown>) =>
  rest(t, 'POST', '/order/cash-on-delivery', { token: shopper.accessToken, body: { addressId: shopper.addressId, subTotalAmt: 1000, totalAmt: 1000, ...body } });

describe('class 1 (REST): quantities that are not positive whole numbers', () => {
  it.each([0, -1, 1.5, '1', 2 ** 53, null])('PUT /cart/update-qty refuses %j', async (qty) => {
    const { shopper, lineId } = await shopperWithCart();
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
    const { shopper, lineId } = await shopperWithCart();
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

describe('class 3 (REST): mass assignment', () => {
  it('ignores a role sent to PUT /user/update-user: the account stays a shopper', async () => {
    const shopper = await signUpAndLogin(t);
    const answer = await rest(t, 'PUT', '/user/update-user', {
      token: shopper.accessToken,
      body: { name: 'Still Shopper', email: shopper.email, mobile: '0781234567', role: 'ADMIN', status: 'Active', _id: 'someone-else' },
    });
    expect(answer.status).toBe(200);
    expect(await t.db.user.findUniqueOrThrow({ where: { id: shopper.userId } })).toMatchObject({ role: 'USER', name: 'Still Shopper' });
  });

  it('charges the server total whatever totals the client sends', async () => {
    const { shopper } = await shopperWithCart(2);
    const answer = await unchanged(t, () => cashOnDelivery(shopper, { subTotalAmt: 1, totalAmt: 1 }));
    expectRefused(answer, 409);
    expect(answer.body).toMatchObject({ serverSubTotal: 2000, serverTotal: 2000 });
  });
});

describe('class 4 (REST): promo codes that must not apply', () => {
  it('refuses an expired code and a look-alike Unicode code at checkout', async () => {
    const { shopper, product } = await shopperWithCart();
    await createPromoCode(t, product.id, { code: 'RESTOLD', discountType: 'FIXED', discountValue: 100, expiresAt: new Date(Date.now() - 60_000) });
    const expired = await unchanged(t, () => cashOnDelivery(shopper, { promoCode: 'RESTOLD', totalAmt: 900 }));
    expectRefused(expired, 400, 'Invalid or expired promo code.');
    const other = await shopperWithCart();
    await createPromoCode(t, other.product.id, { code: 'RESTOK', discountType: 'FIXED', discountValue: 100 });
    // A Cyrillic Р in place of the Latin P.
    const lookAlike = await unchanged(t, () => cashOnDelivery(other.shopper, { promoCode: '\u0420ESTOK', totalAmt: 900 }));
    expectRefused(lookAlike, 400, 'Invalid or expired promo code.');
    const check = await unchanged(t, () => rest(t, 'POST', '/product/validate-promo-code', { token: shopper.accessToken, body: { code: 'RESTOLD' } }));
    expect(check.body).toMatchObject({ error: true });
  });
});

describe("class 5 (REST): another user's order, address or cart line", () => {
  it('refuses to cancel, update, disable or change them, and lists none of them', async () => {
    const owner = await shopperWithCart();
    const placed = await placeOrder(t, owner.shopper);
    const orderId = placed.data?.placeOrder.order.databaseId as string;
    await addToCart(t, owner.shopper.accessToken, owner.product.id, 1);
    const line = await t.db.cartLine.findFirstOrThrow({ where: { userId: owner.shopper.userId } });
    const intruder = await shopperWithAddress(t);
    const token = intruder.accessToken;

    await unchanged(t, async () => {
      expectRefused(await rest(t, 'DELETE', `/order/cancel-order/${orderId}`, { token }), 404, /^(Order|Address|Cart item) not found$/);
      expectRefused(await rest(t, 'PUT', '/address/update', { token, body: { _id: owner.shopper.addressId, address_line: 'Gasabo', city: 'Remera', state: 'Rukiri', country: 'KG 1', pincode: '1', mobile: '0781234567' } }), 404, /^(Order|Address|Cart item) not found$/);
      expectRefused(await rest(t, 'DELETE', '/address/disable', { token, body: { _id: owner.shopper.addressId } }), 404, /^(Order|Address|Cart item) not found$/);
      expectRefused(await rest(t, 'PUT', '/cart/update-qty', { token, body: { _id: line.id, qty: 1 } }), 404, /^(Order|Address|Cart item) not found$/);
      expectRefused(await rest(t, 'DELETE', '/cart/delete-cart-item', { token, body: { _id: line.id } }), 404, /^(Order|Address|Cart item) not found$/);
    });
    const orders = await rest(t, 'GET', '/order/order-list', { token });
    expect(JSON.stringify(orders.body)).not.toContain(orderId);
    const addresses = await rest(t, 'GET', '/address/get', { token });
    expect(JSON.stringify(addresses.body)).not.toContain(owner.shopper.addressId);
  });
});

describe('class 6 (REST): a shopper calling admin paths', () => {
  it.each([
    ['POST', '/category/add-category', { name: 'Hack', image: '/uploads/seed/x.webp' }],
    ['DELETE', '/product/delete-product', { _id: 'x' }],
    ['PATCH', '/order/update-status/x', { newStatus: 'Shipped' }],
    ['GET', '/order/admin/orders/export?month=1', undefined],
    ['GET', '/order/admin/sales-analytics', undefined],
    ['GET', '/order/unread-orders', undefined],
  ])('%s %s answers 403', async (method, path, body) => {
    const shopper = await signUpAndLogin(t);
    const answer = await unchanged(t, () => rest(t, method, path, { token: shopper.accessToken, body }));
    expectRefused(answer, 403, 'Do not have permission');
  });
});

describe('class 7 and 24 (REST): final orders and double cancels', () => {
  it('refuses a status change on a Delivered order and a second cancel', async () => {
    const delivered = await shopperWithCart();
    const first = (await placeOrder(t, delivered.shopper)).data?.placeOrder.order.databaseId as string;
    for (const status of ['PROCESSING', 'SHIPPED', 'DELIVERED']) await t.graphql(UPDATE_STATUS, { orderId: globalIdOf('Order', first), status }, { token: admin });
    expectRefused(await unchanged(t, () => rest(t, 'PATCH', `/order/update-status/${first}`, { token: admin, body: { newStatus: 'Pending' } })), 409);

    const cancelled = await shopperWithCart();
    const second = (await placeOrder(t, cancelled.shopper)).data?.placeOrder.order.databaseId as string;
    await t.graphql(CANCEL_ORDER, { orderId: globalIdOf('Order', second) }, { token: cancelled.shopper.accessToken });
    expectRefused(await unchanged(t, () => rest(t, 'DELETE', `/order/cancel-order/${second}`, { token: cancelled.shopper.accessToken })), 409);
    expect((await t.db.product.findUniqueOrThrow({ where: { id: cancelled.product.id } })).stock).toBe(5);
  });

  it('refuses a shopper cancelling a Shipped order', async () => {
    const { shopper } = await shopperWithCart();
    const orderId = (await placeOrder(t, shopper)).data?.placeOrder.order.databaseId as string;
    await t.graphql(UPDATE_STATUS, { orderId: globalIdOf('Order', orderId), status: 'SHIPPED' }, { token: admin });
    expectRefused(await unchanged(t, () => rest(t, 'DELETE', `/order/cancel-order/${orderId}`, { token: shopper.accessToken })), 409);
  });
});

describe('class 8 (REST): reviews', () => {
  it.each([0, 6, 4.5])('refuses %s stars', async (stars) => {
    const shopper = await signUpAndLogin(t);
    const product = await createProduct(t);
    expectRefused(await unchanged(t, () => rest(t, 'POST', '/product/review', { token: shopper.accessToken, body: { productId: product.id, stars, comment: 'x' } })), 400);
  });

  it('asks a signed-out visitor to log in', async () => {
    const product = await createProduct(t);
    expectRefused(await unchanged(t, () => rest(t, 'POST', '/product/review', { body: { productId: product.id, stars: 5 } })), 401);
  });
});

describe('class 19 (REST): search text that looks like query syntax', () => {
  it.each(["' OR 1=1--", '%', '_', '"', '*', 'NEAR(', 'x'.repeat(10 * 1024), '🍅', '\u202eorcim', 'ri\u200bce'])('answers %j without an error', async (search) => {
    const answer = await unchanged(t, () => rest(t, 'POST', '/product/search-product', { body: { search } }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ error: false, success: true });
  });
});

describe('class 21 (REST): addresses that do not exist or do not nest', () => {
  const valid = { address_line: 'Gasabo', city: 'Kimironko', state: 'Imena', country: 'KG 11 Ave', pincode: '12', mobile: '0781234567' };
  it.each([
    ['an unknown district', { address_line: 'Atlantis' }],
    ['a sector of another district', { city: 'Nyamirambo' }],
    ['a made-up village', { state: 'Nowhere' }],
    ['a malformed mobile', { mobile: '12345' }],
  ])('refuses %s', async (_label, override) => {
    const shopper = await signUpAndLogin(t);
    expectRefused(await unchanged(t, () => rest(t, 'POST', '/address/create', { token: shopper.accessToken, body: { ...valid, ...override } })), 400);
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

describe('class 23 (REST): monthly export with an impossible month', () => {
  it.each(['0', '13', 'abc'])('refuses month=%s', async (month) => {
    expectRefused(await unchanged(t, () => rest(t, 'GET', `/order/admin/orders/export?month=${month}`, { token: admin })), 400);
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
