import { z } from 'zod';

/** A database id sent by a client (a cuid); the bound keeps junk from reaching a query. */
export function idField(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(64, { error: `${label} is not valid` });
}

/**
 * An input object that refuses any key it does not name, so a client cannot slip in a price, status, role or
 * owner (mass assignment): the answer names the unexpected field instead of silently ignoring it.
 */
export function strictInput<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') {
        const keys = issue.keys.map((name) => `"${name}"`).join(', ');
        return issue.keys.length === 1 ? `Unknown field ${keys}: it cannot be set here` : `Unknown fields ${keys}: they cannot be set here`;
      }
      if (issue.code === 'invalid_type') return 'Input must be an object';
      return undefined;
    },
  });
}
