import { GraphQLError } from 'graphql';
import type { YogaLogger } from 'graphql-yoga';
import type { Logger } from 'pino';
import { DomainError } from '../errors.js';

/**
 * Yoga's logger, on the shop's pino logger. Yoga reports at error level every error its masking touched, including
 * the refusals the shop raises on purpose (FORBIDDEN, UNAUTHENTICATED, RATE_LIMITED, VALIDATION...): those are the
 * client's doing, so they go to info with their code and message, and only unexpected failures stay errors, with
 * their stack. An error level that means something is what lets real failures be seen.
 */
export function graphqlLogging(logger: Logger): YogaLogger {
  const text = (args: unknown[]) => args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' ');
  return {
    debug: (...args) => logger.debug(text(args)),
    info: (...args) => logger.info(text(args)),
    warn: (...args) => logger.warn(text(args)),
    error: (...args) => {
      for (const arg of args) {
        const refusal = clientRefusal(arg);
        if (refusal) logger.info({ code: refusal.code, path: refusal.path }, `GraphQL refusal: ${refusal.message}`);
        else logger.error({ err: arg }, 'GraphQL operation failed unexpectedly');
      }
    },
  };
}

interface Refusal {
  code: string;
  message: string;
  path?: string;
}

/** The refusal a client caused, or null for an unexpected failure. */
export function clientRefusal(error: unknown): Refusal | null {
  const path = error instanceof GraphQLError && error.path ? error.path.join('.') : undefined;
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (original instanceof DomainError) return { code: original.code, message: original.message, path };
  // GraphQL's own errors (syntax, validation, variable coercion) are about the request, not the server.
  if (error instanceof GraphQLError && (!original || original instanceof GraphQLError)) {
    const code = error.extensions.code;
    return { code: typeof code === 'string' ? code : 'GRAPHQL_VALIDATION_FAILED', message: error.message, path };
  }
  return null;
}
