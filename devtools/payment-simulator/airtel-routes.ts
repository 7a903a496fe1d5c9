import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { ruleForNumber } from './test-numbers.js';
import type { SimulatedPayment, SimulatorLedger } from './simulator-ledger.js';

/**
 * Airtel Money's open API paths as the providers' client calls them, with Airtel's { data, status } envelope
 * (developers.airtel.africa). The result codes ESB000033/34/35 and response codes DP008000010xx are Airtel's;
 * how Airtel refuses a reused transaction id is not published, so the simulator answers it as a field
 * validation refusal (ESB000008).
 */

export interface AirtelSimulatorCredentials {
  clientId: string;
  clientSecret: string;
}

const COUNTRY = 'RW';
const CURRENCY = 'RWF';

const tokenRequestSchema = z.object({ client_id: z.string(), client_secret: z.string(), grant_type: z.literal('client_credentials') });

const pushSchema = z.object({
  reference: z.string().min(1).max(256),
  subscriber: z.object({ country: z.literal(COUNTRY), currency: z.literal(CURRENCY), msisdn: z.union([z.string(), z.number()]).transform(String) }),
  transaction: z.object({
    amount: z.number().positive(),
    country: z.literal(COUNTRY),
    currency: z.literal(CURRENCY),
    id: z.string().min(1).max(100),
  }),
});

const refundSchema = z.object({ transaction: z.object({ airtel_money_id: z.string().min(1) }) });

/** Airtel's words for each response code the simulator gives. */
const responseMessages: Record<string, string> = {
  DP00800001001: 'Transaction is successful.',
  DP00800001006: 'Transaction in pending state. Please check after sometime.',
  DP00800001007: 'User wallet does not have enough money to cover the payable amount.',
  DP00800001008: 'The transaction was refused.',
  DP00800001010: 'Payee is already initiated for churn or barred or not registered on Airtel Money platform.',
  DP00800001024: 'The transaction was timed out.',
};

/** The callback Airtel posts when a payment settles. */
export function airtelCallback(payment: SimulatedPayment): Record<string, unknown> {
  const succeeded = payment.status === 'successful';
  return {
    transaction: {
      id: payment.reference,
      message: responseMessages[succeeded ? 'DP00800001001' : (payment.reason ?? 'DP00800001008')] ?? 'Transaction failed.',
      status_code: succeeded ? 'TS' : 'TF',
      airtel_money_id: payment.transactionId ?? '',
    },
  };
}

