import { z } from 'zod';
import { MAX_CALLBACK_BYTES, PAYMENT_CALLBACK_ROUTES } from '../modules/payment/payment-callback.route.js';
import { type ProviderName, providerLabels } from '../modules/payment/providers/provider.js';
import { bodyFieldOf, type RestInput, type RestRoute } from './rest-route.js';
import examples from './openapi-examples.json' with { type: 'json' };

type JsonSchema = Record<string, unknown>;

/** The legacy envelope of every refusal; the extra fields come with the refusals that carry them. */
const errorEnvelope: JsonSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    error: { const: true },
    success: { const: false },
    code: { type: 'string', description: 'Stable machine code, e.g. VALIDATION, UNAUTHENTICATED, NOT_FOUND, OUT_OF_STOCK, RATE_LIMITED' },
    field: { type: 'string', description: 'The input field at fault, for validation errors.' },
    retryAfterSeconds: { type: 'integer', description: 'With 429: seconds to wait (also the Retry-After header).' },
    serverSubTotal: { type: 'integer', description: 'With PRICE_CHANGED (409): the items total the server computed.' },
    serverTotal: { type: 'integer', description: 'With PRICE_CHANGED (409): the total the server computed, delivery charge included.' },
    productId: { type: 'string', description: 'With OUT_OF_STOCK (409): the product.' },
    available: { type: 'integer', description: 'With OUT_OF_STOCK (409): the units left.' },
  },
  required: ['message', 'error', 'success', 'code'],
  additionalProperties: false,
};

/** An unexpected failure, masked (and the export link's refusals): the envelope without a code. */
const serverErrorEnvelope: JsonSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, error: { const: true }, success: { const: false } },
  required: ['message', 'error', 'success'],
  additionalProperties: false,
};

const refusalText: Record<number, string> = {
  400: 'Invalid input: the message names the problem and `field` the input (also an unreadable body or query)',
  401: 'Not signed in, the token expired, or the credentials were refused',
  403: 'Not allowed: admins only, an inactive account, or a cross-site request without a bearer token',
  404: 'Not found (or not yours)',
  409: 'Conflict: a name or e-mail in use, a record in use, stock, a price that changed (serverSubTotal, serverTotal), or a concurrent change',
  413: 'The request body is too large',
  415: 'The body is not JSON (send Content-Type: application/json)',
  429: 'Too many attempts: wait Retry-After seconds',
  500: 'Something went wrong on the server',
  503: 'The mobile-money provider cannot take payments now (code PAYMENT_UNAVAILABLE): nothing was charged and no order was left placed',
};

const setCookieHeader = {
  'Set-Cookie': {
    description: 'httpOnly session cookies (accessToken, refreshToken; resetToken after the recovery code), when this answer sets or renews them',
    schema: { type: 'string' },
  },
};

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Unrepresentable parts (transforms) fall back to "any"; the document carries its dialect once, at the top.
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return json;
}

/**
 * The body a route documents: its service input under the old client's names (the service's own constraints, so
 * the document cannot drift from what is refused), or the route's own schema for a body that is no service's input.
 */
export function requestSchemaOf(route: RestRoute): JsonSchema | null {
  if (route.input && route.method !== 'GET') {
    const body = bodySchemaOf(route.input);
    // An input the handler fills entirely (from the path) has no body to document.
    return Object.keys(body.properties as object).length > 0 ? body : null;
  }
  return route.body ? jsonSchemaOf(route.body, 'input') : null;
}

function bodySchemaOf<Schema extends z.ZodObject>(input: RestInput<Schema>): JsonSchema {
  const { properties = {}, required = [], additionalProperties: _closed, ...schema } = jsonSchemaOf(input.schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
    additionalProperties?: unknown;
  };
  const omitted = new Set<PropertyKey>(input.omit ?? []);
  const bodyKey = (field: string) => bodyFieldOf(input, field);
  const routeRequired = ((input.required ?? []) as string[]).filter((field) => !required.includes(field));
  const allRequired = [...required, ...routeRequired].filter((field) => !omitted.has(field));
  // Keys the service does not name are left behind by the adapter, so the body stays open to them.
  return {
    ...schema,
    properties: Object.fromEntries(Object.entries(properties).filter(([field]) => !omitted.has(field)).map(([field, property]) => [bodyKey(field), property])),
    ...(allRequired.length > 0 ? { required: allRequired.map(bodyKey) } : {}),
  };
}

