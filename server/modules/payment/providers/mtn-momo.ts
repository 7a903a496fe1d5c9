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
  type ProviderRefund,
  type RefundRequest,
} from './provider.js';
import {
  AccessTokens,
  duplicate,
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
 * MTN MoMo, as published on momodeveloper.mtn.com (API reference "Collection" and "Disbursement", guides
 * "Callback" and "Common error codes"):
 * - Collection CreateAccessToken: POST /collection/token/, Basic apiUser:apiKey, Ocp-Apim-Subscription-Key.
 * - Collection RequesttoPay: POST /collection/v1_0/requesttopay, 202; X-Reference-Id is our UUID v4.
 * - Collection RequesttoPayTransactionStatus: GET /collection/v1_0/requesttopay/{referenceId}; a failed request
 *   answers 200 too, its `reason` says why.
 * - Callback: sent once, never retried, as PUT or POST, with the body of the status read, which carries
 *   `externalId` but not the X-Reference-Id, so `externalId` is our reference as well.
 * - Disbursement CreateAccessToken (/disbursement/token/, its own subscription key) and Refund-V1:
 *   POST /disbursement/v1_0/refund, 202, `referenceIdToRefund` naming the request to pay;
 *   GET /disbursement/v1_0/refund/{referenceId} reads it.
 * - Common errors: 409 RESOURCE_ALREADY_EXIST (reference reused), 404 RESOURCE_NOT_FOUND, 400 bad request (also
 *   a currency other than the target environment's, and some punctuation), 500 with a code such as
 *   PAYER_NOT_FOUND or NOT_ALLOWED, 503 SERVICE_UNAVAILABLE.
 */

const credentialsSchema = z.object({
  apiUser: z.string().min(1),
  apiKey: z.string().min(1),
  subscriptionKey: z.string().min(1),
});

const mtnMomoConfigSchema = z.object({
  /** e.g. https://sandbox.momodeveloper.mtn.com, or the production address MTN Rwanda gives. */
  baseUrl: z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, '')),
  /** 'sandbox', or MTN Rwanda's production environment 'mtnrwanda'. */
  targetEnvironment: z.string().min(1),
  /** Defaults to the target environment's: the sandbox takes EUR only, Rwanda RWF. */
  currency: z.string().regex(/^[A-Z]{3}$/).optional(),
  /** Where MTN sends the outcome; its host must be the one registered with the API user. */
  callbackUrl: z.url({ protocol: /^https?$/ }).nullish(),
  requestTimeoutMs: z.number().int().positive().default(10_000),
  collection: credentialsSchema,
  /** Needed for refunds only. */
  disbursement: credentialsSchema.nullish(),
});

export type MtnMomoConfig = z.input<typeof mtnMomoConfigSchema> & {
  /** Milliseconds now; tests move it to expire tokens. */
  clock?: () => number;
};


/** The status read's body, which is also the callback's. MTN has sent `reason` as a code and as { code, message }. */
const transferResultSchema = z.object({
  status: z.string(),
  externalId: z.string().optional(),
  financialTransactionId: z.union([z.string(), z.number()]).nullish(),
  reason: z.union([z.string(), z.object({ code: z.string().optional(), message: z.string().optional() })]).nullish(),
});

const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().int().positive(),
});

const errorSchema = z.object({ code: z.string().optional(), message: z.string().optional() }).loose();

/** MTN's failure codes as the shop's reasons; codes not listed are NOT_COMPLETED. */
const reasons: Record<string, PaymentReason> = {
  APPROVAL_REJECTED: 'DECLINED',
  EXPIRED: 'TIMED_OUT',
  COULD_NOT_PERFORM_TRANSACTION: 'TIMED_OUT',
  PAYER_NOT_FOUND: 'NO_ACCOUNT',
  NOT_ENOUGH_FUNDS: 'NOT_ENOUGH_FUNDS',
  PAYER_LIMIT_REACHED: 'LIMIT_REACHED',
  INTERNAL_PROCESSING_ERROR: 'PROVIDER_ERROR',
};

/** Codes that are about the shopper's number or account: a refusal the shopper can act on. */
const payerCodes = new Set(['PAYER_NOT_FOUND', 'NOT_ENOUGH_FUNDS', 'PAYER_LIMIT_REACHED', 'APPROVAL_REJECTED']);

