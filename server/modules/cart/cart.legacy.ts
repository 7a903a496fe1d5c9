import { z } from 'zod';
import type { CartLine, Product } from '../../generated/prisma/client.js';
import { dateTimeSchema, integerSchema, legacyIdSchema } from '../../rest/doc-schemas.js';
import { legacyShopperPricing } from '../catalog/legacy-pricing.js';
import { productImages, productView } from '../catalog/product-view.js';

/** What toLegacyCartProduct answers, as JSON (the REST adapter's documentation and its tests read it). */
export const legacyCartProductSchema = z.object({
  _id: legacyIdSchema,
  name: z.string(),
  image: z.array(z.string()),
  price: integerSchema,
  // A running promotion is carried as the discount percent that gives its price, fractions included.
  discount: z.number().nullable(),
  unit: z.string(),
  stock: integerSchema,
  priceAfterDiscount: integerSchema,
  effectivePrice: integerSchema,
  onPromotion: z.boolean(),
  promotionActive: z.boolean(),
  promotionStartTime: dateTimeSchema.nullable(),
  promotionEndTime: dateTimeSchema.nullable(),
  promotionPrice: integerSchema.nullable(),
  promotionLabel: z.string(),
  stockAlertThreshold: integerSchema,
});

const cartLineFields = { _id: legacyIdSchema, quantity: integerSchema, userId: legacyIdSchema, createdAt: dateTimeSchema, updatedAt: dateTimeSchema };

/** What toLegacyCartItem answers, as JSON. */
export const legacyCartItemSchema = z.object({ ...cartLineFields, productId: legacyCartProductSchema });

/** What toLegacyCartLine answers, as JSON. */
export const legacyCartLineSchema = z.object({ ...cartLineFields, productId: legacyIdSchema });

/** A product as the old shop's cart drawer reads it: `_id`, an image list, its prices and the promotion fields. */
export function toLegacyCartProduct(product: Product, now: Date = new Date()) {
  const view = productView(product, now);
  // The old client totals the cart from price and discount: they carry what the shop charges, promotions included.
  const { price, discount } = legacyShopperPricing(product, now);
  return {
    _id: product.id,
    name: product.name,
    image: productImages(product),
    price,
    discount,
    unit: product.unit,
    stock: product.stock,
    priceAfterDiscount: view.priceAfterDiscount,
    effectivePrice: view.effectivePrice,
    onPromotion: product.onPromotion,
    promotionActive: view.promotionActive,
    promotionStartTime: product.promotionStartTime,
    promotionEndTime: product.promotionEndTime,
    promotionPrice: product.promotionPrice,
    promotionLabel: product.promotionLabel,
    stockAlertThreshold: product.stockAlertThreshold,
  };
}

/** A cart line of GET /cart/get: the product inlined under `productId`, as the old client populates it. */
export function toLegacyCartItem(line: CartLine & { product: Product }, now: Date = new Date()) {
  return {
    _id: line.id,
    quantity: line.quantity,
    productId: toLegacyCartProduct(line.product, now),
    userId: line.userId,
    createdAt: line.createdAt,
    updatedAt: line.updatedAt,
  };
}

/** A cart line as the cart's write calls answer it: `productId` is the plain id. */
export function toLegacyCartLine(line: CartLine) {
  return { _id: line.id, quantity: line.quantity, productId: line.productId, userId: line.userId, createdAt: line.createdAt, updatedAt: line.updatedAt };
}
