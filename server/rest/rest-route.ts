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
  /** What `data` (and any extra field) holds on success, for the documentation. */
  response: string;
  handle: (call: RestCall<Body, Query>) => Promise<RestResult | Response>;
}

/** Declares a route with its body and query types inferred from its schemas. */
export function restRoute<Body = undefined, Query = Record<string, string>>(route: RestRoute<Body, Query>): RestRoute<Body, Query> {
  return route;
}
