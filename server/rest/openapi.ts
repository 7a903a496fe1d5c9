import { z } from 'zod';
import type { RestRoute } from './rest-route.js';

const envelope = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    error: { type: 'boolean' },
    success: { type: 'boolean' },
    data: {},
  },
  required: ['message', 'error', 'success'],
};

const errorEnvelope = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    error: { type: 'boolean', const: true },
    success: { type: 'boolean', const: false },
    code: { type: 'string' },
    field: { type: 'string', description: 'The input field at fault, for validation errors.' },
  },
  required: ['message', 'error', 'success'],
};

function schemaOf(schema: z.ZodType): Record<string, unknown> {
  // Input side: what a client sends. Unrepresentable parts (transforms) fall back to "any".
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
}

/** The adapter's OpenAPI 3.1 document, generated from the same route table and zod schemas that serve it. */
export function openApiDocument(routes: RestRoute[], serverUrl = '/api'): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const parameters = [...route.path.matchAll(/:(\w+)/g)].map((match) => ({ name: match[1], in: 'path', required: true, schema: { type: 'string' } }));
    if (route.query) {
      const query = schemaOf(route.query) as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, schema] of Object.entries(query.properties ?? {})) {
        parameters.push({ name, in: 'query', required: (query.required ?? []).includes(name), schema } as never);
      }
    }
    const operation: Record<string, unknown> = {
      tags: [route.tag],
      summary: route.summary,
      operationId: `${route.method.toLowerCase()}${route.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_m, next: string | undefined) => (next ? next.toUpperCase() : ''))}`,
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(route.auth === 'public' ? { security: [] } : {}),
      responses: {
        200: { description: route.response, content: { 'application/json': { schema: envelope } } },
        400: { description: 'Invalid input (the message names the problem, `field` the input)', content: { 'application/json': { schema: errorEnvelope } } },
        ...(route.auth !== 'public' ? { 401: { description: 'Not signed in, or the token expired', content: { 'application/json': { schema: errorEnvelope } } } } : {}),
        ...(route.auth === 'admin' ? { 403: { description: 'Admins only', content: { 'application/json': { schema: errorEnvelope } } } } : {}),
      },
      'x-isoko-auth': route.auth,
    };
    if (route.fileField) {
      operation.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: { type: 'object', properties: { [route.fileField]: { type: 'string', format: 'binary' } }, required: [route.fileField] },
          },
        },
      };
    } else if (route.body) {
      operation.requestBody = { required: true, content: { 'application/json': { schema: schemaOf(route.body) } } };
    }
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Isoko REST API (legacy adapter)',
      version: '1.0.0',
      description:
        'The paths of the old shop, answered by the same services as the GraphQL endpoint. Every answer is the envelope `{ message, error, success, data }`; ids are `_id`.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'accessToken' },
      },
    },
    security: [{ bearer: [] }, { cookie: [] }],
    paths,
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
            : route.body
              ? `<code>${escape(Object.keys((schemaOf(route.body) as { properties?: object }).properties ?? {}).join(', '))}</code>`
              : '';
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
<p>The old shop's paths, served by the same services as <a href="/graphql">GraphQL</a>. Every answer is <code>{ message, error, success, data }</code>; failures use 400 (invalid input, with <code>field</code>), 401 (sign in), 403 (not allowed), 404, 409 (stock or price conflicts) and 429 (too many attempts). Sign in with <code>POST /api/user/login</code>, then send <code>Authorization: Bearer &lt;accesstoken&gt;</code> or rely on the httpOnly cookies. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
${sections}</body></html>`;
}
