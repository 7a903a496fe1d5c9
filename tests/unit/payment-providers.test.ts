import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError, ValidationError } from '../../server/errors.js';
import { AirtelMoneyProvider } from '../../server/modules/payment/providers/airtel-money.js';
import { MtnMomoProvider } from '../../server/modules/payment/providers/mtn-momo.js';
import { providerForPhone, rwandanMsisdn, type PaymentProvider, type ProviderPaymentStatus } from '../../server/modules/payment/providers/provider.js';
import { startPaymentSimulator, type PaymentSimulator } from '../../devtools/payment-simulator/payment-simulator.js';
import { simulatorTestNumber } from '../../devtools/payment-simulator/test-numbers.js';

// Both providers' clients, driven through the local simulator: what the shop will see for each test number,
// tokens, refusals, outages, timeouts, callbacks and refunds. Delays are a few hundred milliseconds.

// Long enough that a busy machine still reads a payment pending before the simulated shopper approves it.
const APPROVE_AFTER_MS = 250;
const DELAYED_APPROVAL_MS = 2_000;
const EXPIRE_AFTER_MS = 120;

interface ReceivedCallback {
  method: string;
  path: string;
  body: unknown;
  at: number;
}

/** A tiny HTTP server standing in for the shop's callback address. */
async function startCallbackReceiver() {
  const received: ReceivedCallback[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Kept as text.
      }
      received.push({ method: request.method ?? '', path: request.url ?? '', body, at: Date.now() });
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `find` returns something, or fails after `timeoutMs`. */
async function eventually<T>(find: () => T | undefined | Promise<T | undefined>, timeoutMs = 2000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`nothing after ${timeoutMs} ms`);
    await sleep(10);
  }
}

async function statusBecomes(provider: PaymentProvider, reference: string, status: ProviderPaymentStatus) {
  return eventually(async () => {
    const payment = await provider.paymentStatus(reference);
    return payment.status === status ? payment : undefined;
  });
}