export function airtelRoutes(ledger: SimulatorLedger, credentials: AirtelSimulatorCredentials): Hono {
  const app = new Hono();

  /** Bearer token and the country and currency headers, checked on every product call. */
  const refusal = (c: Context): Response | null => {
    if (!ledger.authorises('airtel', c.req.header('Authorization'))) return envelope(c, 401, null, { message: 'Unauthorized', result_code: 'ESB000001' });
    if (c.req.header('X-Country') !== COUNTRY) return envelope(c, 400, null, { message: 'Invalid Country Command', result_code: 'ESB000034' });
    if (c.req.header('X-Currency') !== CURRENCY) return envelope(c, 400, null, { message: 'Invalid Currency CodeName', result_code: 'ESB000035' });
    return null;
  };

  app.post('/auth/oauth2/token', async (c) => {
    const body = tokenRequestSchema.safeParse(await jsonBody(c));
    if (!body.success || body.data.client_id !== credentials.clientId || body.data.client_secret !== credentials.clientSecret) {
      return c.json({ error: 'invalid_client', error_description: 'Client authentication failed' }, 401);
    }
    const { token, expiresInSeconds } = ledger.issueToken('airtel');
    // Airtel sends expires_in as a string.
    return c.json({ access_token: token, expires_in: String(expiresInSeconds), token_type: 'bearer' });
  });

  const push = async (c: Context) => {
    const refused = refusal(c);
    if (refused) return refused;
    const body = pushSchema.safeParse(await jsonBody(c));
    if (!body.success) return envelope(c, 400, null, { message: 'Field validation', result_code: 'ESB000008' });
    const { subscriber, transaction } = body.data;
    if (!/^\d{9}$/.test(subscriber.msisdn)) {
      return envelope(c, 400, null, { message: 'Invalid MSISDN Length. MSISDN Length should be 9', result_code: 'ESB000033' });
    }
    if (ledger.switches().refuseRequests) {
      return envelope(c, 400, null, { message: 'Insufficient funds', response_code: 'DP00800001007', result_code: 'ESB000011' });
    }
    const added = ledger.addPayment({
      provider: 'airtel-money',
      reference: transaction.id,
      externalId: transaction.id,
      amount: transaction.amount,
      currency: transaction.currency,
      party: subscriber.msisdn,
      payerMessage: body.data.reference,
      payeeNote: '',
      rule: ruleForNumber('airtel-money', subscriber.msisdn),
      callbackUrl: null,
    });
    if (!added) return envelope(c, 400, null, { message: 'Duplicate transaction id', result_code: 'ESB000008' });
    return envelope(c, 200, { transaction: { id: transaction.id, status: 'Success.' } }, { message: 'Success.', response_code: 'DP00800001006' });
  };
  app.post('/merchant/v1/payments/', push);
  app.post('/merchant/v1/payments', push);

  app.get('/standard/v1/payments/:id', (c) => {
    const refused = refusal(c);
    if (refused) return refused;
    const payment = ledger.findPayment('airtel-money', c.req.param('id'));
    if (!payment) return envelope(c, 404, null, { message: 'Transaction not found', response_code: 'DP00800001025', result_code: 'ESB000014' });
    const status = { pending: 'TIP', successful: 'TS', failed: 'TF' }[payment.status];
    const responseCode = payment.status === 'pending' ? 'DP00800001006' : payment.status === 'successful' ? 'DP00800001001' : (payment.reason ?? 'DP00800001008');
    return envelope(
      c,
      200,
      { transaction: { id: payment.reference, status, message: responseMessages[responseCode] ?? 'Transaction failed.', airtel_money_id: payment.transactionId } },
      { message: 'SUCCESS', response_code: responseCode },
    );
  });

  app.post('/standard/v1/payments/refund', async (c) => {
    const refused = refusal(c);
    if (refused) return refused;
    const body = refundSchema.safeParse(await jsonBody(c));
    if (!body.success) return envelope(c, 400, null, { message: 'Field validation', result_code: 'ESB000008' });
    const payment = ledger.findAirtelPayment(body.data.transaction.airtel_money_id);
    if (!payment) return envelope(c, 404, null, { message: 'Transaction not found', response_code: 'DP00800001025', result_code: 'ESB000014' });
    if (payment.refundedAmount > 0) return envelope(c, 400, null, { message: 'Transaction already refunded', result_code: 'ESB000011' });
    payment.refundedAmount = payment.amount;
    return envelope(c, 200, { transaction: { airtel_money_id: payment.transactionId, status: 'SUCCESS' } }, { message: 'SUCCESS' });
  });

  return app;
}

/** Airtel's answer: { data, status }, where status.success says whether it worked whatever the HTTP status. */
function envelope(
  c: Context,
  httpStatus: ContentfulStatusCode,
  data: Record<string, unknown> | null,
  status: { message: string; result_code?: string; response_code?: string },
): Response {
  const success = httpStatus === 200;
  return c.json(
    {
      ...(data ? { data } : {}),
      status: { code: String(httpStatus), message: status.message, result_code: status.result_code ?? (success ? 'ESB000010' : 'ESB000011'), response_code: status.response_code, success },
    },
    httpStatus,
  );
}

async function jsonBody(c: Context): Promise<unknown> {
  const body: unknown = await c.req.json().catch(() => undefined);
  return body;
}
