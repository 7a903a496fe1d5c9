import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oldClientPrice } from '../../../server/modules/catalog/legacy-pricing.js';
import { QUOTE_MINUTES } from '../../../server/modules/order/order-placement.sql.js';
import { rest } from '../../helpers/rest.js';
import {
  addToCart,
  adminToken,
  CREATE_ADDRESS,
  createProduct,
  KIMIRONKO_ADDRESS,
  shopperWithAddress,
  shopState,
} from '../../helpers/shop-fixtures.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { graphql, member } from '../../helpers/graphql.js';

/*
 * The original web client, unmodified, at checkout: it prints "Delivery Charge Free", sends the cart's total as it
 * computes it, shows the answer's message in a toast, and has no way to confirm a new total but pressing its Cash on
 * Delivery button again. Its My Orders and Online Payment are here too.
 */

type Row = Record<string, any>;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t);
  await setGasaboCharge(1000);
});
afterAll(() => t.close());

const UPDATE_ZONE = graphql(`
  mutation UpdateZone($input: UpdateDeliveryZoneInput!) {
    updateDeliveryZone(input: $input) { __typename ... on Error { message } }
  }
`);

/** The admin sets Gasabo's delivery charge in the dashboard (every test shopper lives in Gasabo, Kimironko). */
async function setGasaboCharge(charge: number, app = t) {
  const input = { district: 'Gasabo', served: true, charge, leadDays: 3, sameDayCutoffHour: null, label: '2-3 days', labelRw: 'Iminsi 2-3', labelFr: '2-3 jours' };
  const result = await app.graphql(UPDATE_ZONE, { input }, { token: admin });
  expect(result.data?.updateDeliveryZone.__typename, JSON.stringify(result)).toBe('UpdateDeliveryZonePayload');
}

/** A shopper in Gasabo with one product of `price` in the cart. */
async function shopperWithCart(price = 1200, app = t) {
  const shopper = await shopperWithAddress(app);
  const product = await createProduct(app, { price, stock: 10 });
  await addToCart(app, shopper.accessToken, product.id, 1);
  return { shopper, product };
}

/** What the old checkout sends for the cart: its own total of the items, the delivery charge left out. */
async function oldCheckoutBody(shopper: { accessToken: string; addressId: string }, app = t): Promise<Row> {
  const cart = await rest(app, 'GET', '/cart/get', { token: shopper.accessToken });
  const items = cart.body.data as { quantity: number; productId: { price: number; discount: number | null } }[];
  const total = items.reduce((sum, item) => sum + oldClientPrice(item.productId.price, item.productId.discount) * item.quantity, 0);
  return { list_items: items, addressId: shopper.addressId, subTotalAmt: total, totalAmt: total, promoCode: { code: '' } };
}

const cashOnDelivery = (shopper: { accessToken: string }, body: Row, headers: Record<string, string> = {}, app = t) =>
  rest(app, 'POST', '/order/cash-on-delivery', { token: shopper.accessToken, body, headers });

const ordersOf = (userId: string) => t.db.order.findMany({ where: { userId }, orderBy: { number: 'asc' } });

const CHARGED_MESSAGE = 'Delivery to Gasabo costs RWF 1,000, so your total is RWF 2,200. Press Cash on Delivery again to order at this total.';

