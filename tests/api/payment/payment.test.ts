import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultSimulatorCredentials } from '../../../devtools/payment-simulator/payment-simulator.js';
import { simulatorTestNumber } from '../../../devtools/payment-simulator/test-numbers.js';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { mailsTo } from '../../helpers/outbox.js';
import { TEST_ROOT } from '../../helpers/test-env.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import {
  ERROR_FIELDS,
  PLACE_ORDER,
  addToCart,
  adminToken,
  bulkShoppers,
  createProduct,
  createPromoCode,
  globalIdOf,
  placeOrderInput,
  shopState,
  shopperWithAddress,
  type OrderStatus,
  type PaymentMethod,
} from '../../helpers/shop-fixtures.js';
import { graphql, member } from '../../helpers/graphql.js';

// This app's own outbox: the shared one holds other test files' folders.
const MAIL_DIR = join(TEST_ROOT, 'mail', `payment-${randomUUID()}`);

let t: TestApp;
beforeAll(async () => {
  // The simulated phones answer at once; callbacks are sent by the tests themselves (the app is not listening).
  t = await startTestApp({ MAIL_DIR }, { paymentSimulator: { approveAfterMs: 0, delayedApprovalMs: 0, expireAfterMs: 0 } });
});
beforeEach(() => t.simulator!.control.setCallbacks({ drop: true }));
afterAll(() => t.close());

const approvedMtn = simulatorTestNumber('mtn-momo', 'approved');
const pendingMtn = simulatorTestNumber('mtn-momo', 'pending-forever');
const declinedMtn = simulatorTestNumber('mtn-momo', 'declined');
const approvedAirtel = simulatorTestNumber('airtel-money', 'approved');

/** What the tests read of an order's payment. */
const PAYMENT_FIELDS = graphql(`fragment PaymentFields on Order { payment { method state provider phone reason reasonCode dueAt refundInProgress history { fromState toState source note } } }`);

const PLACE = graphql(`
  mutation Place($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      __typename
      ... on PlaceOrderPayload { replayed order { databaseId status total ...PaymentFields } cart { totalQuantity } }
      ... on PaymentRejectedError { provider reason }
      ... on PaymentUnavailableError { provider }
      ...ErrorFields
    }
  }
`, [PAYMENT_FIELDS, ERROR_FIELDS]);
const ORDER = graphql(`query Order($id: ID!) { order(databaseId: $id) { databaseId status ...PaymentFields } }`, [PAYMENT_FIELDS]);
const RETRY = graphql(`
  mutation Retry($input: RetryOrderPaymentInput!) {
    retryOrderPayment(input: $input) {
      __typename
      ... on RetryOrderPaymentPayload { order { databaseId status ...PaymentFields } }
      ... on PaymentRejectedError { provider }
      ... on RateLimitedError { retryAfterSeconds }
      ...ErrorFields
    }
  }
`, [PAYMENT_FIELDS, ERROR_FIELDS]);
const CANCEL = graphql(`mutation Cancel($orderId: ID!) { cancelOrder(input: { orderId: $orderId }) { __typename ... on CancelOrderPayload { order { status ...PaymentFields } } ...ErrorFields } }`, [PAYMENT_FIELDS, ERROR_FIELDS]);
const CONFIRM_REFUND = graphql(`mutation Confirm($orderId: ID!) { confirmOrderRefund(input: { orderId: $orderId }) { __typename ... on ConfirmOrderRefundPayload { order { ...PaymentFields } } ...ErrorFields } }`, [PAYMENT_FIELDS, ERROR_FIELDS]);

type Shopper = Awaited<ReturnType<typeof shopperWithAddress>>;

/** A shopper with one product of `price` in the cart. */
async function shopperWithCart(price = 1500, stock = 10) {
  const shopper = await shopperWithAddress(t);
  const product = await createProduct(t, { price, stock });
  await addToCart(t, shopper.accessToken, product.id, 1);
  return { shopper, product };
}

const place = (shopper: Shopper, input: Record<string, unknown>) =>
  t.graphql(PLACE, { input: placeOrderInput({ addressId: shopper.addressId, subtotal: 1500, total: 1500, ...input }) }, { token: shopper.accessToken });

