import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyFieldOf, inputFromBody } from '../../../server/rest/rest-route.js';
import { restRoutes } from '../../../server/rest/routes.js';
import { adminToken } from '../../helpers/admin.js';
import { rest } from '../../helpers/rest.js';
import { restDocument } from '../../helpers/rest-contract.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

/*
 * A REST body declared as a service's input is documented from the service's own schema: what the document says is
 * required is exactly what is refused when it is missing, under the name the old client sends.
 */

type Json = Record<string, any>;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminToken(t);
});
afterAll(() => t.close());

const inputRoutes = restRoutes.filter((route) => route.input);
/** A route's documented input: its JSON body, or a GET route's query parameters as one object. */
function documentedBodyOf(method: string, path: string): Json {
  const operation = (restDocument.paths as Json)[path.replace(/:(\w+)/g, '{$1}')][method.toLowerCase()] as Json;
  if (method === 'GET') {
    const query = ((operation.parameters ?? []) as Json[]).filter((parameter) => parameter.in === 'query');
    const required = query.filter((parameter) => parameter.required).map((parameter) => parameter.name as string);
    return { properties: Object.fromEntries(query.map((parameter) => [parameter.name, parameter.schema])), ...(required.length > 0 ? { required } : {}) };
  }
  return (operation.requestBody?.content['application/json'].schema as Json | undefined) ?? { properties: {} };
}

describe("each route's documented body", () => {
  it('covers the routes that read a service input', () => {
    expect(inputRoutes.length).toBeGreaterThanOrEqual(20);
  });

  it.each(inputRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s: marks required exactly the fields refused when missing', (_name, route) => {
    const documented = documentedBodyOf(route.method, route.path);
    const required = new Set<string>(documented.required ?? []);
    // Fields the route requires beyond the service are refused by its handler (over HTTP below); fields the
    // handler fills itself are not the client's to send.
    const refused = new Set<string>(((route.input!.required ?? []) as string[]).map((field) => bodyFieldOf(route.input!, field)));
    const filled = new Set<PropertyKey>(route.input!.omit ?? []);
    const parsed = route.input!.schema.safeParse(inputFromBody(route.input!, {}));
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      if (issue.path.length === 1 && !filled.has(issue.path[0])) refused.add(bodyFieldOf(route.input!, String(issue.path[0])));
    }
    expect([...refused].sort()).toEqual([...required].sort());
    // Every required field is a documented property under its old name.
    for (const name of required) expect(documented.properties, name).toHaveProperty([name]);
  });
});

describe('a body missing its required fields, over HTTP', () => {
  // Routes with an id in the path look the record up first, and answer 404 for an unknown one.
  const withoutPathIds = inputRoutes.filter((route) => !route.path.includes(':'));

  it.each(withoutPathIds.map((route) => [`${route.method} ${route.path}`, route] as const))('%s: is refused naming a documented required field', async (_name, route) => {
    const documented = documentedBodyOf(route.method, route.path);
    const answer = await rest(t, route.method, route.path, route.method === 'GET' ? { token: admin } : { token: admin, body: {} });
    if (!documented.required) {
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
      return;
    }
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(documented.required).toContain(answer.body.field);
  });
});

describe('the served document', () => {
  it("carries the services' ranges, lengths and formats", async () => {
    const served = await rest(t, 'GET', '/openapi.json');
    const body = (path: string, method: string) => served.body.paths[path][method].requestBody.content['application/json'].schema as Json;
    expect(body('/product/review', 'post').properties.stars).toMatchObject({ type: 'integer', minimum: 1, maximum: 5 });
    expect(body('/product/review', 'post').properties.comment).toMatchObject({ type: 'string', maxLength: 2000 });
    expect(body('/cart/update-qty', 'put').properties).toMatchObject({ _id: { type: 'string', maxLength: 64 }, qty: { type: 'integer', minimum: 1 } });
    expect(body('/user/update-user', 'put').properties.password).toBeDefined();
    expect(body('/user/update-user', 'put').properties.newPassword).toBeUndefined();
    expect(body('/product/create', 'post').properties.discount).toMatchObject({ type: 'integer', minimum: 0, maximum: 100 });
    expect(body('/user/login', 'post').properties.email).toMatchObject({ type: 'string', format: 'email', maxLength: 254 });
  });
});
