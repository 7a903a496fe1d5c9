import type { ShopTransaction } from '../../database/database.js';
import { type RequestContext, requireViewer } from '../../context.js';
import { ValidationError } from '../../errors.js';
import type { DiscountType } from '../../generated/prisma/enums.js';
import { parseInput } from '../../lib/validation.js';
import { cartLinesWhere, pricingSelect, priceLine } from '../cart/cart.service.js';
import { promoCodeUsable } from '../catalog/catalog.service.js';
import { type ValidatePromoCodeInput, validatePromoCodeInput } from './promo.inputs.js';

export const INVALID_PROMO_MESSAGE = 'Invalid or expired promo code.';
export const PARTIAL_PROMO_MESSAGE = 'Some products could not use this code.';
export const VALID_PROMO_MESSAGE = 'Promo code applied.';

/** A product's promo code as the discount rules need it. */
export interface PromoRule {
  id: string;
  productId: string;
  discountType: DiscountType;
  discountValue: number;
  expiresAt: Date | null;
  usageLimit: number | null;
  allowMultiple: boolean;
  usedCount: number;
}

/** A product and quantity being bought at an effective unit price. */
export interface PromoLine {
  productId: string;
  quantity: number;
  unitPrice: number;
}

/** What a code takes off one product's line. A "use" is one discounted unit. */
export interface PromoProductDiscount {
  productId: string;
  promoCodeId: string;
  discountedUnits: number;
  discountAmount: number;
}

/**
 * The lookup key of a typed code: trimmed and upper-cased. Only printable ASCII can match, so a look-alike
 * (a Cyrillic "А" for a Latin "A", a full-width letter) is never folded into a real code. Null: cannot match.
 */
export function promoCodeKey(typed: string): string | null {
  const trimmed = typed.trim();
  if (trimmed.length === 0 || trimmed.length > 64 || !/^[\x20-\x7e]+$/.test(trimmed)) return null;
  return trimmed.toUpperCase();
}

/** The discount on one unit: ceil(price x percent / 100), or the fixed amount but never more than the price. */
export function unitDiscount(rule: Pick<PromoRule, 'discountType' | 'discountValue'>, unitPrice: number): number {
  const value = Math.max(0, rule.discountValue);
  const discount = rule.discountType === 'PERCENTAGE' ? Math.floor((unitPrice * Math.min(value, 100) + 99) / 100) : value;
  return Math.min(discount, unitPrice);
}

/** Uses left on a code; null means unlimited. */
export function remainingUses(rule: Pick<PromoRule, 'usageLimit' | 'usedCount'>): number | null {
  return rule.usageLimit === null ? null : Math.max(0, rule.usageLimit - rule.usedCount);
}

/**
 * Applies codes to lines, by the shop's promo rules. A code counts only for its own product, unexpired and with uses
 * left. Without allowMultiple one unit of the product is discounted per order; with it every unit is, up to
 * the uses left. Lines the code does not discount are left out of the answer.
 */
export function promoDiscounts(rules: readonly PromoRule[], lines: readonly PromoLine[], now: Date = new Date()): PromoProductDiscount[] {
  const discounts: PromoProductDiscount[] = [];
  for (const line of lines) {
    const rule = rules.find((candidate) => candidate.productId === line.productId);
    if (!rule || (rule.expiresAt && rule.expiresAt.getTime() <= now.getTime())) continue;
    const wanted = rule.allowMultiple ? line.quantity : Math.min(1, line.quantity);
    const left = remainingUses(rule);
    const discountedUnits = left === null ? wanted : Math.min(wanted, left);
    const perUnit = unitDiscount(rule, line.unitPrice);
    if (discountedUnits <= 0 || perUnit <= 0) continue;
    discounts.push({ productId: line.productId, promoCodeId: rule.id, discountedUnits, discountAmount: perUnit * discountedUnits });
  }
  return discounts;
}

/** The promo codes with this key on any of these products. */
export async function rulesForCode(db: Pick<ShopTransaction, 'promoCode'>, key: string, productIds: string[]): Promise<PromoRule[]> {
  return db.promoCode.findMany({
    where: { codeKey: key, productId: { in: productIds } },
    select: { id: true, productId: true, discountType: true, discountValue: true, expiresAt: true, usageLimit: true, allowMultiple: true, usedCount: true },
  });
}

export type PromoOutcome = 'VALID' | 'PARTIAL' | 'INVALID' | 'NOT_IN_CART';

/** "This code is for ..., which is not in your cart.": for clients that show the server's words. */
export function notInCartMessage(productName: string): string {
  return `This code is for ${productName}, which is not in your cart.`;
}