const readOrder = async (shopper: Shopper, orderId: string) => (await t.graphql(ORDER, { id: orderId }, { token: shopper.accessToken })).data?.order;
const referenceOf = async (orderId: string) => (await t.db.paymentAttempt.findFirstOrThrow({ where: { orderId }, orderBy: { createdAt: 'desc' } })).reference;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const mtnCallback = (body: unknown, method: 'PUT' | 'POST' = 'PUT') =>
  t.request('/api/payments/mtn/callback', { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('mobile money at checkout', () => {
  it('asks the phone to pay, and a status read that finds it approved marks the order paid (the callback was lost)', async () => {
    const { shopper, product } = await shopperWithCart();
    const placed = await place(shopper, { paymentMethod: 'MTN_MOMO', payerPhone: '078 000 0006' });
    expect(placed.data?.placeOrder.__typename).toBe('PlaceOrderPayload');
    const order = member(placed.data?.placeOrder, 'PlaceOrderPayload').order;
    expect(order.payment).toMatchObject({ method: 'MTN_MOMO', state: 'PENDING', provider: 'MTN MoMo', phone: '0780 *** 006', reason: null });
    expect(order.payment.history).toEqual([{ fromState: null, toState: 'PENDING', source: 'placed', note: null }]);
    // Stock is held like any order's while the payment waits.
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(9);
    const reference = await referenceOf(order.databaseId);
    expect(reference).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(t.simulator!.control.payment('mtn-momo', reference)).toMatchObject({ amount: 1500, party: '250780000006' });

    // Nothing is due yet; after the first interval the status read settles it.
    expect((await t.runPaymentWork(new Date())).read).toBe(0);
    expect((await t.runPaymentWork(inMinutes(1))).read).toBe(1);
    const paid = await readOrder(shopper, order.databaseId);
    expect(paid).toMatchObject({ status: 'PENDING', payment: { state: 'PAID', dueAt: null } });
    expect(paid!.payment.history.map((event: { toState: string; source: string }) => `${event.toState}:${event.source}`)).toEqual(['PENDING:placed', 'PAID:poll']);
    // Settled payments are not read again, and the deadline no longer applies.
    expect(await t.runPaymentWork(inMinutes(60))).toEqual({ read: 0, cancelled: 0 });
    // Confirmed once paid, and the confirmation says so (no cash at the door); settling is once, so is the e-mail.
    const mails = await mailsTo(t, MAIL_DIR, shopper.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.decoded).toContain('It is paid with MTN MoMo.');
    expect(mails[0]!.decoded).toContain('Total paid: RWF 1,500');
    expect(mails[0]!.decoded).not.toContain('pay in cash');
  });

  it('settles once from a callback confirmed by the status read; a duplicate callback and a later read change nothing', async () => {
    const { shopper } = await shopperWithCart();
    const placed = await place(shopper, { paymentMethod: 'MTN_MOMO', payerPhone: approvedMtn });
    const orderId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    const reference = await referenceOf(orderId);
    const body = { externalId: reference, status: 'SUCCESSFUL', financialTransactionId: '123456789' };
    expect((await mtnCallback(body)).status).toBe(200);
    expect((await mtnCallback(body, 'POST')).status).toBe(200);
    await t.runPaymentWork(inMinutes(1));
    const paid = await readOrder(shopper, orderId);
    expect(paid!.payment.state).toBe('PAID');
    expect(paid!.payment.history.filter((event: { toState: string }) => event.toState === 'PAID')).toHaveLength(1);
    expect(paid!.payment.history[1]!.source).toBe('callback');
  });

  it('ignores forged and unknown callbacks: the provider is asked, and unknown references change nothing', async () => {
    const { shopper } = await shopperWithCart();
    const placed = await place(shopper, { paymentMethod: 'MTN_MOMO', payerPhone: pendingMtn });
    const orderId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    const reference = await referenceOf(orderId);
    const before = await t.db.paymentEvent.count();
    // Claims of success the provider does not confirm, an unknown reference, and bodies that are not notifications.
    expect((await mtnCallback({ externalId: reference, status: 'SUCCESSFUL', financialTransactionId: '1' })).status).toBe(200);
    expect((await mtnCallback({ externalId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427', status: 'SUCCESSFUL' })).status).toBe(200);
    expect((await mtnCallback({ hello: 'world' })).status).toBe(200);
    const airtel = await t.request('/api/payments/airtel/callback', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{not json' });
    expect(airtel.status).toBe(200);
    expect(await t.db.paymentEvent.count()).toBe(before);
    expect((await readOrder(shopper, orderId))!.payment.state).toBe('PENDING');
  });

  it('settles an Airtel Money payment from its callback, confirmed by the status read', async () => {
    const { shopper } = await shopperWithCart();
    const placed = await place(shopper, { paymentMethod: 'AIRTEL_MONEY', payerPhone: approvedAirtel });
    const orderId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    const reference = await referenceOf(orderId);
    const answer = await t.request('/api/payments/airtel/callback', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ transaction: { id: reference, message: 'Paid', status_code: 'TS', airtel_money_id: 'MP000001' } }),
    });
    expect(answer.status).toBe(200);
    expect((await readOrder(shopper, orderId))!.payment).toMatchObject({ state: 'PAID', provider: 'Airtel Money', history: [{ source: 'placed' }, { toState: 'PAID', source: 'callback' }] });
  });

  it('reads a due payment once when two workers (processes) look at the same moment', async () => {
    const { shopper } = await shopperWithCart();
    const placed = await place(shopper, { paymentMethod: 'MTN_MOMO', payerPhone: pendingMtn });
    const orderId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    const { createdAt } = await t.db.paymentAttempt.findFirstOrThrow({ where: { orderId } });
    const moment = new Date(createdAt.getTime() + 6000);
    await Promise.all([t.runPaymentWork(moment), t.runPaymentWork(moment), t.runPaymentWork(moment)]);
    expect((await t.db.paymentAttempt.findFirstOrThrow({ where: { orderId } })).pollCount).toBe(1);
  });

  it('reads a pending payment again at doubling intervals until it settles', async () => {
    const { shopper } = await shopperWithCart();
    const placed = await place(shopper, { paymentMethod: 'MTN_MOMO', payerPhone: pendingMtn });
    const orderId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    const attempt = () => t.db.paymentAttempt.findFirstOrThrow({ where: { orderId } });
    const start = (await attempt()).createdAt.getTime();
    const at = (seconds: number) => new Date(start + seconds * 1000);
    await t.runPaymentWork(at(6));
    expect(await attempt()).toMatchObject({ pollCount: 1, nextPollAt: at(16) });
    await t.runPaymentWork(at(15));
    expect((await attempt()).pollCount).toBe(1);
    await t.runPaymentWork(at(16));
    expect(await attempt()).toMatchObject({ pollCount: 2, nextPollAt: at(36) });
  });

  it('shows a declined payment as failed with its reason; the shopper retries with another number and pays', async () => {
    const { shopper } = await shopperWithCart();
    const placed = await place(shopper, { paymentMethod: 'MTN_MOMO', payerPhone: declinedMtn });
    const orderId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    await t.runPaymentWork(inMinutes(1));
    const failed = await readOrder(shopper, orderId);
    expect(failed).toMatchObject({ status: 'PENDING', payment: { state: 'FAILED', reason: 'The payment was declined on the phone.', reasonCode: 'DECLINED' } });

    const retried = await t.graphql(RETRY, { input: { orderId: globalIdOf('Order', orderId), paymentMethod: 'MTN_MOMO', payerPhone: approvedMtn } }, { token: shopper.accessToken });
    expect(member(retried.data?.retryOrderPayment, 'RetryOrderPaymentPayload').order.payment).toMatchObject({ state: 'PENDING', phone: '0780 *** 006' });
    await t.runPaymentWork(inMinutes(2));
    const paid = await readOrder(shopper, orderId);
    expect(paid!.payment.history.map((event: { toState: string }) => event.toState)).toEqual(['PENDING', 'FAILED', 'PENDING', 'PAID']);
    // A paid order's payment cannot be retried nor switched.
    const again = await t.graphql(RETRY, { input: { orderId: globalIdOf('Order', orderId), paymentMethod: 'CASH_ON_DELIVERY' } }, { token: shopper.accessToken });
    expect(again.data?.retryOrderPayment).toMatchObject({ __typename: 'ConflictError', message: 'This order is already paid.' });
  });

  it("refuses a change to someone else's order, a malformed number, and the same number asked again at once, changing nothing", async () => {
    const { shopper } = await shopperWithCart();
    const placed = await place(shopper, { paymentMethod: 'MTN_MOMO', payerPhone: pendingMtn });
    const orderId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    const before = await t.db.paymentEvent.count({ where: { orderId } });
    const stranger = await shopperWithAddress(t);
    const foreign = await t.graphql(RETRY, { input: { orderId: globalIdOf('Order', orderId), paymentMethod: 'CASH_ON_DELIVERY' } }, { token: stranger.accessToken });
    expect(foreign.data?.retryOrderPayment.__typename).toBe('NotFoundError');
    const tooSoon = await t.graphql(RETRY, { input: { orderId: globalIdOf('Order', orderId), paymentMethod: 'MTN_MOMO', payerPhone: pendingMtn } }, { token: shopper.accessToken });
    expect(tooSoon.data?.retryOrderPayment).toMatchObject({ __typename: 'RateLimitedError', code: 'RATE_LIMITED' });
    expect(member(tooSoon.data?.retryOrderPayment, 'RateLimitedError').retryAfterSeconds).toBeGreaterThan(20);
    expect(member(tooSoon.data?.retryOrderPayment, 'RateLimitedError').retryAfterSeconds).toBeLessThanOrEqual(30);
    const badNumber = await t.graphql(RETRY, { input: { orderId: globalIdOf('Order', orderId), paymentMethod: 'AIRTEL_MONEY', payerPhone: approvedMtn } }, { token: shopper.accessToken });
    expect(badNumber.data?.retryOrderPayment).toMatchObject({ __typename: 'ValidationError', field: 'payerPhone', message: 'Airtel Money numbers start with 072 or 073' });
    expect(await t.db.paymentEvent.count({ where: { orderId } })).toBe(before);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: orderId } })).paymentState).toBe('PENDING');
  });

  it('switches a failed payment to cash on delivery', async () => {
    const { shopper } = await shopperWithCart();
    const placed = await place(shopper, { paymentMethod: 'MTN_MOMO', payerPhone: declinedMtn });
    const orderId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    await t.runPaymentWork(inMinutes(1));
    const switched = await t.graphql(RETRY, { input: { orderId: globalIdOf('Order', orderId), paymentMethod: 'CASH_ON_DELIVERY' } }, { token: shopper.accessToken });
    expect(member(switched.data?.retryOrderPayment, 'RetryOrderPaymentPayload').order).toMatchObject({ status: 'PENDING', payment: { method: 'CASH_ON_DELIVERY', state: 'UNPAID', dueAt: null } });
    // A cash order is never cancelled by the payment deadline.
    await t.runPaymentWork(inMinutes(60));
    expect((await readOrder(shopper, orderId))!.status).toBe('PENDING');
    // Its confirmation goes out now, as a cash order's: nothing went out while the payment failed.
    const mails = await mailsTo(t, MAIL_DIR, shopper.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.decoded).toContain('You pay in cash when it is delivered.');
  });

  it('in production, offers only the providers configured away from the simulator, and refuses the others before writing an order', async () => {
    // MTN left at the simulator's address (nothing answers there in production); Airtel pointed at its own servers.
    const live = await startTestApp({
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'Live-Shop-Admin-Pass-1',
      AIRTEL_BASE_URL: 'https://openapi.airtel.africa',
      AIRTEL_CLIENT_ID: 'live-airtel-client',
      AIRTEL_CLIENT_SECRET: 'live-airtel-secret',
      MAIL_DIR,
    });
    try {
      const methods = await live.graphql(graphql('query { paymentMethods }'));
      expect(methods.data?.paymentMethods).toEqual(['CASH_ON_DELIVERY', 'AIRTEL_MONEY']);
      const shopper = await shopperWithAddress(live);
      const product = await createProduct(live, { price: 1500, stock: 4 });
      await addToCart(live, shopper.accessToken, product.id, 1);
      const input = placeOrderInput({ addressId: shopper.addressId, subtotal: 1500, total: 1500, paymentMethod: 'MTN_MOMO', payerPhone: approvedMtn });
      const before = await shopState(live, [product.id]);
      const refused = await live.graphql(PLACE, { input }, { token: shopper.accessToken });
      expect(refused.data?.placeOrder).toMatchObject({
        __typename: 'PaymentUnavailableError',
        provider: 'MTN MoMo',
        message: 'This shop does not take MTN MoMo payments. Please choose Cash on Delivery.',
      });
      expect(await shopState(live, [product.id])).toEqual(before);
    } finally {
      await live.close();
    }
    // Outside production both are offered: the simulator answers there.
    expect((await t.graphql(graphql('query { paymentMethods }'))).data?.paymentMethods).toEqual(['CASH_ON_DELIVERY', 'MTN_MOMO', 'AIRTEL_MONEY']);
  });

  it('refuses a missing, malformed or other-network payer number on payerPhone, changing nothing', async () => {
    const { shopper, product } = await shopperWithCart();
    const before = await shopState(t, [product.id]);
    for (const [payerPhone, message] of [
      [null, 'Enter the MTN MoMo number to pay with'],
      ['12345', 'Provide a valid Rwandan mobile number, e.g. 078 123 4567'],
      [approvedAirtel, 'MTN MoMo numbers start with 078 or 079'],
    ] as const) {
      const refused = await place(shopper, { paymentMethod: 'MTN_MOMO', payerPhone });
      expect(refused.data?.placeOrder).toMatchObject({ __typename: 'ValidationError', field: 'payerPhone', message });
    }
    expect(await shopState(t, [product.id])).toEqual(before);
    expect(t.simulator!.control.stats().payments).toBeGreaterThan(0);
  });

  it('sends one prompt for a placeOrder retried with the same idempotency key', async () => {
    const { shopper } = await shopperWithCart();
    const paymentsBefore = t.simulator!.control.stats().payments;
    const input = { paymentMethod: 'AIRTEL_MONEY', payerPhone: approvedAirtel, idempotencyKey: 'checkout-airtel-1' };
    const [first, second] = await Promise.all([place(shopper, input), place(shopper, input)]);
    expect([member(first.data?.placeOrder, 'PlaceOrderPayload').replayed, member(second.data?.placeOrder, 'PlaceOrderPayload').replayed].sort()).toEqual([false, true]);
    expect(member(first.data?.placeOrder, 'PlaceOrderPayload').order.databaseId).toBe(member(second.data?.placeOrder, 'PlaceOrderPayload').order.databaseId);
    expect(t.simulator!.control.stats().payments).toBe(paymentsBefore + 1);
  });

  it('with the provider down, answers PaymentUnavailableError and leaves no order waiting: stock and cart are back', async () => {
    const { shopper, product } = await shopperWithCart();
    t.simulator!.control.setDown(true);
    try {
      const refused = await place(shopper, { paymentMethod: 'MTN_MOMO', payerPhone: approvedMtn, idempotencyKey: 'checkout-down' });
      expect(refused.data?.placeOrder).toMatchObject({ __typename: 'PaymentUnavailableError', code: 'PAYMENT_UNAVAILABLE', provider: 'MTN MoMo' });
    } finally {
      t.simulator!.control.setDown(false);
    }
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(10);
    expect(await t.db.cartLine.count({ where: { userId: shopper.userId } })).toBe(1);
    const withdrawn = await t.db.order.findFirstOrThrow({ where: { userId: shopper.userId } });
    expect(withdrawn).toMatchObject({ status: 'CANCELLED', paymentState: 'FAILED' });
    // Once the provider is back, the same checkout (same key) places the order.
    const placed = await place(shopper, { paymentMethod: 'MTN_MOMO', payerPhone: approvedMtn, idempotencyKey: 'checkout-down' });
    expect(placed.data?.placeOrder).toMatchObject({ __typename: 'PlaceOrderPayload', replayed: false, order: { status: 'PENDING', payment: { state: 'PENDING' } } });
  });
  it.each([
    ['MTN_MOMO', approvedMtn, 'MTN MoMo', 'There is not enough money on the MTN MoMo account.'],
    ['AIRTEL_MONEY', approvedAirtel, 'Airtel Money', 'There is not enough money on the Airtel Money account.'],
  ] as const)('answers PaymentRejectedError with its reason when %s refuses the request at once; stock, cart and key are back', async (method, phone, provider, message) => {
    const { shopper, product } = await shopperWithCart();
    const key = `checkout-refused-${method}`;
    t.simulator!.control.setRefuseRequests(true);
    try {
      const refused = await place(shopper, { paymentMethod: method, payerPhone: phone, idempotencyKey: key });
      expect(refused.data?.placeOrder).toEqual({ __typename: 'PaymentRejectedError', code: 'PAYMENT_REJECTED', provider, reason: 'NOT_ENOUGH_FUNDS', message });
    } finally {
      t.simulator!.control.setRefuseRequests(false);
    }
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(10);
    expect(await t.db.cartLine.count({ where: { userId: shopper.userId } })).toBe(1);
    const withdrawn = await t.db.order.findFirstOrThrow({ where: { userId: shopper.userId }, include: { paymentAttempts: true } });
    expect(withdrawn).toMatchObject({ status: 'CANCELLED', paymentState: 'FAILED', paymentAttempts: [{ state: 'FAILED', reason: 'NOT_ENOUGH_FUNDS' }] });
    // The shopper pays another way with the same checkout.
    const cash = await place(shopper, { idempotencyKey: key });
    expect(cash.data?.placeOrder).toMatchObject({ __typename: 'PlaceOrderPayload', replayed: false, order: { payment: { method: 'CASH_ON_DELIVERY', state: 'UNPAID' } } });
  });
});

