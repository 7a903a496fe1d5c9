import type { ErrorCode } from '../errors.js';

/** The HTTP status the REST adapter answers for each domain error code. */
export const statusOfErrorCode: Record<ErrorCode, 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_TOKEN: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  OUT_OF_STOCK: 409,
  PRICE_CHANGED: 409,
  RATE_LIMITED: 429,
  NOT_DELIVERED: 400,
  QUERY_INVALID: 400,
  QUERY_TOO_COMPLEX: 400,
  PAYLOAD_TOO_LARGE: 413,
  PERSISTED_QUERY_NOT_FOUND: 400,
  PERSISTED_QUERY_ONLY: 400,
  INTERNAL: 500,
};
