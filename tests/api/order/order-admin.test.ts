import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogin } from '../../helpers/auth.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import {
  CANCEL_ORDER,
  ERROR_FIELDS,
  UPDATE_STATUS,
  adminToken,
  addToCart,
  bulkShoppers,
  createProduct,
  createPromoCode,
  placeOrder,
  shopState,
  shopperWithAddress,
  globalIdOf,
  type OrderStatus,
} from '../../helpers/shop-fixtures.js';
import { graphql, member, having, documentText } from '../../helpers/graphql.js';

let t: TestApp;
let admin: string;
let adminId: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t);
  adminId = (await t.db.user.findUniqueOrThrow({ where: { email: 'admin@isoko.rw' } })).id;
});
afterAll(() => t.close());

const ADMIN_ORDERS = graphql(`
  query AdminOrders($status: OrderStatus, $first: Int) {
    adminOrders(status: $status, first: $first) {
      __typename
      totalCount edges { node { databaseId status customer { databaseId email } } }
    }
  }
`);

const UNREAD = graphql('query { unreadOrders { __typename count lastReadAt } }');
const MARK_READ = graphql(`mutation { markOrdersRead { __typename ... on MarkOrdersReadPayload { unreadOrders { count lastReadAt } } ...ErrorFields } }`, [ERROR_FIELDS]);
const NEW_ORDERS = graphql(`
  query New($since: DateTime!) {
    newOrdersSince(since: $since) { __typename count serverTime orders { databaseId orderNumber } }
  }
`);

/** A placed order of a fresh shopper, with its product. */
async function freshOrder(stock = 10, quantity = 2) {
  const shopper = await shopperWithAddress(t);
  const product = await createProduct(t, { stock, price: 1500 });
  await addToCart(t, shopper.accessToken, product.id, quantity);
  const placed = await placeOrder(t, shopper);
  return { shopper, product, orderId: member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId };
}

