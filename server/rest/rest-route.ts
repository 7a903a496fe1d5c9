import type { z } from 'zod';
import type { RequestContext } from '../context.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: anyone, a signed-in user, or an admin (the service checks again). */
export type AuthLevel = 'public' | 'user' | 'admin';

export interface CookieToSet {
  name: 'accessToken' | 'refreshToken' | 'resetToken';
  value: string;
  maxAgeSeconds: number;
}

/** What a handler answers: the legacy envelope's message and data, plus any extra top-level fields. */
export interface RestResult {
  status?: number;
  message?: string;
  data?: unknown;
  extra?: Record<string, unknown>;
  setCookies?: CookieToSet[];
  clearCookies?: CookieToSet['name'][];
}

export interface RestCall<Body = unknown, Query = Record<string, string>> {
  context: RequestContext;
  body: Body;
  query: Query;
  params: Record<string, string>;
  /** The uploaded file of a multipart route, under the route's field name. */
  file: File | null;
  cookies: Record<string, string>;
  headers: Headers;
}

/** One legacy path: its documentation (OpenAPI) and its handler, a few lines over a service. */
// Routes without an input schema receive the parsed JSON as it came; handlers narrow it themselves.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface RestRoute<Body = any, Query = any> {
  method: HttpMethod;
  /** Path under /api, e.g. '/product/review/:productId'. */
  path: string;
  tag: string;
  summary: string;
  auth: AuthLevel;
  /**
   * Whether an anonymous answer may come from the response cache: only for reads whose answer depends on the
   * catalogue tables, the request and the clock alone (a function decides per query string, e.g. not random picks).
   */
  responseCache?: boolean | ((query: Record<string, string>) => boolean);
  /** The legacy request body; it is parsed with this schema before the handler runs. */
  body?: z.ZodType<Body>;
  query?: z.ZodType<Query>;
  /** Multipart upload: the form field holding the file. */
  fileField?: string;
  /**
   * The body as the service requires it (every field typed, required ones marked), for the documentation, when
   * `body` stays loose so that the service words each refusal itself.
   */
  documentedBody?: z.ZodType;
  /** What `data` (and any extra field) holds on success, in words, for the documentation. */
  response: string;
  /** What `data` holds on success, as sent (JSON); absent when the answer has no `data`. */
  data?: z.ZodType;
  /** Top-level fields the success answer holds beside the envelope and `data`. */
  extra?: z.ZodRawShape;
  /** The success status: 201 for creates; both when a replayed create answers 200. Default 200. */
  success?: 200 | 201 | readonly [200, 201];
  /**
   * Refusals this route can answer beyond the ones every route of its kind can (400 for input, 401 and 403 by
   * `auth`, 403, 413 and 415 for bodies): 401 for a refused sign-in, 404, 409, 429, 503 for a payment provider's outage.
   */
  refusals?: readonly (400 | 401 | 403 | 404 | 409 | 429 | 503)[];
  /** Request headers the route reads, beyond authentication. */
  headers?: readonly { name: string; description: string; schema: Record<string, unknown> }[];
  /** Whether a successful answer sets session cookies itself (sign-in, refresh, the reset grant). */
  setsCookies?: boolean;
  /** A success answered as a file rather than the JSON envelope. */
  download?: { contentType: string; description: string };
  handle: (call: RestCall<Body, Query>) => Promise<RestResult | Response>;
}

/** Declares a route with its body and query types inferred from its schemas. */
export function restRoute<Body = undefined, Query = Record<string, string>>(route: RestRoute<Body, Query>): RestRoute<Body, Query> {
  return route;
}
