import { ConflictError, ValidationError } from '../errors.js';

/**
 * Runs a service call for a legacy REST route and reports any refused field under the name the old client
 * sent (`_id`, `qty`, `address_line`, `list_items.0.productId`), so its error toasts point at its own form.
 */
export async function withLegacyFieldNames<Result>(names: Record<string, string>, run: () => Promise<Result>): Promise<Result> {
  try {
    return await run();
  } catch (error) {
    if ((error instanceof ValidationError || error instanceof ConflictError) && error.field) {
      const [head, ...rest] = error.field.split('.');
      const legacy = names[head!];
      if (legacy) {
        const field = [legacy, ...rest].join('.');
        throw error instanceof ValidationError ? new ValidationError(error.message, field) : new ConflictError(error.message, field);
      }
    }
    throw error;
  }
}