/**
 * A live product (not deleted) outside these lines whose code has this key and can still be used. Codes are shown
 * on their product's page, so naming the product tells the shopper nothing they could not see there; a code that
 * has expired, is used up or belongs to a deleted product is never named.
 */
async function productOfCodeElsewhere(context: RequestContext, key: string, productIds: string[], now: Date): Promise<{ id: string; name: string } | null> {
  const candidates = await context.db.prisma.promoCode.findMany({
    where: { codeKey: key, productId: { notIn: productIds }, product: { deletedAt: null } },
    select: { expiresAt: true, usageLimit: true, usedCount: true, product: { select: { id: true, name: true } } },
    orderBy: { createdAt: 'asc' },
  });
  return candidates.find((candidate) => promoCodeUsable(candidate, now))?.product ?? null;
}

/** The checkout's answer to "Apply": which products the code discounts, by how much, and the new total. */
export interface PromoCheck {
  /** The code as matched: trimmed and upper-cased (as typed when it cannot match any code). */
  promoCode: string;
  outcome: PromoOutcome;
  /** NOT_IN_CART only: the product the code is for, which the cart does not hold. */
  productNotInCart: { id: string; name: string } | null;
  validProducts: PromoProductDiscount[];
  discountTotal: number;
  /** The lines at effective prices, before the code. */
  subtotal: number;
  /** Subtotal minus the discount, never below 0. */
  total: number;
}

/**
 * Checks a promo code against a cart (the given lines, or the viewer's own cart) at current prices.
 * All products discounted: VALID; some: PARTIAL with the valid ones kept; none: NOT_IN_CART when the code is live
 * for a product the cart does not hold (named, so the shopper knows what to add), else INVALID; both with no
 * discount (expected answers, not errors; the REST adapter turns them into a 400 with the matching message).
 */
export async function validatePromoCode(context: RequestContext, rawInput: ValidatePromoCodeInput): Promise<PromoCheck> {
  const viewer = requireViewer(context);
  // Codes are guessable: each check takes a point per client address and per account, whatever the transport.
  await context.rateLimits.consume(context.rateLimits.promoCodePerAddress, context.clientAddress);
  await context.rateLimits.consume(context.rateLimits.promoCodePerAccount, viewer.id);
  const input = parseInput(validatePromoCodeInput, rawInput);
  const now = new Date();

  let lines: PromoLine[];
  let productCount: number;
  if (input.cart) {
    // Two entries for one product are one line of their combined quantity.
    const quantities = new Map<string, number>();
    for (const item of input.cart) quantities.set(item.productId, (quantities.get(item.productId) ?? 0) + item.quantity);
    const products = await context.db.prisma.product.findMany({
      where: { id: { in: [...quantities.keys()] }, deletedAt: null },
      select: { id: true, ...pricingSelect },
    });
    lines = products.map((product) => ({ productId: product.id, quantity: quantities.get(product.id)!, unitPrice: priceLine(product, 1, now).unitPrice }));
    productCount = quantities.size;
  } else {
    const cartLines = await context.db.prisma.cartLine.findMany({
      where: cartLinesWhere(viewer.id),
      select: { productId: true, quantity: true, product: { select: pricingSelect } },
    });
    if (cartLines.length === 0) throw new ValidationError('Your cart is empty', 'cart');
    lines = cartLines.map((line) => ({ productId: line.productId, quantity: line.quantity, unitPrice: priceLine(line.product, 1, now).unitPrice }));
    productCount = lines.length;
  }

  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const key = promoCodeKey(input.code);
  const noDiscount = { productNotInCart: null, validProducts: [], discountTotal: 0, subtotal, total: subtotal };
  if (!key) return { ...noDiscount, promoCode: input.code, outcome: 'INVALID' };
  const productIds = lines.map((line) => line.productId);
  const rules = await rulesForCode(context.db.prisma, key, productIds);
  const validProducts = promoDiscounts(rules, lines, now);
  if (validProducts.length === 0) {
    // A code the cart's own products cannot use (expired or used up there) stays INVALID even if another product shares it.
    const elsewhere = rules.length === 0 ? await productOfCodeElsewhere(context, key, productIds, now) : null;
    if (elsewhere) return { ...noDiscount, promoCode: key, outcome: 'NOT_IN_CART', productNotInCart: elsewhere };
    return { ...noDiscount, promoCode: key, outcome: 'INVALID' };
  }

  const discountTotal = validProducts.reduce((sum, discount) => sum + discount.discountAmount, 0);
  const outcome: PromoOutcome = validProducts.length === productCount ? 'VALID' : 'PARTIAL';
  return {
    promoCode: key,
    outcome,
    productNotInCart: null,
    validProducts,
    discountTotal,
    subtotal,
    total: Math.max(0, subtotal - discountTotal),
  };
}
