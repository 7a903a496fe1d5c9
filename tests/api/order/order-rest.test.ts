import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kigaliYearMonth } from '../../../server/lib/kigali-time.js';
import { estimatedDeliveryDate } from '../../../server/modules/delivery/delivery-estimate.js';
import { signUpAndLogin } from '../../helpers/auth.js';
import { cookiesFrom, rest } from '../../helpers/rest.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { addToCart, adminToken, createProduct, createPromoCode, placeOrder, shopState, shopperWithAddress } from '../../helpers/shop-fixtures.js';
import { graphql, member } from '../../helpers/graphql.js';

let t: TestApp;
let admin: string;
/** REST answers image URLs absolute (from the request's origin here); GraphQL keeps them relative to the shop. */
const absolute = (path: string) => `http://isoko.test${path}`;
beforeAll(async () => {
  // POST /order/checkout pays through the payment simulator; simulated phones answer at once.
  t = await startTestApp({}, { paymentSimulator: { approveAfterMs: 0 } });
  t.simulator!.control.setCallbacks({ drop: true });
  admin = await adminToken(t);
});
afterAll(() => t.close());

const MY_ORDERS = graphql(`
  query {
    viewer { orders(first: 100) {
      edges { node {
        databaseId orderNumber status total subtotal paymentMethod createdAt estimatedDeliveryDate
        deliveryAddress { district sector village street houseNumber mobile }
        lines { product { databaseId } name image quantity unitPrice }
      } }
    } }
  }
`);

const ANALYTICS = graphql(`
  query {
    salesAnalytics {
      __typename
      totalSales totalOrders
      salesByMonth { year month totalSales orderCount }
      topProducts { product { databaseId name images } totalSold }
      topCustomers { customer { databaseId name email } totalSpent }
    }
  }
`);

/** The legacy checkout's body for a shopper's current cart, as the old client builds it from GET /cart/get. */
async function legacyPayload(auth: { token?: string; cookie?: string }, addressId: string) {
  const cart = await rest(t, 'GET', '/cart/get', auth);
  const items = cart.body.data as { quantity: number; productId: { effectivePrice: number } }[];
  const total = items.reduce((sum, item) => sum + item.productId.effectivePrice * item.quantity, 0);
  return { list_items: items, addressId, subTotalAmt: total, totalAmt: total, promoCode: null };
}

/** A shopper with an address and a cart holding `quantity` of a fresh product. */
async function shopperWithCart(quantity = 2, productFields: Parameters<typeof createProduct>[1] = {}) {
  const shopper = await shopperWithAddress(t);
  const product = await createProduct(t, { price: 1500, stock: 10, ...productFields });
  await addToCart(t, shopper.accessToken, product.id, quantity);
  return { shopper, product };
}

/** A placed order of a fresh shopper, through GraphQL. */
async function placedOrder() {
  const { shopper, product } = await shopperWithCart();
  const placed = await placeOrder(t, shopper);
  return { shopper, product, orderId: member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId };
}

