import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCheckout } from '../../helpers/cart-checkout.js';
import { adminToken } from '../../helpers/admin.js';
import { signUpAndLogin } from '../../helpers/auth.js';
import { unchanged } from '../../helpers/fingerprint.js';
import { expectRefused, rest } from '../../helpers/rest.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import {
  CANCEL_ORDER,
  CREATE_ADDRESS,
  ERROR_FIELDS,
  KIMIRONKO_ADDRESS,
  REMOVE_LINE,
  SET_QUANTITY,
  UPDATE_STATUS,
  addToCart,
  cartLineGlobalId,
  createProduct,
  placeOrder,
  productGlobalId,
  shopperWithAddress,
  globalIdOf,
} from '../../helpers/shop-fixtures.js';
import { graphql, member } from '../../helpers/graphql.js';

// What a client must not get past an order: fields it may not set, final orders, double cancels; each refusal
// changes nothing.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t);
});
afterAll(() => t.close());

const { shopperWithCart, order, cashOnDelivery } = cartCheckout(() => t);

describe('class 3: client-supplied price, totals, discount, status, role, userId or stock (mass assignment)', () => {
  it.each([
    // Input fields the schema does not have, on purpose: sent unchecked.
    ['a price on addToCart', 'mutation AddToCart($productId: ID!) { addToCart(input: { productId: $productId, price: 1 }) { __typename } }'],
    ['a stock on addToCart', 'mutation AddToCart($productId: ID!) { addToCart(input: { productId: $productId, stock: 999 }) { __typename } }'],
  ])('refuses %s', async (_label, mutation) => {
    const { shopper, product } = await shopperWithCart();
    const answer = await unchanged(t, () => t.graphqlText(mutation, { productId: productGlobalId(product.id) }, { token: shopper.accessToken }));
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.message).toMatch(/Field "(price|stock)" is not defined by type "AddToCartInput"/);
  });

  it.each([['status', 'DELIVERED'], ['userId', 'someone-else'], ['discount', 100], ['discountTotal', 1000], ['originalSubtotal', 1], ['price', 1]])(
    'refuses %s in the order input',
    async (field, value) => {
      const { shopper } = await shopperWithCart();
      const answer = await unchanged(t, () => order(shopper, { [field]: value }));
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]?.message).toContain(`Field "${field}" is not defined by type "PlaceOrderInput"`);
    },
  );

  it('refuses a role or a userId in the registration and address inputs', async () => {
    const register = await unchanged(t, () =>
      t.graphql(graphql('mutation($input: RegisterInput!) { register(input: $input) { __typename } }'), {
        input: { name: 'Mallory', email: 'mallory@example.rw', password: 'Umuhinzi#2026', confirmPassword: 'Umuhinzi#2026', role: 'ADMIN' },
      }),
    );
    expect(register.errors?.[0]?.message).toContain('Field "role" is not defined by type "RegisterInput"');
    const { shopper } = await shopperWithCart();
    const address = await unchanged(t, () =>
      t.graphql(CREATE_ADDRESS, { input: { ...KIMIRONKO_ADDRESS, userId: 'bulk-someone' } }, { token: shopper.accessToken }),
    );
    expect(address.errors?.[0]?.message).toContain('Field "userId" is not defined by type "CreateAddressInput"');
  });

  it('charges the server total, never a lower client total', async () => {
    const { shopper } = await shopperWithCart(2);
    const answer = await unchanged(t, () => order(shopper, { subtotal: 1, total: 1 }));
    expect(answer.data?.placeOrder).toMatchObject({ __typename: 'PriceChangedError', subtotal: 2000, total: 2000 });
  });
});

