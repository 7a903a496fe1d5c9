import { builder } from '../../graphql/builder.js';
import { ProductType } from '../catalog/catalog.schema.js';
import { liveProducts } from '../catalog/catalog.service.js';
import * as promo from './promo.service.js';

const PromoOutcomeEnum = builder.enumType('PromoCodeOutcome', {
  values: {
    VALID: { description: 'Every product in the cart can use the code.' },
    PARTIAL: { description: 'Some products can use the code; the valid ones are listed and discounted.' },
    INVALID: { description: 'No product in the cart can use the code (unknown, expired or used up): no discount.' },
    NOT_IN_CART: {
      description: 'The code is live but for a product the cart does not hold (named in productNotInCart): no discount.',
    },
  } as const,
});

const PromoProductDiscountType = builder.objectRef<promo.PromoProductDiscount>('PromoProductDiscount').implement({
  fields: (t) => ({
    product: t.prismaField({
      type: 'Product',
      description: 'The product the code discounts.',
      // Prisma batches the findUnique calls of one tick into a single query.
      resolve: (query, discount, _args, context) => context.db.prisma.product.findUniqueOrThrow({ ...query, where: { id: discount.productId } }),
    }),
    discountTotal: t.expose('discountAmount', { type: 'Rwf', description: "The code's discount on this product's line." }),
    discountedUnits: t.exposeInt('discountedUnits', { description: 'Units discounted (each one use of the code).' }),
  }),
});

const PromoCodeCheckType = builder.objectRef<promo.PromoCheck>('PromoCodeCheck').implement({
  description: 'The answer to "Apply" at checkout: which products a promo code discounts, by how much, and the new total.',
  fields: (t) => ({
    promoCode: t.exposeString('promoCode', { description: 'The code as matched: trimmed and upper-cased (a code that cannot match any code comes back trimmed, as typed).' }),
    outcome: t.field({
      type: PromoOutcomeEnum,
      description:
        'VALID, PARTIAL, NOT_IN_CART or INVALID. A code no product in the cart can use is an expected outcome, not an error: NOT_IN_CART or INVALID, no validProducts, discountTotal 0.',
      resolve: (check) => check.outcome,
    }),
    productNotInCart: t.prismaField({
      type: 'Product',
      nullable: true,
      description: 'NOT_IN_CART only: the product the code is for, so the shopper can be told to add it; null for every other outcome.',
      resolve: (query, check, _args, context) =>
        check.productNotInCart ? context.db.prisma.product.findFirst({ ...query, where: { ...liveProducts, id: check.productNotInCart.id } }) : null,
    }),
    validProducts: t.field({ type: [PromoProductDiscountType], resolve: (check) => check.validProducts }),
    discountTotal: t.expose('discountTotal', { type: 'Rwf', description: 'What the code takes off in all.' }),
    subtotal: t.expose('subtotal', { type: 'Rwf', description: 'The lines at effective prices, before the code.' }),
    total: t.expose('total', { type: 'Rwf', description: 'Subtotal minus the discount, never below 0.' }),
  }),
});

const PromoCartItemInput = builder.inputType('PromoCartItemInput', {
  fields: (t) => ({ productId: t.globalID({ for: ProductType, description: "The product's global id." }), quantity: t.int() }),
});

const ValidatePromoCodeInput = builder.inputType('ValidatePromoCodeInput', {
  fields: (t) => ({
    code: t.string({ description: 'The code as the shopper typed it.' }),
    cart: t.field({ type: [PromoCartItemInput], required: false, description: "The products to price; absent: the signed-in shopper's cart." }),
  }),
});

builder.queryField('validatePromoCode', (t) =>
  t.field({
    type: PromoCodeCheckType,
    description:
      'Checks a promo code against a cart at current prices. An unusable code answers outcome INVALID; an empty cart or a malformed input is a GraphQL error with extensions.code VALIDATION.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: ValidatePromoCodeInput }) },
    resolve: (_root, { input }, context) =>
      promo.validatePromoCode(context, {
        code: input.code,
        cart: input.cart?.map((item) => ({ productId: item.productId.id, quantity: item.quantity })),
      }),
  }),
);