describe('the legacy flow, signed in with cookies only', () => {
  it('logs in, fills the cart, saves an address, orders cash on delivery, lists the order and cancels it', async () => {
    const shopper = await signUpAndLogin(t);
    const login = await rest(t, 'POST', '/user/login', { body: { email: shopper.email, password: shopper.password }, clientAddress: '203.0.113.77' });
    expect(login.status).toBe(200);
    const cookie = cookiesFrom(login);
    expect(cookie).toContain('accessToken=');

    const rice = await createProduct(t, { name: 'Umuceri 5 kg', price: 10_000, discount: 10, stock: 6 });
    const milk = await createProduct(t, { name: 'Amata 1 L', price: 1200, stock: 4 });
    await rest(t, 'POST', '/cart/create', { cookie, body: { productId: rice.id } });
    await rest(t, 'POST', '/cart/create', { cookie, body: { productId: rice.id } });
    const added = await rest(t, 'POST', '/cart/create', { cookie, body: { productId: milk.id } });
    expect(added.status).toBe(200);

    const address = await rest(t, 'POST', '/address/create', {
      cookie,
      body: { address_line: 'Gasabo', city: 'Kimironko', state: 'Imena', country: 'KG 11 Ave', pincode: '12', mobile: '0781234567' },
    });
    expect(address.status).toBe(201);
    const addresses = await rest(t, 'GET', '/address/get', { cookie });
    expect(addresses.body.data.map((entry: { _id: string }) => entry._id)).toEqual([address.body.data._id]);

    const payload = await legacyPayload({ cookie }, address.body.data._id);
    // 2 x 9,000 + 1 x 1,200
    expect(payload.totalAmt).toBe(19_200);
    const placed = await rest(t, 'POST', '/order/cash-on-delivery', { cookie, body: payload });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ success: true, error: false, replayed: false });
    expect(placed.body.message).toContain('Our delivery team will contact you shortly');
    expect(placed.body.data.estimatedDeliveryDate).toBe(placed.body.estimatedDeliveryDate);
    // The address's zone (Gasabo, seeded): 3 business days from the order's day in Kigali.
    const estimate = estimatedDeliveryDate({ leadDays: 3, sameDayCutoffHour: null }, new Date(placed.body.data.createdAt));
    expect(placed.body.data.estimatedDeliveryDate).toBe(estimate.toISOString());
    expect(placed.body.data).toMatchObject({ status: 'Pending', totalAmt: 19_200, subTotalAmt: 19_200, userId: shopper.userId });
    expect((await rest(t, 'GET', '/cart/get', { cookie })).body.data).toEqual([]);

    const list = await rest(t, 'GET', '/order/order-list', { cookie });
    expect(list.status).toBe(200);
    // One row per line, as the old server stored orders: the old My Orders shows every product.
    expect(list.body.data).toHaveLength(2);
    const [order, milkRow] = list.body.data;
    expect(list.body.data.map((row: any) => [row.product_details.name, row.quantity, row.order_id, row.orderId])).toEqual([
      ['Umuceri 5 kg', 2, placed.body.data._id, placed.body.data.orderId],
      ['Amata 1 L', 1, placed.body.data._id, placed.body.data.orderId],
    ]);
    expect(new Set(list.body.data.map((row: any) => row._id)).size).toBe(2);
    expect(order).toMatchObject({
      _id: order.products[0]._id,
      order_id: placed.body.data._id,
      orderId: expect.stringMatching(/^ISK-\d{6}$/),
      userId: shopper.userId,
      delivery_address: { address_line: 'Gasabo', city: 'Kimironko', pincode: '12', State: 'Imena', country: 'KG 11 Ave', mobile: '+250781234567' },
      totalAmt: 19_200,
      subTotalAmt: 19_200,
      createdAt: expect.any(String),
      status: 'Pending',
      estimatedDeliveryDate: expect.any(String),
      paymentMethod: 'CASH_ON_DELIVERY',
    });
    expect(order.products).toEqual([
      { _id: expect.any(String), productId: rice.id, quantity: 2, price: 9000, originalPrice: 10_000, promoDiscountAmt: 0, lineTotal: 18_000, product_details: { name: 'Umuceri 5 kg', image: [absolute((rice.images as string[])[0]!)] } },
      { _id: expect.any(String), productId: milk.id, quantity: 1, price: 1200, originalPrice: 1200, promoDiscountAmt: 0, lineTotal: 1200, product_details: { name: 'Amata 1 L', image: [absolute((milk.images as string[])[0]!)] } },
    ]);
    expect((await t.db.product.findUniqueOrThrow({ where: { id: rice.id } })).stock).toBe(4);

    // Cancelling any row (here the second line's) cancels the whole order.
    const cancelled = await rest(t, 'DELETE', `/order/cancel-order/${milkRow._id}`, { cookie });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ success: true, message: 'Order cancelled and deleted successfully!', data: { _id: placed.body.data._id, status: 'Cancelled' } });
    // Cancelled, not deleted: the order stays in the list and the stock is back.
    const after = await rest(t, 'GET', '/order/order-list', { cookie });
    expect(after.body.data.map((entry: { _id: string; status: string }) => [entry._id, entry.status])).toEqual([
      [order._id, 'Cancelled'],
      [milkRow._id, 'Cancelled'],
    ]);
    expect((await t.db.product.findUniqueOrThrow({ where: { id: rice.id } })).stock).toBe(6);
  });
});

