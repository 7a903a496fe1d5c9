import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import FieldCachePlugin from '../cache/field-cache.js';
import type { RequestContext, Viewer } from '../context.js';
import { ForbiddenError, InvalidTokenError, RateLimitedError, UnauthenticatedError, ValidationError } from '../errors.js';
import type PrismaTypes from '../generated/pothos-prisma-types.js';
import { getDatamodel } from '../generated/pothos-prisma-types.js';
import InputErrorsPlugin from './input-errors-plugin.js';

/**
 * The one Pothos builder: plugins and the context type only; types live in the feature modules.
 * Errors comes first so that auth failures become typed results; relay before scope-auth so that auth
 * checks see parsed global ids (the scope-auth docs' advice); scope-auth before prisma so that no query
 * runs for a caller who may not see the field.
 */
export const builder = new SchemaBuilder<{
  Context: RequestContext;
  PrismaTypes: PrismaTypes;
  AuthScopes: { loggedIn: boolean; admin: boolean };
  AuthContexts: { loggedIn: RequestContext & { viewer: Viewer }; admin: RequestContext & { viewer: Viewer } };
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    /** Whole Rwandan francs, any safe integer. */
    Rwf: { Input: number; Output: number };
    /** A file of a GraphQL multipart request (input only). */
    File: { Input: File; Output: never };
  };
}>({
  // InputErrorsPlugin right after ErrorsPlugin: it turns Pothos' input refusals into errors the unions know.
  // FieldCachePlugin only records each field's `cache` declaration for the response cache.
  plugins: [ErrorsPlugin, InputErrorsPlugin, RelayPlugin, ScopeAuthPlugin, PrismaPlugin, FieldCachePlugin],
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  scopeAuth: {
    authScopes: (context) => ({ loggedIn: context.viewer !== null, admin: context.viewer?.role === 'ADMIN' }),
    // A missing or invalid token says so; a signed-in user without the right role is forbidden.
    unauthorizedError: (_parent, context) =>
      context.viewer ? new ForbiddenError() : (context.authError ?? new UnauthenticatedError()),
  },
  prisma: {
    // The client is not used at build time; resolvers receive it through the context.
    client: (context) => context.db.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    // A resolver that drops the selection it was handed costs extra queries: fail loudly outside production.
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'error',
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
    // Cursors and page info are the same for everyone: whether a list may be cached is decided by the field that
    // returns it, its edges and its nodes' fields, each connection's own declarations.
    cursorFieldOptions: { cache: 'public' },
    pageInfoFieldOptions: { cache: 'public' },
    hasNextPageFieldOptions: { cache: 'public' },
    hasPreviousPageFieldOptions: { cache: 'public' },
    startCursorFieldOptions: { cache: 'public' },
    endCursorFieldOptions: { cache: 'public' },
    // Which node types node(id:) and nodes(ids:) may answer from the cache, each says (`cacheNodeLookup`).
    nodeQueryOptions: { cache: 'public' },
    nodesQueryOptions: { cache: 'public' },
  },
  errors: {
    // Every mutation can report bad input, a missing sign-in, a missing permission or a rate limit.
    defaultTypes: [ValidationError, UnauthenticatedError, InvalidTokenError, ForbiddenError, RateLimitedError],
    directResult: true,
    // Input refusals raised before a resolver runs (global ids) come back in the mutation's union too.
    unsafelyHandleInputErrors: true,
  },
});

/** The field builder of an input type, for field sets that several inputs share. */
export type InputFields = PothosSchemaTypes.InputFieldBuilder<typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never, 'InputObject'>;
