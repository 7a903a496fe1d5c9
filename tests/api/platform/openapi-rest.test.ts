import { request as httpRequest } from 'node:http';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '../../../server/rest/routes.js';
import { operationIdOf } from '../../../server/rest/openapi.js';
import { adminToken } from '../../helpers/admin.js';
import { rest } from '../../helpers/rest.js';
import { contractProblems, restDocument } from '../../helpers/rest-contract.js';
import { type ServerProcess, startServerProcess } from '../../helpers/server-process.js';
import { copyTemplate, startTestApp, type TestApp } from '../../helpers/test-app.js';

type Json = Record<string, any>;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t);
});
afterAll(() => t.close());

const operation = (path: string, method: string) => (restDocument.paths as Json)[path]?.[method] as Json;
const operations = Object.entries(restDocument.paths as Record<string, Json>).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => method !== 'servers')
    .map(([method, op]) => ({ path, method, op: op as Json })),
);
const apiOperations = () => operations.filter(({ path }) => path !== '/exports/orders.csv' && path !== '/openapi.json' && path !== '/docs');

describe('a wrong method on a known /api path', () => {
  it("answers 405 with that path's own methods in Allow, in the legacy envelope", async () => {
    const wrong = await rest(t, 'PUT', '/category/get', { token: admin, body: { name: 'x' } });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(wrong.body).toMatchObject({ error: true, success: false, code: 'METHOD_NOT_ALLOWED' });
    expect(wrong.body.message).toContain('GET');

    const get = await rest(t, 'GET', '/order/cancel-order/some-order', { token: admin });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('DELETE, OPTIONS');

    const post = await rest(t, 'POST', '/subcategory/create/');
    expect(post.status).toBe(404);
  });

  it("answers an invented method with 405 and the path's methods, not every method", async () => {
    const answer = await rest(t, 'PROPFIND', '/user/login');
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST, OPTIONS');
    expect(answer.body).toMatchObject({ error: true, success: false, code: 'METHOD_NOT_ALLOWED' });
    const review = await rest(t, 'PROPFIND', '/product/review/p1/average');
    expect(review.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('leaves an unknown /api path a 404, whatever the method', async () => {
    for (const method of ['GET', 'PUT', 'PROPFIND']) {
      const answer = await rest(t, method, '/category/no-such-path');
      expect(answer.status, method).toBe(404);
      expect(answer.body).toMatchObject({ message: 'Not found', error: true, success: false, code: 'NOT_FOUND' });
      expect(answer.headers.get('allow')).toBeNull();
    }
  });
});

// fetch refuses to send TRACE, so it goes to a real server process over plain HTTP.
describe('TRACE on the real server', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess(await copyTemplate());
  }, 90_000);
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
  });

  const trace = (path: string) =>
    new Promise<{ status: number; headers: Headers; body: unknown }>((resolve, reject) => {
      const request = httpRequest(`${server.origin}/api${path}`, { method: 'TRACE' }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') headers.set(name, value);
          resolve({ status: response.statusCode ?? 0, headers, body: JSON.parse(text) as unknown });
        });
      });
      request.on('error', reject);
      request.end();
    });

  it("answers TRACE on a known path with 405 and that path's methods, and on an unknown path with 404", async () => {
    const login = await trace('/user/login');
    expect(login.status).toBe(405);
    expect(login.headers.get('allow')).toBe('POST, OPTIONS');
    expect(login.body).toMatchObject({ error: true, success: false, code: 'METHOD_NOT_ALLOWED' });
    expect(contractProblems('TRACE', '/user/login', login)).toEqual([]);
    const order = await trace('/order/update-status/some-order');
    expect(order.headers.get('allow')).toBe('PATCH, OPTIONS');
    const unknown = await trace('/no-such-path');
    expect(unknown.status).toBe(404);
    expect(contractProblems('TRACE', '/no-such-path', unknown)).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('is served at /api/openapi.json as generated from the route table', async () => {
    const served = await rest(t, 'GET', '/openapi.json');
    expect(served.status).toBe(200);
    expect(served.body).toEqual(JSON.parse(JSON.stringify(restDocument)));
  });

  it('types every field of every JSON request body and marks the fields the services require', () => {
    let bodies = 0;
    for (const { path, method, op } of apiOperations()) {
      const schema = op.requestBody?.content?.['application/json']?.schema as Json | undefined;
      if (!schema) continue;
      bodies += 1;
      for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
        // Only fields the route says it ignores or passes on untouched may be of any type.
        if (Object.keys(property).every((key) => key === 'description')) expect(property.description, `${method} ${path} ${name}`).toMatch(/Ignored/);
      }
    }
    // The 33 bodies of the old shop, the online checkout's payload, and the providers' three notifications.
    expect(bodies).toBe(37);
    expect(operation('/user/register', 'post').requestBody.content['application/json'].schema.required).toEqual(['name', 'email', 'password', 'confirmPassword']);
    expect(operation('/user/register', 'post').requestBody.content['application/json'].schema.properties.email).toMatchObject({ type: 'string', format: 'email' });
    expect(operation('/order/cash-on-delivery', 'post').requestBody.content['application/json'].schema.required).toEqual(['addressId', 'subTotalAmt', 'totalAmt']);
    expect(operation('/product/create', 'post').requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'category', 'unit', 'stock', 'price', 'discount', 'description']),
    );
    expect(operation('/cart/update-qty', 'put').requestBody.content['application/json'].schema.properties.qty).toMatchObject({ type: 'integer', minimum: 1 });
  });

  it("describes each success answer's data, and every status each path can answer", () => {
    for (const { path, method, op } of apiOperations()) {
      const statuses = Object.keys(op.responses as Json);
      const success = statuses.filter((status) => status.startsWith('2'));
      expect(success.length, `${method} ${path}`).toBeGreaterThan(0);
      // Refusals carry a code; an unexpected failure (500) is masked without one.
      for (const status of statuses.filter((code) => !code.startsWith('2') && code !== '500')) {
        const schema = op.responses[status].content['application/json'].schema as Json;
        expect(schema.properties.code, `${method} ${path} ${status}`).toBeDefined();
      }
      // MTN's notification is acknowledged with an empty answer.
      const json = op.responses[success[0]!].content?.['application/json']?.schema as Json | undefined;
      if (json?.properties?.data) expect(Object.keys(json.properties.data as Json).length, `${method} ${path} data`).toBeGreaterThan(0);
    }
    const creates = apiOperations().filter(({ op }) => '201' in op.responses).map(({ method, path }) => `${method} ${path}`);
    expect(creates.sort()).toEqual(
      ['post /address/create', 'post /category/add-category', 'post /order/cash-on-delivery', 'post /order/checkout', 'post /product/create', 'post /subcategory/create', 'post /user/register'].sort(),
    );
    const order = operation('/order/cash-on-delivery', 'post');
    expect(Object.keys(order.responses)).toEqual(['200', '201', '400', '401', '403', '404', '409', '413', '415', '429', '500']);
    expect(order.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }));
    expect(order.responses['429'].headers['Retry-After'].required).toBe(true);
    expect(operation('/user/login', 'post').responses['401']).toBeDefined();
    expect(operation('/user/refresh-token', 'post').responses['401']).toBeDefined();
    expect(operation('/user/login', 'post').responses['200'].headers['Set-Cookie']).toBeDefined();
    expect(operation('/category/get', 'get').responses['200'].content['application/json'].schema.properties.data.items.required).toEqual(['_id', 'name', 'image']);
  });

  it('documents the monthly CSV as text/csv, under /api and at the export link outside it', () => {
    const download = operation('/order/admin/orders/export', 'get').responses['200'];
    expect(Object.keys(download.content)).toEqual(['text/csv']);
    expect(download.headers['Content-Disposition'].required).toBe(true);
    const link = (restDocument.paths as Json)['/exports/orders.csv'];
    expect(link.servers).toEqual([{ url: '/' }]);
    expect(Object.keys(link.get.responses['200'].content)).toEqual(['text/csv']);
  });

  it('has a recorded answer as the example of every route, each valid against its own schema', () => {
    const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;
    const ajv = addFormats(new Ajv2020({ allErrors: true, strictTypes: false }));
    const missing: string[] = [];
    for (const route of restRoutes) {
      const op = operation(route.path.replace(/:(\w+)/g, '{$1}'), route.method.toLowerCase());
      let found = 0;
      for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
        for (const media of Object.values((response.content ?? {}) as Record<string, Json>)) {
          if (media.example === undefined) continue;
          found += 1;
          const validate = ajv.compile(media.schema as Json);
          expect(validate(media.example), `${operationIdOf(route)} ${status}: ${JSON.stringify(validate.errors)}`).toBe(true);
        }
      }
      const successExample = Object.entries(op.responses as Record<string, Json>).some(
        ([status, response]) => status.startsWith('2') && Object.values((response.content ?? {}) as Record<string, Json>).some((media) => media.example !== undefined),
      );
      if (found === 0 || !successExample) missing.push(operationIdOf(route));
    }
    expect(missing).toEqual([]);
  });
});