describe('POST /api/order/cash-on-delivery', () => {
  it('returns the first order when a request is retried with the same Idempotency-Key', async () => {
    const { shopper, product } = await shopperWithCart(3);
    const body = await legacyPayload({ token: shopper.accessToken }, shopper.addressId);
    const headers = { 'Idempotency-Key': `checkout-${shopper.userId}` };
    const first = await rest(t, 'POST', '/order/cash-on-delivery', { token: shopper.accessToken, body, headers });
    const retry = await rest(t, 'POST', '/order/cash-on-delivery', { token: shopper.accessToken, body, headers });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ success: true, replayed: true, data: { _id: first.body.data._id, orderId: first.body.data.orderId } });
    expect(await t.db.order.count({ where: { userId: shopper.userId } })).toBe(1);
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(7);
  });

  it('takes list items as plain product ids, drops the client promo figures and applies the code at server prices', async () => {
    const { shopper, product } = await shopperWithCart(2, { price: 2000 });
    await createPromoCode(t, product.id, { code: 'IKAWA10', discountValue: 10, usageLimit: 5 });
    const placed = await rest(t, 'POST', '/order/cash-on-delivery', {
      token: shopper.accessToken,
      body: {
        list_items: [{ _id: 'cart-line', productId: product.id, quantity: 2, userId: shopper.userId }],
        addressId: shopper.addressId,
        subTotalAmt: 4000,
        totalAmt: 3800,
        // The old client's own figures (here wrong on purpose) are informational only.
        promoCode: { code: ' ikawa10 ', totalDiscount: 999, appliedProducts: [{ productId: product.id, discountAmount: 999 }] },
      },
    });
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ subTotalAmt: 4000, promoDiscountAmt: 200, totalAmt: 3800, promoCode: 'IKAWA10' });
  });

  it('accepts a client total above the server total and charges the lower server total', async () => {
    const { shopper } = await shopperWithCart(1, { price: 1500 });
    const placed = await rest(t, 'POST', '/order/cash-on-delivery', {
      token: shopper.accessToken,
      body: { list_items: null, addressId: shopper.addressId, subTotalAmt: 1600, totalAmt: 1600, promoCode: { code: '' } },
    });
    expect(placed.status).toBe(201);
    expect(placed.body.data.totalAmt).toBe(1500);
  });

  it("refuses a total below the server's with 409 and the server's figures, changing nothing", async () => {
    const { shopper, product } = await shopperWithCart(2, { price: 1500 });
    const body = { ...(await legacyPayload({ token: shopper.accessToken }, shopper.addressId)), subTotalAmt: 2000, totalAmt: 2000 };
    const before = await shopState(t, [product.id]);
    const refused = await rest(t, 'POST', '/order/cash-on-delivery', { token: shopper.accessToken, body });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, error: true, code: 'PRICE_CHANGED', serverSubTotal: 3000, serverTotal: 3000 });
    expect(await shopState(t, [product.id])).toEqual(before);
  });

  it('refuses a cart beyond the stock with 409 naming the product, changing nothing', async () => {
    const { shopper, product } = await shopperWithCart(3);
    await t.db.product.update({ where: { id: product.id }, data: { stock: 2 } });
    const body = await legacyPayload({ token: shopper.accessToken }, shopper.addressId);
    const before = await shopState(t, [product.id]);
    const refused = await rest(t, 'POST', '/order/cash-on-delivery', { token: shopper.accessToken, body });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, code: 'OUT_OF_STOCK', productId: product.id, available: 2 });
    expect(refused.body.message).toContain('Only limited stock available');
    expect(await shopState(t, [product.id])).toEqual(before);
  });

  it('refuses bad input naming the legacy field, changing nothing', async () => {
    const { shopper, product } = await shopperWithCart(2);
    const body = await legacyPayload({ token: shopper.accessToken }, shopper.addressId);
    const before = await shopState(t, [product.id]);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...body, addressId: undefined }, 400, 'addressId'],
      [{ ...body, totalAmt: 10.5 }, 400, 'totalAmt'],
      [{ ...body, list_items: 'everything' }, 400, 'list_items'],
      [{ ...body, list_items: [{ quantity: 2 }] }, 400, 'list_items.0.productId'],
      [{ ...body, list_items: [{ productId: product.id, quantity: 1 }] }, 409, 'list_items'],
      [{ ...body, promoCode: { code: 'NO-SUCH-CODE' } }, 400, 'promoCode.code'],
    ];
    for (const [input, status, field] of cases) {
      const refused = await rest(t, 'POST', '/order/cash-on-delivery', { token: shopper.accessToken, body: input });
      expect(refused.status, field).toBe(status);
      expect(refused.body).toMatchObject({ success: false, error: true, field });
    }
    expect(await shopState(t, [product.id])).toEqual(before);
  });
});