describe('leaving a prompt that waits', () => {
  const pendingAirtel = simulatorTestNumber('airtel-money', 'pending-forever');
  const retry = (shopper: Shopper, orderId: string, paymentMethod: PaymentMethod, payerPhone?: string) =>
    t.graphql(RETRY, { input: { orderId: globalIdOf('Order', orderId), paymentMethod, payerPhone } }, { token: shopper.accessToken });
  const attemptsOf = (orderId: string) => t.db.paymentAttempt.findMany({ where: { orderId }, orderBy: { createdAt: 'asc' } });
  /** Moves the order's prompts `seconds` into the past, as if the shopper had waited that long. */
  const waitAfterPrompt = (orderId: string, seconds: number) =>
    t.db.paymentAttempt.updateMany({ where: { orderId }, data: { createdAt: new Date(Date.now() - seconds * 1000) } });
  const events = (order: { payment: { history: { toState: string; source: string }[] } }) =>
    order.payment.history.map((event) => `${event.toState}:${event.source}`);

  it('sends the prompt again to the same number, no sooner than 30 s after the last; the new one pays, the old one approved too is refunded', async () => {
    const { shopper } = await shopperWithCart();
    const placed = await place(shopper, { paymentMethod: 'MTN_MOMO', payerPhone: pendingMtn });
    const orderId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    const first = await t.graphql(graphql(`query Order($id: ID!) { order(databaseId: $id) { payment { payerPhone promptAgainAt dueAt } } }`), { id: orderId }, { token: shopper.accessToken });
    const [firstAttempt] = await attemptsOf(orderId);
    expect(first.data?.order!.payment).toMatchObject({ payerPhone: '+250780000003' });
    expect(Date.parse(first.data!.order!.payment.promptAgainAt!)).toBe(firstAttempt!.createdAt.getTime() + 30_000);

    const tooSoon = await retry(shopper, orderId, 'MTN_MOMO', pendingMtn);
    expect(tooSoon.data?.retryOrderPayment.__typename).toBe('RateLimitedError');
    expect(await attemptsOf(orderId)).toHaveLength(1);

    await waitAfterPrompt(orderId, 31);
    const dueBefore = (await t.db.order.findUniqueOrThrow({ where: { id: orderId } })).paymentDueAt!;
    const again = await retry(shopper, orderId, 'MTN_MOMO', '+250 780 000 003');
    expect(member(again.data?.retryOrderPayment, 'RetryOrderPaymentPayload').order).toMatchObject({ status: 'PENDING', payment: { method: 'MTN_MOMO', state: 'PENDING', phone: '0780 *** 003' } });
    // A new deadline for the new prompt, and the old prompt given up (its status still read, for a late approval).
    expect(Date.parse(member(again.data?.retryOrderPayment, 'RetryOrderPaymentPayload').order.payment.dueAt!)).toBeGreaterThan(dueBefore.getTime());
    const [old, fresh] = await attemptsOf(orderId);
    expect(old).toMatchObject({ state: 'FAILED', reason: 'REPLACED' });
    expect(old!.nextPollAt).not.toBeNull();
    expect(fresh).toMatchObject({ state: 'PENDING', phone: '+250780000003' });
    expect(t.simulator!.control.paymentsTo(pendingMtn).map((payment) => payment.reference)).toEqual(expect.arrayContaining([old!.reference, fresh!.reference]));

    // The shopper approves the new prompt: paid once.
    t.simulator!.control.settle('mtn-momo', fresh!.reference, 'approved');
    await t.runPaymentWork(inMinutes(1));
    expect((await readOrder(shopper, orderId))!.payment.state).toBe('PAID');
    // Then the old one as well: that money goes back (no refund through MTN here, so an admin refunds it).
    t.simulator!.control.settle('mtn-momo', old!.reference, 'approved');
    await t.runPaymentWork(inMinutes(30));
    const order = await readOrder(shopper, orderId);
    expect(order!.payment.state).toBe('PAID');
    expect(events(order!)).toEqual(['PENDING:placed', 'PENDING:retry', 'PAID:poll', 'PAID:poll']);
    expect((await attemptsOf(orderId)).map((attempt) => attempt.state)).toEqual(['REFUND_DUE', 'PAID']);
  });

  it('pays with the replaced prompt when the shopper approves it after all while the order still waits', async () => {
    const { shopper } = await shopperWithCart();
    const placed = await place(shopper, { paymentMethod: 'MTN_MOMO', payerPhone: pendingMtn });
    const orderId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    await waitAfterPrompt(orderId, 31);
    expect((await retry(shopper, orderId, 'MTN_MOMO', pendingMtn)).data?.retryOrderPayment.__typename).toBe('RetryOrderPaymentPayload');
    const [old, fresh] = await attemptsOf(orderId);
    t.simulator!.control.settle('mtn-momo', old!.reference, 'approved');
    await t.runPaymentWork(inMinutes(1));
    expect((await readOrder(shopper, orderId))!.payment.state).toBe('PAID');
    // The newer prompt approved too is owed back, never counted twice.
    t.simulator!.control.settle('mtn-momo', fresh!.reference, 'approved');
    await t.runPaymentWork(inMinutes(30));
    expect((await attemptsOf(orderId)).map((attempt) => attempt.state)).toEqual(['PAID', 'REFUND_DUE']);
    expect(await t.db.paymentEvent.count({ where: { orderId, fromState: 'PENDING', toState: 'PAID' } })).toBe(1);
  });

  it('uses another number at once (Airtel instead of MTN), and is paid from it', async () => {
    const { shopper } = await shopperWithCart();
    const placed = await place(shopper, { paymentMethod: 'MTN_MOMO', payerPhone: pendingMtn });
    const orderId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    // A number of the wrong network for the method is refused on the field, changing nothing.
    const wrong = await retry(shopper, orderId, 'MTN_MOMO', approvedAirtel);
    expect(wrong.data?.retryOrderPayment).toMatchObject({ __typename: 'ValidationError', field: 'payerPhone', message: 'MTN MoMo numbers start with 078 or 079' });
    expect(await attemptsOf(orderId)).toHaveLength(1);

    const other = await retry(shopper, orderId, 'AIRTEL_MONEY', approvedAirtel);
    expect(member(other.data?.retryOrderPayment, 'RetryOrderPaymentPayload').order.payment).toMatchObject({ method: 'AIRTEL_MONEY', state: 'PENDING', provider: 'Airtel Money', phone: '0730 *** 006' });
    expect((await attemptsOf(orderId)).map((attempt) => [attempt.provider, attempt.state])).toEqual([
      ['mtn-momo', 'FAILED'],
      ['airtel-money', 'PENDING'],
    ]);
    await t.runPaymentWork(inMinutes(1));
    const order = await readOrder(shopper, orderId);
    expect(order).toMatchObject({ status: 'PENDING', payment: { method: 'AIRTEL_MONEY', state: 'PAID', provider: 'Airtel Money' } });
    expect(events(order!)).toEqual(['PENDING:placed', 'PENDING:retry', 'PAID:poll']);
  });

  it('switches a waiting order to cash on delivery; its prompt approved afterwards is refunded, and the cash is taken at the door', async () => {
    const { shopper } = await shopperWithCart();
    const placed = await place(shopper, { paymentMethod: 'AIRTEL_MONEY', payerPhone: pendingAirtel });
    const orderId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    const cash = await retry(shopper, orderId, 'CASH_ON_DELIVERY');
    expect(member(cash.data?.retryOrderPayment, 'RetryOrderPaymentPayload').order).toMatchObject({ status: 'PENDING', payment: { method: 'CASH_ON_DELIVERY', state: 'UNPAID', dueAt: null } });
    const [attempt] = await attemptsOf(orderId);
    expect(attempt).toMatchObject({ state: 'FAILED', reason: 'SWITCHED_TO_CASH' });
    // Confirmed as a cash order, and never cancelled by the payment deadline.
    const mails = await mailsTo(t, MAIL_DIR, shopper.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.decoded).toContain('You pay in cash when it is delivered.');
    expect((await t.runPaymentWork(inMinutes(20))).cancelled).toBe(0);
    // Nothing more to change: the order is a cash order now.
    expect((await retry(shopper, orderId, 'AIRTEL_MONEY', approvedAirtel)).data?.retryOrderPayment).toMatchObject({ __typename: 'ConflictError', message: 'This order is paid in cash on delivery.' });

    // The shopper approves the old prompt anyway: Airtel gives the money back at once.
    t.simulator!.control.settle('airtel-money', attempt!.reference, 'approved');
    await t.runPaymentWork(inMinutes(30));
    expect(t.simulator!.control.payment('airtel-money', attempt!.reference)?.refundedAmount).toBe(1500);
    expect(await t.db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ status: 'PENDING', paymentMethod: 'CASH_ON_DELIVERY', paymentState: 'REFUNDED' });

    const admin = await adminToken(t);
    const delivered = await t.graphql(
      graphql('mutation Deliver($orderId: ID!) { updateOrderStatus(input: { orderId: $orderId, status: DELIVERED }) { __typename } }'),
      { orderId: globalIdOf('Order', orderId) },
      { token: admin },
    );
    expect(delivered.data?.updateOrderStatus.__typename).toBe('UpdateOrderStatusPayload');
    const order = await readOrder(shopper, orderId);
    expect(order!.payment.state).toBe('PAID');
    expect(events(order!)).toEqual(['PENDING:placed', 'UNPAID:cash', 'REFUND_DUE:poll', 'REFUNDED:refund', 'PAID:delivered']);
  });

  it('refuses to leave a payment that was approved a moment before, naming it; a prompt is not sent again after the deadline', async () => {
    const { shopper } = await shopperWithCart();
    const placed = await place(shopper, { paymentMethod: 'MTN_MOMO', payerPhone: pendingMtn });
    const orderId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    await t.db.order.update({ where: { id: orderId }, data: { paymentDueAt: new Date(Date.now() - 1000) } });
    await waitAfterPrompt(orderId, 31);
    expect((await retry(shopper, orderId, 'MTN_MOMO', pendingMtn)).data?.retryOrderPayment).toMatchObject({
      __typename: 'ConflictError',
      message: 'The time to approve this payment is up.',
    });
    t.simulator!.control.settle('mtn-momo', await referenceOf(orderId), 'approved');
    await mtnCallback({ externalId: await referenceOf(orderId), status: 'SUCCESSFUL', financialTransactionId: '5' });
    for (const [method, phone] of [['CASH_ON_DELIVERY', undefined], ['AIRTEL_MONEY', approvedAirtel]] as const) {
      expect((await retry(shopper, orderId, method, phone)).data?.retryOrderPayment).toMatchObject({ __typename: 'ConflictError', message: 'This order is already paid.' });
    }
    expect(await t.db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ paymentMethod: 'MTN_MOMO', paymentState: 'PAID' });
    expect(await attemptsOf(orderId)).toHaveLength(1);
  });

  it('with cash on delivery chosen while the approval arrives, the order is either paid by mobile money or a cash order whose money goes back', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { shopper } = await shopperWithCart();
      const placed = await place(shopper, { paymentMethod: 'MTN_MOMO', payerPhone: pendingMtn });
      const orderId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
      const reference = await referenceOf(orderId);
      t.simulator!.control.settle('mtn-momo', reference, 'approved');
      const [switched] = await Promise.all([
        retry(shopper, orderId, 'CASH_ON_DELIVERY'),
        mtnCallback({ externalId: reference, status: 'SUCCESSFUL', financialTransactionId: String(100 + round) }),
      ]);
      const answer = switched.data?.retryOrderPayment;
      const order = await t.db.order.findUniqueOrThrow({ where: { id: orderId }, include: { paymentAttempts: true } });
      if (answer!.__typename === 'RetryOrderPaymentPayload') {
        // Cash won: the approval that followed is owed back, paid late (MTN without refunds here: an admin's to make).
        expect(order).toMatchObject({ paymentMethod: 'CASH_ON_DELIVERY', paymentState: 'REFUND_DUE', paymentAttempts: [{ state: 'REFUND_DUE', reason: 'PAID_LATE' }] });
      } else {
        expect(answer).toMatchObject({ __typename: 'ConflictError', message: expect.stringMatching(/^This order (is already|was) paid/) });
        expect(order).toMatchObject({ paymentMethod: 'MTN_MOMO', paymentState: 'PAID', paymentAttempts: [{ state: 'PAID' }] });
      }
      expect(await t.db.paymentEvent.count({ where: { orderId, toState: 'PAID' } })).toBeLessThanOrEqual(1);
    }
  });
});

