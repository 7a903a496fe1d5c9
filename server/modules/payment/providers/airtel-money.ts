import { z } from 'zod';
import { type PaymentReason, ValidationError } from '../../../errors.js';
import { parseInput } from '../../../lib/validation.js';
import {
  paymentRequestSchema,
  providerForPhone,
  refundRequestSchema,
  rwandanMsisdn,
  type PaymentProvider,
  type RefundKind,
  type PaymentRequest,
  type ProviderPayment,
  type RefundRequest,
} from './provider.js';
import {
  AccessTokens,
  exchange,
  notFound,
  plainText,
  readAnswer,
  rejected,
  unavailable,
  withToken,
  type IssuedToken,
  type ProviderAnswer,
} from './provider-http.js';

/**
 * Airtel Money, as published on developers.airtel.africa (Airtel Africa open API, "Authorization", "Collection
 * API": USSD push, transaction enquiry, refund, callback):
 * - Authorization: POST /auth/oauth2/token { client_id, client_secret, grant_type: client_credentials } ->
 *   { access_token, expires_in (seconds, sometimes as a string), token_type }.
 * - USSD push: POST /merchant/v1/payments/ with X-Country and X-Currency; the subscriber's msisdn without the
 *   country code; transaction.id is ours. The answer's `status.success` says whether the push was accepted.
 * - Transaction enquiry: GET /standard/v1/payments/{id} -> data.transaction.status TS (success), TF (failed),
 *   TE (expired), TA (ambiguous) or TIP (in progress); `status.response_code` (DP008000010xx) says why.
 * - Refund: POST /standard/v1/payments/refund { transaction: { airtel_money_id } }: the whole payment, at once.
 * - Callback: POST { transaction: { id, message, status_code, airtel_money_id } }, to the address registered in
 *   Airtel's portal (not sent per request), with a `hash` when callback authentication is on.
 */

const airtelMoneyConfigSchema = z.object({
  /** https://openapi.airtel.africa, or https://openapiuat.airtel.africa for staging. */
  baseUrl: z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, '')),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  country: z.string().regex(/^[A-Z]{2}$/).default('RW'),
  currency: z.string().regex(/^[A-Z]{3}$/).default('RWF'),
  requestTimeoutMs: z.number().int().positive().default(10_000),
});

export type AirtelMoneyConfig = z.input<typeof airtelMoneyConfigSchema> & {
  /** Milliseconds now; tests move it to expire tokens. */
  clock?: () => number;
};

const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().int().positive(),
});

const statusSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  code: z.union([z.string(), z.number()]).optional(),
  result_code: z.string().optional(),
  response_code: z.string().optional(),
});

/** Every Airtel answer is { data, status }; a refusal may come with either part missing. */
const envelopeSchema = z.object({ status: statusSchema.optional() }).loose();

const enquirySchema = z.object({
  data: z.object({
    transaction: z.object({
      id: z.union([z.string(), z.number()]).optional(),
      status: z.string(),
      message: z.string().nullish(),
      airtel_money_id: z.string().nullish(),
    }),
  }),
  status: statusSchema,
});

const callbackSchema = z.object({
  transaction: z.object({
    id: paymentRequestSchema.shape.reference,
    status_code: z.string().min(1),
    message: z.string().nullish(),
    airtel_money_id: z.string().nullish(),
  }),
  hash: z.string().optional(),
});

/** Airtel's response codes as the shop's reasons. */
const reasons: Record<string, PaymentReason> = {
  DP00800001002: 'WRONG_PIN',
  DP00800001003: 'LIMIT_REACHED',
  DP00800001004: 'AMOUNT_NOT_ALLOWED',
  DP00800001005: 'TIMED_OUT',
  DP00800001007: 'NOT_ENOUGH_FUNDS',
  DP00800001008: 'DECLINED',
  DP00800001010: 'NO_ACCOUNT',
  DP00800001024: 'TIMED_OUT',
  DP00800001029: 'TIMED_OUT',
};

/** Refusals of the push that are about the shopper's number or account. */
const payerResultCodes = new Set(['ESB000033', 'ESB000036']);

/** Airtel's own trouble ("something went wrong", failures to initiate or to read a status). */
const outageResultCodes = new Set(['ESB000001', 'ESB000004', 'ESB000014']);

export class AirtelMoneyProvider implements PaymentProvider {
  readonly name = 'airtel-money' as const;
  readonly refunds: RefundKind = 'at-once';
  private readonly config: z.output<typeof airtelMoneyConfigSchema>;
  private readonly tokens: AccessTokens;

  constructor(config: AirtelMoneyConfig) {
    const parsed = airtelMoneyConfigSchema.safeParse(config);
    if (!parsed.success) throw new Error(`Airtel Money configuration: ${z.prettifyError(parsed.error)}`);
    this.config = parsed.data;
    this.tokens = new AccessTokens(() => this.issueToken(), config.clock ?? Date.now);
  }

  async requestPayment(request: PaymentRequest): Promise<void> {
    const input = parseInput(paymentRequestSchema, request);
    const numbers = rwandanMsisdn(input.phone);
    if (!numbers || providerForPhone(input.phone) !== this.name) {
      throw new ValidationError('Airtel Money numbers start with 072 or 073', 'phone');
    }
    const { country, currency } = this.config;
    const answer = await withToken(this.tokens, (token) =>
      this.send('POST', '/merchant/v1/payments/', token, {
        reference: plainText(input.payerMessage, 64),
        subscriber: { country, currency, msisdn: numbers.national },
        transaction: { amount: input.amountRwf, country, currency, id: input.reference },
      }),
    );
    const envelope = this.envelope(answer, 'push');
    if (answer.status === 200 && envelope.status?.success === true) return;
    throw this.refusal(answer, envelope.status, 'push');
  }

