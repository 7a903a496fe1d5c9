import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPaymentSimulator, type PaymentSimulator } from '../../devtools/payment-simulator/payment-simulator.js';
import { ruleForNumber, simulatorTestNumber, testNumberRules, type SimulatedOutcome } from '../../devtools/payment-simulator/test-numbers.js';

// The simulator on its own, as a developer or the later checkout tests meet it over HTTP: its control route,
// its refusals, its memory bound, its test-number table and its command line.

let simulator: PaymentSimulator;

beforeAll(async () => {
  simulator = await startPaymentSimulator({ port: 0, approveAfterMs: 20, delayedApprovalMs: 50, expireAfterMs: 50 });
});

afterAll(() => simulator.close());

beforeEach(() => simulator.control.reset());

/** An MTN collection token straight from the simulator. */
async function mtnToken(): Promise<string> {
  const { apiUser, apiKey, subscriptionKey } = simulator.credentials.mtn.collection;
  const answer = await fetch(`${simulator.url}/collection/token/`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from(`${apiUser}:${apiKey}`).toString('base64')}`, 'Ocp-Apim-Subscription-Key': subscriptionKey },
  });
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { access_token: string; token_type: string; expires_in: number };
  expect(body.expires_in).toBe(3600);
  return body.access_token;
}

function requestToPay(token: string, reference: string, partyId = '250780000003') {
  return fetch(`${simulator.url}/collection/v1_0/requesttopay`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'X-Reference-Id': reference,
      'X-Target-Environment': 'sandbox',
      'Ocp-Apim-Subscription-Key': simulator.credentials.mtn.collection.subscriptionKey,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ amount: '1500', currency: 'EUR', externalId: reference, payer: { partyIdType: 'MSISDN', partyId }, payerMessage: 'Order', payeeNote: 'Order' }),
  });
}

function readStatus(token: string, reference: string) {
  return fetch(`${simulator.url}/collection/v1_0/requesttopay/${reference}`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Target-Environment': 'sandbox', 'Ocp-Apim-Subscription-Key': simulator.credentials.mtn.collection.subscriptionKey },
  });
}

const control = (path: string, body?: unknown) =>
  fetch(`${simulator.url}/_simulator/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });

describe('the test numbers', () => {
  it('has one documented rule per last digit, and a number for every outcome of each provider', () => {
    expect(testNumberRules.map((rule) => rule.lastDigit)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const outcomes: SimulatedOutcome[] = ['failed', 'declined', 'timed-out', 'pending-forever', 'approved-late', 'no-account', 'approved'];
    for (const outcome of outcomes) {
      expect(ruleForNumber('mtn-momo', `250${simulatorTestNumber('mtn-momo', outcome).slice(1)}`).outcome).toBe(outcome);
      expect(ruleForNumber('airtel-money', simulatorTestNumber('airtel-money', outcome).slice(1)).outcome).toBe(outcome);
    }
  });

  it("follows MTN's sandbox numbers, and treats another provider's number as having no account", () => {
    expect(['46733123450', '46733123451', '46733123452', '46733123453', '46733123454', '46733123455'].map((number) => ruleForNumber('mtn-momo', number).outcome)).toEqual([
      'failed',
      'declined',
      'timed-out',
      'pending-forever',
      'approved-late',
      'no-account',
    ]);
    expect(ruleForNumber('mtn-momo', '250730000006').outcome).toBe('no-account');
    expect(ruleForNumber('airtel-money', '780000006').outcome).toBe('no-account');
  });
});

describe('the simulated MTN API', () => {
  it('issues tokens only for the right API user and subscription key', async () => {
    const { apiUser, subscriptionKey } = simulator.credentials.mtn.collection;
    const wrongKey = await fetch(`${simulator.url}/collection/token/`, {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from(`${apiUser}:nope`).toString('base64')}`, 'Ocp-Apim-Subscription-Key': subscriptionKey },
    });
    expect(wrongKey.status).toBe(401);
    const noSubscription = await fetch(`${simulator.url}/collection/token/`, { method: 'POST' });
    expect(noSubscription.status).toBe(401);
    expect(simulator.control.stats().tokensIssued['mtn-collection']).toBe(0);
  });

  it('answers 401 without a valid bearer token, 409 to a reused reference and 404 to an unknown one', async () => {
    const reference = randomUUID();
    expect((await requestToPay('not-a-token', reference)).status).toBe(401);
    const token = await mtnToken();
    expect((await requestToPay(token, reference)).status).toBe(202);
    const again = await requestToPay(token, reference);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'RESOURCE_ALREADY_EXIST' });
    expect((await readStatus(token, randomUUID())).status).toBe(404);
    expect((await requestToPay(token, 'ISK-1042')).status).toBe(400);
    // A disbursement token is not a collection token, and an expired token is no token.
    const { apiUser, apiKey, subscriptionKey } = simulator.credentials.mtn.disbursement;
    const disbursement = await fetch(`${simulator.url}/disbursement/token/`, {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from(`${apiUser}:${apiKey}`).toString('base64')}`, 'Ocp-Apim-Subscription-Key': subscriptionKey },
    });
    expect((await readStatus(((await disbursement.json()) as { access_token: string }).access_token, reference)).status).toBe(401);
    simulator.control.expireTokens();
    expect((await readStatus(token, reference)).status).toBe(401);
  });
});

