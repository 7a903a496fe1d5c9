/**
 * Domain errors: expected failures with a stable machine code. GraphQL shows them as members of the
 * `Error` interface (the code as the `ErrorCode` enum); the REST adapter maps each code to a status
 * (server/rest/status.ts) and the legacy envelope. Anything else thrown is unexpected and stays masked.
 */
export const errorCodes = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'INVALID_TOKEN',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'OUT_OF_STOCK',
  'PRICE_CHANGED',
  'RATE_LIMITED',
  'NOT_DELIVERED',
  /** The document does not parse or does not fit the schema (unknown field, missing selection). */
  'QUERY_INVALID',
  /** The operation asks for too much at once: cost, depth, aliases, directives, tokens or a list argument. */
  'QUERY_TOO_COMPLEX',
  /** The request body is over the size limit. */
  'PAYLOAD_TOO_LARGE',
  /** A persisted operation id the server does not know: send the document itself (or persist it first). */
  'PERSISTED_QUERY_NOT_FOUND',
  /** The server takes persisted operations only. */
  'PERSISTED_QUERY_ONLY',
  /** Something failed on the server; the message says nothing more on purpose. */
  'INTERNAL',
  /** The mobile-money provider refused the payment for this number (no account, declined): pay another way. */
  'PAYMENT_REJECTED',
  /** The mobile-money provider could not be reached or answered nonsense: try again later or pay another way. */
  'PAYMENT_UNAVAILABLE',
  /** The provider is giving the money back itself: nobody refunds it by hand meanwhile. */
  'REFUND_IN_PROGRESS',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export abstract class DomainError extends Error {
  abstract readonly code: ErrorCode;
}

/** Bad input; `field` names the offending input field when there is one. */
export class ValidationError extends DomainError {
  readonly code = 'VALIDATION';
  constructor(
    message: string,
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = 'ValidationError';
  }
}

export class UnauthenticatedError extends DomainError {
  readonly code = 'UNAUTHENTICATED';
  constructor(message = 'Please Login') {
    super(message);
    this.name = 'UnauthenticatedError';
  }
}

export class InvalidCredentialsError extends DomainError {
  readonly code = 'INVALID_CREDENTIALS';
  constructor(message = 'Invalid email or password') {
    super(message);
    this.name = 'InvalidCredentialsError';
  }
}

/** A token that is malformed, expired, revoked or of the wrong kind. */
export class InvalidTokenError extends DomainError {
  readonly code = 'INVALID_TOKEN';
  constructor(message = 'Your session has expired, please log in again') {
    super(message);
    this.name = 'InvalidTokenError';
  }
}

export class ForbiddenError extends DomainError {
  readonly code = 'FORBIDDEN';
  constructor(message = 'Do not have permission') {
    super(message);
    this.name = 'ForbiddenError';
  }
}

export class NotFoundError extends DomainError {
  readonly code = 'NOT_FOUND';
  constructor(what: string) {
    super(`${what} not found`);
    this.name = 'NotFoundError';
  }
}

export class ConflictError extends DomainError {
  readonly code = 'CONFLICT';
  constructor(
    message: string,
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = 'ConflictError';
  }
}

export class OutOfStockError extends DomainError {
  readonly code = 'OUT_OF_STOCK';
  constructor(
    message: string,
    /** The product whose stock fell short, and how many units of it are left. */
    readonly productId: string,
    readonly available: number,
  ) {
    super(message);
    this.name = 'OutOfStockError';
  }
}

export class PriceChangedError extends DomainError {
  readonly code = 'PRICE_CHANGED';
  constructor(
    readonly serverSubTotal: number,
    readonly serverTotal: number,
    message = 'Prices have changed since you opened checkout. Please review the new total.',
  ) {
    super(message);
    this.name = 'PriceChangedError';
  }
}