  async paymentStatus(reference: string): Promise<ProviderPayment> {
    const id = parseInput(paymentRequestSchema.shape.reference, reference);
    const answer = await withToken(this.tokens, (token) => this.send('GET', `/standard/v1/payments/${id}`, token));
    const envelope = this.envelope(answer, 'enquiry');
    if (answer.status === 404 || envelope.status?.response_code === 'DP00800001025') {
      throw notFound(this.name, `enquiry ${id}: ${answer.excerpt}`);
    }
    if (answer.status !== 200 || envelope.status?.success !== true) {
      throw unavailable(this.name, `enquiry answered HTTP ${answer.status}: ${answer.excerpt}`);
    }
    const { data, status } = readAnswer(this.name, answer, enquirySchema, 'enquiry');
    const transaction = data.transaction;
    switch (transaction.status) {
      case 'TS':
        return { status: 'paid', reason: null, providerTransactionId: transaction.airtel_money_id ?? null };
      case 'TF':
      case 'TE':
        return {
          status: 'failed',
          reason: (status.response_code && reasons[status.response_code]) || 'NOT_COMPLETED',
          providerTransactionId: transaction.airtel_money_id ?? null,
        };
      // Ambiguous is not an outcome: it is read again later, like one in progress.
      case 'TA':
      case 'TIP':
        return { status: 'pending', reason: null, providerTransactionId: null };
      default:
        throw unavailable(this.name, `unknown transaction status ${transaction.status}`);
    }
  }

  parseCallback(body: unknown): { reference: string } | null {
    const parsed = callbackSchema.safeParse(body);
    return parsed.success ? { reference: parsed.data.transaction.id } : null;
  }

  /**
   * Airtel refunds the whole payment, found by Airtel's own id, so the payment is read first: only a paid one
   * can be refunded. Airtel takes no refund reference of ours, nor an amount.
   */
  async refund(request: RefundRequest): Promise<void> {
    const input = parseInput(refundRequestSchema, request);
    const payment = await this.paymentStatus(input.reference);
    if (payment.status !== 'paid' || !payment.providerTransactionId) {
      throw rejected(this.name, 'REQUEST_REFUSED', `refund of ${input.reference}: payment is ${payment.status}`);
    }
    const airtelMoneyId = payment.providerTransactionId;
    const answer = await withToken(this.tokens, (token) =>
      this.send('POST', '/standard/v1/payments/refund', token, { transaction: { airtel_money_id: airtelMoneyId } }),
    );
    const envelope = this.envelope(answer, 'refund');
    if (answer.status === 200 && envelope.status?.success === true) return;
    throw this.refusal(answer, envelope.status, 'refund');
  }

  /** The answer's { status } part; an answer that is not Airtel's JSON at all is an outage. */
  private envelope(answer: ProviderAnswer, what: string): z.output<typeof envelopeSchema> {
    if (answer.status >= 500) throw unavailable(this.name, `${what} answered HTTP ${answer.status}: ${answer.excerpt}`);
    return readAnswer(this.name, answer, envelopeSchema, what);
  }

  /** A refused push or refund, sorted into the shopper's problem or Airtel's. */
  private refusal(answer: ProviderAnswer, status: z.output<typeof statusSchema> | undefined, what: string) {
    const detail = `${what} answered HTTP ${answer.status}: ${answer.excerpt}`;
    const responseReason = status?.response_code ? reasons[status.response_code] : undefined;
    if (responseReason) return rejected(this.name, responseReason, detail);
    if (status?.result_code && payerResultCodes.has(status.result_code)) {
      return rejected(this.name, 'NO_ACCOUNT', detail);
    }
    if (answer.status === 401 || answer.status === 403 || !status || (status.result_code && outageResultCodes.has(status.result_code))) {
      return unavailable(this.name, detail);
    }
    return rejected(this.name, 'REQUEST_REFUSED', detail);
  }

  private send(method: 'GET' | 'POST', path: string, token: string, body?: unknown): Promise<ProviderAnswer> {
    const headers = { Authorization: `Bearer ${token}`, 'X-Country': this.config.country, 'X-Currency': this.config.currency };
    return exchange(this.name, `${this.config.baseUrl}${path}`, { method, headers, body }, this.config.requestTimeoutMs);
  }

  private async issueToken(): Promise<IssuedToken> {
    const answer = await exchange(
      this.name,
      `${this.config.baseUrl}/auth/oauth2/token`,
      { method: 'POST', headers: {}, body: { client_id: this.config.clientId, client_secret: this.config.clientSecret, grant_type: 'client_credentials' } },
      this.config.requestTimeoutMs,
    );
    // Refused client credentials are our configuration, not the shopper's problem.
    if (answer.status !== 200) throw unavailable(this.name, `token answered HTTP ${answer.status}: ${answer.excerpt}`);
    const token = readAnswer(this.name, answer, tokenSchema, 'token');
    return { accessToken: token.access_token, expiresInSeconds: token.expires_in };
  }
}
