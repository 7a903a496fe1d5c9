import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cancelInTransaction } from '../../../server/modules/order/order-status.service.js';
import { statesThatMayBecome } from '../../../server/modules/order/order-state.js';
import { WRITE_TRANSACTION } from '../../../server/database/database.js';
import { defaultSimulatorCredentials } from '../../../devtools/payment-simulator/payment-simulator.js';
import { simulatorTestNumber } from '../../../devtools/payment-simulator/test-numbers.js';
import {
  ERROR_FIELDS,
  addToCart,
  adminToken,
  createProduct,
  globalIdOf,
  placeOrderInput,
  shopperWithAddress,
  type PaymentMethod,
} from '../../helpers/shop-fixtures.js';
import { TEST_ROOT } from '../../helpers/test-env.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { graphql, member } from '../../helpers/graphql.js';

/*
 * Money goes back once: a refund the provider is making is never also asked of an admin, from the moment the order is
 * cancelled; an admin is asked only when the provider cannot make it (refused, failed, or no refunds set up).
 */

const MAIL_DIR = join(TEST_ROOT, 'mail', `refunds-${randomUUID()}`);
const approvedMtn = simulatorTestNumber('mtn-momo', 'approved');
const approvedAirtel = simulatorTestNumber('airtel-money', 'approved');
const PLACE = graphql(`mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PlaceOrderPayload { order { databaseId } } ...ErrorFields } }`, [ERROR_FIELDS]);
/** What the tests read of an order's payment. */
const PAYMENT_FIELDS = graphql(`fragment PaymentFields on Order { payment { state amount refundBy refundInProgress reasonCode provider phone history { fromState toState source } } }`);

const ORDER = graphql(`query Order($id: ID!) { order(databaseId: $id) { status ...PaymentFields } }`, [PAYMENT_FIELDS]);
const CANCEL = graphql(`mutation Cancel($orderId: ID!) { cancelOrder(input: { orderId: $orderId }) { __typename ... on CancelOrderPayload { order { status ...PaymentFields } } ...ErrorFields } }`, [PAYMENT_FIELDS, ERROR_FIELDS]);
const CONFIRM_REFUND = graphql(`
  mutation Confirm($orderId: ID!) {
    confirmOrderRefund(input: { orderId: $orderId }) {
      __typename
      ... on ConfirmOrderRefundPayload { order { ...PaymentFields } }
      ... on RefundInProgressError { provider }
      ...ErrorFields
    }
  }
`, [PAYMENT_FIELDS, ERROR_FIELDS]);

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const events = (payment: { history: { toState: string; source: string }[] }) => payment.history.map((event) => `${event.toState}:${event.source}`);

/** The shop as most run it: MTN MoMo with its Disbursement product (refunds), Airtel Money, and the simulator. */
let t: TestApp;
beforeAll(async () => {
  const { disbursement } = defaultSimulatorCredentials.mtn;
  t = await startTestApp(
    { MOMO_DISBURSEMENT_API_USER: disbursement.apiUser, MOMO_DISBURSEMENT_API_KEY: disbursement.apiKey, MOMO_DISBURSEMENT_SUBSCRIPTION_KEY: disbursement.subscriptionKey, MAIL_DIR },
    { paymentSimulator: { approveAfterMs: 0 } },
  );
});
beforeEach(() => {
  t.simulator!.control.reset();
  t.simulator!.control.setCallbacks({ drop: true });
});
afterAll(() => t.close());

/** A shopper's order of RWF 1,500, paid by mobile money (the status read finds it approved). */
async function paidOrder(app: TestApp, payerPhone = approvedMtn, paymentMethod: PaymentMethod = 'MTN_MOMO') {
  const shopper = await shopperWithAddress(app);
  const product = await createProduct(app, { price: 1500, stock: 3 });
  await addToCart(app, shopper.accessToken, product.id, 1);
  const input = placeOrderInput({ addressId: shopper.addressId, subtotal: 1500, total: 1500, paymentMethod, payerPhone });
  const placed = await app.graphql(PLACE, { input }, { token: shopper.accessToken });
  expect(placed.data?.placeOrder.__typename, JSON.stringify(placed)).toBe('PlaceOrderPayload');
  const orderId: string = member(placed.data?.placeOrder, 'PlaceOrderPayload').order.databaseId;
  await app.runPaymentWork(inMinutes(1));
  const cancel = async () => (await app.graphql(CANCEL, { orderId: globalIdOf('Order', orderId) }, { token: shopper.accessToken })).data?.cancelOrder;
  return { orderId, cancel };
}

const paymentOf = async (app: TestApp, orderId: string) => (await app.graphql(ORDER, { id: orderId }, { token: await adminToken(app) })).data?.order!.payment;
const confirm = async (app: TestApp, orderId: string) =>
  (await app.graphql(CONFIRM_REFUND, { orderId: globalIdOf('Order', orderId) }, { token: await adminToken(app) })).data?.confirmOrderRefund;