/** The success envelope of a route, with its `data` and extra top-level fields. */
export function successSchemaOf(route: RestRoute): JsonSchema {
  const envelope = { message: z.string(), error: z.literal(false), success: z.literal(true), ...(route.data ? { data: route.data } : {}) };
  return jsonSchemaOf(z.strictObject({ ...envelope, ...route.extra }), 'output');
}

/** The statuses a route can answer, from what it declares and what every route of its kind can answer. */
export function statusesOf(route: RestRoute): { success: number[]; refusals: number[] } {
  const success = route.success === undefined ? [200] : typeof route.success === 'number' ? [route.success] : [...route.success];
  const refusals = new Set<number>(route.refusals ?? []);
  const takesBody = route.method !== 'GET';
  if (takesBody || route.query || route.input || route.fileField) refusals.add(400);
  if (route.auth !== 'public') refusals.add(401);
  // Admins only, or the cross-site guard of state-changing requests.
  if (route.auth === 'admin' || takesBody) refusals.add(403);
  if (takesBody) refusals.add(413);
  if (takesBody && !route.fileField) refusals.add(415);
  refusals.add(500);
  return { success, refusals: [...refusals].sort((a, b) => a - b) };
}

export function operationIdOf(route: Pick<RestRoute, 'method' | 'path'>): string {
  return `${route.method.toLowerCase()}${route.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_m, next: string | undefined) => (next ? next.toUpperCase() : ''))}`;
}

/** Real answers recorded by the REST tests (scripts/collect-rest-examples.ts), by operation and status. */
const recordedExamples = examples as Record<string, Record<string, unknown> | undefined>;

function exampleOf(route: RestRoute, status: number): { example?: unknown } {
  const example = recordedExamples[operationIdOf(route)]?.[status];
  return example === undefined ? {} : { example };
}

function successResponse(route: RestRoute, status: number): Record<string, unknown> {
  if (route.download) {
    return {
      description: route.download.description,
      headers: { 'Content-Disposition': { required: true, description: 'attachment; filename="..."', schema: { type: 'string' } }, ...setCookieHeader },
      content: { [route.download.contentType.split(';')[0]!]: { schema: { type: 'string' }, ...exampleOf(route, status) } },
    };
  }
  const description = status === 201 && route.success !== 201 ? `${route.response} (201 when placed, 200 when replayed)` : route.response;
  return { description, headers: setCookieHeader, content: { 'application/json': { schema: successSchemaOf(route), ...exampleOf(route, status) } } };
}

function refusalResponse(status: number, example: { example?: unknown } = {}): Record<string, unknown> {
  return {
    description: refusalText[status] ?? 'Refused',
    ...(status === 429 ? { headers: { 'Retry-After': { required: true, description: 'Seconds to wait', schema: { type: 'string', pattern: '^[0-9]+$' } } } } : {}),
    content: { 'application/json': { schema: status === 500 ? serverErrorEnvelope : errorEnvelope, ...example } },
  };
}

/** The monthly report's download link, served outside /api (the link from the orderExport GraphQL query). */
const orderExportLinkPath = {
  '/exports/orders.csv': {
    servers: [{ url: '/' }],
    get: {
      tags: ['Order'],
      summary: 'Download a monthly order report through the signed 5-minute link from GraphQL orderExport (no other authentication)',
      operationId: 'getExportsOrdersCsv',
      security: [],
      parameters: [{ name: 'token', in: 'query', required: true, schema: { type: 'string', maxLength: 4096 } }],
      responses: {
        200: {
          description: 'The CSV file, one row per order line',
          headers: { 'Content-Disposition': { required: true, description: 'attachment; filename="orders_{month}_{year}.csv"', schema: { type: 'string' } } },
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
        401: { description: 'The link is not valid, has expired, or its sign-in ended', content: { 'application/json': { schema: errorEnvelope } } },
        403: { description: 'The admin who asked for the link is no longer an admin', content: { 'application/json': { schema: errorEnvelope } } },
        500: refusalResponse(500),
      },
    },
  },
};

const callbackNotes =
  'Answered the same whatever the body holds (nothing is learnt from the answer); the status is then read from the provider itself, so the body is only a hint. ' +
  `A body over ${MAX_CALLBACK_BYTES / 1024} KB is refused with 413 before it is read.`;

/** What the providers send: the fields the shop reads (anything else they send is ignored). */
const callbackBodies: Record<ProviderName, JsonSchema> = {
  'mtn-momo': {
    type: 'object',
    properties: {
      externalId: { type: 'string', format: 'uuid', description: "The shop's payment reference (a UUID v4)" },
      status: { type: 'string', description: 'SUCCESSFUL, FAILED, PENDING, REJECTED or TIMEOUT (a hint: the status is read from MTN)' },
      financialTransactionId: { type: ['string', 'integer', 'null'], description: "MTN's transaction id" },
      reason: {
        anyOf: [{ type: 'string' }, { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } } }, { type: 'null' }],
        description: 'Why it failed',
      },
    },
    required: ['externalId', 'status'],
  },
  'airtel-money': {
    type: 'object',
    properties: {
      transaction: {
        type: 'object',
        properties: {
          id: { type: 'string', format: 'uuid', description: "The shop's payment reference (a UUID v4)" },
          status_code: { type: 'string', minLength: 1, description: 'TS, TF, TA, TIP ... (a hint: the status is read from Airtel)' },
          message: { type: ['string', 'null'] },
          airtel_money_id: { type: ['string', 'null'], description: "Airtel's transaction id" },
        },
        required: ['id', 'status_code'],
      },
      hash: { type: 'string', description: "Airtel's signature of the notification, when signing is on" },
    },
    required: ['transaction'],
  },
};

