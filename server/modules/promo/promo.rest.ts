import { z } from 'zod';
import { restRoute } from '../../rest/rest-route.js';
import { ValidationError } from '../../errors.js';
import { integerSchema, legacyIdSchema } from '../../rest/doc-schemas.js';
import { legacyId, legacyInteger } from '../catalog/legacy-catalog.js';
import { validatePromoCodeInput } from './promo.inputs.js';
import * as promo from './promo.service.js';

/** The old checkout's cart lines (productId may be the product object) as the service's { productId, quantity }. */
function legacyPromoCart(cart: unknown): unknown {
  if (!Array.isArray(cart)) return cart;
  return cart.map((item: unknown) =>
    typeof item === 'object' && item !== null
      ? { productId: legacyId((item as { productId?: unknown }).productId), quantity: legacyInteger((item as { quantity?: unknown }).quantity) }
      : item,
  );
}

const validProductsSchema = z.array(z.object({ productId: legacyIdSchema, discountAmount: integerSchema, discountedUnits: integerSchema }));

export const promoRoutes = [
  restRoute({
    method: 'POST',
    path: '/product/validate-promo-code',
    tag: 'Product',
    summary: "Check a promo code against a cart (code, cart [{ productId, quantity }]; no cart: the shopper's own); 400 'Invalid or expired promo code.' when no product can use it ('This code is for <product>, which is not in your cart.' when the code is live for a product not in the cart)",
    auth: 'user',
    input: { schema: validatePromoCodeInput, adapt: { cart: legacyPromoCart } },
    data: z.object({
      code: z.string(),
      outcome: z.enum(['VALID', 'PARTIAL']),
      totalDiscount: integerSchema,
      itemsTotal: integerSchema,
      grandTotal: integerSchema,
      validProducts: validProductsSchema,
    }),
    extra: { validProducts: validProductsSchema },
    refusals: [429],
    response:
      "validProducts [{ productId, discountAmount, discountedUnits }] at the top level; message 'Some products could not use this code.' when only some can; data: { code, outcome, totalDiscount, itemsTotal, grandTotal, validProducts }",
    handle: async ({ context, input }) => {
      const check = await promo.validatePromoCode(context, input);
      // The legacy client reads a code no product can use as a 400; the message names the product when the code is
      // live for one the cart does not hold (clients that show the server's words get the better one).
      if (check.outcome === 'NOT_IN_CART' && check.productNotInCart) throw new ValidationError(promo.notInCartMessage(check.productNotInCart.name), 'code');
      if (check.outcome !== 'VALID' && check.outcome !== 'PARTIAL') throw new ValidationError(promo.INVALID_PROMO_MESSAGE, 'code');
      const validProducts = check.validProducts.map((discount) => ({
        productId: discount.productId,
        discountAmount: discount.discountAmount,
        discountedUnits: discount.discountedUnits,
      }));
      return {
        message: check.outcome === 'VALID' ? promo.VALID_PROMO_MESSAGE : promo.PARTIAL_PROMO_MESSAGE,
        data: {
          code: check.promoCode,
          outcome: check.outcome,
          totalDiscount: check.discountTotal,
          itemsTotal: check.subtotal,
          grandTotal: check.total,
          validProducts,
        },
        extra: { validProducts },
      };
    },
  }),
];
