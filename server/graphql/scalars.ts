import { GraphQLError } from 'graphql';
import { DateTimeResolver, JSONObjectResolver } from 'graphql-scalars';
import { builder } from './builder.js';

builder.addScalarType('DateTime', DateTimeResolver);
builder.addScalarType('JSONObject', JSONObjectResolver);

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
