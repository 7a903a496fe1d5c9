import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../../server/errors.js';
import { signUpAndLogin } from '../../helpers/auth.js';
import { unchanged } from '../../helpers/fingerprint.js';
import { globalIdOf } from '../../helpers/shop-fixtures.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { graphql, having } from '../../helpers/graphql.js';

/*
 * Every error an integrator can cause carries a code from the documented ErrorCode enum in extensions.code, and a
 * mutation's input problems come back in its typed-error union.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ADD_TO_CART = graphql(`
  mutation Add($productId: ID!) {
    addToCart(input: { productId: $productId }) { __typename ... on Error { code message } ... on ValidationError { field } }
  }
`);

/** Refused requests (bad values, syntax errors, unknown fields, over-cost operations) are sent as text, unchecked. */
const codeOf = async (query: string, variables: Record<string, unknown> = {}) => {
  const answer = await t.graphqlText(query, variables);
  expect(answer.errors?.length, JSON.stringify(answer)).toBeGreaterThan(0);
  return answer.errors!.map((error: { extensions?: { code?: string } }) => error.extensions?.code);
};

describe('codes on refused reads', () => {
  it.each([
    ['an id that is not a global id', 'query { node(id: "nope") { id } }', {}, 'VALIDATION'],
    ['a cursor that is not base64', 'query { searchProducts(query: "rice", first: 2, after: "%%%") { totalCount } }', {}, 'VALIDATION'],
    ['a cursor of another list', 'query { searchProducts(query: "rice", first: 2, after: "R1BDOlM6eHl6") { totalCount } }', {}, 'VALIDATION'],
    ['a negative page size', 'query { searchProducts(query: "rice", first: -1) { totalCount } }', {}, 'VALIDATION'],
    ['a control character', 'query($q: String!) { searchProducts(query: $q, first: 2) { totalCount } }', { q: 'rice\u0001' }, 'VALIDATION'],
    ['a variable of the wrong type', 'query($n: Int!) { searchProducts(query: "x", first: $n) { totalCount } }', { n: 'ten' }, 'VALIDATION'],
    ['a syntax error', 'query { ', {}, 'QUERY_INVALID'],
    ['an unknown field', 'query { nope }', {}, 'QUERY_INVALID'],
    [
      'an operation over the cost limit',
      'query { searchProducts(query: "a", first: 100) { edges { node { reviews(first: 100) { edges { node { user { id } } } } } } } }',
      {},
      'QUERY_TOO_COMPLEX',
    ],
  ])('%s: %s', async (_what, query, variables, code) => {
    const codes = await codeOf(query, variables);
    for (const given of codes) expect(given).toBe(code);
  });

  it('uses only codes the schema documents in ErrorCode', async () => {
    // Introspection is outside the typed schema: sent as text, its answer's shape stated here.
    const introspected = await t.graphqlText<{ __type: { enumValues: { name: string }[] } }>('{ __type(name: "ErrorCode") { enumValues { name } } }');
    const documented = introspected.data?.__type.enumValues.map((value) => value.name);
    expect(documented).toEqual([...errorCodes].sort());
    for (const code of ['QUERY_INVALID', 'QUERY_TOO_COMPLEX', 'VALIDATION', 'NOT_DELIVERED']) expect(documented).toContain(code);
  });
});

describe('mutations answer input problems in their union', () => {
  it('a malformed id and an id of another type are ValidationErrors, and nothing changes', async () => {
    const shopper = await signUpAndLogin(t);
    for (const productId of ['zzz', globalIdOf('Category', 'x')]) {
      const answer = await unchanged(t, () => t.graphql(ADD_TO_CART, { productId }, { token: shopper.accessToken }));
      expect(answer.errors, productId).toBeUndefined();
      expect(answer.data?.addToCart).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION', field: 'input' });
    }
    const wrongType = await t.graphql(ADD_TO_CART, { productId: globalIdOf('Category', 'x') }, { token: shopper.accessToken });
    expect(having(wrongType.data?.addToCart, 'message').message).toBe(`The id ${globalIdOf('Category', 'x')} is not the id of a Product`);
  });

  it('tells an anonymous caller to sign in before looking at the ids', async () => {
    for (const productId of ['zzz', globalIdOf('Category', 'x')]) {
      const answer = await t.graphql(ADD_TO_CART, { productId });
      expect(answer.data?.addToCart).toMatchObject({ __typename: 'UnauthenticatedError', code: 'UNAUTHENTICATED' });
    }
  });
});