describe('the control route', () => {
  it('takes the providers down and up, answering 503 on every provider path but its own', async () => {
    expect((await control('control', { down: true })).status).toBe(200);
    expect((await fetch(`${simulator.url}/collection/token/`, { method: 'POST' })).status).toBe(503);
    expect((await fetch(`${simulator.url}/auth/oauth2/token`, { method: 'POST' })).status).toBe(503);
    const state = (await (await fetch(`${simulator.url}/_simulator/state`)).json()) as { switches: { down: boolean } };
    expect(state.switches.down).toBe(true);
    await control('control', { down: false });
    await mtnToken();
  });

  it('sets the callback switches, and refuses switches it does not know', async () => {
    const answer = await control('control', { callbacks: { drop: true, delayMs: 200 }, responseDelayMs: 10 });
    expect(await answer.json()).toMatchObject({ switches: { responseDelayMs: 10, callbacks: { drop: true, delayMs: 200, duplicate: false } } });
    expect((await control('control', { callbacks: { delayMs: -1 } })).status).toBe(400);
    expect((await control('control', { airtelCallbackUrl: 'javascript:alert(1)' })).status).toBe(400);
    await control('reset');
    expect(simulator.control.switches()).toMatchObject({ responseDelayMs: 0, callbacks: { drop: false, delayMs: 0 } });
  });

  it('settles a payment that would stay pending, once', async () => {
    const token = await mtnToken();
    const reference = randomUUID();
    await requestToPay(token, reference, '250780000003');
    expect((await control('settle', { provider: 'mtn-momo', reference, outcome: 'approved' })).status).toBe(200);
    expect(await (await readStatus(token, reference)).json()).toMatchObject({ status: 'SUCCESSFUL' });
    expect((await control('settle', { provider: 'mtn-momo', reference, outcome: 'failed' })).status).toBe(404);
  });

  it('lists the prompts sent to a number, however it is written, oldest first', async () => {
    const token = await mtnToken();
    const [first, second] = [randomUUID(), randomUUID()];
    await requestToPay(token, first, '250780000003');
    await requestToPay(token, second, '250780000003');
    await requestToPay(token, randomUUID(), '250780000006');
    const listed = async (number: string) => {
      const answer = await fetch(`${simulator.url}/_simulator/payments?number=${encodeURIComponent(number)}`);
      return ((await answer.json()) as { payments: { reference: string; status: string }[] }).payments;
    };
    expect((await listed('0780000003')).map((payment) => payment.reference)).toEqual([first, second]);
    expect((await listed('+250 780 000 003')).map((payment) => payment.status)).toEqual(['pending', 'pending']);
    expect(await listed('not a number')).toEqual([]);
  });
});

describe('memory', () => {
  it('keeps at most maxPayments payments, dropping the oldest', async () => {
    const small = await startPaymentSimulator({ port: 0, maxPayments: 5 });
    try {
      const references = Array.from({ length: 8 }, () => randomUUID());
      const { apiUser, apiKey, subscriptionKey } = small.credentials.mtn.collection;
      const tokenAnswer = await fetch(`${small.url}/collection/token/`, {
        method: 'POST',
        headers: { Authorization: `Basic ${Buffer.from(`${apiUser}:${apiKey}`).toString('base64')}`, 'Ocp-Apim-Subscription-Key': subscriptionKey },
      });
      const { access_token: token } = (await tokenAnswer.json()) as { access_token: string };
      const headers = { Authorization: `Bearer ${token}`, 'X-Target-Environment': 'sandbox', 'Ocp-Apim-Subscription-Key': subscriptionKey };
      for (const reference of references) {
        const answer = await fetch(`${small.url}/collection/v1_0/requesttopay`, {
          method: 'POST',
          headers: { ...headers, 'X-Reference-Id': reference, 'Content-Type': 'application/json' },
          body: JSON.stringify({ amount: '100', currency: 'EUR', externalId: reference, payer: { partyIdType: 'MSISDN', partyId: '250780000003' } }),
        });
        expect(answer.status).toBe(202);
      }
      expect(small.control.stats().payments).toBe(5);
      expect((await fetch(`${small.url}/collection/v1_0/requesttopay/${references[0]}`, { headers })).status).toBe(404);
      expect((await fetch(`${small.url}/collection/v1_0/requesttopay/${references[7]}`, { headers })).status).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('the command line', () => {
  it('starts on PAYMENT_SIMULATOR_PORT and logs its address', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'devtools/payment-simulator/main.ts'], {
      env: { ...process.env, PAYMENT_SIMULATOR_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout.setEncoding('utf8');
        child.stdout.on('data', (chunk: string) => {
          output += chunk;
          const match = /"url":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(output);
          if (match) resolve(match[1]!);
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
      });
      expect((await fetch(`${url}/_simulator/state`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
  }, 20_000);
});
