import type { z } from 'zod';
import type { RequestContext } from '../context.js';
import { ValidationError } from '../errors.js';

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

/**
 * A route's body as a service input: the service's own zod schema, read from the old client's body under the old
 * names. The router hands the handler the renamed fields unparsed, typed as the service's input; the service parses
 * them (once, as for GraphQL), and a refused field is reported under the old client's name.
 */
export interface RestInput<Schema extends z.ZodObject = z.ZodObject> {
  schema: Schema;
  /** The old body's key for each service field that the old client names differently. */
  rename?: { readonly [Field in keyof z.input<Schema>]?: string };
  /** How a field the old client writes differently (a number typed as text, an id or an object) becomes the service's value. */
  adapt?: { readonly [Field in keyof z.input<Schema>]?: (value: unknown) => unknown };
  /** Service fields the old body does not carry: the handler fills them (from the path or a cookie) or leaves them out. */
  omit?: readonly (keyof z.input<Schema>)[];
  /** Fields this route requires though the service alone would not (its handler refuses them missing). */
  required?: readonly (keyof z.input<Schema>)[];
}

export interface RestCall<Body = unknown, Query = Record<string, string>, Input = unknown> {
  context: RequestContext;
  body: Body;
  /** The route's `input` fields under the service's names, unparsed: the service parses them. */
  input: Input;
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
export interface RestRoute<Body = any, Query = any, Schema extends z.ZodObject = any> {
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
  /** The body (a GET route's query string) as a service's input, which also gives its documentation. */
  input?: RestInput<Schema>;
  /** A legacy request body that is no service's input; it is parsed with this schema before the handler runs. */
  body?: z.ZodType<Body>;
  query?: z.ZodType<Query>;
  /** Multipart upload: the form field holding the file. */
  fileField?: string;
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
  handle: (call: RestCall<Body, Query, z.input<Schema>>) => Promise<RestResult | Response>;
}

/** Declares a route with its body, query and input types inferred from its schemas. */
export function restRoute<Body = unknown, Query = Record<string, string>, Schema extends z.ZodObject = z.ZodObject<{}>>(
  route: RestRoute<Body, Query, Schema>,
): RestRoute<Body, Query, Schema> {
  return route;
}

/** An `adapt` for fields the old client sends as null when it means "unchanged". */
export const absentWhenNull = (value: unknown): unknown => value ?? undefined;

/** The service field each old body key stands for, for a route's input. */
function bodyKeysOf<Schema extends z.ZodObject>(input: RestInput<Schema>): [field: string, bodyKey: string][] {
  const omitted = new Set<PropertyKey>(input.omit ?? []);
  const rename = (input.rename ?? {}) as Record<string, string | undefined>;
  return Object.keys(input.schema.shape)
    .filter((field) => !omitted.has(field))
    .map((field) => [field, rename[field] ?? field]);
}

/**
 * The service's input read from an old body: each field from its old key, adapted where the old client writes it
 * differently; keys the service does not name are left behind, as the old shop ignored them.
 */
export function inputFromBody<Schema extends z.ZodObject>(input: RestInput<Schema>, body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ValidationError('The request body must be a JSON object');
  const fields: Record<string, unknown> = {};
  const adapt = (input.adapt ?? {}) as Record<string, ((value: unknown) => unknown) | undefined>;
  for (const [field, bodyKey] of bodyKeysOf(input)) {
    if (!Object.hasOwn(body, bodyKey)) continue;
    const raw = (body as Record<string, unknown>)[bodyKey];
    const value = adapt[field] ? adapt[field](raw) : raw;
    if (value !== undefined) fields[field] = value;
  }
  return fields;
}

/** The old client's name of a refused service field (`lines.0.productId` -> `list_items.0.productId`). */
export function bodyFieldOf<Schema extends z.ZodObject>(input: RestInput<Schema>, field: string): string {
  const [head, ...rest] = field.split('.');
  const rename = (input.rename ?? {}) as Record<string, string | undefined>;
  const bodyKey = rename[head!];
  return bodyKey ? [bodyKey, ...rest].join('.') : field;
}
