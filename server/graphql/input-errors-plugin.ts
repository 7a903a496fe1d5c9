import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, PothosValidationError, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';
import type { RequestContext } from '../context.js';
import { UnauthenticatedError, ValidationError } from '../errors.js';

/**
 * Pothos checks some input before a resolver runs (a global id that does not decode, or names another type); it
 * throws its own error, which a mutation's typed-error union does not know. This plugin, wrapped inside the errors
 * plugin (listed after it), turns those into the shop's ValidationError, so they come back in the union with the
 * VALIDATION code. A caller who is not signed in is told that first, whatever else is wrong with the input.
 */
export class InputErrorsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapArgMappers(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    // Only arguments are mapped before a resolver runs: a field without any keeps its resolver as it is, so its
    // value stays synchronous (wrapping every field in an async function made each product card's dozen scalar
    // fields a promise of its own for the executor to await).
    if (Object.keys(fieldConfig.args).length === 0) return resolver;
    const scopes = (fieldConfig.pothosOptions as { authScopes?: unknown }).authScopes;
    const needsSignIn = typeof scopes === 'object' && scopes !== null && ('loggedIn' in scopes || 'admin' in scopes);
    const refusal = (error: unknown, context: unknown): unknown => {
      if (!(error instanceof PothosValidationError)) return error;
      const requestContext = context as RequestContext;
      if (needsSignIn && !requestContext.viewer) return requestContext.authError ?? new UnauthenticatedError();
      return new ValidationError(inputMessage(error.message), 'input');
    };
    return (parent, args, context, info) => {
      let result: unknown;
      try {
        result = resolver(parent, args, context, info);
      } catch (error) {
        throw refusal(error, context);
      }
      return result instanceof Promise
        ? result.catch((error: unknown) => {
            throw refusal(error, context);
          })
        : result;
    };
  }
}

/** Pothos' words for a bad id, as an integrator can act on them. */
function inputMessage(message: string): string {
  const wrongType = /^ID: (.+) is not of type: (.+)$/.exec(message);
  if (wrongType) return `The id ${wrongType[1]!.slice(0, 80)} is not the id of a ${wrongType[2]}`;
  if (/^Invalid global ID/i.test(message)) return `${message.slice(0, 120)}: send an id as the shop gave it`;
  return message;
}

declare global {
  // Pothos plugins register themselves in this namespace (declaration merging).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  export namespace PothosSchemaTypes {
    interface Plugins<Types extends SchemaTypes> {
      inputErrors: InputErrorsPlugin<Types>;
    }
  }
}

const pluginName = 'inputErrors';
SchemaBuilder.registerPlugin(pluginName, InputErrorsPlugin);
export default pluginName;
