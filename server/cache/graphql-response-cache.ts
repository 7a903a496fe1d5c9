import { createHash } from 'node:crypto';
import { decodeGlobalID } from '@pothos/plugin-relay';
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  getNamedType,
  type GraphQLNamedType,
  type GraphQLSchema,
  isInterfaceType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  OperationTypeNode,
  parse,
  print,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { Context, MiddlewareHandler } from 'hono';
import { type LRUCache } from 'lru-cache';
import { CACHE_HEADER, type CacheOutcome, type Miss, type ResponseCache, responseFrom } from './response-cache.js';
import { hasSessionCredentials, stableJson } from './cache-keys.js';
import { cacheDeclarations } from './field-cache.js';
import { requestLanguage } from '../lib/request-language.js';
import { checkedJsonBody } from '../lib/request-limits.js';
import { documentCache } from '../graphql/document-cache.js';
import { CSRF_HEADER, persistedOperationId } from '../graphql/protections.js';
import { nextWholeHour } from '../lib/kigali-time.js';

/*
 * Which GraphQL requests the response cache may answer: anonymous queries whose every field is declared cacheable
 * on the schema (`cache` in the field's options, field-cache.ts); a field without a declaration is never cached.
 * The answer of such a request is a function of the operation, its variables, the catalogue tables (versioned by
 * triggers), the clock (promotions, promo-code expiry: see response-cache.ts) and these request headers:
 * Accept (the content type Yoga answers with), Origin with the request's own origin (CORS headers), Content-Type
 * and the CSRF header (what Yoga accepts), and the shop language Accept-Language names (the localName fields): the
 * language itself, not the header's text, so browsers' many spellings share three entries. No field declared
 * cacheable reads any other header, cookies or the client address, so nothing else is in the key. Accept-Encoding is applied outside, by
 * the compress middleware, to hits as to any answer. The delivery zones are versioned like the catalogue, so
 * what an anonymous visitor is promised (the shop's usual promise) is cached too; its estimated delivery day
 * follows the clock in whole Kigali hours (the day's change, a cut-off hour), so such answers are kept only until
 * the next whole hour.
 */

/** What a parsed document allows: per operation name, whether it may be cached and the node ids it names. */
interface CacheableOperation {
  /** Values of node(id:) and nodes(ids:) arguments: literals, or variables to read per request. */
  nodeIds: ValueNode[];
  /** Whether the answer holds a field declared `publicHourly`. */
  hourly: boolean;
}

interface ParsedDocument {
  /** The normalised document's digest: formatting and comments do not split the cache. */
  digest: string;
  /** By operation name ('' for the only, unnamed one); null when the operation may not be cached. */
  operations: Map<string, CacheableOperation | null>;
  single: string | null;
}

/** The parts of a GraphQL request that decide its answer, read from a POST body or a GET query string. */
interface GraphQLRequestParams {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
  extensions?: unknown;
  doc_id?: unknown;
  documentId?: unknown;
}

export interface GraphQLResponseCacheOptions {
  schema: GraphQLSchema;
  persisted: Map<string, string>;
  persistedOnly: boolean;
  /** Yoga refuses longer documents (GRAPHQL_MAX_TOKENS); they are not parsed here either. */
  maxTokens: number;
  /** Bytes the classified documents may hold (GRAPHQL_DOCUMENT_CACHE_MAX_BYTES). */
  maxDocumentBytes: number;
}

/** Documents longer than this are left to Yoga uncached: the web app's longest is about 4 KB. */
const MAX_DOCUMENT_CHARACTERS = 32 * 1024;

/**
 * Hono middleware for /graphql, placed after the body limits and compression: an eligible anonymous query is
 * answered from the cache, or answered by Yoga and kept when it succeeded without errors.
 */
export function graphqlResponseCache(cache: ResponseCache, options: GraphQLResponseCacheOptions): MiddlewareHandler {
  // The declarations are read from the schema once, here at start.
  const { nodeTypes } = cacheDeclarations(options.schema);
  const parsedDocument = documentParser(options).parse;
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'POST') return next();
    const request = await cacheableRequest(c, options, nodeTypes, parsedDocument);
    if (request === null) {
      await next();
      c.header(CACHE_HEADER, 'BYPASS' satisfies CacheOutcome);
      return;
    }
    const lookup = await cache.lookup(request.key);
    if ('hit' in lookup) return responseFrom(lookup.hit, 'HIT');
    try {
      await next();
      if ('miss' in lookup) await keepAnswer(c, cache, lookup.miss, request.hourly);
    } finally {
      if ('miss' in lookup) cache.release(lookup.miss);
    }
    c.header(CACHE_HEADER, ('miss' in lookup ? 'MISS' : 'BYPASS') satisfies CacheOutcome);
  };
}

/**
 * What a classified document keeps: its text as the key (up to 2 bytes a character) and the classification, whose
 * node-id values are small AST nodes without locations.
 */
