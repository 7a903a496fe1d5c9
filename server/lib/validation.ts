import { z } from 'zod';
import { ValidationError } from '../errors.js';

/**
 * Parses untrusted input with a zod schema. The first problem becomes a ValidationError naming its field,
 * so both transports answer bad input the same way and nothing further runs.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw refusalOf(result.error);
}

function refusalOf(error: z.ZodError): ValidationError {
  const issue = error.issues[0]!;
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : null;
  return new ValidationError(issue.message, field);
}

/** A required, trimmed text field with a readable message when it is missing or too long. */
export function requiredText(label: string, maxLength: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(maxLength, { error: `${label} must be at most ${maxLength} characters` });
}

/** E-mail: trimmed and lower-cased so that addresses compare case-insensitively. */
export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required' })
  .max(254, { error: 'Email is too long' })
  .toLowerCase()
  .pipe(z.email({ error: 'Provide a valid email address' }))
  // The address check runs after the trim, past what a document of the input shows: it is told the format here.
  .meta({ format: 'email' });

