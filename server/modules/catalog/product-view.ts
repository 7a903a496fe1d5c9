import type { Product } from '../../generated/prisma/client.js';
import { effectiveUnitPrice, isPromotionActive, priceAfterDiscount } from '../../lib/money.js';

/** How a product is shown to shoppers: computed from its stored fields at the server's current time. */
export interface ProductView {
  priceAfterDiscount: number;
  effectivePrice: number;
  /** Percent off the list price the shopper actually gets (discount or promotion), rounded down. */
  discountPercent: number;
  promotionActive: boolean;
  lowStock: boolean;
  averageRating: number | null;
}

/** The shopper-facing figures of a product. */
export function productView(product: Product, now: Date = new Date()): ProductView {
  const effectivePrice = effectiveUnitPrice(product, now);
  const promotionActive = isPromotionActive(product, now) && product.promotionPrice !== null;
  return {
    priceAfterDiscount: priceAfterDiscount(product.price, product.discount),
    effectivePrice,
    discountPercent: product.price > 0 ? Math.floor(((product.price - effectivePrice) * 100) / product.price) : 0,
    promotionActive,
    // The spec's low-stock note: below the alert threshold and not on promotion (promotions say so already).
    lowStock: product.stock > 0 && product.stock < product.stockAlertThreshold && !promotionActive,
    averageRating: product.ratingCount > 0 ? Math.round((product.ratingTotal / product.ratingCount) * 10) / 10 : null,
  };
}

/** Image URLs stored on a product (a JSON list). */
export function productImages(product: Pick<Product, 'images'>): string[] {
  return Array.isArray(product.images) ? product.images.filter((url): url is string => typeof url === 'string') : [];
}