describe('cash on delivery', () => {
  it('stays unpaid until delivered, then is paid at the door', async () => {
    const { shopper } = await shopperWithCart();
    const placed = await place(shopper, {});
    const order = member(placed.data?.placeOrder, 'PlaceOrderPayload').order;
    expect(order.payment).toMatchObject({ method: 'CASH_ON_DELIVERY', state: 'UNPAID', provider: null, phone: null, dueAt: null, history: [] });
    const admin = await adminToken(t);
    const delivered = await t.graphql(
      graphql('mutation Deliver($orderId: ID!) { updateOrderStatus(input: { orderId: $orderId, status: DELIVERED }) { __typename } }'),
      { orderId: globalIdOf('Order', order.databaseId) },
      { token: admin },
    );
    expect(delivered.data?.updateOrderStatus.__typename).toBe('UpdateOrderStatusPayload');
    expect((await readOrder(shopper, order.databaseId))!.payment).toMatchObject({ state: 'PAID', history: [{ fromState: 'UNPAID', toState: 'PAID', source: 'delivered' }] });
  });
});

describe('fulfilment of a mobile-money order', () => {
  const SET_STATUS = graphql(`mutation SetStatus($orderId: ID!, $status: OrderStatus!) { updateOrderStatus(input: { orderId: $orderId, status: $status }) { __typename ...ErrorFields ... on ConflictError { field } } }`, [ERROR_FIELDS]);

  it('can be packed while its payment waits, but is shipped only once paid', async () => {
    const { shopper } = await shopperWithCart();
    const placed = await place(shopper, { paymentMethod: 'MTN_MOMO', payerPhone: approvedMtn });
    const orderId = globalIdOf('Order', member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId);
    const admin = await adminToken(t);
    const setStatus = async (status: OrderStatus) => (await t.graphql(SET_STATUS, { orderId, status }, { token: admin })).data?.updateOrderStatus;

    expect(await setStatus('PROCESSING')).toMatchObject({ __typename: 'UpdateOrderStatusPayload' });
    for (const status of ['SHIPPED', 'DELIVERED'] as const) {
      expect(await setStatus(status)).toEqual({
        __typename: 'ConflictError',
        code: 'CONFLICT',
        field: 'paymentState',
        message: 'This order is waiting for its mobile-money payment: ship it once the payment is approved.',
      });
    }
    expect(await t.db.order.findFirstOrThrow({ where: { userId: shopper.userId } })).toMatchObject({ status: 'PROCESSING', paymentState: 'PENDING' });

    await t.runPaymentWork(inMinutes(1));
    expect(await setStatus('SHIPPED')).toMatchObject({ __typename: 'UpdateOrderStatusPayload' });
    expect(await setStatus('DELIVERED')).toMatchObject({ __typename: 'UpdateOrderStatusPayload' });
    // Paid by mobile money: delivering it records no cash taken at the door.
    const order = await readOrder(shopper, member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId);
    expect(order).toMatchObject({ status: 'DELIVERED', payment: { state: 'PAID' } });
    expect(order!.payment.history.map((event: { source: string }) => event.source)).toEqual(['placed', 'poll']);
  });

  it('is not shipped after its payment failed, until the shopper switches to cash on delivery', async () => {
    const { shopper } = await shopperWithCart();
    const placed = await place(shopper, { paymentMethod: 'MTN_MOMO', payerPhone: declinedMtn });
    const databaseId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    const orderId = globalIdOf('Order', databaseId);
    await t.runPaymentWork(inMinutes(1));
    const admin = await adminToken(t);
    const shipped = await t.graphql(SET_STATUS, { orderId, status: 'SHIPPED' }, { token: admin });
    expect(shipped.data?.updateOrderStatus).toMatchObject({ __typename: 'ConflictError', field: 'paymentState' });
    const cash = await t.graphql(RETRY, { input: { orderId, paymentMethod: 'CASH_ON_DELIVERY' } }, { token: shopper.accessToken });
    expect(cash.data?.retryOrderPayment.__typename).toBe('RetryOrderPaymentPayload');
    const again = await t.graphql(SET_STATUS, { orderId, status: 'SHIPPED' }, { token: admin });
    expect(again.data?.updateOrderStatus.__typename).toBe('UpdateOrderStatusPayload');
  });
});