describe('Cash on Delivery to a zone with a delivery charge', () => {
  it('names the total in the refusal, and the same press again orders at that total, once', async () => {
    const { shopper, product } = await shopperWithCart();
    const body = await oldCheckoutBody(shopper);
    expect(body.totalAmt).toBe(1200);
    const before = await shopState(t, [product.id]);

    const refused = await cashOnDelivery(shopper, body);
    expect(refused.status).toBe(409);
    // The figures other clients read stay; the message is what the old client's toast shows.
    expect(refused.body).toEqual({ message: CHARGED_MESSAGE, error: true, success: false, code: 'PRICE_CHANGED', serverSubTotal: 1200, serverTotal: 2200 });
    expect(await shopState(t, [product.id])).toEqual(before);

    const placed = await cashOnDelivery(shopper, body);
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ subTotalAmt: 1200, deliveryCharge: 1000, totalAmt: 2200, status: 'Pending' });
    expect((await ordersOf(shopper.userId)).map((order) => order.total)).toEqual([2200]);
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(9);

    // A third press finds the cart ordered: nothing more is placed.
    const again = await cashOnDelivery(shopper, body);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: 'Your cart is empty', field: 'cart' });

    // The same product in the cart again is a new order: it needs its own confirmation.
    await addToCart(t, shopper.accessToken, product.id, 1);
    expect(await oldCheckoutBody(shopper)).toEqual({ ...body, list_items: expect.any(Array) });
    const next = await cashOnDelivery(shopper, body);
    expect(next.status).toBe(409);
    expect(next.body.message).toBe(CHARGED_MESSAGE);
    expect((await cashOnDelivery(shopper, body)).status).toBe(201);
    expect((await ordersOf(shopper.userId)).map((order) => order.total)).toEqual([2200, 2200]);
  });

  it('answers the first order to a retry with the same Idempotency-Key, and places no second one', async () => {
    const { shopper } = await shopperWithCart();
    const body = await oldCheckoutBody(shopper);
    const headers = { 'Idempotency-Key': `old-checkout-${shopper.userId}` };
    expect((await cashOnDelivery(shopper, body, headers)).status).toBe(409);
    const placed = await cashOnDelivery(shopper, body, headers);
    expect(placed.status).toBe(201);
    const retried = await cashOnDelivery(shopper, body, headers);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ replayed: true, data: { _id: placed.body.data._id, totalAmt: 2200 } });
    expect(await ordersOf(shopper.userId)).toHaveLength(1);
  });

  it('keeps refusing another request, and names the new total when the price changed meanwhile', async () => {
    const { shopper, product } = await shopperWithCart();
    const stranger = await shopperWithCart();
    const body = await oldCheckoutBody(shopper);
    expect((await cashOnDelivery(shopper, body)).status).toBe(409);
    const before = await shopState(t, [product.id]);

    // Another request: a different total is not the one the shopper was shown.
    const other = await cashOnDelivery(shopper, { ...body, subTotalAmt: 1300, totalAmt: 1300 });
    expect(other.status).toBe(409);
    // Another shopper sending the same body does not confirm it (and cannot use the address).
    const foreign = await cashOnDelivery(stranger.shopper, body);
    expect(foreign.status).toBe(404);
    expect(await shopState(t, [product.id])).toEqual(before);

    // The price rose after the refusal: the same press is refused again with the new total, then confirms that one.
    await t.db.product.update({ where: { id: product.id }, data: { price: 1300 } });
    const risen = await cashOnDelivery(shopper, body);
    expect(risen.status).toBe(409);
    expect(risen.body).toMatchObject({
      serverSubTotal: 1300,
      serverTotal: 2300,
      message: 'Prices have changed since you opened checkout: your total is now RWF 2,300, delivery to Gasabo (RWF 1,000) included. Press Cash on Delivery again to order at this total.',
    });
    expect(await shopState(t, [product.id])).toEqual(before);
    const placed = await cashOnDelivery(shopper, body);
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ subTotalAmt: 1300, totalAmt: 2300 });
  });

  it(`keeps refusing a press later than ${QUOTE_MINUTES} minutes after the refusal, naming the total again`, async () => {
    const { shopper, product } = await shopperWithCart();
    const body = await oldCheckoutBody(shopper);
    expect((await cashOnDelivery(shopper, body)).status).toBe(409);
    // The shopper comes back eleven minutes later.
    const eleven = 11 * 60_000;
    const quote = await t.db.priceQuote.findFirstOrThrow({ where: { userId: shopper.userId } });
    await t.db.priceQuote.update({ where: { id: quote.id }, data: { createdAt: new Date(quote.createdAt.getTime() - eleven), expiresAt: new Date(quote.expiresAt.getTime() - eleven) } });
    const before = await shopState(t, [product.id]);
    const late = await cashOnDelivery(shopper, body);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(CHARGED_MESSAGE);
    expect(await shopState(t, [product.id])).toEqual(before);
    expect((await cashOnDelivery(shopper, body)).status).toBe(201);
  });

  it('takes the confirmation on another host of the shop than the one that refused', async () => {
    const second = await startTestApp({}, { database: t.database });
    try {
      const { shopper } = await shopperWithCart();
      const body = await oldCheckoutBody(shopper);
      expect((await cashOnDelivery(shopper, body)).status).toBe(409);
      const placed = await cashOnDelivery(shopper, body, {}, second);
      expect(placed.status).toBe(201);
      expect(placed.body.data.totalAmt).toBe(2200);
    } finally {
      await second.close();
    }
  });

  it('orders at the first press where delivery is free', async () => {
    await setGasaboCharge(0);
    try {
      const { shopper } = await shopperWithCart();
      const placed = await cashOnDelivery(shopper, await oldCheckoutBody(shopper));
      expect(placed.status).toBe(201);
      expect(placed.body.data).toMatchObject({ deliveryCharge: 0, totalAmt: 1200 });
    } finally {
      await setGasaboCharge(1000);
    }
  });
});

