import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageComposers } from '../../../server/app.js';
import { databaseLocation } from '../../../server/database/migrate.js';
import { openDatabase } from '../../../server/database/open.js';
import { Mailer } from '../../../server/mail/mailer.js';
import { MailOutbox } from '../../../server/modules/outbox/mail-outbox.js';
import { enqueueMessage } from '../../../server/modules/outbox/outbox-messages.js';
import { defaultSimulatorCredentials } from '../../../devtools/payment-simulator/payment-simulator.js';
import { simulatorTestNumber } from '../../../devtools/payment-simulator/test-numbers.js';
import { LOGIN, signUpAndLogin } from '../../helpers/auth.js';
import { mailsTo } from '../../helpers/outbox.js';
import { TEST_POSTGRES_URL, TEST_ROOT } from '../../helpers/test-env.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import {
  addToCart,
  adminToken,
  CANCEL_ORDER,
  createProduct,
  ERROR_FIELDS,
  globalIdOf,
  PLACE_ORDER,
  placeOrder,
  placeOrderInput,
  shopperWithAddress,
  UPDATE_STATUS,
} from '../../helpers/shop-fixtures.js';
import { graphql, member } from '../../helpers/graphql.js';

// This file's own outbox folders: the shared one holds other test files' mail.
const MAIL_DIR = join(TEST_ROOT, 'mail', `outbox-${randomUUID()}`);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ MAIL_DIR }, { paymentSimulator: { approveAfterMs: 0, delayedApprovalMs: 0, expireAfterMs: 0 } });
  t.simulator!.control.setCallbacks({ drop: true });
});
afterAll(() => t.close());

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const CONFIRM_REFUND = graphql(`mutation Confirm($orderId: ID!) { confirmOrderRefund(input: { orderId: $orderId }) { __typename ...ErrorFields } }`, [ERROR_FIELDS]);

type Shopper = Awaited<ReturnType<typeof shopperWithAddress>>;

/** A shopper with one product of RWF 1,500 in the cart; the product has a French and a Kinyarwanda name. */
async function shopperWithCart(app: TestApp = t) {
  const shopper = await shopperWithAddress(app);
  const suffix = randomUUID().slice(0, 6);
  const product = await createProduct(app, { name: `Kivu Honey ${suffix}`, nameFr: `Miel du Kivu ${suffix}`, nameRw: `Ubuki bwa Kivu ${suffix}`, price: 1500, stock: 10 });
  await addToCart(app, shopper.accessToken, product.id, 1);
  return { shopper, product };
}

const REFUND = graphql(`query Refund($id: ID!) { order(databaseId: $id) { payment { state refund { amount progress provider phone } } } }`);
const refundOf = async (app: TestApp, shopper: Shopper, orderId: string) => (await app.graphql(REFUND, { id: orderId }, { token: shopper.accessToken })).data?.order!.payment;

const cancel = (shopper: Shopper, orderId: string) => t.graphql(CANCEL_ORDER, { orderId: globalIdOf('Order', orderId) }, { token: shopper.accessToken });

async function paidOrder(shopper: Shopper, payerPhone: string): Promise<string> {
  const input = placeOrderInput({ addressId: shopper.addressId, subtotal: 1500, total: 1500, paymentMethod: payerPhone.startsWith('073') ? 'AIRTEL_MONEY' : 'MTN_MOMO', payerPhone });
  const placed = await t.graphql(PLACE_ORDER, { input }, { token: shopper.accessToken });
  expect(placed.data?.placeOrder.__typename).toBe('PlaceOrderPayload');
  const orderId = member(placed.data!.placeOrder, 'PlaceOrderPayload').order.databaseId;
  await t.runPaymentWork(inMinutes(1));
  expect((await t.db.order.findUniqueOrThrow({ where: { id: orderId } })).paymentState).toBe('PAID');
  return orderId;
}