const refundsAsked = () => t.simulator!.control.stats().refunds;

describe('a refund MTN MoMo makes', () => {
  it('is refused by hand (RefundInProgressError) while MTN makes it, changing nothing; once made, the history holds one refund', async () => {
    t.simulator!.control.setRefundOutcome('pending');
    const { orderId, cancel } = await paidOrder(t);
    // Before cancelling, the order says what cancelling would do with its money.
    expect(await paymentOf(t, orderId)).toMatchObject({ state: 'PAID', amount: 1500, refundBy: 'PROVIDER', provider: 'MTN MoMo', phone: '0780 *** 006' });

    const cancelled = await cancel();
    expect(member(cancelled, 'CancelOrderPayload').order.payment).toMatchObject({ state: 'REFUND_DUE', amount: 1500, refundBy: 'PROVIDER', refundInProgress: true });
    expect(refundsAsked()).toBe(1);
    expect(await confirm(t, orderId)).toMatchObject({ __typename: 'RefundInProgressError', code: 'REFUND_IN_PROGRESS', provider: 'MTN MoMo' });
    expect(await t.db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ paymentState: 'REFUND_DUE' });
    expect(await t.db.paymentAttempt.count({ where: { orderId, state: 'REFUNDED' } })).toBe(0);

    // Still pending at MTN after a read: still MTN's.
    await t.runPaymentWork(inMinutes(2));
    expect(await paymentOf(t, orderId)).toMatchObject({ state: 'REFUND_DUE', refundBy: 'PROVIDER', refundInProgress: true });
    expect((await confirm(t, orderId))!.__typename).toBe('RefundInProgressError');

    t.simulator!.control.setRefundOutcome('successful');
    await t.runPaymentWork(inMinutes(5));
    const refunded = await paymentOf(t, orderId);
    expect(refunded).toMatchObject({ state: 'REFUNDED', amount: 1500, refundBy: null, refundInProgress: false });
    expect(events(refunded!)).toEqual(['PENDING:placed', 'PAID:poll', 'REFUND_DUE:cancelled', 'REFUNDED:refund']);
    expect(await confirm(t, orderId)).toMatchObject({ __typename: 'ConflictError', message: 'This order has no refund waiting.' });
    expect(refundsAsked()).toBe(1);
  });

  it('is refused by hand while the cancellation is still waiting for MTN to accept it', async () => {
    const { orderId, cancel } = await paidOrder(t);
    t.simulator!.control.setResponseDelay(1500);
    const cancelling = cancel();
    // Committed, its refund on its way to MTN.
    await expect.poll(async () => (await t.db.order.findUniqueOrThrow({ where: { id: orderId } })).paymentState, { timeout: 5000, interval: 50 }).toBe('REFUND_DUE');
    expect(await confirm(t, orderId)).toMatchObject({ __typename: 'RefundInProgressError', provider: 'MTN MoMo' });
    expect(member((await cancelling), 'CancelOrderPayload').order.payment).toMatchObject({ state: 'REFUND_DUE', refundInProgress: true });
    t.simulator!.control.setResponseDelay(0);

    await t.runPaymentWork(inMinutes(2));
    const refunded = await paymentOf(t, orderId);
    expect(events(refunded!).filter((event) => event.startsWith('REFUNDED'))).toEqual(['REFUNDED:refund']);
    expect(refundsAsked()).toBe(1);
  });

  it('is MTN’s from the cancellation’s commit: never asked (the process stopped there), a hand refund is refused and the worker asks MTN once', async () => {
    const { orderId } = await paidOrder(t);
    // The cancellation commits, and nothing asks MTN afterwards.
    await t.db.$transaction((tx) => cancelInTransaction(tx, orderId, { allowed: statesThatMayBecome('CANCELLED', 'admin'), actorId: null }), WRITE_TRANSACTION);
    expect(await paymentOf(t, orderId)).toMatchObject({ state: 'REFUND_DUE', refundBy: 'PROVIDER', refundInProgress: true });
    expect(await confirm(t, orderId)).toMatchObject({ __typename: 'RefundInProgressError', provider: 'MTN MoMo' });
    expect(refundsAsked()).toBe(0);

    // The worker's next round finds it, asks MTN, and reads it made.
    await t.runPaymentWork(inMinutes(1));
    expect(refundsAsked()).toBe(1);
    await t.runPaymentWork(inMinutes(2));
    const refunded = await paymentOf(t, orderId);
    expect(refunded).toMatchObject({ state: 'REFUNDED', refundInProgress: false });
    expect(events(refunded!)).toEqual(['PENDING:placed', 'PAID:poll', 'REFUND_DUE:cancelled', 'REFUNDED:refund']);
    await t.runPaymentWork(inMinutes(60));
    expect(refundsAsked()).toBe(1);
    expect(t.simulator!.control.payment('mtn-momo', (await t.db.paymentAttempt.findFirstOrThrow({ where: { orderId } })).reference)?.refundedAmount).toBe(1500);
  });

  it('claimed but never sent (the process stopped before the call): MTN does not know it, so it is asked again under the same reference', async () => {
    const { orderId } = await paidOrder(t);
    await t.db.$transaction((tx) => cancelInTransaction(tx, orderId, { allowed: statesThatMayBecome('CANCELLED', 'admin'), actorId: null }), WRITE_TRANSACTION);
    const refundReference = randomUUID();
    await t.db.paymentAttempt.updateMany({ where: { orderId, state: 'REFUND_DUE' }, data: { refundReference, nextPollAt: new Date(), pollCount: 0 } });
    expect((await confirm(t, orderId))!.__typename).toBe('RefundInProgressError');

    await t.runPaymentWork(inMinutes(1));
    expect(refundsAsked()).toBe(1);
    expect(await paymentOf(t, orderId)).toMatchObject({ state: 'REFUND_DUE', refundBy: 'PROVIDER', reasonCode: null });
    await t.runPaymentWork(inMinutes(2));
    expect(await paymentOf(t, orderId)).toMatchObject({ state: 'REFUNDED' });
    expect(refundsAsked()).toBe(1);
  });
});