describe('the payment deadline', () => {
  it('cancels an order never approved, releasing stock and the promo use once, however often the worker runs', async () => {
    const shopper = await shopperWithAddress(t);
    const product = await createProduct(t, { price: 2000, stock: 5 });
    const promo = await createPromoCode(t, product.id, { code: 'MOMO5', discountType: 'FIXED', discountValue: 500, usageLimit: 5 });
    await addToCart(t, shopper.accessToken, product.id, 1);
    const placed = await place(shopper, { promoCode: 'momo5', subtotal: 2000, total: 1500, paymentMethod: 'MTN_MOMO', payerPhone: pendingMtn });
    const orderId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    expect((await t.db.promoCode.findUniqueOrThrow({ where: { id: promo.id } })).usedCount).toBe(1);

    expect((await t.runPaymentWork(inMinutes(14))).cancelled).toBe(0);
    expect((await t.runPaymentWork(inMinutes(16))).cancelled).toBe(1);
    expect((await t.runPaymentWork(inMinutes(17))).cancelled).toBe(0);
    const cancelled = await readOrder(shopper, orderId);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', payment: { state: 'FAILED', reason: 'The payment was not approved in time, so the order was cancelled.', reasonCode: 'ORDER_TIMED_OUT' } });
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(5);
    expect((await t.db.promoCode.findUniqueOrThrow({ where: { id: promo.id } })).usedCount).toBe(0);
    expect(await t.db.stockMovement.count({ where: { orderId, reason: 'ORDER_CANCELLED' } })).toBe(1);
  });

  it('finds an approval that comes after the deadline, its callback lost, and owes the money back', async () => {
    const { shopper, product } = await shopperWithCart();
    const placed = await place(shopper, { paymentMethod: 'MTN_MOMO', payerPhone: pendingMtn });
    const orderId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    await t.runPaymentWork(inMinutes(16));
    expect(await t.db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ status: 'CANCELLED', paymentState: 'FAILED' });
    t.simulator!.control.settle('mtn-momo', await referenceOf(orderId), 'approved');
    await t.runPaymentWork(inMinutes(30));
    const order = await readOrder(shopper, orderId);
    expect(order).toMatchObject({ status: 'CANCELLED', payment: { state: 'REFUND_DUE' } });
    expect(order!.payment.history.map((event: { toState: string; source: string }) => `${event.toState}:${event.source}`)).toEqual(['PENDING:placed', 'FAILED:timeout', 'REFUND_DUE:poll']);
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(10);
    expect((await t.db.paymentAttempt.findFirstOrThrow({ where: { orderId } })).nextPollAt).toBeNull();
  });

  it('with a late approval racing the deadline, either the order is paid or it is cancelled and refunded: stock released at most once', async () => {
    const { shopper, product } = await shopperWithCart();
    const placed = await place(shopper, { paymentMethod: 'MTN_MOMO', payerPhone: pendingMtn });
    const orderId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    const reference = await referenceOf(orderId);
    t.simulator!.control.settle('mtn-momo', reference, 'approved');
    await Promise.all([
      t.runPaymentWork(inMinutes(16)),
      mtnCallback({ externalId: reference, status: 'SUCCESSFUL', financialTransactionId: '42' }),
      t.runPaymentWork(inMinutes(16)),
    ]);
    const order = await t.db.order.findUniqueOrThrow({ where: { id: orderId } });
    const stock = (await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).stock;
    const released = await t.db.stockMovement.count({ where: { orderId, reason: 'ORDER_CANCELLED' } });
    if (order.status === 'CANCELLED') {
      expect({ paymentState: order.paymentState, stock, released }).toEqual({ paymentState: 'REFUND_DUE', stock: 10, released: 1 });
    } else {
      expect({ paymentState: order.paymentState, stock, released }).toEqual({ paymentState: 'PAID', stock: 9, released: 0 });
    }
    expect(await t.db.paymentEvent.count({ where: { orderId, toState: 'PAID' } })).toBeLessThanOrEqual(1);
  });
});

