import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ruleForNumber } from './test-numbers.js';
import type { SimulatedPayment, SimulatedRefund, SimulatorLedger, TokenProduct } from './simulator-ledger.js';

/**
 * MTN MoMo's Collection and Disbursement paths as the providers' client calls them, with MTN's shapes and
 * status codes (momodeveloper.mtn.com): tokens by Basic auth and subscription key, requests to pay answered
 * 202, reads answered 200 or 404, a reused X-Reference-Id 409 RESOURCE_ALREADY_EXIST.
 */

export interface MtnApiUser {
  apiUser: string;
  apiKey: string;
  subscriptionKey: string;
}

export interface MtnSimulatorCredentials {
  targetEnvironment: string;
  collection: MtnApiUser;
  disbursement: MtnApiUser;
}

const amountField = z.string().regex(/^\d+(?:\.\d{1,2})?$/);
// MTN refuses more than 160 characters and an apostrophe in its message fields.
const messageField = z.string().max(160).refine((text) => !text.includes("'")).optional();

const requestToPaySchema = z.object({
  amount: amountField,
  currency: z.string().regex(/^[A-Z]{3}$/),
  externalId: z.string().min(1).max(100),
  payer: z.object({ partyIdType: z.literal('MSISDN'), partyId: z.string().regex(/^\d{6,15}$/) }),
  payerMessage: messageField,
  payeeNote: messageField,
});

const refundSchema = z.object({
  amount: amountField,
  currency: z.string().regex(/^[A-Z]{3}$/),
  externalId: z.string().min(1).max(100),
  payerMessage: messageField,
  payeeNote: messageField,
  referenceIdToRefund: z.uuidv4(),
});

const referenceId = z.uuidv4();

/** The request's JSON, or undefined when it has none or it does not parse. */
async function jsonBody(c: Context): Promise<unknown> {
  const body: unknown = await c.req.json().catch(() => undefined);
  return body;
}

/** The status read's body, which MTN also sends as the callback. */
export function mtnTransferResult(payment: SimulatedPayment): Record<string, unknown> {
  return {
    amount: String(payment.amount),
    currency: payment.currency,
    ...(payment.transactionId ? { financialTransactionId: payment.transactionId } : {}),
    externalId: payment.externalId,
    payer: { partyIdType: 'MSISDN', partyId: payment.party },
    payerMessage: payment.payerMessage,
    payeeNote: payment.payeeNote,
    status: payment.status.toUpperCase(),
    ...(payment.reason ? { reason: payment.reason } : {}),
  };
}

function refundResult(refund: SimulatedRefund): Record<string, unknown> {
  return {
    amount: String(refund.amount),
    currency: refund.currency,
    ...(refund.transactionId ? { financialTransactionId: refund.transactionId } : {}),
    externalId: refund.externalId,
    payee: { partyIdType: 'MSISDN', partyId: refund.party ?? '' },
    payerMessage: refund.payerMessage,
    payeeNote: refund.payeeNote,
    status: refund.status.toUpperCase(),
    ...(refund.reason ? { reason: refund.reason } : {}),
  };
}

