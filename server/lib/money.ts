/**
 * Money is an integer number of Rwandan francs everywhere: RWF has no minor unit, so there are no floats
 * and no x100 scaling. These helpers hold the shop's pricing rules.
 */

/** Price after the product's percent discount: price - ceil(price x discount / 100). */
export function priceAfterDiscount(price: number, discountPercent: number): number {
  assertWholeFrancs(price, 'price');
  if (!Number.isInteger(discountPercent) || discountPercent < 0 || discountPercent > 100) {
    throw new RangeError(`discount must be a whole percent from 0 to 100, got ${discountPercent}`);
  }
  // Integer arithmetic: ceil(a / b) for non-negative a and positive b.
  const reduction = Math.floor((price * discountPercent + 99) / 100);
  return price - reduction;
}

export interface PricedProduct {
  price: number;
  discount: number;
  onPromotion: boolean;
  promotionStartTime: Date | null;
  promotionEndTime: Date | null;
  promotionPrice: number | null;
}

/** A promotion is active when flagged and now lies between its start and end. */
export function isPromotionActive(product: PricedProduct, now: Date = new Date()): boolean {
  if (!product.onPromotion || !product.promotionStartTime || !product.promotionEndTime) return false;
  const time = now.getTime();
  return product.promotionStartTime.getTime() <= time && time < product.promotionEndTime.getTime();
}

/** The unit price a shopper pays before any promo code: the promotion price while active, else price after discount. */
export function effectiveUnitPrice(product: PricedProduct, now: Date = new Date()): number {
  if (isPromotionActive(product, now) && product.promotionPrice !== null) return product.promotionPrice;
  return priceAfterDiscount(product.price, product.discount);
}

/** Formats an amount in the en-US style with the RWF currency, e.g. "RWF 1,500". */
export function formatRwf(amount: number): string {
  assertWholeFrancs(amount, 'amount', true);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'RWF', currencyDisplay: 'code' })
    .format(amount)
    .replace(/\u00a0/g, ' ');
}

function assertWholeFrancs(value: number, name: string, allowNegative = false): void {
  if (!Number.isSafeInteger(value) || (!allowNegative && value < 0)) {
    throw new RangeError(`${name} must be a whole number of francs, got ${value}`);
  }
}
