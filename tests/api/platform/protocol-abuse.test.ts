import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogin } from '../../helpers/auth.js';
import { unchanged } from '../../helpers/fingerprint.js';
import { rest } from '../../helpers/rest.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { TEST_ROOT } from '../../helpers/test-env.js';
import { graphql } from '../../helpers/graphql.js';

let t: TestApp;
let shopper: Awaited<ReturnType<typeof signUpAndLogin>>;
beforeAll(async () => {
  t = await startTestApp();
  shopper = await signUpAndLogin(t);
});
afterAll(() => t.close());

/** Posts a raw body to /graphql and reads the answer, whatever its shape. */
async function postRaw(body: BodyInit, headers: Record<string, string> = {}) {
  const response = await t.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', ...headers }, body });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] } };
}

const firstError = (answer: { errors?: { message: string }[] }) => answer.errors?.[0]?.message ?? '';

describe('limits leave the heaviest legitimate pages room', () => {
  it('answers a product page with 20 reviews, categories and sub-categories', async () => {
    const product = await t.db.product.findFirstOrThrow({ where: { deletedAt: null } });
    const page = await t.graphql(
      graphql(`query ProductPage($id: ID!) {
        product(databaseId: $id) {
          id databaseId name slug description unit images price discount discountPercent priceAfterDiscount effectivePrice
          stock lowStock onPromotion promotionLabel promotionPrice promotionStartTime promotionEndTime hasPromoCode
          averageRating reviewCount moreDetails { name value }
          activePromotion { __typename }
          categories { id databaseId name slug image subCategories { id databaseId name slug } }
          subCategories { id databaseId name slug image categories { id databaseId name } }
          viewerReview { id stars comment }
          reviews(first: 20) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id databaseId stars comment reviewerName createdAt updatedAt } } }
        }
        viewer { databaseId name email role }
        cartViewer: viewer { cart { __typename id totalQuantity total } }
      }`),
      { id: product.id },
      { token: shopper.accessToken },
    );
    expect(page.errors).toBeUndefined();
    expect(page.data?.product!.databaseId).toBe(product.id);
  });

  it('answers a listing of 50 products with their categories and sub-categories', async () => {
    const category = await t.db.category.findFirstOrThrow({ where: { products: { some: {} } } });
    const listing = await t.graphql(
      graphql(`query Listing($categoryId: ID!) {
        category(databaseId: $categoryId) { products(first: 50) {
          totalCount pageInfo { hasNextPage endCursor }
          edges { cursor node {
            id databaseId name slug unit images price discount discountPercent effectivePrice stock lowStock onPromotion
            promotionLabel promotionPrice promotionEndTime hasPromoCode averageRating reviewCount
            categories { id databaseId name slug }
            subCategories { id databaseId name slug }
          } }
        } }
        categories { id databaseId name slug image subCategories { id databaseId name slug image } }
      }`),
      { categoryId: category.id },
    );
    expect(listing.errors).toBeUndefined();
    expect(listing.data?.category!.products.edges.length).toBeGreaterThan(0);
  });
});