describe('cancelling a paid order', () => {
  it('with the shopper cancelling while the approval arrives, the stock comes back once and the money is owed back', async () => {
    const { shopper, product } = await shopperWithCart();
    const placed = await place(shopper, { paymentMethod: 'MTN_MOMO', payerPhone: pendingMtn });
    const orderId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    const reference = await referenceOf(orderId);
    t.simulator!.control.settle('mtn-momo', reference, 'approved');
    await Promise.all([
      t.graphql(CANCEL, { orderId: globalIdOf('Order', orderId) }, { token: shopper.accessToken }),
      mtnCallback({ externalId: reference, status: 'SUCCESSFUL', financialTransactionId: '77' }),
    ]);
    // Whichever came first, the order is cancelled and its payment (taken either way) is to be refunded.
    expect(await t.db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ status: 'CANCELLED', paymentState: 'REFUND_DUE' });
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(10);
    expect(await t.db.stockMovement.count({ where: { orderId, reason: 'ORDER_CANCELLED' } })).toBe(1);
  });

  it('refunds through the provider when it can (Airtel Money)', async () => {
    const { shopper } = await shopperWithCart();
    const placed = await place(shopper, { paymentMethod: 'AIRTEL_MONEY', payerPhone: approvedAirtel });
    const orderId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    await t.runPaymentWork(inMinutes(1));
    const cancelled = await t.graphql(CANCEL, { orderId: globalIdOf('Order', orderId) }, { token: shopper.accessToken });
    expect(member(cancelled.data?.cancelOrder, 'CancelOrderPayload').order).toMatchObject({ status: 'CANCELLED', payment: { state: 'REFUNDED' } });
    expect(t.simulator!.control.payment('airtel-money', await referenceOf(orderId))?.refundedAmount).toBe(1500);
  });

  describe('through MTN Disbursement (credentials configured)', () => {
    let withRefunds: TestApp;
    beforeAll(async () => {
      const { disbursement } = defaultSimulatorCredentials.mtn;
      withRefunds = await startTestApp(
        { MOMO_DISBURSEMENT_API_USER: disbursement.apiUser, MOMO_DISBURSEMENT_API_KEY: disbursement.apiKey, MOMO_DISBURSEMENT_SUBSCRIPTION_KEY: disbursement.subscriptionKey, MAIL_DIR },
        { paymentSimulator: { approveAfterMs: 0 } },
      );
    });
    beforeEach(() => {
      withRefunds.simulator!.control.reset();
      withRefunds.simulator!.control.setCallbacks({ drop: true });
    });
    afterAll(() => withRefunds.close());

    /** A paid MTN MoMo order its shopper then cancels: the refund is asked of MTN. */
    async function cancelledPaidOrder() {
      const shopper = await shopperWithAddress(withRefunds);
      const product = await createProduct(withRefunds, { price: 1500, stock: 3 });
      await addToCart(withRefunds, shopper.accessToken, product.id, 1);
      const input = placeOrderInput({ addressId: shopper.addressId, subtotal: 1500, total: 1500, paymentMethod: 'MTN_MOMO', payerPhone: approvedMtn });
      const placed = await withRefunds.graphql(PLACE, { input }, { token: shopper.accessToken });
      const orderId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
      await withRefunds.runPaymentWork(inMinutes(1));
      const cancelled = await withRefunds.graphql(CANCEL, { orderId: globalIdOf('Order', orderId) }, { token: shopper.accessToken });
      return { orderId, cancelled: member(cancelled.data?.cancelOrder, 'CancelOrderPayload').order };
    }
    const paymentOf = async (orderId: string) => (await withRefunds.graphql(ORDER, { id: orderId }, { token: await adminToken(withRefunds) })).data?.order!.payment;
    const confirm = async (orderId: string) =>
      (await withRefunds.graphql(CONFIRM_REFUND, { orderId: globalIdOf('Order', orderId) }, { token: await adminToken(withRefunds) })).data?.confirmOrderRefund;

    it('asks MTN for the refund and reads its status until it is made; meanwhile no admin can refund it by hand too', async () => {
      const { orderId, cancelled } = await cancelledPaidOrder();
      // Accepted by MTN, not yet known to be made.
      expect(cancelled.payment).toMatchObject({ state: 'REFUND_DUE', refundInProgress: true });
      expect(withRefunds.simulator!.control.stats().refunds).toBe(1);
      expect(await confirm(orderId)).toMatchObject({ __typename: 'RefundInProgressError', code: 'REFUND_IN_PROGRESS' });
      await withRefunds.runPaymentWork(inMinutes(2));
      const refunded = await paymentOf(orderId);
      expect(refunded).toMatchObject({ state: 'REFUNDED', refundInProgress: false });
      expect(refunded!.history.map((event: { toState: string }) => event.toState)).toEqual(['PENDING', 'PAID', 'REFUND_DUE', 'REFUNDED']);
      // Read once: nothing more to read, nothing asked twice.
      expect((await withRefunds.runPaymentWork(inMinutes(60))).read).toBe(0);
      expect(withRefunds.simulator!.control.stats().refunds).toBe(1);
    });

    it('leaves a refund MTN failed to an admin, who refunds by hand and confirms it', async () => {
      withRefunds.simulator!.control.setRefundOutcome('failed');
      const { orderId } = await cancelledPaidOrder();
      await withRefunds.runPaymentWork(inMinutes(2));
      expect(await paymentOf(orderId)).toMatchObject({
        state: 'REFUND_DUE',
        refundInProgress: false,
        reasonCode: 'REFUND_FAILED',
        reason: 'The automatic refund did not go through: an admin refunds it by hand.',
      });
      expect(await confirm(orderId)).toMatchObject({ __typename: 'ConfirmOrderRefundPayload', order: { payment: { state: 'REFUNDED' } } });
    });

    it('reads a refund MTN leaves pending at growing intervals, then leaves it to an admin', async () => {
      withRefunds.simulator!.control.setRefundOutcome('pending');
      const { orderId } = await cancelledPaidOrder();
      let reads = 0;
      for (let minute = 2; minute <= 24 * 60; minute += 30) reads += (await withRefunds.runPaymentWork(inMinutes(minute))).read;
      expect(reads).toBe(20);
      expect(await paymentOf(orderId)).toMatchObject({ state: 'REFUND_DUE', reasonCode: 'REFUND_FAILED' });
      expect((await confirm(orderId))!.__typename).toBe('ConfirmOrderRefundPayload');
    });
  });

  it('leaves REFUND_DUE when the provider has no refund configured (MTN without disbursement), for an admin to confirm', async () => {
    const { shopper } = await shopperWithCart();
    const placed = await place(shopper, { paymentMethod: 'MTN_MOMO', payerPhone: approvedMtn });
    const orderId = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
    await t.runPaymentWork(inMinutes(1));
    const cancelled = await t.graphql(CANCEL, { orderId: globalIdOf('Order', orderId) }, { token: shopper.accessToken });
    expect(member(cancelled.data?.cancelOrder, 'CancelOrderPayload').order).toMatchObject({ status: 'CANCELLED', payment: { state: 'REFUND_DUE' } });

    const denied = await t.graphql(CONFIRM_REFUND, { orderId: globalIdOf('Order', orderId) }, { token: shopper.accessToken });
    expect(denied.data?.confirmOrderRefund.__typename).toBe('ForbiddenError');
    const admin = await adminToken(t);
    const listed = await t.graphql(graphql('query { adminOrders(paymentState: REFUND_DUE, first: 100) { edges { node { databaseId } } } }'), {}, { token: admin });
    expect(listed.data?.adminOrders.edges.map((edge: { node: { databaseId: string } }) => edge.node.databaseId)).toContain(orderId);
    const confirmed = await t.graphql(CONFIRM_REFUND, { orderId: globalIdOf('Order', orderId) }, { token: admin });
    expect(member(confirmed.data?.confirmOrderRefund, 'ConfirmOrderRefundPayload').order.payment).toMatchObject({ state: 'REFUNDED' });
    const twice = await t.graphql(CONFIRM_REFUND, { orderId: globalIdOf('Order', orderId) }, { token: admin });
    expect(twice.data?.confirmOrderRefund).toMatchObject({ __typename: 'ConflictError', message: 'This order has no refund waiting.' });
  });
});