describe('class 7: status change on a final order', () => {
  it.each(['DELIVERED', 'CANCELLED'] as const)('refuses any status change on a %s order', async (finalStatus) => {
    const { shopper } = await shopperWithCart();
    const placed = await placeOrder(t, shopper);
    const orderId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    if (finalStatus === 'DELIVERED') {
      for (const status of ['PROCESSING', 'SHIPPED', 'DELIVERED'] as const) await t.graphql(UPDATE_STATUS, { orderId: globalIdOf('Order', orderId), status }, { token: admin });
    } else {
      await t.graphql(CANCEL_ORDER, { orderId: globalIdOf('Order', orderId) }, { token: shopper.accessToken });
    }
    for (const status of (['PENDING', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const).filter((status) => status !== finalStatus)) {
      const answer = await unchanged(t, () => t.graphql(UPDATE_STATUS, { orderId: globalIdOf('Order', orderId), status }, { token: admin }));
      expect(answer.data?.updateOrderStatus).toMatchObject({ __typename: 'ConflictError', code: 'CONFLICT', field: 'status' });
    }
  });
});

describe('class 24: cancelling twice, and a shopper cancelling a shipped order', () => {
  it('releases stock once when an order is cancelled twice, even at the same moment', async () => {
    const { shopper, product } = await shopperWithCart(2);
    const placed = await placeOrder(t, shopper);
    const orderId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    const both = await Promise.all([1, 2].map(() => t.graphql(CANCEL_ORDER, { orderId: globalIdOf('Order', orderId) }, { token: shopper.accessToken })));
    expect(both.map((answer) => answer.data?.cancelOrder.__typename).sort()).toEqual(['CancelOrderPayload', 'ConflictError']);
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(5);
    const third = await unchanged(t, () => t.graphql(CANCEL_ORDER, { orderId: globalIdOf('Order', orderId) }, { token: shopper.accessToken }));
    expect(third.data?.cancelOrder).toMatchObject({ __typename: 'ConflictError', message: 'This order is already cancelled.' });
    expect(await t.db.stockMovement.count({ where: { orderId, reason: 'ORDER_CANCELLED' } })).toBe(1);
  });

  it('refuses a shopper cancelling their own Shipped order', async () => {
    const { shopper } = await shopperWithCart();
    const placed = await placeOrder(t, shopper);
    const orderId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    await t.graphql(UPDATE_STATUS, { orderId: globalIdOf('Order', orderId), status: 'SHIPPED' }, { token: admin });
    const answer = await unchanged(t, () => t.graphql(CANCEL_ORDER, { orderId: globalIdOf('Order', orderId) }, { token: shopper.accessToken }));
    expect(answer.data?.cancelOrder).toMatchObject({ __typename: 'ConflictError', message: 'This order is Shipped and can no longer be cancelled.' });
  });
});

describe("class 5: another user's order, address or cart line by id", () => {
  it('reads nothing and changes nothing through GraphQL, node(id:) included', async () => {
    const owner = await shopperWithAddress(t);
    const intruder = await shopperWithAddress(t);
    const product = await createProduct(t, { price: 1000, stock: 10 });
    await addToCart(t, owner.accessToken, product.id, 1);
    const placed = await placeOrder(t, owner);
    const orderId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    const orderNodeId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.id;
    await addToCart(t, owner.accessToken, product.id, 1);
    const line = await t.db.cartLine.findFirstOrThrow({ where: { userId: owner.userId } });
    const as = { token: intruder.accessToken };
    const addressNodeId = Buffer.from(`Address:${owner.addressId}`).toString('base64');

    const reads = await unchanged(t, () =>
      t.graphql(
        graphql(`query($orderId: ID!, $orderNode: ID!, $addressNode: ID!, $lineNode: ID!) {
          order(databaseId: $orderId) { databaseId }
          orderNode: node(id: $orderNode) { id }
          addressNode: node(id: $addressNode) { id }
          lineNode: node(id: $lineNode) { id }
        }`),
        {
          orderId,
          orderNode: orderNodeId,
          addressNode: Buffer.from(`Address:${owner.addressId}`).toString('base64'),
          lineNode: Buffer.from(`CartLine:${line.id}`).toString('base64'),
        },
        as,
      ),
    );
    expect(reads.data).toEqual({ order: null, orderNode: null, addressNode: null, lineNode: null });

    const writes = await unchanged(t, () =>
      Promise.all([
        t.graphql(CANCEL_ORDER, { orderId: globalIdOf('Order', orderId) }, as),
        t.graphql(
          graphql(`mutation($input: UpdateAddressInput!) { updateAddress(input: $input) { __typename ...ErrorFields } }`, [ERROR_FIELDS]),
          { input: { addressId: addressNodeId, district: 'Gasabo', sector: 'Kimironko', village: 'Imena', street: 'KG 1', houseNumber: '1', mobile: '0781234567' } },
          as,
        ),
        t.graphql(graphql(`mutation($id: ID!) { removeAddress(input: { addressId: $id }) { __typename ...ErrorFields } }`, [ERROR_FIELDS]), { id: addressNodeId }, as),
        t.graphql(SET_QUANTITY, { cartLineId: cartLineGlobalId(line.id), quantity: 1 }, as),
        t.graphql(REMOVE_LINE, { cartLineId: cartLineGlobalId(line.id) }, as),
      ]),
    );
    const [cancel, update, remove, setQuantity, removeLine] = writes.map((answer) => Object.values(answer.data ?? {})[0]);
    expect(cancel).toMatchObject({ __typename: 'NotFoundError', message: 'Order not found' });
    expect(update).toMatchObject({ __typename: 'NotFoundError', message: 'Address not found' });
    expect(remove).toMatchObject({ __typename: 'NotFoundError', message: 'Address not found' });
    expect(setQuantity).toMatchObject({ __typename: 'NotFoundError', message: 'Cart item not found' });
    expect(removeLine).toMatchObject({ __typename: 'NotFoundError', message: 'Cart item not found' });
  });
});

describe('class 5 and 6 through admin status changes', () => {
  it('refuses a shopper setting the status of their own order', async () => {
    const shopper = await shopperWithAddress(t);
    const product = await createProduct(t, { price: 1000, stock: 10 });
    await addToCart(t, shopper.accessToken, product.id, 1);
    const placed = await placeOrder(t, shopper);
    const orderId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    const answer = await unchanged(t, () => t.graphql(UPDATE_STATUS, { orderId: globalIdOf('Order', orderId), status: 'DELIVERED' }, { token: shopper.accessToken }));
    expect(answer.data?.updateOrderStatus).toMatchObject({ __typename: 'ForbiddenError' });
    expect((await t.graphql(UPDATE_STATUS, { orderId: globalIdOf('Order', orderId), status: 'PROCESSING' }, { token: admin })).data?.updateOrderStatus.__typename).toBe('UpdateOrderStatusPayload');
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

describe("class 5 (REST): another user's order, address or cart line", () => {
  it('refuses to cancel, update, disable or change them, and lists none of them', async () => {
    const owner = await shopperWithCart();
    const placed = await placeOrder(t, owner.shopper);
    const orderId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
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

describe('class 7 and 24 (REST): final orders and double cancels', () => {
  it('refuses a status change on a Delivered order and a second cancel', async () => {
    const delivered = await shopperWithCart();
    const first = member((await placeOrder(t, delivered.shopper)).data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    for (const status of ['PROCESSING', 'SHIPPED', 'DELIVERED'] as const) await t.graphql(UPDATE_STATUS, { orderId: globalIdOf('Order', first), status }, { token: admin });
    expectRefused(await unchanged(t, () => rest(t, 'PATCH', `/order/update-status/${first}`, { token: admin, body: { newStatus: 'Pending' } })), 409);

    const cancelled = await shopperWithCart();
    const second = member((await placeOrder(t, cancelled.shopper)).data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    await t.graphql(CANCEL_ORDER, { orderId: globalIdOf('Order', second) }, { token: cancelled.shopper.accessToken });
    expectRefused(await unchanged(t, () => rest(t, 'DELETE', `/order/cancel-order/${second}`, { token: cancelled.shopper.accessToken })), 409);
    expect((await t.db.product.findUniqueOrThrow({ where: { id: cancelled.product.id } })).stock).toBe(5);
  });

  it('refuses a shopper cancelling a Shipped order', async () => {
    const { shopper } = await shopperWithCart();
    const orderId = member((await placeOrder(t, shopper)).data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    await t.graphql(UPDATE_STATUS, { orderId: globalIdOf('Order', orderId), status: 'SHIPPED' }, { token: admin });
    expectRefused(await unchanged(t, () => rest(t, 'DELETE', `/order/cancel-order/${orderId}`, { token: shopper.accessToken })), 409);
  });
});
