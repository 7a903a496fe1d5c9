import { type DocumentNode, print } from 'graphql';
import { initGraphQLTada, type ResultOf, type TadaDocumentNode, type VariablesOf } from 'gql.tada';
import type { introspection } from './graphql-env.js';

/**
 * GraphQL documents for the API tests, checked against the committed schema.graphql: a field or argument that no
 * longer exists is a type error, and answers and variables are typed from the document. `graphql-env.d.ts` is
 * generated from schema.graphql (`npm run graphql:test-types`; `npm run schema:print` runs it too).
 * Fragments are not masked: a test reads what it selected, wherever the selection was written.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  disableMasking: true;
  scalars: {
    DateTime: string;
    Rwf: number;
    File: never;
  };
}>();

export type { ResultOf, TadaDocumentNode, VariablesOf };

const texts = new WeakMap<DocumentNode, string>();
/** A document's text, as a request body carries it (printed once per document). */
export function documentText(document: DocumentNode): string {
  let text = texts.get(document);
  if (text === undefined) {
    text = print(document);
    texts.set(document, text);
  }
  return text;
}

/**
 * One member of a union answer, by its `__typename` (which the document must select); throws when the answer is
 * another member or missing.
 */
export function member<Union extends { __typename: string }, Name extends Union['__typename']>(
  value: Union | null | undefined,
  typename: Name,
): Extract<Union, { __typename: Name }> {
  if (value?.__typename !== typename) throw new Error(`expected a ${typename}, got ${JSON.stringify(value)}`);
  return value as Extract<Union, { __typename: Name }>;
}

/** The members of a union answer that have `field` (e.g. every error's `message`); throws when the answer has none. */
export function having<Union extends object, Field extends PropertyKey>(
  value: Union | null | undefined,
  field: Field,
): Extract<Union, Record<Field, unknown>> {
  if (value === null || value === undefined || !(field in value)) throw new Error(`expected an answer with ${String(field)}, got ${JSON.stringify(value)}`);
  return value as Extract<Union, Record<Field, unknown>>;
}
