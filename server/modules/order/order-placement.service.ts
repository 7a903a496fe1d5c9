import { createHash } from 'node:crypto';
import { type RequestContext, requireViewer, type Viewer } from '../../context.js';
import { isUniqueViolation } from '../../database/prisma-errors.js';
import { ConflictError, NotFoundError, OutOfStockError, PriceChangedError, ValidationError } from '../../errors.js';
import { parseInput } from '../../lib/validation.js';
import { cartLineOrder, cartLinesWhere, LIMITED_STOCK_MESSAGE, priceLine, pricingSelect } from '../cart/cart.service.js';
import { productImages } from '../catalog/product-view.js';
import { INVALID_PROMO_MESSAGE, promoCodeKey, promoDiscounts, type PromoProductDiscount, rulesForCode } from '../promo/promo.service.js';
import { idempotencyKeyField, type PlaceOrderInput, placeOrderInput } from './order.inputs.js';
import { type Transaction, WRITE_TRANSACTION } from './order.service.js';

/** Help text promises delivery in 2-3 days; the estimate takes the later day. */
export const ESTIMATED_DELIVERY_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

const IDEMPOTENCY_SCOPE = 'placeOrder';
const ORDER_COUNTER = 'order';

export interface PlacedOrder {
  orderId: string;
  /** True when an earlier request with the same idempotency key placed this order. */
  replayed: boolean;
}