describe('messages that survive', () => {
  it('writes the confirmation with the order, sends it once, and keeps no readable copy of a one-time code once sent', async () => {
    const { shopper } = await shopperWithCart();
    const placed = await placeOrder(t, shopper);
    const orderId = member(placed.data!.placeOrder, 'PlaceOrderPayload').order.databaseId;
    const mails = await mailsTo(t, MAIL_DIR, shopper.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.decoded).toContain('You pay in cash when it is delivered.');
    const row = await t.db.outboxMessage.findFirstOrThrow({ where: { userId: shopper.userId, kind: 'order-placed' } });
    expect(row).toMatchObject({ state: 'SENT', attempts: 1, claim: null, toAddress: shopper.email });
    expect(JSON.parse(row.payload)).toEqual({ orderId });
    // Later passes find nothing more to send.
    expect(await t.app.services.outbox.deliverDue(inMinutes(60))).toEqual({ claimed: 0, sent: 0, failed: 0 });

    const forgot = await t.graphql(graphql(`mutation($email: String!) { forgotPassword(input: { email: $email }) { __typename } }`), { email: shopper.email });
    expect(forgot.data?.forgotPassword.__typename).toBe('ForgotPasswordPayload');
    const [, codeMail] = await mailsTo(t, MAIL_DIR, shopper.email);
    expect(codeMail!.decoded).toMatch(/^\d{6}$/m);
    expect(await t.db.outboxMessage.findFirstOrThrow({ where: { userId: shopper.userId, kind: 'password-code' } })).toMatchObject({ state: 'SENT', secret: null });
  });

  it('sends a message once when two workers on one database look at the same moment', async () => {
    const shopper = await signUpAndLogin(t);
    const count = 30;
    await t.db.$transaction(
      Array.from({ length: count }, (_, index) => enqueueMessage(t.db, { userId: shopper.userId, address: shopper.email }, { kind: 'email-changed', newEmail: `new-${index}@example.rw` })),
    );
    // A second worker with its own folder. On PostgreSQL it is another process's, with its own connections; SQLite
    // serves one process, whose workers share its connection.
    const otherDir = join(TEST_ROOT, 'mail', `outbox-other-${randomUUID()}`);
    const otherDb = TEST_POSTGRES_URL ? await openDatabase(databaseLocation(t.app.services.config)) : t.app.services.db;
    const logger = pino({ level: 'silent' });
    const other = new MailOutbox({ db: otherDb, mailer: new Mailer({ from: 'Isoko <no-reply@isoko.rw>', outboxDir: otherDir, logger }), composers: messageComposers, logger, retry: { initialMs: 1000, maxMs: 1000, maxAttempts: 3 }, tickMs: 0 });
    try {
      const ours = t.app.services.outbox;
      const passes = await Promise.all([ours.deliverDue(), other.deliverDue(), ours.deliverDue(), other.deliverDue()]);
      await Promise.all([ours.settled(), other.settled()]);
      const claimed = passes.reduce((sum, pass) => sum + pass.claimed, 0);
      expect(claimed).toBeLessThanOrEqual(count);
      const sent = [...(await mailsTo(t, MAIL_DIR, shopper.email)), ...(await mailsTo(t, otherDir, shopper.email))];
      // Each message went out exactly once, from one worker or the other.
      expect(sent).toHaveLength(count);
      const named = sent.map((mail) => /new-(\d+)@example\.rw/.exec(mail.decoded)![1]).sort((a, b) => Number(a) - Number(b));
      expect(named).toEqual(Array.from({ length: count }, (_, index) => String(index)));
      expect(await t.db.outboxMessage.count({ where: { userId: shopper.userId, state: 'SENT', attempts: 1 } })).toBe(count);
    } finally {
      await other.stop();
      if (otherDb !== t.app.services.db) await otherDb.close();
    }
  });
});

describe('in the language the shopper chose', () => {
  it('a shopper who chose Français before signing in gets a French confirmation, products named in French', async () => {
    const { shopper, product } = await shopperWithCart();
    // The web app sends the language it is in as the shopper signs in.
    const login = await t.graphql(LOGIN, { input: { email: shopper.email, password: shopper.password, language: 'FR' } });
    const token = member(login.data!.login, 'LoginPayload').accessToken;
    const placed = await placeOrder(t, { accessToken: token, addressId: shopper.addressId });
    expect(placed.data?.placeOrder.__typename).toBe('PlaceOrderPayload');
    const [confirmation] = await mailsTo(t, MAIL_DIR, shopper.email);
    expect(confirmation!.headers).toMatch(/^Subject: Votre commande Isoko ISK-\d{6}$/m);
    expect(confirmation!.decoded).toContain('Bonjour Test Shopper,');
    expect(confirmation!.decoded).toContain('Vous payez en espèces à la livraison.');
    expect(confirmation!.decoded).toContain(`1 x ${product.nameFr}: 1 500 RWF`);
    expect(confirmation!.decoded).not.toContain(product.name);

    // Later messages follow the language the shopper has then, and name the product in it even once it is deleted.
    await t.graphql(graphql(`mutation { setLanguage(input: { language: RW }) { __typename } }`), {}, { token });
    await t.db.product.update({ where: { id: product.id }, data: { deletedAt: new Date() } });
    const orderId = member(placed.data!.placeOrder, 'PlaceOrderPayload').order.databaseId;
    expect((await t.graphql(CANCEL_ORDER, { orderId: globalIdOf('Order', orderId) }, { token })).data?.cancelOrder.__typename).toBe('CancelOrderPayload');
    const [, cancelled] = await mailsTo(t, MAIL_DIR, shopper.email);
    expect(cancelled!.decoded).toContain('Muraho Test Shopper,');
    expect(cancelled!.decoded).toContain("yahagaritswe nk'uko wabisabye");
    expect(cancelled!.decoded).toContain(`1 x ${product.nameRw}: RWF 1,500`);
  });
});