export function classifiedDocumentBytes(text: string): number {
  return text.length * 2 + 512;
}

/**
 * Parses and classifies each document text once; bounded by bytes (GRAPHQL_DOCUMENT_CACHE_MAX_BYTES), as clients
 * may send any text. A document that is not cacheable is remembered too (as false), so it is not parsed again.
 */
export function documentParser(options: Pick<GraphQLResponseCacheOptions, 'schema' | 'maxTokens' | 'maxDocumentBytes'>): {
  parse: (text: string) => ParsedDocument | null;
  documents: LRUCache<string, { parsed: ParsedDocument | null }>;
} {
  const documents = documentCache<{ parsed: ParsedDocument | null }>(options.maxDocumentBytes, classifiedDocumentBytes);
  return {
    documents,
    parse: (text) => {
      if (text.length > MAX_DOCUMENT_CHARACTERS) return null;
      let entry = documents.get(text);
      if (entry === undefined) {
        entry = { parsed: parseDocument(options.schema, text, options.maxTokens) };
        documents.set(text, entry);
      }
      return entry.parsed;
    },
  };
}

/** Keeps Yoga's answer to a missed lookup when it may be kept and succeeded without errors. */
async function keepAnswer(c: Context, cache: ResponseCache, miss: Miss, hourly: boolean): Promise<void> {
  if (!mayKeep(c.res)) return;
  const body = new Uint8Array(await c.res.arrayBuffer());
  // The body was read to keep it; the client gets the same bytes.
  c.res = new Response(body, c.res);
  const keepUntil = hourly ? nextWholeHour(miss.startedAt) : Infinity;
  if (succeeded(body)) await cache.store(miss, { status: c.res.status, headers: [...c.res.headers.entries()], body }, keepUntil);
}

/** The cache key of an eligible request and whether its answer follows the hour, or null. */
async function cacheableRequest(
  c: Context,
  options: GraphQLResponseCacheOptions,
  nodeTypes: ReadonlySet<string>,
  parsedDocument: (text: string) => ParsedDocument | null,
): Promise<{ key: string; hourly: boolean } | null> {
  if (hasSessionCredentials(c.req.header('authorization'), c.req.header('cookie'))) return null;
  const request = c.req.method === 'POST' ? postedParams(c) : queryStringParams(c);
  if (request === null) return null;
  const { params, requestShape } = request;

  const id = persistedOperationId(params as Parameters<typeof persistedOperationId>[0]);
  let text: string | undefined;
  if (id !== null) text = options.persisted.get(id);
  else if (!options.persistedOnly && typeof params.query === 'string') text = params.query;
  if (text === undefined) return null;
  const document = parsedDocument(text);
  if (!document) return null;
  if (params.operationName !== undefined && params.operationName !== null && typeof params.operationName !== 'string') return null;
  const operationName = params.operationName ?? document.single;
  if (operationName === null) return null;
  const operation = document.operations.get(operationName);
  if (!operation) return null;
  const variables = params.variables ?? {};
  if (typeof variables !== 'object' || variables === null || Array.isArray(variables)) return null;
  if (!namesCacheableNodesOnly(nodeTypes, operation.nodeIds, variables as Record<string, unknown>)) return null;

  const origin = c.req.header('origin');
  const key = stableJson([
    'graphql',
    id !== null ? `id:${id}` : `doc:${document.digest}`,
    operationName,
    variables,
    requestShape,
    c.req.header('accept') ?? null,
    requestLanguage(c.req.header('accept-language')),
    origin === undefined ? null : [origin, new URL(c.req.url).origin],
  ]);
  return { key, hourly: operation.hourly };
}

/** What decides a POST's answer: its JSON body (other content types are rare and left to Yoga), or null. */
function postedParams(c: Context): { params: GraphQLRequestParams; requestShape: string } | null {
  // Yoga reads JSON bodies without a CSRF header.
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') return null;
  // requestLimits has read, checked and parsed the body already (a JSON object: anything else is left to Yoga).
  const body = checkedJsonBody(c);
  if (body === undefined || Array.isArray(body)) return null;
  return { params: body, requestShape: type };
}

/** What decides a GET's answer: its query string, or null when it holds anything else. */
function queryStringParams(c: Context): { params: GraphQLRequestParams; requestShape: string } | null {
  const search = new URL(c.req.url).searchParams;
  const params: GraphQLRequestParams = { query: search.get('query') ?? undefined, operationName: search.get('operationName') ?? undefined };
  try {
    if (search.has('variables')) params.variables = JSON.parse(search.get('variables')!) as unknown;
    if (search.has('extensions')) params.extensions = JSON.parse(search.get('extensions')!) as unknown;
  } catch {
    return null;
  }
  // Anything else in the query string is left to Yoga, uncached.
  for (const name of search.keys()) if (!['query', 'operationName', 'variables', 'extensions'].includes(name)) return null;
  // Yoga refuses a GET without the CSRF header; the key keeps such a refusal from meeting a kept answer.
  return { params, requestShape: c.req.header(CSRF_HEADER) === undefined ? 'get' : 'get+csrf' };
}


