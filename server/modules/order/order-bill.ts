import type { PricedLine } from '../cart/cart.service.js';
import { type PromoLine, promoDiscounts, type PromoProductDiscount, type PromoRule } from '../promo/promo.service.js';

/** A cart line priced at the moment of ordering, as the bill needs it. */
export type BillLine = PricedLine & PromoLine;

/** What an order stores of its money: the sums, the promo code's discounts, and the total with the delivery charge. */
export interface OrderBill {
  discounts: PromoProductDiscount[];
  /** The code as stored on the order: null when it discounted nothing. */
  promoCodeText: string | null;
  subtotal: number;
  originalSubtotal: number;
  discountTotal: number;
  total: number;
}

/**
 * An order's bill from its priced lines: the promo code's discounts by the shop's promo rules (none without a code),
 * the sums, and the total with the delivery zone's charge. Placing an order and the demo history both bill this way.
 */
export function orderBill(lines: readonly BillLine[], rules: readonly PromoRule[], promoKey: string | null, deliveryCharge: number, now: Date): OrderBill {
  const discounts = promoKey ? promoDiscounts(rules, lines, now) : [];
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const discountTotal = discounts.reduce((sum, discount) => sum + discount.discountAmount, 0);
  return {
    discounts,
    promoCodeText: discounts.length > 0 ? promoKey : null,
    subtotal,
    originalSubtotal: lines.reduce((sum, line) => sum + line.originalLineTotal, 0),
    discountTotal,
    total: Math.max(0, subtotal - discountTotal) + deliveryCharge,
  };
}

/** The promo code's discount on one product's line (0 when the code does not touch it). */
export function lineDiscount(bill: Pick<OrderBill, 'discounts'>, productId: string): number {
  return bill.discounts.find((discount) => discount.productId === productId)?.discountAmount ?? 0;
}