export function mtnRoutes(ledger: SimulatorLedger, credentials: MtnSimulatorCredentials): Hono {
  const app = new Hono();
  const currency = credentials.targetEnvironment === 'sandbox' ? 'EUR' : 'RWF';

  const issueToken = (c: Context, product: TokenProduct, user: MtnApiUser) => {
    if (c.req.header('Ocp-Apim-Subscription-Key') !== user.subscriptionKey) return invalidSubscriptionKey(c);
    const basic = `Basic ${Buffer.from(`${user.apiUser}:${user.apiKey}`).toString('base64')}`;
    if (c.req.header('Authorization') !== basic) return c.json({ error: 'login_failed' }, 401);
    const { token, expiresInSeconds } = ledger.issueToken(product);
    return c.json({ access_token: token, token_type: 'access_token', expires_in: expiresInSeconds });
  };

  /** The checks every product call passes: subscription key, live token of the product, environment. */
  const refusal = (c: Context, product: TokenProduct, user: MtnApiUser): Response | null => {
    if (c.req.header('Ocp-Apim-Subscription-Key') !== user.subscriptionKey) return invalidSubscriptionKey(c);
    if (!ledger.authorises(product, c.req.header('Authorization'))) {
      return c.json({ statusCode: 401, message: 'Access denied due to invalid or expired access token.' }, 401);
    }
    if (c.req.header('X-Target-Environment') !== credentials.targetEnvironment) {
      return c.json({ code: 'NOT_ALLOWED_TARGET_ENVIRONMENT', message: 'Access to target environment is forbidden.' }, 500);
    }
    return null;
  };

  app.post('/collection/token/', (c) => issueToken(c, 'mtn-collection', credentials.collection));
  app.post('/disbursement/token/', (c) => issueToken(c, 'mtn-disbursement', credentials.disbursement));

  app.post('/collection/v1_0/requesttopay', async (c) => {
    const refused = refusal(c, 'mtn-collection', credentials.collection);
    if (refused) return refused;
    const reference = referenceId.safeParse(c.req.header('X-Reference-Id'));
    if (!reference.success) return c.json({ message: 'X-Reference-Id must be a UUID version 4.' }, 400);
    const callbackUrl = c.req.header('X-Callback-Url') ?? null;
    if (callbackUrl !== null && !z.url({ protocol: /^https?$/ }).safeParse(callbackUrl).success) {
      return c.json({ code: 'INVALID_CALLBACK_URL_HOST', message: 'Callback URL with this host is not allowed.' }, 500);
    }
    const body = requestToPaySchema.safeParse(await jsonBody(c));
    if (!body.success) return c.json({ message: 'Bad request, the request does not follow the specification.' }, 400);
    if (body.data.currency !== currency) return c.json({ code: 'INVALID_CURRENCY', message: 'Currency not supported.' }, 500);
    if (ledger.switches().refuseRequests) return c.json({ code: 'NOT_ENOUGH_FUNDS', message: 'The payer does not have enough funds.' }, 500);
    const added = ledger.addPayment({
      provider: 'mtn-momo',
      reference: reference.data,
      externalId: body.data.externalId,
      amount: Number(body.data.amount),
      currency: body.data.currency,
      party: body.data.payer.partyId,
      payerMessage: body.data.payerMessage ?? '',
      payeeNote: body.data.payeeNote ?? '',
      rule: ruleForNumber('mtn-momo', body.data.payer.partyId),
      callbackUrl,
    });
    if (!added) return c.json({ code: 'RESOURCE_ALREADY_EXIST', message: 'Duplicated reference id. Creation of resource failed.' }, 409);
    return c.body(null, 202);
  });

  app.get('/collection/v1_0/requesttopay/:referenceId', (c) => {
    const refused = refusal(c, 'mtn-collection', credentials.collection);
    if (refused) return refused;
    const payment = ledger.findPayment('mtn-momo', c.req.param('referenceId'));
    return payment ? c.json(mtnTransferResult(payment)) : resourceNotFound(c);
  });

  app.post('/disbursement/v1_0/refund', async (c) => {
    const refused = refusal(c, 'mtn-disbursement', credentials.disbursement);
    if (refused) return refused;
    const reference = referenceId.safeParse(c.req.header('X-Reference-Id'));
    if (!reference.success) return c.json({ message: 'X-Reference-Id must be a UUID version 4.' }, 400);
    const body = refundSchema.safeParse(await jsonBody(c));
    if (!body.success) return c.json({ message: 'Bad request, the request does not follow the specification.' }, 400);
    if (body.data.currency !== currency) return c.json({ code: 'INVALID_CURRENCY', message: 'Currency not supported.' }, 500);
    if (!ledger.findPayment('mtn-momo', body.data.referenceIdToRefund)) return resourceNotFound(c);
    const added = ledger.addRefund({
      reference: reference.data,
      externalId: body.data.externalId,
      referenceIdToRefund: body.data.referenceIdToRefund,
      amount: Number(body.data.amount),
      currency: body.data.currency,
      payerMessage: body.data.payerMessage ?? '',
      payeeNote: body.data.payeeNote ?? '',
    });
    if (!added) return c.json({ code: 'RESOURCE_ALREADY_EXIST', message: 'Duplicated reference id. Creation of resource failed.' }, 409);
    return c.body(null, 202);
  });

  app.get('/disbursement/v1_0/refund/:referenceId', (c) => {
    const refused = refusal(c, 'mtn-disbursement', credentials.disbursement);
    if (refused) return refused;
    const refund = ledger.findRefund(c.req.param('referenceId'));
    return refund ? c.json(refundResult(refund)) : resourceNotFound(c);
  });

  return app;
}

function invalidSubscriptionKey(c: Context): Response {
  return c.json({ statusCode: 401, message: 'Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.' }, 401);
}

function resourceNotFound(c: Context): Response {
  return c.json({ code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' }, 404);
}