describe('with the mail server down', () => {
  let down: TestApp;
  const downDir = join(TEST_ROOT, 'mail', `outbox-down-${randomUUID()}`);
  beforeAll(async () => {
    // A file where the folder should be: every send fails, as with an SMTP server that does not answer.
    writeFileSync(downDir, 'not a folder');
    down = await startTestApp({ MAIL_DIR: downDir, MAIL_RETRY_INITIAL_MS: '60000', MAIL_MAX_ATTEMPTS: '3' });
  });
  afterAll(() => down.close());

  it('keeps the confirmation, tries it again later (each wait longer), and sends it once the server is back', async () => {
    const { shopper } = await shopperWithCart(down);
    const placed = await placeOrder(down, shopper);
    expect(placed.data?.placeOrder.__typename).toBe('PlaceOrderPayload');
    await down.app.services.outbox.settled();
    const row = () => down.db.outboxMessage.findFirstOrThrow({ where: { userId: shopper.userId, kind: 'order-placed' } });
    const first = await row();
    expect(first).toMatchObject({ state: 'PENDING', attempts: 1, claim: null, lastError: expect.any(String) });
    // Not due again for a minute; then a second failure waits two.
    expect((await down.app.services.outbox.deliverDue(new Date(Date.now() + 30_000))).claimed).toBe(0);
    expect(await down.app.services.outbox.deliverDue(inMinutes(1.1))).toEqual({ claimed: 1, sent: 0, failed: 1 });
    const second = await row();
    expect(second.availableAt.getTime()).toBeGreaterThanOrEqual(inMinutes(3).getTime() - 5_000);

    rmSync(downDir);
    expect(await down.app.services.outbox.deliverDue(inMinutes(4))).toEqual({ claimed: 1, sent: 1, failed: 0 });
    expect(await mailsTo(down, downDir, shopper.email)).toHaveLength(1);
    expect(await row()).toMatchObject({ state: 'SENT', attempts: 3 });
    expect((await down.app.services.outbox.deliverDue(inMinutes(600))).claimed).toBe(0);
    expect(await mailsTo(down, downDir, shopper.email)).toHaveLength(1);
  });

  it('gives up on a one-time code once it has expired, and clears it', async () => {
    writeFileSync(downDir + '-codes', 'not a folder');
    const codes = await startTestApp({ MAIL_DIR: downDir + '-codes' });
    try {
      const shopper = await signUpAndLogin(codes);
      await codes.graphql(graphql(`mutation($email: String!) { forgotPassword(input: { email: $email }) { __typename } }`), { email: shopper.email });
      await codes.app.services.outbox.settled();
      const row = () => codes.db.outboxMessage.findFirstOrThrow({ where: { userId: shopper.userId, kind: 'password-code' } });
      expect(await row()).toMatchObject({ state: 'PENDING', attempts: 1, secret: expect.stringMatching(/^\d{6}$/) });
      rmSync(downDir + '-codes');
      // Ten minutes on, the code is no use: it is not sent, and not kept.
      expect(await codes.app.services.outbox.deliverDue(inMinutes(11))).toEqual({ claimed: 1, sent: 0, failed: 1 });
      expect(await row()).toMatchObject({ state: 'FAILED', secret: null });
      expect(await mailsTo(codes, downDir + '-codes', shopper.email)).toHaveLength(0);
    } finally {
      await codes.close();
    }
  });
});