describe('mobile money under concurrency', () => {
  it('100 concurrent mobile-money checkouts for the last 10 units: exactly 10 orders and 10 prompts, never oversold', async () => {
    const product = await createProduct(t, { price: 1500, stock: 10 });
    const buyers = await bulkShoppers(t, 100, product.id);
    const promptsBefore = t.simulator!.control.stats().payments;
    const results = await Promise.all(
      buyers.map((buyer) =>
        t.graphql(PLACE_ORDER, { input: placeOrderInput({ addressId: buyer.addressId, subtotal: 1500, total: 1500, paymentMethod: 'MTN_MOMO', payerPhone: approvedMtn }) }, { token: buyer.accessToken }),
      ),
    );
    const kinds: Record<string, number> = {};
    for (const result of results) {
      const kind = result.data?.placeOrder?.__typename ?? 'error';
      kinds[kind] = (kinds[kind] ?? 0) + 1;
    }
    expect(kinds).toEqual({ PlaceOrderPayload: 10, OutOfStockError: 90 });
    expect((await t.db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(0);
    expect(t.simulator!.control.stats().payments - promptsBefore).toBe(10);
    await t.runPaymentWork(inMinutes(1));
    expect(await t.db.order.count({ where: { lines: { some: { productId: product.id } }, paymentState: 'PAID' } })).toBe(10);
  });
});