async function refusal(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

let simulator: PaymentSimulator;
let receiver: Awaited<ReturnType<typeof startCallbackReceiver>>;
const clock = { now: Date.now() };

beforeAll(async () => {
  receiver = await startCallbackReceiver();
  simulator = await startPaymentSimulator({
    port: 0,
    approveAfterMs: APPROVE_AFTER_MS,
    delayedApprovalMs: DELAYED_APPROVAL_MS,
    expireAfterMs: EXPIRE_AFTER_MS,
    airtel: { ...{ clientId: 'shop-client', clientSecret: 'shop-secret' }, callbackUrl: `${receiver.url}/callbacks/airtel` },
  });
});

afterAll(async () => {
  await simulator.close();
  await receiver.close();
});

beforeEach(() => {
  simulator.control.reset();
  receiver.received.length = 0;
  clock.now = Date.now();
});

function mtnProvider(overrides: Partial<ConstructorParameters<typeof MtnMomoProvider>[0]> = {}) {
  const { mtn } = simulator.credentials;
  return new MtnMomoProvider({
    baseUrl: simulator.url,
    targetEnvironment: 'sandbox',
    callbackUrl: `${receiver.url}/callbacks/mtn`,
    requestTimeoutMs: 1000,
    collection: mtn.collection,
    disbursement: mtn.disbursement,
    clock: () => clock.now,
    ...overrides,
  });
}

function airtelProvider(overrides: Partial<ConstructorParameters<typeof AirtelMoneyProvider>[0]> = {}) {
  return new AirtelMoneyProvider({
    baseUrl: simulator.url,
    clientId: 'shop-client',
    clientSecret: 'shop-secret',
    requestTimeoutMs: 1000,
    clock: () => clock.now,
    ...overrides,
  });
}

const paymentOf = (phone: string, amountRwf = 1500) => ({
  reference: randomUUID(),
  orderNumber: 'ISK-1042',
  amountRwf,
  phone,
  payerMessage: 'Isoko order ISK-1042',
});

const callbacksFor = (reference: string) =>
  receiver.received.filter((callback) => JSON.stringify(callback.body).includes(reference));

describe('which provider holds a number', () => {
  it('reads 078/079 as MTN and 072/073 as Airtel, in every usual spelling', () => {
    for (const phone of ['0788123456', '0798 123 456', '250788123456', '+250 788 123 456', '+250-79-812-3456']) {
      expect(providerForPhone(phone), phone).toBe('mtn-momo');
    }
    for (const phone of ['0728123456', '0738 123 456', '250728123456', '+250 738 123 456']) {
      expect(providerForPhone(phone), phone).toBe('airtel-money');
    }
  });

  it('knows no provider for other numbers', () => {
    for (const phone of ['0758123456', '0778123456', '078812345', '07881234567', '46733123450', '+256788123456', '', 'MTN']) {
      expect(providerForPhone(phone), phone).toBeNull();
    }
  });

  it('writes a number as the providers want it', () => {
    expect(rwandanMsisdn('0788 123 456')).toEqual({ international: '250788123456', national: '788123456' });
    expect(rwandanMsisdn('123')).toBeNull();
  });
});

describe('MTN MoMo', () => {
  it('asks for the payment as MTN publishes it, and reads it paid once the shopper approves', async () => {
    const mtn = mtnProvider();
    const request = paymentOf(simulatorTestNumber('mtn-momo', 'approved'));
    await mtn.requestPayment(request);

    const asked = simulator.control.payment('mtn-momo', request.reference);
    expect(asked).toMatchObject({ externalId: request.reference, party: '250780000006', amount: 1500, currency: 'EUR', payeeNote: 'Order ISK-1042' });
    expect(asked?.callbackUrl).toBe(`${receiver.url}/callbacks/mtn`);
    expect(await mtn.paymentStatus(request.reference)).toEqual({ status: 'pending', reason: null, providerTransactionId: null });

    const paid = await statusBecomes(mtn, request.reference, 'paid');
    expect(paid.reason).toBeNull();
    expect(paid.providerTransactionId).toMatch(/^\d{10}$/);
  });

  it.each([
    ['declined', 'DECLINED'],
    ['failed', 'PROVIDER_ERROR'],
    ['no-account', 'NO_ACCOUNT'],
    ['timed-out', 'TIMED_OUT'],
  ] as const)('reads a %s payment as failed, with its reason', async (outcome, reason) => {
    const mtn = mtnProvider();
    const request = paymentOf(simulatorTestNumber('mtn-momo', outcome));
    await mtn.requestPayment(request);
    const failed = await statusBecomes(mtn, request.reference, 'failed');
    expect(failed).toEqual({ status: 'failed', reason, providerTransactionId: null });
  });

  it('keeps a payment the shopper never answers pending, and one approved late pending until it is paid', async () => {
    const mtn = mtnProvider();
    const never = paymentOf(simulatorTestNumber('mtn-momo', 'pending-forever'));
    const late = paymentOf(simulatorTestNumber('mtn-momo', 'approved-late'));
    await mtn.requestPayment(never);
    await mtn.requestPayment(late);

    await sleep(APPROVE_AFTER_MS * 3);
    expect((await mtn.paymentStatus(late.reference)).status).toBe('pending');
    await statusBecomes(mtn, late.reference, 'paid');
    await sleep(EXPIRE_AFTER_MS);
    expect((await mtn.paymentStatus(never.reference)).status).toBe('pending');
    expect(callbacksFor(never.reference)).toEqual([]);
  });

  it('calls back once, with the reference, when the payment settles', async () => {
    const mtn = mtnProvider();
    const request = paymentOf(simulatorTestNumber('mtn-momo', 'approved'));
    await mtn.requestPayment(request);
    const callback = await eventually(() => callbacksFor(request.reference)[0]);
    expect(callback.method).toBe('PUT');
    expect(callback.path).toBe('/callbacks/mtn');
    expect(mtn.parseCallback(callback.body)).toEqual({ reference: request.reference });
    expect(callback.body).toMatchObject({ status: 'SUCCESSFUL', externalId: request.reference });
    await sleep(100);
    expect(callbacksFor(request.reference)).toHaveLength(1);
  });

  it('sends nothing when callbacks are dropped: the status read still tells', async () => {
    simulator.control.setCallbacks({ drop: true });
    const mtn = mtnProvider();
    const request = paymentOf(simulatorTestNumber('mtn-momo', 'approved'));
    await mtn.requestPayment(request);
    await statusBecomes(mtn, request.reference, 'paid');
    await sleep(100);
    expect(callbacksFor(request.reference)).toEqual([]);
    expect(simulator.control.stats().callbacks.dropped).toBe(1);
  });

  it('can send the callback late, or twice', async () => {
    simulator.control.setCallbacks({ delayMs: 150, duplicate: true });
    const mtn = mtnProvider();
    const request = paymentOf(simulatorTestNumber('mtn-momo', 'declined'));
    const asked = Date.now();
    await mtn.requestPayment(request);
    const callbacks = await eventually(() => (callbacksFor(request.reference).length === 2 ? callbacksFor(request.reference) : undefined));
    expect(callbacks[0]!.at - asked).toBeGreaterThanOrEqual(APPROVE_AFTER_MS + 150);
    expect(callbacks.map((callback) => mtn.parseCallback(callback.body))).toEqual([{ reference: request.reference }, { reference: request.reference }]);
  });

  it('takes nothing but a well-formed reference from a callback body', () => {
    const mtn = mtnProvider();
    const reference = randomUUID();
    for (const body of [
      undefined,
      null,
      'SUCCESSFUL',
      [],
      {},
      { status: 'SUCCESSFUL' },
      { externalId: 'ISK-1042', status: 'SUCCESSFUL' },
      { externalId: reference },
      { externalId: `${reference}'; drop table`, status: 'SUCCESSFUL' },
      { transaction: { id: reference, status_code: 'TS' } },
    ]) {
      expect(mtn.parseCallback(body), JSON.stringify(body)).toBeNull();
    }
    // A forged "paid" parses, but only as a reference to re-read from MTN, which does not know it.
    expect(mtn.parseCallback({ externalId: reference, status: 'SUCCESSFUL', amount: '1' })).toEqual({ reference });
  });

  it('says a forged or lost reference is unknown to MTN', async () => {
    const error = await refusal(mtnProvider().paymentStatus(randomUUID()));
    expect(error.kind).toBe('not-found');
  });

  it('refuses a reference that was already used, as a duplicate', async () => {
    const mtn = mtnProvider();
    const request = paymentOf(simulatorTestNumber('mtn-momo', 'approved'));
    await mtn.requestPayment(request);
    const error = await refusal(mtn.requestPayment(request));
    expect(error.kind).toBe('duplicate');
    expect(error.code).toBe('PAYMENT_UNAVAILABLE');
    expect(error.provider).toBe('mtn-momo');
  });

  it('refuses a request that is not well formed or a number that is not MTN, before calling MTN', async () => {
    const mtn = mtnProvider();
    await expect(mtn.requestPayment(paymentOf('0730000006'))).rejects.toMatchObject({ field: 'phone' });
    await expect(mtn.requestPayment(paymentOf('0780000006', 0))).rejects.toBeInstanceOf(ValidationError);
    await expect(mtn.requestPayment({ ...paymentOf('0780000006'), reference: 'ISK-1042' })).rejects.toMatchObject({ field: 'reference' });
    await expect(mtn.paymentStatus('../token')).rejects.toBeInstanceOf(ValidationError);
    expect(simulator.control.stats().tokensIssued['mtn-collection']).toBe(0);
  });

  it("sends messages MTN accepts even when ours have an apostrophe", async () => {
    const mtn = mtnProvider();
    const request = { ...paymentOf(simulatorTestNumber('mtn-momo', 'approved')), payerMessage: "Isoko's order ISK-1042" };
    await mtn.requestPayment(request);
    expect(simulator.control.payment('mtn-momo', request.reference)?.payerMessage).toBe('Isokos order ISK-1042');
  });

  it('treats a refused configuration (environment, currency, credentials) as unavailable, not as the shopper\'s fault', async () => {
    const wrongEnvironment = await refusal(mtnProvider({ targetEnvironment: 'mtnrwanda' }).requestPayment(paymentOf('0780000006')));
    expect(wrongEnvironment.kind).toBe('unavailable');
    expect(wrongEnvironment.detail).toContain('NOT_ALLOWED_TARGET_ENVIRONMENT');
    const wrongCurrency = await refusal(mtnProvider({ currency: 'RWF' }).requestPayment(paymentOf('0780000006')));
    expect(wrongCurrency.detail).toContain('INVALID_CURRENCY');
    const { collection } = simulator.credentials.mtn;
    const wrongKey = await refusal(mtnProvider({ collection: { ...collection, apiKey: 'guess' } }).requestPayment(paymentOf('0780000006')));
    expect(wrongKey.kind).toBe('unavailable');
    expect(wrongKey.message).toBe('MTN MoMo is not available right now. Please try again in a few minutes, or choose another way to pay.');
  });

  it('reports MTN down as unavailable, and works again once it is back', async () => {
    const mtn = mtnProvider();
    simulator.control.setDown(true);
    expect((await refusal(mtn.requestPayment(paymentOf('0780000006')))).kind).toBe('unavailable');
    expect((await refusal(mtn.paymentStatus(randomUUID()))).kind).toBe('unavailable');
    simulator.control.setDown(false);
    await mtn.requestPayment(paymentOf('0780000006'));
  });

  it('reports a request MTN refuses at once (not enough money) as rejected, with the reason', async () => {
    simulator.control.setRefuseRequests(true);
    const error = await refusal(mtnProvider().requestPayment(paymentOf('0780000006')));
    simulator.control.setRefuseRequests(false);
    expect(error).toMatchObject({ kind: 'rejected', reason: 'NOT_ENOUGH_FUNDS', code: 'PAYMENT_REJECTED', message: 'There is not enough money on the MTN MoMo account.' });
    expect(error.detail).toContain('NOT_ENOUGH_FUNDS');
  });

  it('gives up on MTN after its timeout', async () => {
    const mtn = mtnProvider({ requestTimeoutMs: 150 });
    await mtn.paymentStatus(randomUUID()).catch(() => null); // a token first, so only the slow call is timed
    simulator.control.setResponseDelay(600);
    const started = Date.now();
    const error = await refusal(mtn.paymentStatus(randomUUID()));
    expect(Date.now() - started).toBeLessThan(550);
    expect(error.kind).toBe('unavailable');
    expect(error.detail).toBe('no answer within 150 ms');
  });

  describe('access tokens', () => {
    it('reuses one token, fetched once for callers arriving together, until shortly before it expires', async () => {
      const mtn = mtnProvider();
      const request = paymentOf(simulatorTestNumber('mtn-momo', 'approved'));
      await Promise.all([mtn.requestPayment(request), ...Array.from({ length: 4 }, () => mtn.paymentStatus(request.reference).catch(() => null))]);
      await mtn.paymentStatus(request.reference);
      expect(simulator.control.stats().tokensIssued['mtn-collection']).toBe(1);

      clock.now += 3600_000 - 59_000; // inside the last minute of its hour
      await mtn.paymentStatus(request.reference);
      expect(simulator.control.stats().tokensIssued['mtn-collection']).toBe(2);
    });

    it('fetches a new token when MTN no longer accepts the one it has', async () => {
      const mtn = mtnProvider();
      const request = paymentOf(simulatorTestNumber('mtn-momo', 'approved'));
      await mtn.requestPayment(request);
      simulator.control.expireTokens();
      expect((await mtn.paymentStatus(request.reference)).status).toMatch(/pending|paid/);
      expect(simulator.control.stats().tokensIssued['mtn-collection']).toBe(2);
    });
  });

  describe('refunds', () => {
    it('gives a paid payment back, in part or whole, and refuses more than was paid', async () => {
      const mtn = mtnProvider();
      const request = paymentOf(simulatorTestNumber('mtn-momo', 'approved'), 5000);
      await mtn.requestPayment(request);
      await statusBecomes(mtn, request.reference, 'paid');

      const part = randomUUID();
      await mtn.refund({ reference: request.reference, refundReference: part, amountRwf: 2000 });
      expect(await mtn.refundStatus(part)).toEqual({ status: 'refunded', reason: null });
      const tooMuch = randomUUID();
      await mtn.refund({ reference: request.reference, refundReference: tooMuch, amountRwf: 3500 });
      expect((await mtn.refundStatus(tooMuch)).status).toBe('failed');
      expect(simulator.control.stats().tokensIssued['mtn-disbursement']).toBe(1);
    });

    it('refuses a refund reference used twice, and a refund of a payment MTN does not know', async () => {
      const mtn = mtnProvider();
      const request = paymentOf(simulatorTestNumber('mtn-momo', 'approved'));
      await mtn.requestPayment(request);
      await statusBecomes(mtn, request.reference, 'paid');
      const refund = { reference: request.reference, refundReference: randomUUID(), amountRwf: 500 };
      await mtn.refund(refund);
      expect((await refusal(mtn.refund(refund))).kind).toBe('duplicate');
      expect((await refusal(mtn.refund({ ...refund, reference: randomUUID(), refundReference: randomUUID() }))).kind).toBe('not-found');
    });
  });
});

describe('Airtel Money', () => {
  it('asks for the payment as Airtel publishes it, reads it paid, and is called back once', async () => {
    const airtel = airtelProvider();
    const request = paymentOf(simulatorTestNumber('airtel-money', 'approved'));
    await airtel.requestPayment(request);
    expect(simulator.control.payment('airtel-money', request.reference)).toMatchObject({ party: '730000006', amount: 1500, currency: 'RWF' });
    expect((await airtel.paymentStatus(request.reference)).status).toBe('pending');

    const paid = await statusBecomes(airtel, request.reference, 'paid');
    expect(paid.providerTransactionId).toMatch(/^MP\d{6}\./);
    const callback = await eventually(() => callbacksFor(request.reference)[0]);
    expect(callback).toMatchObject({ method: 'POST', path: '/callbacks/airtel' });
    expect(callback.body).toMatchObject({ transaction: { id: request.reference, status_code: 'TS', airtel_money_id: paid.providerTransactionId } });
    expect(airtel.parseCallback(callback.body)).toEqual({ reference: request.reference });
    await sleep(100);
    expect(callbacksFor(request.reference)).toHaveLength(1);
  });

  it.each([
    ['declined', 'DECLINED'],
    ['failed', 'NOT_ENOUGH_FUNDS'],
    ['no-account', 'NO_ACCOUNT'],
    ['timed-out', 'TIMED_OUT'],
  ] as const)('reads a %s payment as failed, with its reason', async (outcome, reason) => {
    const airtel = airtelProvider();
    const request = paymentOf(simulatorTestNumber('airtel-money', outcome));
    await airtel.requestPayment(request);
    expect(await statusBecomes(airtel, request.reference, 'failed')).toMatchObject({ status: 'failed', reason });
  });

  it('keeps a payment in progress pending', async () => {
    const airtel = airtelProvider();
    const request = paymentOf(simulatorTestNumber('airtel-money', 'pending-forever'));
    await airtel.requestPayment(request);
    await sleep(EXPIRE_AFTER_MS + APPROVE_AFTER_MS);
    expect(await airtel.paymentStatus(request.reference)).toEqual({ status: 'pending', reason: null, providerTransactionId: null });
  });

  it('takes nothing but a well-formed reference from a callback body', () => {
    const airtel = airtelProvider();
    const reference = randomUUID();
    for (const body of [
      undefined,
      'TS',
      {},
      { transaction: {} },
      { transaction: { id: 'ISK-1042', status_code: 'TS' } },
      { transaction: { id: reference } },
      { externalId: reference, status: 'SUCCESSFUL' },
    ]) {
      expect(airtel.parseCallback(body), JSON.stringify(body)).toBeNull();
    }
    expect(airtel.parseCallback({ transaction: { id: reference, status_code: 'TS', message: 'ok', airtel_money_id: 'MP1' }, hash: 'x' })).toEqual({ reference });
  });

  it('refuses a number that is not Airtel before calling Airtel, and reports an unknown reference', async () => {
    const airtel = airtelProvider();
    await expect(airtel.requestPayment(paymentOf('0780000006'))).rejects.toMatchObject({ field: 'phone' });
    expect((await refusal(airtel.paymentStatus(randomUUID()))).kind).toBe('not-found');
  });

  it('does not send a second prompt for a transaction id already used', async () => {
    const airtel = airtelProvider();
    const request = paymentOf(simulatorTestNumber('airtel-money', 'approved'));
    await airtel.requestPayment(request);
    const error = await refusal(airtel.requestPayment(request));
    expect(error.kind).toBe('rejected');
    expect(error.code).toBe('PAYMENT_REJECTED');
    expect(simulator.control.stats().payments).toBe(1);
  });

  it('reports a push Airtel refuses at once (not enough money) as rejected, with the reason', async () => {
    simulator.control.setRefuseRequests(true);
    const error = await refusal(airtelProvider().requestPayment(paymentOf('0730000006')));
    simulator.control.setRefuseRequests(false);
    expect(error).toMatchObject({ kind: 'rejected', reason: 'NOT_ENOUGH_FUNDS', message: 'There is not enough money on the Airtel Money account.' });
  });

  it('reports Airtel down, slow, or refusing our credentials as unavailable', async () => {
    simulator.control.setDown(true);
    expect((await refusal(airtelProvider().requestPayment(paymentOf('0730000006')))).kind).toBe('unavailable');
    simulator.control.setDown(false);

    const slow = airtelProvider({ requestTimeoutMs: 150 });
    await slow.paymentStatus(randomUUID()).catch(() => null);
    simulator.control.setResponseDelay(600);
    expect((await refusal(slow.paymentStatus(randomUUID()))).detail).toBe('no answer within 150 ms');
    simulator.control.setResponseDelay(0);

    const refused = await refusal(airtelProvider({ clientSecret: 'guess' }).requestPayment(paymentOf('0730000006')));
    expect(refused.kind).toBe('unavailable');
    expect(refused.detail).toContain('HTTP 401');
  });

  it('reuses its token (expires_in comes as a string) and renews it shortly before it expires', async () => {
    const airtel = airtelProvider();
    const request = paymentOf(simulatorTestNumber('airtel-money', 'approved'));
    await Promise.all([airtel.requestPayment(request), airtel.paymentStatus(randomUUID()).catch(() => null)]);
    await airtel.paymentStatus(request.reference);
    expect(simulator.control.stats().tokensIssued.airtel).toBe(1);
    clock.now += 3600_000;
    await airtel.paymentStatus(request.reference);
    expect(simulator.control.stats().tokensIssued.airtel).toBe(2);
  });

  it('refunds a paid payment once, and refuses to refund one not paid', async () => {
    const airtel = airtelProvider();
    const paid = paymentOf(simulatorTestNumber('airtel-money', 'approved'));
    await airtel.requestPayment(paid);
    await statusBecomes(airtel, paid.reference, 'paid');
    await airtel.refund({ reference: paid.reference, refundReference: randomUUID(), amountRwf: 1500 });
    expect(simulator.control.payment('airtel-money', paid.reference)?.refundedAmount).toBe(1500);
    expect((await refusal(airtel.refund({ reference: paid.reference, refundReference: randomUUID(), amountRwf: 1500 }))).kind).toBe('rejected');

    const waiting = paymentOf(simulatorTestNumber('airtel-money', 'pending-forever'));
    await airtel.requestPayment(waiting);
    const notPaid = await refusal(airtel.refund({ reference: waiting.reference, refundReference: randomUUID(), amountRwf: 1500 }));
    expect(notPaid).toMatchObject({ kind: 'rejected', reason: 'REQUEST_REFUSED', message: 'Airtel Money refused this payment request. Check the number, or choose another way to pay.' });
  });
});