/** Whether Yoga's answer may be kept, before reading it: a 200 JSON answer that sets no cookie. */
function mayKeep(response: Response): boolean {
  if (response.status !== 200 || response.headers.has('set-cookie')) return false;
  return /^application\/(graphql-response\+)?json\b/i.test(response.headers.get('content-type') ?? '');
}

/** A result with data and without errors: an error (even next to partial data) is never kept. */
function succeeded(body: Uint8Array): boolean {
  try {
    const result = JSON.parse(new TextDecoder().decode(body)) as { data?: unknown; errors?: unknown };
    return result.errors === undefined && typeof result.data === 'object' && result.data !== null;
  } catch {
    return false;
  }
}

/** Parses a document and classifies each operation in it; null when it does not parse. */
function parseDocument(schema: GraphQLSchema, text: string, maxTokens: number): ParsedDocument | null {
  let document: DocumentNode;
  try {
    // Without locations: a kept node-id value would otherwise hold every token of the document.
    document = parse(text, { maxTokens, noLocation: true });
  } catch {
    return null;
  }
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    else if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
    else return null;
  }
  const classified = new Map<string, CacheableOperation | null>();
  for (const operation of operations) {
    classified.set(operation.name?.value ?? '', classifyOperation(schema, operation, fragments));
  }
  return {
    digest: createHash('sha256').update(print(document)).digest('base64url'),
    operations: classified,
    single: operations.length === 1 ? (operations[0]!.name?.value ?? '') : null,
  };
}

/** A query whose every field is declared cacheable (or null for an anonymous request); null otherwise. */
function classifyOperation(schema: GraphQLSchema, operation: OperationDefinitionNode, fragments: Map<string, FragmentDefinitionNode>): CacheableOperation | null {
  if (operation.operation !== OperationTypeNode.QUERY) return null;
  const queryType = schema.getQueryType();
  if (!queryType) return null;
  const declared = cacheDeclarations(schema);
  const nodeIds: ValueNode[] = [];
  let hourly = false;
  const visiting = new Set<string>();

  const walk = (selectionSet: SelectionSetNode, parent: GraphQLNamedType): boolean => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name === '__typename') continue;
        const cache = declared.fields.get(`${parent.name}.${name}`);
        if (cache === 'nullWhenSignedOut') continue;
        if (cache === undefined) return false;
        if (cache === 'publicHourly') hourly = true;
        if (!isObjectType(parent) && !isInterfaceType(parent)) return false;
        const field = parent.getFields()[name];
        if (!field) return false;
        if (parent === queryType && (name === 'node' || name === 'nodes')) {
          const argument = selection.arguments?.find((candidate) => candidate.name.value === (name === 'node' ? 'id' : 'ids'));
          if (!argument) return false;
          nodeIds.push(argument.value);
        }
        const type = getNamedType(field.type);
        if (isObjectType(type) || isInterfaceType(type)) {
          if (!declared.types.has(type.name) || !selection.selectionSet || !walk(selection.selectionSet, type)) return false;
        } else if (selection.selectionSet) {
          return false;
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        if (!type || !declared.types.has(type.name) || !walk(selection.selectionSet, type)) return false;
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || visiting.has(name)) return false;
        const type = schema.getType(fragment.typeCondition.name.value);
        if (!type || !declared.types.has(type.name)) return false;
        visiting.add(name);
        const allowed = walk(fragment.selectionSet, type);
        visiting.delete(name);
        if (!allowed) return false;
      }
    }
    return true;
  };
  return walk(operation.selectionSet, queryType) ? { nodeIds, hourly } : null;
}

/** Whether every global id given to node(id:) and nodes(ids:) names a type declared `cacheNodeLookup`. */
function namesCacheableNodesOnly(nodeTypes: ReadonlySet<string>, values: ValueNode[], variables: Record<string, unknown>): boolean {
  const ids: unknown[] = [];
  const collect = (value: ValueNode): boolean => {
    if (value.kind === Kind.STRING) ids.push(value.value);
    else if (value.kind === Kind.LIST) return value.values.every(collect);
    else if (value.kind === Kind.VARIABLE) {
      const given = variables[value.name.value];
      if (Array.isArray(given)) ids.push(...(given as unknown[]));
      else ids.push(given);
    } else return false;
    return true;
  };
  if (!values.every(collect)) return false;
  return ids.every((id) => {
    if (typeof id !== 'string') return false;
    try {
      return nodeTypes.has(decodeGlobalID(id).typename);
    } catch {
      return false;
    }
  });
}
