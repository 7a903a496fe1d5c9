import { z } from 'zod';
import { idField, strictInput } from '../../lib/strict-input.js';

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
export type AddToCartInput = z.input<typeof addToCartInput>;

export const setCartQuantityInput = strictInput({
  cartLineId: idField('Cart item id'),
  quantity: quantityField,
});
export type SetCartQuantityInput = z.input<typeof setCartQuantityInput>;

export const removeCartLineInput = strictInput({ cartLineId: idField('Cart item id') });
export type RemoveCartLineInput = z.input<typeof removeCartLineInput>;

/** A guest cart holds at most this many products; more is not a cart a shopper made by hand. */
export const MAX_GUEST_CART_LINES = 100;
/** No shopper wants more of one product than this in one go; a larger number is a mistake or a probe. */
export const MAX_GUEST_LINE_QUANTITY = 1000;

const GUEST_QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_GUEST_LINE_QUANTITY}`;

export const mergeGuestCartInput = strictInput({
  lines: z
    .array(
      strictInput({
        productId: idField('Product id'),
        quantity: z
          .number({ error: GUEST_QUANTITY_MESSAGE })
          .int({ error: GUEST_QUANTITY_MESSAGE })
          .min(1, { error: GUEST_QUANTITY_MESSAGE })
          .max(MAX_GUEST_LINE_QUANTITY, { error: GUEST_QUANTITY_MESSAGE }),
      }),
      { error: 'Lines must be a list' },
    )
    .max(MAX_GUEST_CART_LINES, { error: `A cart holds at most ${MAX_GUEST_CART_LINES} products` })
    .superRefine((lines, context) => {
      const seen = new Set<string>();
      lines.forEach((line, index) => {
        if (seen.has(line.productId)) context.addIssue({ code: 'custom', message: 'Each product may appear only once', path: [index, 'productId'] });
        seen.add(line.productId);
      });
    }),
});
export type MergeGuestCartInput = z.input<typeof mergeGuestCartInput>;
