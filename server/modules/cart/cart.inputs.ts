import { z } from 'zod';
import { strictInput } from '../../lib/strict-input.js';

/** A database id sent by a client (a cuid); the bound keeps junk from reaching a query. */
export function idField(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(64, { error: `${label} is not valid` });
}

const QUANTITY_MESSAGE = 'Quantity must be a whole number of at least 1';

/**
 * A quantity: a positive safe integer given as a number. Strings ("1"), fractions, zero, negatives, NaN and
 * numbers beyond 2^53 - 1 are refused instead of being coerced.
 */
export const quantityField = z
  .number({ error: QUANTITY_MESSAGE })
  .int({ error: QUANTITY_MESSAGE })
  .min(1, { error: QUANTITY_MESSAGE })
  .max(Number.MAX_SAFE_INTEGER, { error: QUANTITY_MESSAGE });

export const addToCartInput = strictInput({ productId: idField('Product id') });

export const setCartQuantityInput = strictInput({
  cartLineId: idField('Cart item id'),
  quantity: quantityField,
});

export const removeCartLineInput = strictInput({ cartLineId: idField('Cart item id') });