/** A fingerprint of what was asked for, so a reused Idempotency-Key with a different order is recognised. */
function requestFingerprint(input: PlaceOrderInput): string {
  const canonical = {
    addressId: input.addressId,
    promoCode: input.promoCode ? (promoCodeKey(input.promoCode) ?? input.promoCode) : null,
    subtotal: input.subtotal,
    total: input.total,
    lines: input.lines
      ? [...input.lines].sort((a, b) => a.productId.localeCompare(b.productId)).map((item) => [item.productId, item.quantity])
      : null,
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

function replayOf(previous: { requestHash: string; orderId: string | null }, requestHash: string): PlacedOrder {
  if (previous.requestHash !== requestHash || !previous.orderId) {
    throw new ConflictError('This Idempotency-Key was already used for a different order. Use a new key for a new order.', 'idempotencyKey');
  }
  return { orderId: previous.orderId, replayed: true };
}

/**
 * Places a cash-on-delivery order for the viewer's cart in one atomic step: prices recomputed from the
 * products now (effective unit price, then the promo code), the client's totals checked, stock taken and
 * promo uses counted with conditional updates, ledger rows, order lines with snapshots, a human order number,
 * and the ordered lines removed from the cart. Either all of it happens or none of it. A repeated request
 * with the same Idempotency-Key returns the first order.
 */
export async function placeOrder(context: RequestContext, rawInput: unknown, rawIdempotencyKey?: unknown): Promise<PlacedOrder> {
  const viewer = requireViewer(context);
  const input = parseInput(placeOrderInput, rawInput);
  const idempotencyKey = parseIdempotencyKey(rawIdempotencyKey);
  // Counted per call, before the transaction: aliased placeOrder fields in one request each take a point.
  await context.rateLimits.consume(context.rateLimits.ordersPerAccount, viewer.id);
  const requestHash = requestFingerprint(input);
  const keyWhere = idempotencyKey ? { userId_scope_key: { userId: viewer.id, scope: IDEMPOTENCY_SCOPE, key: idempotencyKey } } : null;

  try {
    return await context.db.$transaction(async (tx) => {
      if (keyWhere) {
        const previous = await tx.idempotencyKey.findUnique({ where: keyWhere, select: { requestHash: true, orderId: true } });
        if (previous) return replayOf(previous, requestHash);
      }
      return createOrder(tx, viewer, input, idempotencyKey ? { key: idempotencyKey, requestHash } : null);
    }, WRITE_TRANSACTION);
  } catch (error) {
    // Another process committed the same key between our check and our insert: answer as a retry would.
    if (keyWhere && isUniqueViolation(error)) {
      const previous = await context.db.idempotencyKey.findUnique({ where: keyWhere, select: { requestHash: true, orderId: true } });
      if (previous) return replayOf(previous, requestHash);
    }
    throw error;
  }
}

function parseIdempotencyKey(raw: unknown): string | null {
  const result = idempotencyKeyField.safeParse(raw);
  if (!result.success) throw new ValidationError(result.error.issues[0]!.message, 'idempotencyKey');
  return result.data ?? null;
}

/** The body of placeOrder's transaction: database calls only, nothing else awaited. */
async function createOrder(
  tx: Transaction,
  viewer: Viewer,
  input: PlaceOrderInput,
  idempotency: { key: string; requestHash: string } | null,
): Promise<PlacedOrder> {
  const address = await tx.address.findFirst({ where: { id: input.addressId, userId: viewer.id } });
  if (!address) throw new NotFoundError('Address');
  if (address.removedAt) throw new ValidationError('This address was removed. Please choose another address.', 'addressId');

  const cartLines = await tx.cartLine.findMany({
    where: cartLinesWhere(viewer.id),
    orderBy: cartLineOrder,
    select: {
      id: true,
      productId: true,
      quantity: true,
      product: { select: { name: true, unit: true, images: true, stock: true, ...pricingSelect } },
    },
  });
  if (cartLines.length === 0) throw new ValidationError('Your cart is empty', 'cart');
  if (input.lines) assertListMatchesCart(input.lines, cartLines);

  const now = new Date();
  const lines = cartLines.map((line) => ({ ...line, ...priceLine(line.product, line.quantity, now) }));
  for (const line of lines) {
    if (line.quantity > line.product.stock) throw outOfStock(line.product.name, line.productId, line.product.stock);
  }

  let discounts: PromoProductDiscount[] = [];
  let rules: Awaited<ReturnType<typeof rulesForCode>> = [];
  let promoKey: string | null = null;
  if (input.promoCode) {
    promoKey = promoCodeKey(input.promoCode);
    if (!promoKey) throw new ValidationError(INVALID_PROMO_MESSAGE, 'promoCode');
    rules = await rulesForCode(tx, promoKey, lines.map((line) => line.productId));
    discounts = promoDiscounts(rules, lines, now);
    if (discounts.length === 0) throw new ValidationError(INVALID_PROMO_MESSAGE, 'promoCode');
  }
  const discountOf = (productId: string) => discounts.find((discount) => discount.productId === productId)?.discountAmount ?? 0;

  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const originalSubtotal = lines.reduce((sum, line) => sum + line.originalLineTotal, 0);
  const discountTotal = discounts.reduce((sum, discount) => sum + discount.discountAmount, 0);
  const total = Math.max(0, subtotal - discountTotal);
  // Never charge more than the shopper was shown; a higher figure on their screen is fine (they pay less).
  if (input.total < total || input.subtotal < subtotal) throw new PriceChangedError(subtotal, total);

  const stockAfter = new Map<string, number>();
  for (const line of lines) {
    // The condition is in the update: of two buyers for the last unit, exactly one gets it.
    const taken = await tx.product.updateMany({
      where: { id: line.productId, deletedAt: null, stock: { gte: line.quantity } },
      data: { stock: { decrement: line.quantity } },
    });
    if (taken.count === 0) {
      const current = await tx.product.findUnique({ where: { id: line.productId }, select: { stock: true, deletedAt: true } });
      throw outOfStock(line.product.name, line.productId, current && !current.deletedAt ? current.stock : 0);
    }
    const { stock } = await tx.product.findUniqueOrThrow({ where: { id: line.productId }, select: { stock: true } });
    stockAfter.set(line.productId, stock);
  }

  for (const discount of discounts) {
    const rule = rules.find((candidate) => candidate.id === discount.promoCodeId)!;
    const counted = await tx.promoCode.updateMany({
      where:
        rule.usageLimit === null
          ? { id: rule.id, usageLimit: null }
          : { id: rule.id, usageLimit: rule.usageLimit, usedCount: { lte: rule.usageLimit - discount.discountedUnits } },
      data: { usedCount: { increment: discount.discountedUnits } },
    });
    if (counted.count === 0) throw new ConflictError('This promo code has just been used up. Please apply it again.', 'promoCode');
  }

  const counter = await tx.counter.upsert({
    where: { name: ORDER_COUNTER },
    create: { name: ORDER_COUNTER, value: 1 },
    update: { value: { increment: 1 } },
    select: { value: true },
  });

  const order = await tx.order.create({
    data: {
      number: counter.value,
      userId: viewer.id,
      addressId: address.id,
      district: address.district,
      sector: address.sector,
      village: address.village,
      street: address.street,
      houseNumber: address.houseNumber,
      mobile: address.mobile,
      subtotal,
      originalSubtotal,
      discountTotal,
      promoCodeText: discounts.length > 0 ? promoKey : null,
      total,
      createdAt: now,
      estimatedDeliveryDate: new Date(now.getTime() + ESTIMATED_DELIVERY_DAYS * DAY_MS),
      lines: {
        create: lines.map((line, index) => ({
          lineNumber: index + 1,
          productId: line.productId,
          name: line.product.name,
          image: productImages(line.product)[0] ?? null,
          unit: line.product.unit,
          quantity: line.quantity,
          originalUnitPrice: line.originalUnitPrice,
          unitPrice: line.unitPrice,
          discountTotal: discountOf(line.productId),
          lineTotal: line.lineTotal - discountOf(line.productId),
        })),
      },
      statusChanges: { create: { fromStatus: null, toStatus: 'PENDING', changedById: viewer.id, createdAt: now } },
      stockMovements: {
        create: lines.map((line) => ({
          productId: line.productId,
          delta: -line.quantity,
          stockAfter: stockAfter.get(line.productId)!,
          reason: 'ORDER_PLACED' as const,
          actorId: viewer.id,
          createdAt: now,
        })),
      },
      promoRedemptions: {
        create: discounts.map((discount) => ({
          promoCodeId: discount.promoCodeId,
          userId: viewer.id,
          units: discount.discountedUnits,
          discountAmount: discount.discountAmount,
          createdAt: now,
        })),
      },
      ...(idempotency
        ? { idempotencyKey: { create: { userId: viewer.id, scope: IDEMPOTENCY_SCOPE, key: idempotency.key, requestHash: idempotency.requestHash, createdAt: now } } }
        : {}),
    },
    select: { id: true },
  });

  // Only the lines that were ordered leave the cart.
  await tx.cartLine.deleteMany({ where: { id: { in: cartLines.map((line) => line.id) }, userId: viewer.id } });
  return { orderId: order.id, replayed: false };
}

function outOfStock(name: string, productId: string, available: number): OutOfStockError {
  const message = available > 0 ? `${LIMITED_STOCK_MESSAGE}: only ${available} of ${name} left` : `${name} is out of stock`;
  return new OutOfStockError(message, productId, available);
}

/** The checkout's list must be exactly the cart: same products, same quantities. */
function assertListMatchesCart(orderedLines: readonly { productId: string; quantity: number }[], cartLines: readonly { productId: string; quantity: number }[]): void {
  const listed = new Map<string, number>();
  for (const item of orderedLines) listed.set(item.productId, (listed.get(item.productId) ?? 0) + item.quantity);
  const matches = listed.size === cartLines.length && cartLines.every((line) => listed.get(line.productId) === line.quantity);
  if (!matches) throw new ConflictError('Your cart has changed since checkout opened. Please review it and try again.', 'lines');
}