/** MTN's `reason` (a code, or { code, message }) as the shop's reason. */
function reasonOf(reason: z.output<typeof transferResultSchema>['reason']): PaymentReason {
  const code = typeof reason === 'string' ? reason : reason?.code;
  return (code && reasons[code]) || 'NOT_COMPLETED';
}

export class MtnMomoProvider implements PaymentProvider {
  readonly name = 'mtn-momo' as const;
  /** Refunds go through the Disbursement product: made after MTN accepts them, or not at all without its credentials. */
  readonly refunds: RefundKind;
  private readonly config: z.output<typeof mtnMomoConfigSchema>;
  private readonly currency: string;
  private readonly collectionTokens: AccessTokens;
  private readonly disbursementTokens: AccessTokens | null;

  constructor(config: MtnMomoConfig) {
    const parsed = mtnMomoConfigSchema.safeParse(config);
    if (!parsed.success) throw new Error(`MTN MoMo configuration: ${z.prettifyError(parsed.error)}`);
    this.config = parsed.data;
    this.currency = parsed.data.currency ?? (parsed.data.targetEnvironment === 'sandbox' ? 'EUR' : 'RWF');
    const clock = config.clock ?? Date.now;
    this.collectionTokens = new AccessTokens(() => this.issueToken('collection', parsed.data.collection), clock);
    const disbursement = parsed.data.disbursement;
    this.disbursementTokens = disbursement ? new AccessTokens(() => this.issueToken('disbursement', disbursement), clock) : null;
    this.refunds = disbursement ? 'later' : 'none';
  }

  async requestPayment(request: PaymentRequest): Promise<void> {
    const input = parseInput(paymentRequestSchema, request);
    const numbers = rwandanMsisdn(input.phone);
    if (!numbers || providerForPhone(input.phone) !== this.name) {
      throw new ValidationError('MTN MoMo numbers start with 078 or 079', 'phone');
    }
    const { collection, callbackUrl } = this.config;
    const answer = await withToken(this.collectionTokens, (token) =>
      this.send('POST', '/collection/v1_0/requesttopay', {
        headers: {
          ...this.headers(token, collection.subscriptionKey),
          'X-Reference-Id': input.reference,
          ...(callbackUrl ? { 'X-Callback-Url': callbackUrl } : {}),
        },
        body: {
          amount: String(input.amountRwf),
          currency: this.currency,
          externalId: input.reference,
          payer: { partyIdType: 'MSISDN', partyId: numbers.international },
          payerMessage: plainText(input.payerMessage, 160),
          payeeNote: plainText(`Order ${input.orderNumber}`, 160),
        },
      }),
    );
    this.expectAccepted(answer, 'request to pay');
  }

  async paymentStatus(reference: string): Promise<ProviderPayment> {
    const id = parseInput(paymentRequestSchema.shape.reference, reference);
    const answer = await withToken(this.collectionTokens, (token) =>
      this.send('GET', `/collection/v1_0/requesttopay/${id}`, { headers: this.headers(token, this.config.collection.subscriptionKey) }),
    );
    if (answer.status === 404) throw notFound(this.name, `request to pay ${id}: ${answer.excerpt}`);
    if (answer.status !== 200) throw unavailable(this.name, `status read answered HTTP ${answer.status}: ${answer.excerpt}`);
    const result = readAnswer(this.name, answer, transferResultSchema, 'status');
    const transactionId = result.financialTransactionId === null || result.financialTransactionId === undefined ? null : String(result.financialTransactionId);
    switch (result.status) {
      case 'PENDING':
        return { status: 'pending', reason: null, providerTransactionId: null };
      case 'SUCCESSFUL':
        return { status: 'paid', reason: null, providerTransactionId: transactionId };
      case 'FAILED':
        return { status: 'failed', reason: reasonOf(result.reason), providerTransactionId: transactionId };
      // Some MTN deployments put the failure in the status itself.
      case 'REJECTED':
        return { status: 'failed', reason: 'DECLINED', providerTransactionId: transactionId };
      case 'TIMEOUT':
        return { status: 'failed', reason: 'TIMED_OUT', providerTransactionId: transactionId };
      default:
        throw unavailable(this.name, `unknown status ${result.status}`);
    }
  }

  parseCallback(body: unknown): { reference: string } | null {
    const parsed = transferResultSchema.extend({ externalId: paymentRequestSchema.shape.reference }).safeParse(body);
    return parsed.success ? { reference: parsed.data.externalId } : null;
  }