describe('a refund the provider cannot make', () => {
  it('MTN failed it: it is left to the admin, never asked again, and the hand confirmation works once', async () => {
    t.simulator!.control.setRefundOutcome('failed');
    const { orderId, cancel } = await paidOrder(t);
    expect(member((await cancel()), 'CancelOrderPayload').order.payment).toMatchObject({ state: 'REFUND_DUE', refundBy: 'PROVIDER' });
    await t.runPaymentWork(inMinutes(2));
    expect(await paymentOf(t, orderId)).toMatchObject({ state: 'REFUND_DUE', amount: 1500, refundBy: 'ADMIN', refundInProgress: false, reasonCode: 'REFUND_FAILED' });
    // The worker leaves it to the admin: MTN is not asked a second time while the admin refunds by hand.
    await t.runPaymentWork(inMinutes(30));
    expect(refundsAsked()).toBe(1);

    const confirmed = await confirm(t, orderId);
    expect(confirmed).toMatchObject({ __typename: 'ConfirmOrderRefundPayload', order: { payment: { state: 'REFUNDED', refundBy: null } } });
    expect(events(member(confirmed, 'ConfirmOrderRefundPayload').order.payment).filter((event) => event.startsWith('REFUNDED'))).toEqual(['REFUNDED:admin']);
    expect((await confirm(t, orderId))!.__typename).toBe('ConflictError');
    expect(await t.db.paymentEvent.count({ where: { orderId, toState: 'REFUNDED' } })).toBe(1);
  });

  it('an Airtel refund whose answer never came (the process stopped during the call) is left to the admin, not stuck', async () => {
    const { orderId } = await paidOrder(t, approvedAirtel, 'AIRTEL_MONEY');
    await t.db.$transaction((tx) => cancelInTransaction(tx, orderId, { allowed: statesThatMayBecome('CANCELLED', 'admin'), actorId: null }), WRITE_TRANSACTION);
    // Claimed, then cut off before the answer: only Airtel knows whether the money went.
    await t.db.paymentAttempt.updateMany({ where: { orderId, state: 'REFUND_DUE' }, data: { refundReference: randomUUID(), nextPollAt: inMinutes(5), pollCount: 0 } });
    await t.runPaymentWork(inMinutes(1));
    expect(await paymentOf(t, orderId)).toMatchObject({ state: 'REFUND_DUE', refundBy: 'PROVIDER' });
    await t.runPaymentWork(inMinutes(6));
    expect(await paymentOf(t, orderId)).toMatchObject({ state: 'REFUND_DUE', refundBy: 'ADMIN', reasonCode: 'REFUND_FAILED' });
    expect((await confirm(t, orderId))!.__typename).toBe('ConfirmOrderRefundPayload');
  });

  describe('with no MTN refunds set up (no Disbursement credentials)', () => {
    let bare: TestApp;
    beforeAll(async () => {
      bare = await startTestApp({ MAIL_DIR }, { paymentSimulator: { approveAfterMs: 0 } });
      bare.simulator!.control.setCallbacks({ drop: true });
    });
    afterAll(() => bare.close());

    it('asks the admin from the start, and nobody asks MTN', async () => {
      const { orderId, cancel } = await paidOrder(bare);
      expect(await paymentOf(bare, orderId)).toMatchObject({ state: 'PAID', amount: 1500, refundBy: 'ADMIN' });
      expect(member((await cancel()), 'CancelOrderPayload').order.payment).toMatchObject({ state: 'REFUND_DUE', refundBy: 'ADMIN', refundInProgress: false, reasonCode: null });
      await bare.runPaymentWork(inMinutes(10));
      expect(bare.simulator!.control.stats().refunds).toBe(0);
      expect(member((await confirm(bare, orderId)), 'ConfirmOrderRefundPayload').order.payment).toMatchObject({ state: 'REFUNDED' });
    });
  });
});