export class RateLimitedError extends DomainError {
  readonly code = 'RATE_LIMITED';
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many attempts. Please try again in ${retryAfterSeconds} seconds.`);
    this.name = 'RateLimitedError';
  }
}

/** An order to a district the shop does not deliver to (yet); names the districts it does deliver to. */
export class NotDeliveredError extends DomainError {
  readonly code = 'NOT_DELIVERED';
  constructor(
    message: string,
    readonly district: string,
    readonly servedDistricts: string[],
  ) {
    super(message);
    this.name = 'NotDeliveredError';
  }
}

/**
 * What went wrong with a mobile-money provider:
 * - 'rejected': the provider refused this number or request; the shopper can use another number or way to pay;
 * - 'unavailable': the provider is down, too slow, refused our credentials or answered nonsense; try again later;
 * - 'duplicate': the provider already holds a request with this reference (a retry of one that did arrive);
 * - 'not-found': the provider holds nothing under this reference (the request never arrived).
 */
export type PaymentProviderErrorKind = 'rejected' | 'unavailable' | 'duplicate' | 'not-found';

/**
 * Why a mobile-money payment failed or was refused, as a code the web app words in the shopper's language
 * (the English sentences are in server/modules/payment/payment-reasons.ts).
 */
export const paymentReasons = [
  'DECLINED',
  'TIMED_OUT',
  'NO_ACCOUNT',
  'NOT_ENOUGH_FUNDS',
  'LIMIT_REACHED',
  'WRONG_PIN',
  'AMOUNT_NOT_ALLOWED',
  'PROVIDER_ERROR',
  'NOT_COMPLETED',
  'REQUEST_REFUSED',
  'NOT_STARTED',
  'UNAVAILABLE',
  'NOT_OFFERED',
  'ORDER_TIMED_OUT',
  'ORDER_CANCELLED',
  'PAID_LATE',
  'REFUND_FAILED',
  /** Given up for a newer prompt the shopper asked for (the same number again, or another one). */
  'REPLACED',
  /** Given up when the shopper chose cash on delivery instead. */
  'SWITCHED_TO_CASH',
] as const;
export type PaymentReason = (typeof paymentReasons)[number];

/** A mobile-money provider's refusal or outage. The message is for shoppers; `detail` is what the provider said. */
export class PaymentProviderError extends DomainError {
  constructor(
    readonly provider: string,
    readonly kind: PaymentProviderErrorKind,
    message: string,
    readonly detail: string | null = null,
    options?: { cause?: unknown; reason?: PaymentReason },
  ) {
    super(message, options);
    this.name = 'PaymentProviderError';
    this.reason = options?.reason ?? (kind === 'rejected' ? 'REQUEST_REFUSED' : 'UNAVAILABLE');
  }

  /** Why, as a code; a refusal names what the shopper can change, an outage is UNAVAILABLE. */
  readonly reason: PaymentReason;

  /** A refusal is the shopper's to fix (PAYMENT_REJECTED); anything else is the provider's (PAYMENT_UNAVAILABLE). */
  get code(): ErrorCode {
    return this.kind === 'rejected' ? 'PAYMENT_REJECTED' : 'PAYMENT_UNAVAILABLE';
  }
}

/** The provider refused this payment (number, account, balance, or declined on the phone): pay another way or number. */
export class PaymentRejectedError extends DomainError {
  readonly code = 'PAYMENT_REJECTED';
  constructor(
    message: string,
    /** The provider's name as shoppers know it (MTN MoMo, Airtel Money). */
    readonly provider: string,
    readonly reason: PaymentReason = 'REQUEST_REFUSED',
  ) {
    super(message);
    this.name = 'PaymentRejectedError';
  }
}

/** The provider cannot take payments now: nothing was charged; try again later or pay another way. */
export class PaymentUnavailableError extends DomainError {
  readonly code = 'PAYMENT_UNAVAILABLE';
  constructor(
    message: string,
    readonly provider: string,
    /** UNAVAILABLE (down or too slow), NOT_STARTED (the request failed), NOT_OFFERED (the shop does not take this provider). */
    readonly reason: PaymentReason = 'UNAVAILABLE',
  ) {
    super(message);
    this.name = 'PaymentUnavailableError';
  }
}

/**
 * A hand refund confirmed while the provider is making the refund itself (asked, or about to be asked): refused, so
 * the money goes back once. It becomes the admin's only if the provider refuses or fails it.
 */
export class RefundInProgressError extends DomainError {
  readonly code = 'REFUND_IN_PROGRESS';
  constructor(
    /** The provider's name as people know it (MTN MoMo, Airtel Money). */
    readonly provider: string,
  ) {
    super(`${provider} is making this refund itself: a refund by hand would pay the customer twice. Wait until it is made or refused.`);
    this.name = 'RefundInProgressError';
  }
}
