import {
  ConflictError,
  type DomainError,
  errorCodes,
  ForbiddenError,
  InvalidCredentialsError,
  InvalidTokenError,
  NotDeliveredError,
  NotFoundError,
  OutOfStockError,
  PaymentRejectedError,
  paymentReasons,
  PaymentUnavailableError,
  PriceChangedError,
  RateLimitedError,
  RefundInProgressError,
  UnauthenticatedError,
  ValidationError,
} from '../errors.js';
import { builder } from './builder.js';

export const ErrorCodeEnum = builder.enumType('ErrorCode', {
  description: 'What went wrong, for programs; the same codes appear in `extensions.code` of errors on reads.',
  values: errorCodes,
});

/** The `Error` interface every expected failure implements: a message for people, a code for programs. */
export const ErrorInterface = builder.interfaceRef<DomainError>('Error').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    code: t.field({ type: ErrorCodeEnum, resolve: (error) => error.code }),
  }),
});

const simpleErrors = [UnauthenticatedError, InvalidCredentialsError, InvalidTokenError, ForbiddenError, NotFoundError] as const;
for (const errorClass of simpleErrors) {
  builder.objectType(errorClass, { name: errorClass.name, interfaces: [ErrorInterface] });
}

builder.objectType(ValidationError, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ field: t.exposeString('field', { nullable: true, description: 'The input field at fault, when there is one.' }) }),
});

builder.objectType(ConflictError, {
  name: 'ConflictError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ field: t.exposeString('field', { nullable: true }) }),
});

builder.objectType(OutOfStockError, {
  name: 'OutOfStockError',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    product: t.prismaField({
      type: 'Product',
      description: 'The product whose stock fell short, with its current stock.',
      resolve: (query, error, _args, context) => context.db.prisma.product.findUniqueOrThrow({ ...query, where: { id: error.productId } }),
    }),
    available: t.exposeInt('available', { description: 'Units of the product left in stock.' }),
  }),
});

builder.objectType(PriceChangedError, {
  name: 'PriceChangedError',
  interfaces: [ErrorInterface],
  description: "The client's total is below the server's: show the server's figures and ask the shopper to confirm.",
  fields: (t) => ({
    subtotal: t.expose('serverSubTotal', { type: 'Rwf' }),
    total: t.expose('serverTotal', { type: 'Rwf' }),
  }),
});

builder.objectType(RateLimitedError, {
  name: 'RateLimitedError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds') }),
});

builder.objectType(NotDeliveredError, {
  name: 'NotDeliveredError',
  interfaces: [ErrorInterface],
  description: "The order's address is in a district the shop does not deliver to yet; choose an address in a served district.",
  fields: (t) => ({
    district: t.exposeString('district'),
    servedDistricts: t.exposeStringList('servedDistricts', { description: 'Where the shop delivers, the capital first.' }),
  }),
});

export const PaymentReasonEnum = builder.enumType('PaymentFailureReason', {
  description:
    'Why a mobile-money payment failed or was refused: DECLINED on the phone, TIMED_OUT, NO_ACCOUNT, NOT_ENOUGH_FUNDS, LIMIT_REACHED, WRONG_PIN, AMOUNT_NOT_ALLOWED, PROVIDER_ERROR, NOT_COMPLETED, REQUEST_REFUSED, NOT_STARTED, UNAVAILABLE, ORDER_TIMED_OUT (cancelled unpaid at its deadline), ORDER_CANCELLED (before it was paid), NOT_OFFERED (the shop does not take this provider), PAID_LATE (to be refunded), REFUND_FAILED (an admin refunds by hand), REPLACED (a newer prompt was asked for), SWITCHED_TO_CASH (the shopper chose cash on delivery instead).',
  values: paymentReasons,
});

builder.objectType(PaymentRejectedError, {
  name: 'PaymentRejectedError',
  interfaces: [ErrorInterface],
  description: 'The mobile-money provider refused the payment (number, account, balance): pay with another number or another way.',
  fields: (t) => ({
    provider: t.exposeString('provider', { description: 'MTN MoMo or Airtel Money.' }),
    reason: t.field({ type: PaymentReasonEnum, description: 'Why, as a code to word in the reader\'s language.', resolve: (error) => error.reason }),
  }),
});

builder.objectType(PaymentUnavailableError, {
  name: 'PaymentUnavailableError',
  interfaces: [ErrorInterface],
  description: 'The mobile-money provider cannot take payments now (or the shop does not take it); nothing was charged and no order is left waiting.',
  fields: (t) => ({
    provider: t.exposeString('provider', { description: 'MTN MoMo or Airtel Money.' }),
    reason: t.field({ type: PaymentReasonEnum, description: 'UNAVAILABLE, NOT_STARTED or NOT_OFFERED.', resolve: (error) => error.reason }),
  }),
});

builder.objectType(RefundInProgressError, {
  name: 'RefundInProgressError',
  interfaces: [ErrorInterface],
  description: 'The provider is giving the money back itself (asked, or about to be): a refund by hand waits until it is made, or refused.',
  fields: (t) => ({ provider: t.exposeString('provider', { description: 'MTN MoMo or Airtel Money.' }) }),
});