describe('class 15: oversized and abusive GraphQL documents', () => {
  it('refuses a query 50 levels deep', async () => {
    const nest = (levels: number): string => (levels === 0 ? 'id' : `subCategories { categories { ${nest(levels - 2)} } }`);
    const query = `query { categories { ${nest(48)} } }`;
    const answer = await unchanged(t, () => postRaw(JSON.stringify({ query })));
    expect(answer.body.data).toBeUndefined();
    expect(firstError(answer.body)).toMatch(/Query depth limit of 12 exceeded, found 5\d/);
  });

  it('refuses 1,000 aliases in one request', async () => {
    const query = `query { ${Array.from({ length: 1000 }, (_, index) => `a${index}: viewer { databaseId }`).join(' ')} }`;
    const answer = await unchanged(t, () => postRaw(JSON.stringify({ query }), { authorization: `Bearer ${shopper.accessToken}` }));
    expect(answer.body.data).toBeUndefined();
    expect(firstError(answer.body)).toMatch(/Token limit of 2000 exceeded|Aliases limit of 15 exceeded/);
  });

  it('refuses 16 aliases even when the document is short', async () => {
    const query = `mutation { ${Array.from({ length: 16 }, (_, index) => `l${index}: login(input: { email: "x@example.rw", password: "p${index}" }) { __typename }`).join(' ')} }`;
    const answer = await unchanged(t, () => postRaw(JSON.stringify({ query })));
    expect(firstError(answer.body)).toBe('Syntax Error: Aliases limit of 15 exceeded, found 16.');
    // Not one of the 16 sign-ins was attempted.
    expect(await t.app.services.rateLimits.loginPerAddress.get('203.0.113.10')).toBeNull();
  });

  it('refuses a document of 10,000 tokens while parsing', async () => {
    const query = `query { viewer { ${'databaseId '.repeat(9_990)} } }`;
    const answer = await unchanged(t, () => postRaw(JSON.stringify({ query })));
    expect(answer.body.data).toBeUndefined();
    expect(firstError(answer.body)).toBe('Syntax Error: Token limit of 2000 exceeded.');
  });

  it('refuses first: 1000000 on a connection', async () => {
    const category = await t.db.category.findFirstOrThrow();
    const literal = await unchanged(t, () => postRaw(JSON.stringify({ query: `query { category(databaseId: "${category.id}") { products(first: 1000000) { edges { node { id name categories { name } } } } } }` })));
    expect(literal.body.data).toBeUndefined();
    expect(firstError(literal.body)).toMatch(/Query Cost limit of \d+ exceeded/);
    // Through a variable the cost rule cannot see the number; the connection serves at most its maximum page.
    const variable = await unchanged(t, () => t.graphql(graphql(`query($first: Int) { searchProducts(first: $first) { edges { node { id } } } }`), { first: 1_000_000 }));
    expect(variable.errors).toBeUndefined();
    expect(await t.db.product.count({ where: { deletedAt: null } })).toBeGreaterThan(100);
    expect(variable.data?.searchProducts.edges.length).toBeLessThanOrEqual(100);
  });

  it('refuses circular fragments', async () => {
    const query = `query { viewer { ...A } } fragment A on User { databaseId ...B } fragment B on User { name ...A }`;
    const answer = await unchanged(t, () => postRaw(JSON.stringify({ query })));
    expect(answer.body.data).toBeUndefined();
    expect(firstError(answer.body)).toMatch(/Cannot spread fragment "A" within itself/);
  });

  it('does not let a fragment named __schema slip past the depth limit', async () => {
    const nest = (levels: number): string => (levels === 0 ? 'id' : `subCategories { categories { ${nest(levels - 2)} } }`);
    const query = `query { ...__schema } fragment __schema on Query { categories { ${nest(40)} } }`;
    const answer = await unchanged(t, () => postRaw(JSON.stringify({ query })));
    expect(answer.body.data).toBeUndefined();
    expect(firstError(answer.body)).toMatch(/Query depth limit of 12 exceeded/);
  });

  it('counts fields, not fragments: a Relay screen nesting one fragment per component stays within the limit', async () => {
    const fragments = Array.from({ length: 14 }, (_, index) =>
      index === 13 ? `fragment F13 on Category { name }` : `fragment F${index} on Category { databaseId ...F${index + 1} }`,
    ).join(' ');
    const answer = await postRaw(JSON.stringify({ query: `query { categories { ...F0 } } ${fragments}` }));
    expect(answer.body.errors).toBeUndefined();
    expect((answer.body.data as { categories: unknown[] }).categories.length).toBeGreaterThan(0);
  });
});