describe('POST /api/order/checkout', () => {
  it('refuses a checkout without a mobile-money number (400 on payerPhone), placing nothing', async () => {
    const { shopper, product } = await shopperWithCart(1);
    const body = await legacyPayload({ token: shopper.accessToken }, shopper.addressId);
    const before = await shopState(t, [product.id]);
    const refused = await rest(t, 'POST', '/order/checkout', { token: shopper.accessToken, body });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      success: false,
      error: true,
      message: 'Online payment is not available here: pay with Cash on Delivery, or pay with MTN MoMo or Airtel Money in the Isoko app.',
      field: 'payerPhone',
    });
    expect(await shopState(t, [product.id])).toEqual(before);
  });

  it('refuses an unknown payment method, cash on this path, or a number of no mobile network (400), placing nothing', async () => {
    const { shopper, product } = await shopperWithCart(1);
    const body = await legacyPayload({ token: shopper.accessToken }, shopper.addressId);
    const before = await shopState(t, [product.id]);
    for (const [extra, field] of [
      [{ payerPhone: '078 000 0006', paymentMethod: 'BITCOIN' }, 'paymentMethod'],
      [{ payerPhone: '078 000 0006', paymentMethod: 'CASH_ON_DELIVERY' }, 'paymentMethod'],
      [{ payerPhone: '0712345678' }, 'payerPhone'],
      [{ payerPhone: 788000006 }, 'payerPhone'],
    ] as const) {
      const refused = await rest(t, 'POST', '/order/checkout', { token: shopper.accessToken, body: { ...body, ...extra } });
      expect(refused.status, JSON.stringify(extra)).toBe(400);
      expect(refused.body).toMatchObject({ success: false, error: true, field });
    }
    expect(await shopState(t, [product.id])).toEqual(before);
  });

  it('places a mobile-money order for a client that sends a number: the provider follows its prefix, and the list shows the payment', async () => {
    const { shopper } = await shopperWithCart(1);
    const body = { ...(await legacyPayload({ token: shopper.accessToken }, shopper.addressId)), payerPhone: '073 000 0006' };
    const placed = await rest(t, 'POST', '/order/checkout', { token: shopper.accessToken, body });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      success: true,
      message: 'Order placed. Approve the payment on your phone to complete it.',
      replayed: false,
      data: { status: 'Pending', paymentMethod: 'AIRTEL_MONEY', payment_status: 'Pending', payment: { method: 'AIRTEL_MONEY', state: 'PENDING', provider: 'Airtel Money', phone: '0730 *** 006', reason: null } },
    });
    expect(placed.body.data.paymentId).toMatch(/^[0-9a-f-]{36}$/);
    await t.runPaymentWork(new Date(Date.now() + 60_000));
    const list = await rest(t, 'GET', '/order/order-list', { token: shopper.accessToken });
    expect(list.body.data[0]).toMatchObject({ paymentMethod: 'AIRTEL_MONEY', payment_status: 'Paid', payment: { state: 'PAID' } });
  });

  it('answers 503 PAYMENT_UNAVAILABLE while the provider is down, leaving the cart and stock as they were', async () => {
    const { shopper, product } = await shopperWithCart(1);
    const body = { ...(await legacyPayload({ token: shopper.accessToken }, shopper.addressId)), payerPhone: '078 000 0006' };
    t.simulator!.control.setDown(true);
    try {
      const refused = await rest(t, 'POST', '/order/checkout', { token: shopper.accessToken, body });
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ success: false, error: true, code: 'PAYMENT_UNAVAILABLE' });
    } finally {
      t.simulator!.control.setDown(false);
    }
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(10);
    expect(await t.db.cartLine.count({ where: { userId: shopper.userId } })).toBe(1);
  });
});