/** Each provider's answer to every notification: MTN's empty 200, Airtel's usual acknowledgement. */
const callbackAnswers: Record<ProviderName, JsonSchema> = {
  'mtn-momo': { description: 'Received (an empty answer)' },
  'airtel-money': {
    description: 'Received',
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: {
            status: {
              type: 'object',
              properties: { code: { const: '200' }, message: { const: 'Received' }, success: { const: true } },
              required: ['code', 'message', 'success'],
              additionalProperties: false,
            },
          },
          required: ['status'],
          additionalProperties: false,
        },
      },
    },
  },
};

/** The mobile-money providers' notifications, called by MTN MoMo and Airtel Money (not by the old client). */
function paymentCallbackPaths(): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { method, path: fullPath, provider } of PAYMENT_CALLBACK_ROUTES) {
    // Under /api, like the routes beside it.
    const path = fullPath.replace(/^\/api(?=\/)/, '');
    const name = providerLabels[provider];
    paths[path] = {
      ...paths[path],
      [method.toLowerCase()]: {
        tags: ['Payment callbacks'],
        summary: `${name}'s notification of a payment's outcome. ${callbackNotes}`,
        operationId: operationIdOf({ method, path }),
        security: [],
        requestBody: { required: true, content: { 'application/json': { schema: callbackBodies[provider] } } },
        responses: { 200: callbackAnswers[provider], 413: refusalResponse(413), 500: refusalResponse(500) },
        'x-isoko-auth': 'public',
      },
    };
  }
  return paths;
}

/** The document itself and its readable page, served under /api beside the routes. */
const referencePaths = {
  '/openapi.json': {
    get: {
      tags: ['Reference'],
      summary: 'This document (OpenAPI 3.1)',
      operationId: 'getOpenapiJson',
      security: [],
      responses: { 200: { description: 'The OpenAPI document', content: { 'application/json': { schema: { type: 'object', properties: { openapi: { const: '3.1.0' }, paths: { type: 'object' } }, required: ['openapi', 'paths'] } } } } },
    },
  },
  '/docs': {
    get: {
      tags: ['Reference'],
      summary: 'A readable reference page of the same routes',
      operationId: 'getDocs',
      security: [],
      responses: { 200: { description: 'HTML page', content: { 'text/html': { schema: { type: 'string' } } } } },
    },
  },
};

