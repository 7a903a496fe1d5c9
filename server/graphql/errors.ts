import {
  ConflictError,
  DomainError,
  ForbiddenError,
  InvalidCredentialsError,
  InvalidTokenError,
  NotFoundError,
  OutOfStockError,
  PriceChangedError,
  RateLimitedError,
  UnauthenticatedError,
  ValidationError,
} from '../errors.js';
import { builder } from './builder.js';

/** The `Error` interface every expected failure implements: a message for people, a code for programs. */
export const ErrorInterface = builder.interfaceRef<DomainError>('Error').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    code: t.exposeString('code'),
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
    productId: t.exposeString('productId', { nullable: true }),
    available: t.exposeInt('available', { nullable: true }),
  }),
});

builder.objectType(PriceChangedError, {
  name: 'PriceChangedError',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    serverSubTotal: t.exposeInt('serverSubTotal'),
    serverTotal: t.exposeInt('serverTotal'),
  }),
});

builder.objectType(RateLimitedError, {
  name: 'RateLimitedError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds') }),
});