  async refund(request: RefundRequest): Promise<void> {
    const input = parseInput(refundRequestSchema, request);
    const { tokens, subscriptionKey } = this.disbursement();
    const answer = await withToken(tokens, (token) =>
      this.send('POST', '/disbursement/v1_0/refund', {
        headers: { ...this.headers(token, subscriptionKey), 'X-Reference-Id': input.refundReference },
        body: {
          amount: String(input.amountRwf),
          currency: this.currency,
          externalId: input.refundReference,
          payerMessage: 'Refund from Isoko',
          payeeNote: 'Refund from Isoko',
          referenceIdToRefund: input.reference,
        },
      }),
    );
    if (answer.status === 404) throw notFound(this.name, `refund of ${input.reference}: ${answer.excerpt}`);
    this.expectAccepted(answer, 'refund');
  }

  /** Where a refund stands (MTN only: Airtel Money settles a refund in its answer). */
  async refundStatus(refundReference: string): Promise<ProviderRefund> {
    const id = parseInput(refundRequestSchema.shape.refundReference, refundReference);
    const { tokens, subscriptionKey } = this.disbursement();
    const answer = await withToken(tokens, (token) => this.send('GET', `/disbursement/v1_0/refund/${id}`, { headers: this.headers(token, subscriptionKey) }));
    if (answer.status === 404) throw notFound(this.name, `refund ${id}: ${answer.excerpt}`);
    if (answer.status !== 200) throw unavailable(this.name, `refund status answered HTTP ${answer.status}: ${answer.excerpt}`);
    const result = readAnswer(this.name, answer, transferResultSchema, 'refund status');
    if (result.status === 'PENDING') return { status: 'pending', reason: null };
    if (result.status === 'SUCCESSFUL') return { status: 'refunded', reason: null };
    if (result.status === 'FAILED') return { status: 'failed', reason: reasonOf(result.reason) };
    throw unavailable(this.name, `unknown refund status ${result.status}`);
  }

  /** 202 is MTN's yes; anything else is sorted into the shopper's problem, a reused reference, or MTN's. */
  private expectAccepted(answer: ProviderAnswer, what: string): void {
    if (answer.status >= 200 && answer.status < 300) return;
    const error = errorSchema.safeParse(answer.json);
    const code = error.success ? error.data.code : undefined;
    const detail = `${what} answered HTTP ${answer.status}: ${answer.excerpt}`;
    if (answer.status === 409 || code === 'RESOURCE_ALREADY_EXIST') throw duplicate(this.name, detail);
    if (code && payerCodes.has(code)) throw rejected(this.name, reasonOf(code), detail);
    if (answer.status === 400) throw rejected(this.name, 'REQUEST_REFUSED', detail);
    // 401 after a fresh token, 403 (address not allowed), configuration codes in a 500, 503: nothing the shopper can fix.
    throw unavailable(this.name, detail);
  }

  private disbursement(): { tokens: AccessTokens; subscriptionKey: string } {
    const credentials = this.config.disbursement;
    if (!this.disbursementTokens || !credentials) throw new Error('MTN MoMo refunds need the disbursement credentials in the configuration');
    return { tokens: this.disbursementTokens, subscriptionKey: credentials.subscriptionKey };
  }

  private headers(token: string, subscriptionKey: string): Record<string, string> {
    return {
      Authorization: `Bearer ${token}`,
      'X-Target-Environment': this.config.targetEnvironment,
      'Ocp-Apim-Subscription-Key': subscriptionKey,
    };
  }

  private send(method: 'GET' | 'POST', path: string, init: { headers: Record<string, string>; body?: unknown }): Promise<ProviderAnswer> {
    return exchange(this.name, `${this.config.baseUrl}${path}`, { method, ...init }, this.config.requestTimeoutMs);
  }

  private async issueToken(product: 'collection' | 'disbursement', credentials: z.output<typeof credentialsSchema>): Promise<IssuedToken> {
    const basic = Buffer.from(`${credentials.apiUser}:${credentials.apiKey}`).toString('base64');
    const answer = await this.send('POST', `/${product}/token/`, {
      headers: { Authorization: `Basic ${basic}`, 'Ocp-Apim-Subscription-Key': credentials.subscriptionKey },
    });
    // A refused API user or key is our configuration, not the shopper's problem.
    if (answer.status !== 200) throw unavailable(this.name, `${product} token answered HTTP ${answer.status}: ${answer.excerpt}`);
    const token = readAnswer(this.name, answer, tokenSchema, `${product} token`);
    return { accessToken: token.access_token, expiresInSeconds: token.expires_in };
  }
}
