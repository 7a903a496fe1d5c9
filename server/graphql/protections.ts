import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { errorCodesPlugin } from './error-codes.js';
import type { Config } from '../config.js';
import { listCostLimit } from './list-cost.js';
import { refuseControlCharacters } from './control-characters.js';

/** The header a browser client adds to multipart and GET requests to prove it is not a cross-site form. */
export const CSRF_HEADER = 'x-graphql-yoga-csrf';

/**
 * Reads the persisted-operation manifest relay-compiler writes ({ "<id>": "<operation text>" }). A missing
 * file is an empty manifest; a malformed one stops the start with a message naming it.
 */
export function loadPersistedOperations(file: string): Map<string, string> {
  const path = resolve(file);
  if (!existsSync(path)) return new Map();
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`The persisted-operation manifest ${path} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || !Object.values(parsed).every((text) => typeof text === 'string')) {
    throw new Error(`The persisted-operation manifest ${path} must be an object of "id": "operation text" pairs`);
  }
  return new Map(Object.entries(parsed as Record<string, string>));
}

/** The id a client sent instead of a document: Relay's doc_id, GraphQL-over-HTTP's documentId, or an APQ hash. */
export function persistedOperationId(params: GraphQLParams): string | null {
  const body = params as GraphQLParams & { doc_id?: unknown; documentId?: unknown };
  if (typeof body.doc_id === 'string') return body.doc_id;
  if (typeof body.documentId === 'string') return body.documentId;
  const hash = (params.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined)?.sha256Hash;
  return typeof hash === 'string' ? hash : null;
}

/**
 * Yoga and Envelop plugins that bound what one GraphQL request may ask for. The limits leave the heaviest
 * legitimate pages (a product with its reviews, a listing of 50 products with categories) far inside them;
 * tests/api/platform/protocol-abuse.test.ts measures both. Batching stays off (Yoga's default).
 */
export function graphqlProtections(config: Config, persisted: Map<string, string>): Plugin[] {
  const plugins: Plugin[] = [
    errorCodesPlugin(),
    // Counted while parsing, so a huge document is dropped before any validation work.
    maxTokensPlugin({ n: config.GRAPHQL_MAX_TOKENS }),
    // Depth counts fields, not fragments: a Relay screen nests one fragment per component, which adds no work.
    maxDepthPlugin({ n: config.GRAPHQL_MAX_DEPTH, flattenFragments: true }),
    // Aliases multiply a field's work in one request (e.g. many login guesses); __typename is free.
    maxAliasesPlugin({ n: config.GRAPHQL_MAX_ALIASES }),
    maxDirectivesPlugin({ n: config.GRAPHQL_MAX_DIRECTIVES }),
    // The one cost limit: lists multiply by their size (first/last, variables included), and list arguments such as
    // nodes(ids:) are capped. graphql-armor's cost rule reads neither variables nor list sizes, so it is not used.
    listCostLimit({
      maxCost: config.GRAPHQL_MAX_COST,
      maxListArgument: config.GRAPHQL_MAX_LIST_ARGUMENT,
      defaultListSize: config.GRAPHQL_DEFAULT_LIST_SIZE,
      defaultPageSize: 20,
      maxPageSize: 100,
    }),
    refuseControlCharacters(),
    // Simple requests (GET, text/plain, multipart, form posts) need a custom header, which a cross-site
    // form cannot add without a CORS preflight.
    useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
    usePersistedOperations({
      getPersistedOperation: (id) => persisted.get(id) ?? null,
      extractPersistedOperationId: persistedOperationId,
      allowArbitraryOperations: !config.PERSISTED_OPERATIONS_ONLY,
      customErrors: {
        notFound: { message: 'This persisted operation is not known to the server.', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
        keyNotFound: { message: 'Send a GraphQL query, or the id of a persisted operation (doc_id).', extensions: { code: 'BAD_REQUEST' } },
        persistedQueryOnly: {
          message: 'Only persisted operations are accepted here: send the doc_id of an operation of the web app.',
          extensions: { code: 'PERSISTED_QUERY_ONLY' },
        },
      },
    }),
  ];
  if (config.isProduction) {
    // The schema is not advertised in production: no introspection, and no "Did you mean ...?" hints.
    plugins.push(useDisableIntrospection(), blockFieldSuggestionsPlugin({ mask: '' }));
  }
  return plugins;
}