describe('class 16: batching, introspection and field suggestions', () => {
  it('refuses a batched array of 100 operations without running any', async () => {
    const operations = Array.from({ length: 100 }, (_, index) => ({
      query: `mutation { login(input: { email: "batch${index}@example.rw", password: "wrong-password" }) { __typename } }`,
    }));
    const answer = await unchanged(t, () => postRaw(JSON.stringify(operations), { 'x-forwarded-for': '192.0.2.160' }));
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).not.toContain('InvalidCredentialsError');
    expect(await t.app.services.rateLimits.loginPerAddress.get('192.0.2.160')).toBeNull();
  });

  it('answers introspection outside production (GraphiQL needs it)', async () => {
    const answer = await t.graphql(graphql('query { __schema { queryType { name } } }'));
    expect(answer.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  describe('in production', () => {
    let production: TestApp;
    beforeAll(async () => {
      production = await startTestApp({ NODE_ENV: 'production', ADMIN_PASSWORD: 'Production-admin-passphrase-2026' });
    });
    afterAll(() => production.close());

    it('refuses introspection', async () => {
      for (const query of ['query { __schema { types { name } } }', 'query { __type(name: "User") { fields { name } } }']) {
        // Introspection is refused in production: sent as text, since the answer is an error.
        const answer = await production.graphqlText(query);
        expect(answer.data).toBeNull();
        expect(answer.errors?.[0]?.message).toMatch(/introspection/i);
      }
    });

    it('gives no field suggestions', async () => {
      // Misspelt fields on purpose: sent as text, unchecked.
      const answer = await production.graphqlText('query { viewr { databaseId } product(databaseId: "x") { nme } }');
      const messages = (answer.errors ?? []).map((error) => error.message);
      expect(messages).toContain('Cannot query field "viewr" on type "Query".');
      expect(messages.join(' ')).not.toMatch(/Did you mean/);
      const development = await t.graphqlText('query { viewr { databaseId } }');
      expect(development.errors?.[0]?.message).toContain('Did you mean "viewer"?');
    });

    it('does not serve GraphiQL', async () => {
      const response = await production.request('/graphql', { headers: { accept: 'text/html' } });
      expect(await response.text()).not.toContain('Isoko GraphQL');
    });
  });
});

describe('class 17: mutations over GET and cross-site simple requests', () => {
  it('refuses a mutation sent with GET', async () => {
    const query = encodeURIComponent('mutation { logout { __typename } }');
    const response = await unchanged(t, () =>
      t.request(`/graphql?query=${query}`, { headers: { accept: 'application/json', authorization: `Bearer ${shopper.accessToken}`, 'x-graphql-yoga-csrf': '1' } }),
    );
    expect(response.status).toBe(405);
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]!.message).toBe('Can only perform a mutation operation from a POST request.');
  });

  it('refuses a POST with text/plain and no CSRF header', async () => {
    const body = JSON.stringify({ query: 'mutation { logout { __typename } }' });
    const response = await unchanged(t, () =>
      t.request('/graphql', { method: 'POST', headers: { 'content-type': 'text/plain', authorization: `Bearer ${shopper.accessToken}` }, body }),
    );
    expect(response.status).toBe(403);
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe('Required CSRF header(s) not present');
  });

  it('refuses a GET query without the CSRF header, and a multipart post without it', async () => {
    const get = await t.request(`/graphql?query=${encodeURIComponent('{ viewer { databaseId } }')}`, { headers: { accept: 'application/json' } });
    expect(get.status).toBe(403);
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation { logout { __typename } }' }));
    form.append('map', '{}');
    const multipart = await unchanged(t, () => t.request('/graphql', { method: 'POST', headers: { authorization: `Bearer ${shopper.accessToken}` }, body: form }));
    expect(multipart.status).toBe(403);
  });

  it('still serves GraphiQL to a browser', async () => {
    const response = await t.request('/graphql', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Isoko GraphQL');
  });
});

describe('class 20: oversized, deeply nested and non-UTF-8 bodies', () => {
  const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { __typename } }';

  it('answers 413 for a JSON body over 2 MB on /graphql, by its declared length and by its actual length', async () => {
    const body = JSON.stringify({ query: LOGIN, variables: { input: { email: 'big@example.rw', password: 'x'.repeat(3 * 1024 * 1024) } } });
    const declared = await unchanged(t, () => postRaw(body, { 'content-length': String(Buffer.byteLength(body)) }));
    expect(declared.status).toBe(413);
    expect(declared.body.errors?.[0]).toEqual({ message: 'The request body is too large: at most 2 MB is accepted.', extensions: { code: 'PAYLOAD_TOO_LARGE' } });
    const streamed = await unchanged(t, () => postRaw(body));
    expect(streamed.status).toBe(413);
  });

  it('answers 413 for an oversized body on the REST adapter', async () => {
    const answer = await unchanged(t, () => rest(t, 'POST', '/user/login', { body: { email: 'big@example.rw', password: 'x'.repeat(3 * 1024 * 1024) } }));
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ message: 'The request body is too large: at most 2 MB is accepted.', error: true, success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses deeply nested JSON on /graphql and /api', async () => {
    const nested = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const viaGraphql = await unchanged(t, () => postRaw(`{"query":"{ viewer { databaseId } }","variables":{"x":${nested}}}`));
    expect(viaGraphql.status).toBe(400);
    expect(firstError(viaGraphql.body)).toBe('The request body is nested too deeply: at most 32 levels of arrays and objects are accepted.');
    const legacy = await unchanged(t, () =>
      t.request('/api/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"email":${nested}}` }),
    );
    expect(legacy.status).toBe(400);
    expect(await legacy.json()).toMatchObject({ error: true, success: false, message: expect.stringContaining('nested too deeply') });
  });

  it('refuses a body that is not valid UTF-8', async () => {
    const prefix = Buffer.from('{"query":"mutation($input: RegisterInput!) { register(input: $input) { __typename } }","variables":{"input":{"name":"');
    const suffix = Buffer.from('","email":"utf8@example.rw","password":"Umuhinzi#2026","confirmPassword":"Umuhinzi#2026"}}}');
    const body = Buffer.concat([prefix, Buffer.from([0xc3, 0x28, 0xff]), suffix]);
    const viaGraphql = await unchanged(t, () => postRaw(body));
    expect(viaGraphql.status).toBe(400);
    expect(firstError(viaGraphql.body)).toBe('The request body is not valid UTF-8 text.');
    const legacy = await unchanged(t, () =>
      t.request('/api/user/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe]), Buffer.from('","email":"utf8@example.rw","password":"Umuhinzi#2026","confirmPassword":"Umuhinzi#2026"}')]),
      }),
    );
    expect(legacy.status).toBe(400);
    expect(await legacy.json()).toMatchObject({ error: true, message: 'The request body is not valid UTF-8 text.' });
  });

  it('still accepts a 1 MB password, which validation then refuses by name', async () => {
    const answer = await unchanged(t, () => t.graphql(graphql('mutation($input: LoginInput!) { login(input: $input) { __typename ... on ValidationError { field } } }'), { input: { email: 'a@example.rw', password: 'x'.repeat(1024 * 1024) } }));
    expect(answer.data?.login).toEqual({ __typename: 'ValidationError', field: 'password' });
  });
});