describe('cancellations and refunds', () => {
  it('tells the shopper a cash order is cancelled, naming what it held, with nothing to pay', async () => {
    const { shopper } = await shopperWithCart();
    const placed = await placeOrder(t, shopper);
    const orderId = member(placed.data!.placeOrder, 'PlaceOrderPayload').order.databaseId;
    expect((await cancel(shopper, orderId)).data?.cancelOrder.__typename).toBe('CancelOrderPayload');
    const mails = await mailsTo(t, MAIL_DIR, shopper.email);
    expect(mails).toHaveLength(2);
    const notice = mails[1]!.decoded;
    expect(notice).toMatch(/Subject: Your Isoko order ISK-\d{6} is cancelled/);
    expect(notice).toMatch(/Your order ISK-\d{6} is cancelled, as you asked\. It will not be delivered\./);
    expect(notice).toMatch(/1 x Kivu Honey \w+: RWF 1,500/);
    expect(notice).toContain('You have nothing to pay for it.');
  });

  it('tells the shopper when the shop cancels, and when a payment was not approved in time', async () => {
    const { shopper } = await shopperWithCart();
    const placed = await placeOrder(t, shopper);
    const orderId = member(placed.data!.placeOrder, 'PlaceOrderPayload').order.databaseId;
    const byShop = await t.graphql(UPDATE_STATUS, { orderId: globalIdOf('Order', orderId), status: 'CANCELLED' }, { token: await adminToken(t) });
    expect(byShop.data?.updateOrderStatus.__typename).toBe('UpdateOrderStatusPayload');
    expect((await mailsTo(t, MAIL_DIR, shopper.email)).at(-1)!.decoded).toMatch(/We had to cancel your order ISK-\d{6}\./);

    const late = await shopperWithCart();
    const input = placeOrderInput({ addressId: late.shopper.addressId, subtotal: 1500, total: 1500, paymentMethod: 'MTN_MOMO', payerPhone: simulatorTestNumber('mtn-momo', 'pending-forever') });
    const unpaid = await t.graphql(PLACE_ORDER, { input }, { token: late.shopper.accessToken });
    expect(unpaid.data?.placeOrder.__typename).toBe('PlaceOrderPayload');
    expect((await t.runPaymentWork(inMinutes(20))).cancelled).toBeGreaterThanOrEqual(1);
    const [notice, ...more] = await mailsTo(t, MAIL_DIR, late.shopper.email);
    expect(more).toEqual([]);
    expect(notice!.decoded).toMatch(/Your order ISK-\d{6} is cancelled: its MTN MoMo payment was not approved in time\./);
    expect(notice!.decoded).toContain('You have nothing to pay for it.');
  });

  it('tells the shopper a paid order is cancelled and its money coming back, then that it went back, with the amount and the number', async () => {
    const { shopper } = await shopperWithCart();
    const airtel = simulatorTestNumber('airtel-money', 'approved');
    const orderId = await paidOrder(shopper, airtel);
    expect(member((await cancel(shopper, orderId)).data?.cancelOrder, 'CancelOrderPayload').order.status).toBe('CANCELLED');
    const [confirmation, cancelled, refunded, ...more] = await mailsTo(t, MAIL_DIR, shopper.email);
    expect(more).toEqual([]);
    expect(confirmation!.decoded).toContain('It is paid with Airtel Money.');
    expect(cancelled!.decoded).toContain('The RWF 1,500 you paid will be sent back to you. We will write to you again once it has been.');
    expect(refunded!.decoded).toMatch(/Subject: Your refund for Isoko order ISK-\d{6}/);
    const masked = `${airtel.replace(/\s/g, '').slice(0, 4)} *** ${airtel.replace(/\s/g, '').slice(-3)}`;
    expect(refunded!.decoded).toMatch(new RegExp(`RWF 1,500 was sent back to your Airtel Money \\(${masked.replace(/\*/g, '\\*')}\\) for your cancelled order ISK-\\d{6}\\.`));
    // Announced once: the worker and the payment reads find nothing more to say.
    await t.runPaymentWork(inMinutes(30));
    expect(await mailsTo(t, MAIL_DIR, shopper.email)).toHaveLength(3);
    // The shopper's order says the same.
    expect(await refundOf(t, shopper, orderId)).toEqual({ state: 'REFUNDED', refund: { amount: 1500, progress: 'SENT_BACK', provider: 'Airtel Money', phone: masked } });
  });

  it('says a refund the shop made by hand was made by hand, once the admin confirms it', async () => {
    const { shopper } = await shopperWithCart();
    // MTN without refunds configured: the refund is left to the shop.
    const orderId = await paidOrder(shopper, simulatorTestNumber('mtn-momo', 'approved'));
    await cancel(shopper, orderId);
    expect(await mailsTo(t, MAIL_DIR, shopper.email)).toHaveLength(2);
    expect(await refundOf(t, shopper, orderId)).toEqual({ state: 'REFUND_DUE', refund: { amount: 1500, progress: 'SHOP_WILL_SEND', provider: null, phone: null } });
    const confirmed = await t.graphql(CONFIRM_REFUND, { orderId: globalIdOf('Order', orderId) }, { token: await adminToken(t) });
    expect(confirmed.data?.confirmOrderRefund.__typename).toBe('ConfirmOrderRefundPayload');
    const mails = await mailsTo(t, MAIL_DIR, shopper.email);
    expect(mails).toHaveLength(3);
    expect(mails[2]!.decoded).toMatch(/The Isoko team has given back by hand the RWF 1,500 you paid for your cancelled order ISK-\d{6}\./);
    expect(mails[2]!.decoded).not.toContain('***');
    expect((await refundOf(t, shopper, orderId))!.refund).toEqual({ amount: 1500, progress: 'SENT_BY_HAND', provider: null, phone: null });
    // An order that was never paid owes nothing back.
    const cash = await shopperWithCart();
    const placed = await placeOrder(t, cash.shopper);
    const cashId = member(placed.data!.placeOrder, 'PlaceOrderPayload').order.databaseId;
    await cancel(cash.shopper, cashId);
    expect(await refundOf(t, cash.shopper, cashId)).toEqual({ state: 'UNPAID', refund: null });
  });

  it('says MTN is sending the money back while its refund is in flight, then that it was sent back', async () => {
    const { disbursement } = defaultSimulatorCredentials.mtn;
    const mtn = await startTestApp(
      { MAIL_DIR, MOMO_DISBURSEMENT_API_USER: disbursement.apiUser, MOMO_DISBURSEMENT_API_KEY: disbursement.apiKey, MOMO_DISBURSEMENT_SUBSCRIPTION_KEY: disbursement.subscriptionKey },
      { paymentSimulator: { approveAfterMs: 0 } },
    );
    try {
      mtn.simulator!.control.setCallbacks({ drop: true });
      const { shopper } = await shopperWithCart(mtn);
      const input = placeOrderInput({ addressId: shopper.addressId, subtotal: 1500, total: 1500, paymentMethod: 'MTN_MOMO', payerPhone: '0788 000 458' });
      const orderId = member((await mtn.graphql(PLACE_ORDER, { input }, { token: shopper.accessToken })).data!.placeOrder, 'PlaceOrderPayload').order.databaseId;
      await mtn.runPaymentWork(inMinutes(1));
      await mtn.graphql(CANCEL_ORDER, { orderId: globalIdOf('Order', orderId) }, { token: shopper.accessToken });
      expect(await refundOf(mtn, shopper, orderId)).toEqual({ state: 'REFUND_DUE', refund: { amount: 1500, progress: 'SENDING', provider: 'MTN MoMo', phone: '0788 *** 458' } });
      // Not made yet: nothing says it was.
      expect((await mailsTo(mtn, MAIL_DIR, shopper.email)).map((mail) => /^Subject: (.*)$/m.exec(mail.headers)![1])).toEqual([
        expect.stringMatching(/^Your Isoko order ISK-\d{6}$/),
        expect.stringMatching(/is cancelled$/),
      ]);
      // MTN has made it by its next status read.
      await mtn.runPaymentWork(inMinutes(2));
      expect((await refundOf(mtn, shopper, orderId))!.refund).toEqual({ amount: 1500, progress: 'SENT_BACK', provider: 'MTN MoMo', phone: '0788 *** 458' });
      const mails = await mailsTo(mtn, MAIL_DIR, shopper.email);
      expect(mails).toHaveLength(3);
      expect(mails[2]!.decoded).toMatch(/RWF 1,500 was sent back to your MTN MoMo \(0788 \*\*\* 458\) for your cancelled order ISK-\d{6}\./);
    } finally {
      await mtn.close();
    }
  });
});
