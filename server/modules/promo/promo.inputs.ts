import { z } from 'zod';
import { idField, strictInput } from '../../lib/strict-input.js';
import { quantityField } from '../cart/cart.inputs.js';

/** A promo code as typed: required, at most 64 characters (what it may contain is checked by the rules). */
export const promoCodeText = z
  .string({ error: 'Promo code is required' })
  .trim()
  .min(1, { error: 'Promo code is required' })
  .max(64, { error: 'Invalid or expired promo code.' });

export const promoCartItemInput = strictInput({ productId: idField('Product id'), quantity: quantityField });

export const validatePromoCodeInput = strictInput({
  code: promoCodeText,
  /** The cart to price; absent or null: the viewer's own cart. */
  cart: z
    .array(promoCartItemInput, { error: 'Cart must be a list of products and quantities' })
    .min(1, { error: 'Your cart is empty' })
    .max(200, { error: 'A cart holds at most 200 lines' })
    .nullish(),
});
export type ValidatePromoCodeInput = z.input<typeof validatePromoCodeInput>;