describe('Online Payment', () => {
  it('answers the old button with a sentence a shopper understands, and places nothing', async () => {
    const { shopper, product } = await shopperWithCart();
    const before = await shopState(t, [product.id]);
    const refused = await rest(t, 'POST', '/order/checkout', { token: shopper.accessToken, body: await oldCheckoutBody(shopper) });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Online payment is not available here: pay with Cash on Delivery, or pay with MTN MoMo or Airtel Money in the Isoko app.');
    // Integrators still read which field is missing.
    expect(refused.body.field).toBe('payerPhone');
    expect(await shopState(t, [product.id])).toEqual(before);
  });
});

describe('My Orders', () => {
  let numbers = 900_000_000;

  /**
   * `count` orders of the shopper, one line each, an hour apart going back from one placed through the shop (the
   * older ones written directly, numbered far above what the shop's counter will reach in this file).
   */
  async function shopperWithOrders(count: number) {
    await setGasaboCharge(0);
    const { shopper } = await shopperWithCart();
    const placed = await cashOnDelivery(shopper, await oldCheckoutBody(shopper));
    await setGasaboCharge(1000);
    const first = await t.db.order.findUniqueOrThrow({ where: { id: placed.body.data._id }, include: { lines: true } });
    const { lines, id: _id, number: _number, ...fields } = first;
    const top = (numbers += 1000);
    const ids = Array.from({ length: count - 1 }, (_, index) => `${first.id}-${index + 1}`);
    await t.db.order.createMany({
      data: ids.map((id, index) => ({ ...fields, id, number: top + index + 1, createdAt: new Date(first.createdAt.getTime() - (index + 1) * 3_600_000) })),
    });
    const { id: _lineId, orderId: _orderId, ...line } = lines[0]!;
    await t.db.orderLine.createMany({ data: ids.map((orderId) => ({ ...line, id: `${orderId}-line`, orderId })) });
    return { shopper, newestFirst: [first.id, ...ids] };
  }

  it("answers the caller's newest orders a page at a time, at most 100 orders whatever is asked", async () => {
    const { shopper, newestFirst } = await shopperWithOrders(105);
    const orderIds = (answer: Row) => [...new Set(answer.body.data.map((row: Row) => row.order_id))];

    const first = await rest(t, 'GET', '/order/order-list', { token: shopper.accessToken });
    expect(first.status).toBe(200);
    expect(orderIds(first)).toEqual(newestFirst.slice(0, 50));
    expect(first.body).toMatchObject({ page: 1, totalCount: 105, totalPage: 3 });
    const third = await rest(t, 'GET', '/order/order-list?page=3', { token: shopper.accessToken });
    expect(orderIds(third)).toEqual(newestFirst.slice(100));
    const greedy = await rest(t, 'GET', '/order/order-list?limit=100000', { token: shopper.accessToken });
    expect(orderIds(greedy)).toEqual(newestFirst.slice(0, 100));
    const bad = await rest(t, 'GET', '/order/order-list?page=abc', { token: shopper.accessToken });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'page' });
  });

  it("answers the admin's own orders only, not the shop's", async () => {
    await shopperWithOrders(3);
    // The admin shops too.
    const address = await t.graphql(CREATE_ADDRESS, { input: KIMIRONKO_ADDRESS }, { token: admin });
    const product = await createProduct(t, { price: 800 });
    await addToCart(t, admin, product.id, 1);
    const body = await oldCheckoutBody({ accessToken: admin, addressId: member(address.data?.createAddress, 'CreateAddressPayload').address.databaseId });
    expect((await cashOnDelivery({ accessToken: admin }, body)).status).toBe(409);
    const own = await cashOnDelivery({ accessToken: admin }, body);
    expect(own.status).toBe(201);

    const list = await rest(t, 'GET', '/order/order-list', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.data.map((row: Row) => row.order_id)).toEqual([own.body.data._id]);
    expect(list.body).toMatchObject({ totalCount: 1, totalPage: 1 });
    expect(await t.db.order.count()).toBeGreaterThanOrEqual(4);
  });
});