describe('the contract check of rest()', () => {
  const headers = new Headers({ 'content-type': 'application/json' });

  it('finds an answer that drifted from the document', () => {
    const envelope = { message: '', error: false, success: true };
    expect(contractProblems('GET', '/category/get', { status: 200, headers, body: { ...envelope, data: [{ _id: 'c1', name: 'Dairy', image: '/x.webp' }] } })).toEqual([]);
    expect(contractProblems('GET', '/category/get', { status: 200, headers, body: { ...envelope, data: [{ _id: 'c1', name: 'Dairy' }] } })[0]).toMatch(
      /must have required property 'image'/,
    );
    expect(contractProblems('GET', '/category/get', { status: 200, headers, body: { ...envelope, data: [], extra: 1 } })[0]).toMatch(/additional properties/);
    expect(contractProblems('GET', '/category/get', { status: 409, headers, body: { message: 'x', error: true, success: false, code: 'CONFLICT' } })[0]).toMatch(
      /status 409 is not documented/,
    );
    expect(contractProblems('POST', '/user/login', { status: 400, headers, body: { message: 'x', error: true, success: false } })[0]).toMatch(/code/);
    expect(contractProblems('GET', '/order/admin/orders/export?month=1', { status: 200, headers, body: {} }).join('\n')).toMatch(
      /content type "application\/json" is not documented/,
    );
    expect(contractProblems('PUT', '/category/get', { status: 404, headers, body: {} })[0]).toMatch(/the document says 405/);
    expect(
      contractProblems('POST', '/user/login', { status: 429, headers, body: { message: 'Wait', error: true, success: false, code: 'RATE_LIMITED', retryAfterSeconds: 3 } })[0],
    ).toMatch(/Retry-After header is missing/);
  });
});