describe('admin order management', () => {
  it('lists every order newest first, narrowed by status, with the customer visible to the admin', async () => {
    const { orderId, shopper } = await freshOrder();
    const all = await t.graphql(ADMIN_ORDERS, { first: 5 }, { token: admin });
    expect(all.data?.adminOrders.__typename).toBe('OrderConnection');
    expect(all.data?.adminOrders.edges[0]!.node).toMatchObject({ databaseId: orderId, status: 'PENDING', customer: { databaseId: shopper.userId, email: shopper.email } });
    expect(all.data?.adminOrders.totalCount).toBe(await t.db.order.count());

    await t.graphql(UPDATE_STATUS, { orderId: globalIdOf('Order', orderId), status: 'SHIPPED' }, { token: admin });
    const shipped = await t.graphql(ADMIN_ORDERS, { status: 'SHIPPED' }, { token: admin });
    expect(shipped.data?.adminOrders.totalCount).toBe(await t.db.order.count({ where: { status: 'SHIPPED' } }));
    expect(shipped.data?.adminOrders.edges.map((edge: { node: { status: string } }) => edge.node.status)).toEqual(
      shipped.data?.adminOrders.edges.map(() => 'SHIPPED'),
    );
  });

  it('moves an order through any statuses, recording who changed it and when', async () => {
    const { orderId } = await freshOrder();
    for (const status of ['PROCESSING', 'SHIPPED', 'PENDING', 'SHIPPED', 'DELIVERED'] as const) {
      const result = await t.graphql(UPDATE_STATUS, { orderId: globalIdOf('Order', orderId), status }, { token: admin });
      expect(result.data?.updateOrderStatus).toMatchObject({ __typename: 'UpdateOrderStatusPayload', order: { status } });
    }
    const changes = await t.db.orderStatusChange.findMany({ where: { orderId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    expect(changes.map((change) => [change.fromStatus, change.toStatus])).toEqual([
      [null, 'PENDING'],
      ['PENDING', 'PROCESSING'],
      ['PROCESSING', 'SHIPPED'],
      ['SHIPPED', 'PENDING'],
      ['PENDING', 'SHIPPED'],
      ['SHIPPED', 'DELIVERED'],
    ]);
    expect(changes.slice(1).every((change) => change.changedById === adminId)).toBe(true);
  });

  it('refuses any change to a Delivered or Cancelled order, changing nothing', async () => {
    const delivered = await freshOrder();
    await t.graphql(UPDATE_STATUS, { orderId: globalIdOf('Order', delivered.orderId), status: 'DELIVERED' }, { token: admin });
    const cancelled = await freshOrder();
    await t.graphql(UPDATE_STATUS, { orderId: globalIdOf('Order', cancelled.orderId), status: 'CANCELLED' }, { token: admin });
    const products = [delivered.product.id, cancelled.product.id];
    const before = await shopState(t, products);
    for (const status of ['PENDING', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const) {
      const toDelivered = await t.graphql(UPDATE_STATUS, { orderId: globalIdOf('Order', delivered.orderId), status }, { token: admin });
      expect(toDelivered.data?.updateOrderStatus).toMatchObject({ __typename: 'ConflictError', code: 'CONFLICT' });
      const toCancelled = await t.graphql(UPDATE_STATUS, { orderId: globalIdOf('Order', cancelled.orderId), status }, { token: admin });
      expect(toCancelled.data?.updateOrderStatus).toMatchObject({ __typename: 'ConflictError', code: 'CONFLICT' });
    }
    const again = await t.graphql(UPDATE_STATUS, { orderId: globalIdOf('Order', delivered.orderId), status: 'PENDING' }, { token: admin });
    expect(having(again.data?.updateOrderStatus, 'message').message).toBe('Delivered orders cannot be changed.');
    expect((await t.graphql(CANCEL_ORDER, { orderId: globalIdOf('Order', delivered.orderId) }, { token: admin })).data?.cancelOrder).toMatchObject({
      __typename: 'ConflictError',
      message: 'Delivered orders cannot be cancelled.',
    });
    expect(await shopState(t, products)).toEqual(before);
  });

  it('cancels through the status change and through cancelOrder (even once shipped), returning stock and promo uses', async () => {
    const shopper = await shopperWithAddress(t);
    const product = await createProduct(t, { stock: 6, price: 2000 });
    const promo = await createPromoCode(t, product.id, { code: 'ADMINCANCEL', discountType: 'FIXED', discountValue: 300, usageLimit: 10 });
    await addToCart(t, shopper.accessToken, product.id, 3);
    const viaStatus = member((await placeOrder(t, shopper, { promoCode: 'ADMINCANCEL' })).data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    expect((await t.db.promoCode.findUniqueOrThrow({ where: { id: promo.id } })).usedCount).toBe(1);
    const cancelled = await t.graphql(UPDATE_STATUS, { orderId: globalIdOf('Order', viaStatus), status: 'CANCELLED' }, { token: admin });
    expect(cancelled.data?.updateOrderStatus).toMatchObject({
      order: { status: 'CANCELLED', statusHistory: [{ toStatus: 'PENDING' }, { fromStatus: 'PENDING', toStatus: 'CANCELLED', changedBy: { databaseId: adminId } }] },
    });
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(6);
    expect((await t.db.promoCode.findUniqueOrThrow({ where: { id: promo.id } })).usedCount).toBe(0);

    await addToCart(t, shopper.accessToken, product.id, 2);
    const shipped = member((await placeOrder(t, shopper)).data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    await t.graphql(UPDATE_STATUS, { orderId: globalIdOf('Order', shipped), status: 'SHIPPED' }, { token: admin });
    const byAdmin = await t.graphql(CANCEL_ORDER, { orderId: globalIdOf('Order', shipped) }, { token: admin });
    expect(byAdmin.data?.cancelOrder).toMatchObject({ __typename: 'CancelOrderPayload', order: { status: 'CANCELLED' } });
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(6);
    const ledger = await t.db.stockMovement.findMany({ where: { productId: product.id }, orderBy: { createdAt: 'asc' } });
    expect(ledger.map((movement) => [movement.reason, movement.delta, movement.stockAfter])).toEqual([
      ['ORDER_PLACED', -3, 3],
      ['ORDER_CANCELLED', 3, 6],
      ['ORDER_PLACED', -2, 4],
      ['ORDER_CANCELLED', 2, 6],
    ]);
  });

  it('answers an unknown order as not found and a bad status as a validation error', async () => {
    const unknown = await t.graphql(UPDATE_STATUS, { orderId: globalIdOf('Order', 'no-such-order'), status: 'SHIPPED' }, { token: admin });
    expect(unknown.data?.updateOrderStatus).toMatchObject({ __typename: 'NotFoundError', message: 'Order not found' });
    // A status the schema does not have, on purpose: sent unchecked.
    const badStatus = await t.graphqlText(documentText(UPDATE_STATUS), { orderId: globalIdOf('Order', 'x'), status: 'LOST' }, { token: admin });
    expect(badStatus.errors?.[0]?.message).toMatch(/Value "LOST" does not exist in "OrderStatus" enum/);
  });
});

describe('searching orders', () => {
  const SEARCH = graphql(`
    query ($search: String, $status: OrderStatus) {
      adminOrders(search: $search, status: $status, first: 100) { totalCount edges { node { databaseId number } } }
    }
  `);
  const found = async (search: string, status?: OrderStatus) => {
    const answer = await t.graphql(SEARCH, { search, status }, { token: admin });
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const { totalCount, edges } = answer.data!.adminOrders;
    expect(totalCount).toBe(edges.length);
    return edges.map((edge) => edge.node.databaseId);
  };

  it('finds an order by its number, its customer\'s name in any case, or its phone as Rwandans write it', async () => {
    const product = await createProduct(t, { stock: 50 });
    const shopper = await shopperWithAddress(t);
    await t.db.user.update({ where: { id: shopper.userId }, data: { name: 'Mukamana Espérance' } });
    // The phone the address gave (078 123 4567): another mobile keeps the search's answer this order's alone.
    await addToCart(t, shopper.accessToken, product.id);
    const placed = await placeOrder(t, shopper);
    const order = member(placed.data!.placeOrder, 'PlaceOrderPayload').order as { databaseId: string; number: number };
    await t.db.order.update({ where: { id: order.databaseId }, data: { mobile: '+250722334455' } });
    const padded = `ISK-${String(order.number).padStart(6, '0')}`;

    for (const search of [padded, padded.toLowerCase(), String(order.number), 'mukamana', 'ESPÉRANCE'.toLowerCase(), 'Mukamana Esp', '0722 334 455', '+250 722 334 455', '722334455', '334 455']) {
      expect(await found(search), search).toContain(order.databaseId);
    }
    // Narrowed further by the status filter; nothing else is found by this name.
    expect(await found('mukamana', 'PENDING')).toEqual([order.databaseId]);
    expect(await found('mukamana', 'DELIVERED')).toEqual([]);
    expect(await found('nobody-has-this-name')).toEqual([]);
    // LIKE's wildcards typed by the admin are plain characters.
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
  });

  it('refuses a search longer than 100 characters with a validation error, and an empty one lists every order', async () => {
    const answer = await t.graphql(SEARCH, { search: 'x'.repeat(101) }, { token: admin });
    expect(answer.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    const all = await t.graphql(ADMIN_ORDERS, { first: 100 }, { token: admin });
    expect((await found('   ')).length).toBe(Math.min(100, all.data!.adminOrders.totalCount));
  });

  it('is for admins only', async () => {
    const shopper = await signUpAndLogin(t);
    const answer = await t.graphql(SEARCH, { search: 'ISK-000001' }, { token: shopper.accessToken });
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('unread orders', () => {
  it('counts orders per admin since that admin last marked them read, and lists new ones for the alert', async () => {
    // A second admin with their own read marker.
    const [second] = await bulkShoppers(t, 1, (await createProduct(t)).id);
    await t.db.user.update({ where: { id: second!.userId }, data: { role: 'ADMIN' } });
    await t.graphql(MARK_READ, {}, { token: admin });
    await t.graphql(MARK_READ, {}, { token: second!.accessToken });
    expect((await t.graphql(UNREAD, {}, { token: admin })).data?.unreadOrders.count).toBe(0);

    const since = new Date().toISOString();
    const first = await freshOrder();
    const next = await freshOrder();
    expect((await t.graphql(UNREAD, {}, { token: admin })).data?.unreadOrders.count).toBe(2);
    const poll = await t.graphql(NEW_ORDERS, { since }, { token: admin });
    expect(poll.data?.newOrdersSince).toMatchObject({ __typename: 'NewOrders', count: 2 });
    expect(poll.data?.newOrdersSince.orders.map((order: { databaseId: string }) => order.databaseId)).toEqual([next.orderId, first.orderId]);

    const marked = await t.graphql(MARK_READ, {}, { token: admin });
    expect(marked.data?.markOrdersRead).toMatchObject({ __typename: 'MarkOrdersReadPayload', unreadOrders: { count: 0 } });
    expect((await t.graphql(UNREAD, {}, { token: admin })).data?.unreadOrders.count).toBe(0);
    expect((await t.graphql(UNREAD, {}, { token: second!.accessToken })).data?.unreadOrders.count).toBe(2);
  });
});

describe('non-admins', () => {
  it('are refused every admin operation with Forbidden, and nothing changes', async () => {
    const { orderId, product } = await freshOrder();
    const shopper = await signUpAndLogin(t);
    const before = await shopState(t, [product.id]);
    const markers = await t.db.adminReadMarker.count();
    const forbidden = { __typename: 'ForbiddenError', code: 'FORBIDDEN', message: 'Do not have permission' };
    const listRefused = await t.graphql(ADMIN_ORDERS, {}, { token: shopper.accessToken });
    expect(listRefused.data).toBeNull();
    expect(listRefused.errors?.[0]).toMatchObject({ message: 'Do not have permission', extensions: { code: 'FORBIDDEN' } });
    expect((await t.graphql(UPDATE_STATUS, { orderId: globalIdOf('Order', orderId), status: 'DELIVERED' }, { token: shopper.accessToken })).data?.updateOrderStatus).toMatchObject(forbidden);
    const readRefused = [{ message: 'Do not have permission', extensions: { code: 'FORBIDDEN' } }];
    expect(await t.graphql(UNREAD, {}, { token: shopper.accessToken })).toMatchObject({ data: null, errors: readRefused });
    expect((await t.graphql(MARK_READ, {}, { token: shopper.accessToken })).data?.markOrdersRead).toMatchObject(forbidden);
    expect(await t.graphql(NEW_ORDERS, { since: new Date(0).toISOString() }, { token: shopper.accessToken })).toMatchObject({ data: null, errors: readRefused });
    // Signed out: asked to log in instead, on every admin read.
    const signedOut = { data: null, errors: [{ message: 'Please Login', extensions: { code: 'UNAUTHENTICATED' } }] };
    expect(await t.graphql(UNREAD)).toMatchObject(signedOut);
    expect(await t.graphql(NEW_ORDERS, { since: new Date(0).toISOString() })).toMatchObject(signedOut);
    expect(await t.graphql(ADMIN_ORDERS, {})).toMatchObject(signedOut);
    expect((await t.graphql(MARK_READ)).data?.markOrdersRead).toMatchObject({ __typename: 'UnauthenticatedError' });
    expect(await shopState(t, [product.id])).toEqual(before);
    expect(await t.db.adminReadMarker.count()).toBe(markers);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('PENDING');
  });
});
