import type { Product } from '../../generated/prisma/client.js';
import { effectiveUnitPrice } from '../../lib/money.js';

/**
 * How the old client prices a product it reads: price minus the rounded-up discount percent of the price, in
 * JavaScript numbers (its discount is used as given, fractions included; none counts as no reduction).
 */
export function oldClientPrice(price: number, discount: number | null): number {
  return price - Math.ceil((price * (discount ?? 0)) / 100);
}

// A percent needs at most this many decimals to pick out one franc of a price below 10^8 francs.
const MAX_DECIMALS = 8;

/**
 * The discount percent, in as few decimals as do, with which the old client arrives at exactly `target` for
 * `price` (checked with its own arithmetic); null when the target is not below the price or no percent gets there.
 */
export function discountShowing(price: number, target: number): number | null {
  if (!(target < price) || target < 0 || price <= 0) return null;
  const exact = ((price - target) * 100) / price;
  for (let decimals = 0; decimals <= MAX_DECIMALS; decimals += 1) {
    const scale = 10 ** decimals;
    const below = Math.floor(exact * scale);
    // The exact percent can land a hair above a whole franc in floating point; one step down is then inside.
    for (const candidate of [below / scale, (below - 1) / scale, Math.ceil(exact * scale) / scale]) {
      if (candidate > 0 && candidate <= 100 && oldClientPrice(price, candidate) === target) return candidate;
    }
  }
  return null;
}

/**
 * The `price` and `discount` a shopper-facing legacy read answers, so the old client shows (and totals) what the shop
 * charges. It knows discounts but not promotions: a running promotion is expressed as the discount percent that
 * gives its price under the old client's rounding, or as the price itself when no percent can. Without a
 * promotion the stored values, "no discount" as null (the old client prints `{discount && ...}`).
 */
export function legacyShopperPricing(
  product: Pick<Product, 'price' | 'discount' | 'onPromotion' | 'promotionStartTime' | 'promotionEndTime' | 'promotionPrice'>,
  now: Date = new Date(),
): { price: number; discount: number | null } {
  const charged = effectiveUnitPrice(product, now);
  const stored = { price: product.price, discount: product.discount === 0 ? null : product.discount };
  if (oldClientPrice(stored.price, stored.discount) === charged) return stored;
  const discount = discountShowing(product.price, charged);
  return discount === null ? { price: charged, discount: null } : { price: product.price, discount };
}
