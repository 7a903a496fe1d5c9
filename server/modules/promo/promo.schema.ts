import { builder } from '../../graphql/builder.js';
import * as promo from './promo.service.js';

const PromoOutcomeEnum = builder.enumType('PromoCodeOutcome', {
  values: {
    VALID: { description: 'Every product in the cart can use the code.' },
    PARTIAL: { description: "Some products could not use this code; the valid ones are kept." },
  } as const,
});

const PromoProductDiscountType = builder.objectRef<promo.PromoProductDiscount>('PromoProductDiscount').implement({
  fields: (t) => ({
    productId: t.exposeID('productId', { description: "The product's databaseId." }),
    discountAmount: t.exposeInt('discountAmount', { description: 'RWF off this product line.' }),
    discountedUnits: t.exposeInt('discountedUnits', { description: 'Units discounted (each one use of the code).' }),
  }),
});

const PromoCodeCheckType = builder.objectRef<promo.PromoCheck>('PromoCodeCheck').implement({
  fields: (t) => ({
    code: t.exposeString('code', { description: 'The code as matched: trimmed and upper-cased.' }),
    outcome: t.field({ type: PromoOutcomeEnum, resolve: (check) => check.outcome }),
    message: t.exposeString('message'),
    validProducts: t.field({ type: [PromoProductDiscountType], resolve: (check) => check.validProducts }),
    totalDiscount: t.exposeInt('totalDiscount'),
    itemsTotal: t.exposeInt('itemsTotal'),
    grandTotal: t.exposeInt('grandTotal', { description: 'Items total minus the discount, never below 0.' }),
  }),
});

const PromoCartItemInput = builder.inputType('PromoCartItemInput', {
  fields: (t) => ({ productId: t.id(), quantity: t.int() }),
});

const ValidatePromoCodeInput = builder.inputType('ValidatePromoCodeInput', {
  fields: (t) => ({
    code: t.string(),
    cart: t.field({ type: [PromoCartItemInput], required: false, description: "The products to price; absent: the signed-in shopper's cart." }),
  }),
});

builder.queryField('validatePromoCode', (t) =>
  t.field({
    type: PromoCodeCheckType,
    description: "Checks a promo code against a cart at current prices; 'Invalid or expired promo code.' comes back as a ValidationError.",
    authScopes: { loggedIn: true },
    errors: {},
    args: { input: t.arg({ type: ValidatePromoCodeInput }) },
    resolve: (_root, { input }, context) => promo.validatePromoCode(context, input),
  }),
);
