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
    const scopes = (fieldConfig.pothosOptions as { authScopes?: unknown }).authScopes;
    const needsSignIn = typeof scopes === 'object' && scopes !== null && ('loggedIn' in scopes || 'admin' in scopes);
    return async (parent, args, context, info) => {
      try {
        return await resolver(parent, args, context, info);
      } catch (error) {
        if (!(error instanceof PothosValidationError)) throw error;
        const requestContext = context as RequestContext;
        if (needsSignIn && !requestContext.viewer) throw requestContext.authError ?? new UnauthenticatedError();
        throw new ValidationError(inputMessage(error.message), 'input');
      }
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