/** The adapter's OpenAPI 3.1 document, generated from the same route table and zod schemas that serve it. */
export function openApiDocument(routes: RestRoute[], serverUrl = '/api'): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const parameters: Record<string, unknown>[] = [...route.path.matchAll(/:(\w+)/g)].map((match) => ({ name: match[1], in: 'path', required: true, schema: { type: 'string' } }));
    const querySchema = route.query ? jsonSchemaOf(route.query, 'input') : route.input && route.method === 'GET' ? bodySchemaOf(route.input) : null;
    if (querySchema) {
      const query = querySchema as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, schema] of Object.entries(query.properties ?? {})) {
        parameters.push({ name, in: 'query', required: (query.required ?? []).includes(name), schema });
      }
    }
    for (const header of route.headers ?? []) parameters.push({ name: header.name, in: 'header', required: false, description: header.description, schema: header.schema });
    const { success, refusals } = statusesOf(route);
    const responses: Record<string, unknown> = {};
    for (const status of success) responses[status] = successResponse(route, status);
    for (const status of refusals) responses[status] = refusalResponse(status, exampleOf(route, status));
    const operation: Record<string, unknown> = {
      tags: [route.tag],
      summary: route.summary,
      operationId: operationIdOf(route),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(route.auth === 'public' ? { security: [] } : {}),
      responses,
      'x-isoko-auth': route.auth,
    };
    if (route.fileField) {
      operation.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: { type: 'object', properties: { [route.fileField]: { type: 'string', contentMediaType: 'image/*' } }, required: [route.fileField] },
          },
        },
      };
    } else {
      const body = requestSchemaOf(route);
      if (body) {
        const required = Array.isArray(body.required) && body.required.length > 0;
        operation.requestBody = { required, content: { 'application/json': { schema: body } } };
      }
    }
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Isoko REST API (legacy adapter)',
      version: '1.0.0',
      description:
        'The paths of the old shop, answered by the same services as the GraphQL endpoint. Every JSON answer is the envelope `{ message, error, success, data }` (refusals: `{ message, error: true, success: false, code, field? }`); ids are `_id`. A known path called with another method answers 405 with its methods in `Allow`; an unknown path answers 404.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'accessToken' },
      },
      responses: {
        MethodNotAllowed: {
          description: 'A known path called with a method it does not answer',
          headers: { Allow: { required: true, description: "The path's own methods", schema: { type: 'string' } } },
          content: { 'application/json': { schema: errorEnvelope } },
        },
        NotFound: { description: 'No such path', content: { 'application/json': { schema: errorEnvelope } } },
      },
    },
    security: [{ bearer: [] }, { cookie: [] }],
    paths: { ...paths, ...paymentCallbackPaths(), ...referencePaths, ...orderExportLinkPath },
  };
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A readable reference page for integrators, from the same route table. */
export function apiDocsPage(routes: RestRoute[]): string {
  const tags = [...new Set(routes.map((route) => route.tag))];
  const sections = tags
    .map((tag) => {
      const rows = routes
        .filter((route) => route.tag === tag)
        .map((route) => {
          const body = route.fileField
            ? `multipart field <code>${escape(route.fileField)}</code>`
            : (() => {
                const schema = requestSchemaOf(route) as { properties?: object; required?: string[] } | null;
                if (!schema) return '';
                // Required fields first, marked with *.
                const required = new Set(schema.required ?? []);
                const names = Object.keys(schema.properties ?? {}).sort((a, b) => Number(required.has(b)) - Number(required.has(a)));
                return `<code>${escape(names.map((name) => (required.has(name) ? `${name}*` : name)).join(', '))}</code>`;
              })();
          return `<tr><td class="m ${route.method}">${route.method}</td><td><code>/api${escape(route.path)}</code></td><td>${escape(route.auth)}</td><td>${escape(route.summary)}</td><td>${body}</td><td>${escape(route.response)}</td></tr>`;
        })
        .join('\n');
      return `<h2>${escape(tag)}</h2><table><thead><tr><th>Method</th><th>Path</th><th>Who</th><th>What</th><th>Body</th><th>Answer</th></tr></thead><tbody>${rows}</tbody></table>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Isoko REST API</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:80rem;padding:0 1rem;color:#1f2a1f}h1{color:#1b7a3a}table{border-collapse:collapse;width:100%;margin-bottom:2rem}th,td{border-bottom:1px solid #ddd;padding:.4rem .5rem;text-align:left;vertical-align:top;font-size:.9rem}code{font-size:.85rem}.m{font-weight:700}.GET{color:#1b7a3a}.POST{color:#1d4ed8}.PUT,.PATCH{color:#b45309}.DELETE{color:#b91c1c}</style>
</head><body><h1>Isoko REST API</h1>
<p>The old shop's paths, served by the same services as <a href="/graphql">GraphQL</a>. Every answer is <code>{ message, error, success, data }</code>; failures answer <code>{ message, error: true, success: false, code, field? }</code> with 400 (invalid input, with <code>field</code>), 401 (sign in), 403 (not allowed), 404, 405 (wrong method, with <code>Allow</code>), 409 (stock or price conflicts), 413 (body too large), 415 (not JSON) and 429 (too many attempts, with <code>Retry-After</code>). Sign in with <code>POST /api/user/login</code>, then send <code>Authorization: Bearer &lt;accesstoken&gt;</code> or rely on the httpOnly cookies. Body fields marked * are required. Machine-readable, with every field's type and a real example of each answer: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
${sections}</body></html>`;
}
