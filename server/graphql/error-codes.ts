import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { type ErrorCode, errorCodes } from '../errors.js';

const shopCodes = new Set<string>(errorCodes);

/** Codes given by GraphQL itself, Yoga and the protection plugins, as the shop's ErrorCode. */
const codeOf: Record<string, ErrorCode> = {
  GRAPHQL_PARSE_FAILED: 'QUERY_INVALID',
  GRAPHQL_VALIDATION_FAILED: 'QUERY_INVALID',
  BAD_REQUEST: 'QUERY_INVALID',
  BAD_USER_INPUT: 'VALIDATION',
  COST_LIMIT: 'QUERY_TOO_COMPLEX',
  LIST_ARGUMENT_TOO_LONG: 'QUERY_TOO_COMPLEX',
  PERSISTED_QUERY_NOT_FOUND: 'PERSISTED_QUERY_NOT_FOUND',
  PERSISTED_QUERY_ONLY: 'PERSISTED_QUERY_ONLY',
  INTERNAL_SERVER_ERROR: 'INTERNAL',
};

/** The ErrorCode of any error an answer can carry; the message decides where no code was given. */
export function shopErrorCode(error: Pick<GraphQLError, 'message' | 'extensions'>): ErrorCode {
  const given = error.extensions?.code;
  if (typeof given === 'string') {
    if (shopCodes.has(given)) return given as ErrorCode;
    if (given in codeOf) return codeOf[given]!;
  }
  const { message } = error;
  // The protections' limits (cost, depth, aliases, directives, tokens) say "... limit of N exceeded".
  if (/\blimit of [\d.]+ exceeded\b/i.test(message)) return 'QUERY_TOO_COMPLEX';
  // Values that do not fit their type: variables, ids, cursors, page sizes.
  if (/^Variable "\$|Invalid global ID|is not of type|Invalid base64|cursor|"first"|"last"|argument "(first|last)"/i.test(message)) return 'VALIDATION';
  if (message === 'Unexpected error.') return 'INTERNAL';
  if (/^Syntax Error|^Cannot query field|^Unknown (argument|type|fragment|directive)|^Field ".*" (argument|of type)|must have a selection/i.test(message)) return 'QUERY_INVALID';
  return 'VALIDATION';
}

/**
 * Every error in an answer carries a code from the documented ErrorCode enum in `extensions.code`, whatever
 * raised it (GraphQL's parser and validation, variable coercion, the protection plugins, Relay ids and cursors),
 * so an integrator can act on the code alone.
 */
export function errorCodesPlugin(): Plugin {
  return {
    onResultProcess({ result }) {
      const results = Array.isArray(result) ? result : [result];
      for (const single of results) {
        const errors = (single as { errors?: readonly GraphQLError[] }).errors;
        if (!errors) continue;
        for (const error of errors) {
          const extensions = error.extensions as Record<string, unknown> | undefined;
          if (extensions && !Object.isFrozen(extensions)) extensions.code = shopErrorCode(error);
        }
      }
    },
  };
}