describe('GET /api/order/order-list', () => {
  it("lists the caller's own orders only, newest first, an admin's too", async () => {
    const first = await placedOrder();
    const other = await placedOrder();
    const { product } = await shopperWithCart();
    await addToCart(t, first.shopper.accessToken, product.id);
    const second = await placeOrder(t, first.shopper);
    const secondId = member(second.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;

    const mine = await rest(t, 'GET', '/order/order-list', { token: first.shopper.accessToken });
    expect(mine.body.data.map((row: { order_id: string }) => row.order_id)).toEqual([secondId, first.orderId]);
    expect(mine.body).toMatchObject({ page: 1, totalCount: 2, totalPage: 1 });
    // The old admin's My Orders is the admin's own orders, as the original server answered it.
    const adminUser = await t.db.user.findUniqueOrThrow({ where: { email: 'admin@isoko.rw' } });
    const adminOwn = await rest(t, 'GET', '/order/order-list', { token: admin });
    const ids = new Set(adminOwn.body.data.map((row: { order_id: string }) => row.order_id));
    expect(ids.has(first.orderId) || ids.has(other.orderId) || ids.has(secondId)).toBe(false);
    expect(adminOwn.body.data.every((row: { userId: string }) => row.userId === adminUser.id)).toBe(true);
    expect(adminOwn.body.totalCount).toBe(await t.db.order.count({ where: { userId: adminUser.id } }));
  });

  it('agrees with GraphQL viewer.orders on every order', async () => {
    const { shopper, orderId } = await placedOrder();
    const { product } = await shopperWithCart();
    await addToCart(t, shopper.accessToken, product.id, 2);
    await placeOrder(t, shopper);
    await rest(t, 'DELETE', `/order/cancel-order/${orderId}`, { token: shopper.accessToken });

    const [legacy, graphql] = await Promise.all([
      rest(t, 'GET', '/order/order-list', { token: shopper.accessToken }),
      t.graphql(MY_ORDERS, {}, { token: shopper.accessToken }),
    ]);
    const fromGraphql = graphql.data?.viewer!.orders.edges.map(({ node }: any) => ({
      _id: node.databaseId,
      orderId: node.orderNumber,
      status: node.status,
      totalAmt: node.total,
      subTotalAmt: node.subtotal,
      paymentMethod: node.paymentMethod,
      createdAt: node.createdAt,
      estimatedDeliveryDate: node.estimatedDeliveryDate,
      delivery_address: {
        addressLine: node.deliveryAddress.district,
        city: node.deliveryAddress.sector,
        state: node.deliveryAddress.village,
        country: node.deliveryAddress.street,
        pincode: node.deliveryAddress.houseNumber ?? '',
        mobile: node.deliveryAddress.mobile,
      },
      products: node.lines.map((line: any) => ({
        productId: line.product.databaseId,
        quantity: line.quantity,
        price: line.unitPrice,
        product_details: { name: line.name, image: line.image ? [absolute(line.image)] : [] },
      })),
    }));
    // One row per line: each order once, from its first row.
    const firstRows = legacy.body.data.filter((row: any, index: number, rows: any[]) => rows.findIndex((other) => other.order_id === row.order_id) === index);
    const fromRest = firstRows.map((order: any) => ({
      _id: order.order_id,
      orderId: order.orderId,
      status: order.status.toUpperCase(),
      totalAmt: order.totalAmt,
      subTotalAmt: order.subTotalAmt,
      paymentMethod: order.paymentMethod,
      createdAt: order.createdAt,
      estimatedDeliveryDate: order.estimatedDeliveryDate,
      delivery_address: {
        addressLine: order.delivery_address.address_line,
        city: order.delivery_address.city,
        state: order.delivery_address.State,
        country: order.delivery_address.country,
        pincode: order.delivery_address.pincode,
        mobile: order.delivery_address.mobile,
      },
      products: order.products.map((line: any) => ({ productId: line.productId, quantity: line.quantity, price: line.price, product_details: line.product_details })),
    }));
    expect(fromRest).toHaveLength(2);
    expect(fromRest).toEqual(fromGraphql);
    expect(fromRest.map((order: { status: string }) => order.status)).toEqual(['PENDING', 'CANCELLED']);
  });
});

describe('DELETE /api/order/cancel-order/:id', () => {
  it("hides another shopper's order (404) and refuses an order that has shipped (409), changing nothing", async () => {
    const { shopper, orderId, product } = await placedOrder();
    const stranger = await signUpAndLogin(t);
    const before = await shopState(t, [product.id]);
    const hidden = await rest(t, 'DELETE', `/order/cancel-order/${orderId}`, { token: stranger.accessToken });
    expect(hidden.status).toBe(404);
    expect(await shopState(t, [product.id])).toEqual(before);

    await rest(t, 'PATCH', `/order/update-status/${orderId}`, { token: admin, body: { newStatus: 'Shipped' } });
    const shipped = await rest(t, 'DELETE', `/order/cancel-order/${orderId}`, { token: shopper.accessToken });
    expect(shipped.status).toBe(409);
    expect(shipped.body).toMatchObject({ success: false, field: 'status' });
    expect((await t.db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('SHIPPED');
  });
});

describe('PATCH /api/order/update-status/:id', () => {
  it("sets the status from the old client's words or upper case, and keeps Delivered final", async () => {
    const { orderId } = await placedOrder();
    const shipped = await rest(t, 'PATCH', `/order/update-status/${orderId}`, { token: admin, body: { newStatus: 'Shipped' } });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ success: true, message: 'Order status updated!', data: { _id: orderId, status: 'Shipped' } });
    const delivered = await rest(t, 'PATCH', `/order/update-status/${orderId}`, { token: admin, body: { newStatus: 'DELIVERED' } });
    expect(delivered.body.data.status).toBe('Delivered');
    const final = await rest(t, 'PATCH', `/order/update-status/${orderId}`, { token: admin, body: { newStatus: 'Pending' } });
    expect(final.status).toBe(409);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('DELIVERED');
    const history = await t.db.orderStatusChange.findMany({ where: { orderId }, orderBy: { createdAt: 'asc' } });
    expect(history.map((change) => change.toStatus)).toEqual(['PENDING', 'SHIPPED', 'DELIVERED']);
  });

  it('refuses an unknown status (400 naming newStatus) and an unknown order (404)', async () => {
    const { orderId } = await placedOrder();
    const bad = await rest(t, 'PATCH', `/order/update-status/${orderId}`, { token: admin, body: { newStatus: 'Lost' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, field: 'newStatus' });
    const missing = await rest(t, 'PATCH', '/order/update-status/no-such-order', { token: admin, body: { newStatus: 'Shipped' } });
    expect(missing.status).toBe(404);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('PENDING');
  });
});

describe('unread orders', () => {
  it('counts orders since the admin last marked them read, and mark-orders-read resets the count', async () => {
    const marked = await rest(t, 'PUT', '/order/mark-orders-read', { token: admin });
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ success: true, unreadCount: 0 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await placedOrder();
    await placedOrder();
    const unread = await rest(t, 'GET', '/order/unread-orders', { token: admin });
    expect(unread.status).toBe(200);
    expect(unread.body).toMatchObject({ success: true, error: false, unreadCount: 2 });
    expect(typeof unread.body.unreadCount).toBe('number');
    await rest(t, 'PUT', '/order/mark-orders-read', { token: admin });
    expect((await rest(t, 'GET', '/order/unread-orders', { token: admin })).body.unreadCount).toBe(0);
  });
});

describe('GET /api/order/admin/orders/export', () => {
  it("downloads the month's orders as a CSV file", async () => {
    const { orderId, product } = await placedOrder();
    await t.db.order.update({ where: { id: orderId }, data: { createdAt: new Date('2023-05-10T09:00:00Z') } });
    const { number } = await t.db.order.findUniqueOrThrow({ where: { id: orderId } });

    const response = await t.request('/api/order/admin/orders/export?month=5&year=2023', { headers: { authorization: `Bearer ${admin}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="orders_5_2023.csv"');
    const text = await response.text();
    const lines = text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toContain('Order number');
    expect(lines.slice(1)).toEqual([expect.stringContaining(`ISK-${String(number).padStart(6, '0')},2023-05-10 11:00`)]);
    expect(lines[1]).toContain(product.name);
  });

  it('takes the current Kigali year when the old client sends the month only', async () => {
    const { year, month } = kigaliYearMonth(new Date());
    const response = await t.request(`/api/order/admin/orders/export?month=${month}&_=${Date.now()}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="orders_${month}_${year}.csv"`);
    expect(await response.text()).toContain('Order number');
  });

  it('refuses a month outside 1-12 with 400 and the JSON envelope naming month', async () => {
    for (const month of ['0', '13', 'abc', '']) {
      const refused = await rest(t, 'GET', `/order/admin/orders/export?month=${month}`, { token: admin });
      expect(refused.status, month).toBe(400);
      expect(refused.headers.get('content-type')).toContain('application/json');
      expect(refused.body).toMatchObject({ success: false, error: true, field: 'month', message: 'Month must be a whole number from 1 to 12' });
    }
  });
});

describe('GET /api/order/admin/sales-analytics', () => {
  it('answers totals, months, top products and top customers in the old shape, agreeing with GraphQL salesAnalytics', async () => {
    await placedOrder();
    const [legacy, graphql] = await Promise.all([rest(t, 'GET', '/order/admin/sales-analytics', { token: admin }), t.graphql(ANALYTICS, {}, { token: admin })]);
    expect(legacy.status).toBe(200);
    expect(legacy.body).toMatchObject({ success: true, error: false, message: expect.any(String) });
    const data = legacy.body.data;
    expect(data).toMatchObject({ totalSales: expect.any(Number), totalOrders: expect.any(Number) });
    expect(data.totalOrders).toBeGreaterThan(0);
    for (const month of data.salesByMonth) {
      expect(month).toMatchObject({ _id: { month: expect.any(Number), year: expect.any(Number) }, totalSales: expect.any(Number), orderCount: expect.any(Number) });
    }
    for (const product of data.topProducts) expect(product).toMatchObject({ name: expect.any(String), image: expect.any(Array), totalSold: expect.any(Number) });
    for (const customer of data.topCustomers) expect(customer).toMatchObject({ name: expect.any(String), email: expect.any(String), totalSpent: expect.any(Number) });

    const report = graphql.data?.salesAnalytics;
    expect(data.totalSales).toBe(report!.totalSales);
    expect(data.totalOrders).toBe(report!.totalOrders);
    expect(data.salesByMonth).toEqual(report!.salesByMonth.map((m) => ({ _id: { month: m.month, year: m.year }, totalSales: m.totalSales, orderCount: m.orderCount })));
    expect(data.topProducts.map((p: any) => ({ productId: p._id, name: p.name, images: p.image, totalSold: p.totalSold }))).toEqual(
      report!.topProducts.map((p) => ({ productId: p.product.databaseId, name: p.product.name, images: p.product.images.map(absolute), totalSold: p.totalSold })),
    );
    expect(data.topCustomers.map((c: any) => ({ userId: c._id, name: c.name, email: c.email, totalSpent: c.totalSpent }))).toEqual(
      report!.topCustomers.map((c) => ({ userId: c.customer.databaseId, name: c.customer.name, email: c.customer.email, totalSpent: c.totalSpent })),
    );
  });
});

describe('who may call', () => {
  it("answers every order path with 401 'Please Login' when signed out, changing nothing", async () => {
    const { shopper, orderId, product } = await placedOrder();
    await addToCart(t, shopper.accessToken, product.id);
    const body = await legacyPayload({ token: shopper.accessToken }, shopper.addressId);
    const before = await shopState(t, [product.id]);
    const marker = await t.db.adminReadMarker.findMany();
    const calls: [string, string, unknown][] = [
      ['POST', '/order/cash-on-delivery', body],
      ['POST', '/order/checkout', body],
      ['GET', '/order/order-list', undefined],
      ['GET', '/order/unread-orders', undefined],
      ['PUT', '/order/mark-orders-read', undefined],
      ['DELETE', `/order/cancel-order/${orderId}`, undefined],
      ['PATCH', `/order/update-status/${orderId}`, { newStatus: 'Shipped' }],
      ['GET', '/order/admin/orders/export?month=1', undefined],
      ['GET', '/order/admin/sales-analytics', undefined],
    ];
    for (const [method, path, input] of calls) {
      const refused = await rest(t, method, path, { body: input });
      expect(refused.status, `${method} ${path}`).toBe(401);
      expect(refused.body).toMatchObject({ success: false, error: true, message: 'Please Login' });
    }
    expect(await shopState(t, [product.id])).toEqual(before);
    expect(await t.db.adminReadMarker.findMany()).toEqual(marker);
  });

  it("answers a shopper on every admin path with 403 'Do not have permission', changing nothing", async () => {
    const { shopper, orderId, product } = await placedOrder();
    const before = await shopState(t, [product.id]);
    const calls: [string, string, unknown][] = [
      ['GET', '/order/unread-orders', undefined],
      ['PUT', '/order/mark-orders-read', undefined],
      ['PATCH', `/order/update-status/${orderId}`, { newStatus: 'Delivered' }],
      ['GET', '/order/admin/orders/export?month=1', undefined],
      ['GET', '/order/admin/sales-analytics', undefined],
    ];
    for (const [method, path, input] of calls) {
      const refused = await rest(t, method, path, { token: shopper.accessToken, body: input });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body).toMatchObject({ success: false, error: true, message: 'Do not have permission' });
    }
    expect(await shopState(t, [product.id])).toEqual(before);
    expect(await t.db.adminReadMarker.count({ where: { adminId: shopper.userId } })).toBe(0);
  });
});