describe('persisted operations', () => {
  it('runs an operation from the manifest by its doc_id, and refuses other documents when only persisted ones are allowed', async () => {
    const manifest = join(TEST_ROOT, `persisted-${process.pid}.json`);
    writeFileSync(manifest, JSON.stringify({ ViewerQuery_abc123: 'query ViewerQuery { viewer { databaseId name } }' }));
    const strict = await startTestApp({ PERSISTED_OPERATIONS_FILE: manifest, PERSISTED_OPERATIONS_ONLY: 'true' });
    try {
      const headers = { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${await tokenFor(strict)}` };
      const known = await strict.request('/graphql', { method: 'POST', headers, body: JSON.stringify({ doc_id: 'ViewerQuery_abc123', variables: {} }) });
      expect(((await known.json()) as { data: { viewer: { name: string } } }).data.viewer.name).toBe('Demo Shopper');
      const unknown = await strict.request('/graphql', { method: 'POST', headers, body: JSON.stringify({ doc_id: 'nope', variables: {} }) });
      expect(((await unknown.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe('This persisted operation is not known to the server.');
      const arbitrary = await strict.request('/graphql', { method: 'POST', headers, body: JSON.stringify({ query: '{ viewer { email } }' }) });
      expect(((await arbitrary.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
        'Only persisted operations are accepted here: send the doc_id of an operation of the web app.',
      );
    } finally {
      await strict.close();
    }
    // Without the flag (development, integrators) any document runs, and the manifest's ids work too.
    const open = await t.graphql(graphql('{ viewer { databaseId } }'), {}, { token: shopper.accessToken });
    expect(open.data?.viewer!.databaseId).toBe(shopper.userId);
  });
});

/** Signs the demo shopper in through the REST adapter (GraphQL may accept only persisted operations). */
async function tokenFor(app: TestApp): Promise<string> {
  const login = await rest(app, 'POST', '/user/login', { body: { email: 'shopper@isoko.rw', password: 'Shopper@123' } });
  return login.body.data.accesstoken as string;
}

describe('security headers', () => {
  it('gives the web app a Content-Security-Policy and forbids framing and sniffing everywhere', async () => {
    const page = await t.request('/');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    for (const response of [page, await t.request('/healthz'), await t.request('/api/nothing-here')]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
    const graphql = await t.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
    expect(graphql.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    const image = await t.request((await t.db.category.findFirstOrThrow()).image);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
