import { GraphQLError, Kind } from 'graphql';
import { DateTimeResolver } from 'graphql-scalars';
import { builder } from './builder.js';

builder.addScalarType('DateTime', DateTimeResolver);

/**
 * An amount of Rwandan francs: a whole number (RWF has no minor unit), serialised as a JSON number.
 * Sums such as lifetime sales outgrow GraphQL's 32-bit `Int`, so it allows any safe integer (|n| < 2^53).
 */
builder.scalarType('Rwf', {
  description: 'An amount in Rwandan francs: a whole number (RWF has no minor unit), any safe integer (|n| <= 2^53 - 1).',
  serialize: (value) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new GraphQLError(`Rwf cannot represent ${String(value)}`);
    return value;
  },
  parseValue: (value) => parseRwf(value),
  parseLiteral: (node) => {
    if (node.kind !== Kind.INT) throw new GraphQLError('Rwf must be a whole number of francs', { nodes: node });
    return parseRwf(Number(node.value));
  },
});

function parseRwf(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new GraphQLError('Rwf must be a whole number of francs (a safe integer)');
  return value;
}

/** A file sent as part of a GraphQL multipart request; Yoga parses each into a web `File`. */
builder.scalarType('File', {
  description: 'A file upload (GraphQL multipart request specification). Input only.',
  serialize: () => {
    throw new Error('File is an input-only scalar');
  },
  parseValue: (value) => {
    if (!isFile(value)) throw new GraphQLError('Expected a file sent as a multipart upload');
    return value;
  },
  parseLiteral: () => {
    throw new GraphQLError('A file can only be sent as a multipart upload variable');
  },
});

function isFile(value: unknown): value is File {
  // Duck-typed: depending on the server adapter, the File may come from undici or from a ponyfill.
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as File).arrayBuffer === 'function' &&
    typeof (value as File).size === 'number' &&
    typeof (value as File).name === 'string'
  );
}
