import { createHash } from 'node:crypto';
import { type RequestContext, requireAdmin, requireViewer, type Viewer } from '../../context.js';
import { isUniqueViolation } from '../../database/prisma-errors.js';
import { ConflictError, NotFoundError, OutOfStockError, PriceChangedError, ValidationError } from '../../errors.js';
import type { Prisma } from '../../generated/prisma/client.js';
import type { OrderStatus } from '../../generated/prisma/enums.js';
import { parseInput } from '../../lib/validation.js';
import { cartLineOrder, cartLinesWhere, LIMITED_STOCK_MESSAGE, priceLine, pricingSelect } from '../cart/cart.service.js';
import { productImages } from '../catalog/product-view.js';
import { INVALID_PROMO_MESSAGE, promoCodeKey, promoDiscounts, type PromoProductDiscount, rulesForCode } from '../promo/promo.service.js';
import {
  idempotencyKeyField,
  newOrdersSinceInput,
  orderIdInput,
  type PlaceOrderInput,
  placeOrderInput,
  updateOrderStatusInput,
} from './order.inputs.js';

type Transaction = Prisma.TransactionClient;

/** Delivered and Cancelled orders are final: nobody changes them any more. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['DELIVERED', 'CANCELLED'];
/** A shopper may cancel their own order until it ships. */
const SHOPPER_CANCELLABLE: OrderStatus[] = ['PENDING', 'PROCESSING'];
/** An admin may change (and cancel) any order that is not final. */
const ADMIN_CHANGEABLE: OrderStatus[] = ['PENDING', 'PROCESSING', 'SHIPPED'];

/** Help text promises delivery in 2-3 days; the estimate takes the later day. */
export const ESTIMATED_DELIVERY_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

const IDEMPOTENCY_SCOPE = 'placeOrder';
const ORDER_COUNTER = 'order';

/**
 * SQLite has one writer: each order transaction waits its turn. Under a rush of buyers the wait can pass
 * Prisma's 2-second default, so it is longer; the work inside stays a handful of statements.
 */
const WRITE_TRANSACTION = { maxWait: 30_000, timeout: 15_000 } as const;

const STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: 'Pending',
  PROCESSING: 'Processing',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

/** The status as people read it: Pending, Processing, Shipped, Delivered, Cancelled. */
export function statusLabel(status: OrderStatus): string {
  return STATUS_LABELS[status];
}

/** The human order number, e.g. 123 -> ISK-000123. */
export function formatOrderNumber(number: number): string {
  return `ISK-${String(number).padStart(6, '0')}`;
}

/** Whether this viewer may cancel an order in this status (the owner until it ships, an admin until it is final). */
export function canCancel(viewer: Viewer | null, order: { userId: string; status: OrderStatus }): boolean {
  if (!viewer) return false;
  if (viewer.role === 'ADMIN') return ADMIN_CHANGEABLE.includes(order.status);
  return viewer.id === order.userId && SHOPPER_CANCELLABLE.includes(order.status);
}

/** Orders a viewer may see: an admin every order, a shopper their own. */
export function visibleOrdersWhere(viewer: Viewer | null): Prisma.OrderWhereInput {
  if (viewer?.role === 'ADMIN') return {};
  // Nobody has an empty id, so a signed-out caller sees nothing.
  return { userId: viewer?.id ?? '' };
}

/** Newest first, as the Orders page lists them. */
export const orderListOrder: Prisma.OrderOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { number: 'desc' }];

export interface PlacedOrder {
  orderId: string;
  /** True when an earlier request with the same Idempotency-Key placed this order. */
  replayed: boolean;
}

/** A fingerprint of what was asked for, so a reused Idempotency-Key with a different order is recognised. */
function requestFingerprint(input: PlaceOrderInput): string {
  const canonical = {
    addressId: input.addressId,
    promoCode: input.promoCode ? (promoCodeKey(input.promoCode.code) ?? input.promoCode.code) : null,
    subTotalAmt: input.subTotalAmt,
    totalAmt: input.totalAmt,
    listItems: input.listItems
      ? [...input.listItems].sort((a, b) => a.productId.localeCompare(b.productId)).map((item) => [item.productId, item.quantity])
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
  if (input.listItems) assertListMatchesCart(input.listItems, cartLines);

  const now = new Date();
  const lines = cartLines.map((line) => ({ ...line, ...priceLine(line.product, line.quantity, now) }));
  for (const line of lines) {
    if (line.quantity > line.product.stock) throw outOfStock(line.product.name, line.productId, line.product.stock);
  }

  let discounts: PromoProductDiscount[] = [];
  let rules: Awaited<ReturnType<typeof rulesForCode>> = [];
  let promoKey: string | null = null;
  if (input.promoCode) {
    promoKey = promoCodeKey(input.promoCode.code);
    if (!promoKey) throw new ValidationError(INVALID_PROMO_MESSAGE, 'promoCode.code');
    rules = await rulesForCode(tx, promoKey, lines.map((line) => line.productId));
    discounts = promoDiscounts(rules, lines, now);
    if (discounts.length === 0) throw new ValidationError(INVALID_PROMO_MESSAGE, 'promoCode.code');
  }
  const discountOf = (productId: string) => discounts.find((discount) => discount.productId === productId)?.discountAmount ?? 0;

  const subTotalAmt = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const originalTotalAmt = lines.reduce((sum, line) => sum + line.originalLineTotal, 0);
  const promoDiscountAmt = discounts.reduce((sum, discount) => sum + discount.discountAmount, 0);
  const totalAmt = Math.max(0, subTotalAmt - promoDiscountAmt);
  // Never charge more than the shopper was shown; a higher figure on their screen is fine (they pay less).
  if (input.totalAmt < totalAmt || input.subTotalAmt < subTotalAmt) throw new PriceChangedError(subTotalAmt, totalAmt);

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
      addressLine: address.district,
      city: address.sector,
      state: address.village,
      country: address.street,
      pincode: address.houseNumber,
      mobile: address.mobile,
      subTotalAmt,
      originalTotalAmt,
      promoDiscountAmt,
      promoCodeText: discounts.length > 0 ? promoKey : null,
      totalAmt,
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
          promoDiscountAmt: discountOf(line.productId),
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
function assertListMatchesCart(listItems: readonly { productId: string; quantity: number }[], cartLines: readonly { productId: string; quantity: number }[]): void {
  const listed = new Map<string, number>();
  for (const item of listItems) listed.set(item.productId, (listed.get(item.productId) ?? 0) + item.quantity);
  const matches = listed.size === cartLines.length && cartLines.every((line) => listed.get(line.productId) === line.quantity);
  if (!matches) throw new ConflictError('Your cart has changed since checkout opened. Please review it and try again.', 'listItems');
}

/**
 * Cancels an order: its owner while it is Pending or Processing, an admin while it is not final. Stock comes
 * back with ledger rows and promo uses are released, exactly once even if two cancels race.
 */
export async function cancelOrder(context: RequestContext, rawInput: unknown): Promise<{ orderId: string }> {
  const viewer = requireViewer(context);
  const { orderId } = parseInput(orderIdInput, rawInput);
  const order = await context.db.order.findFirst({ where: { id: orderId, ...visibleOrdersWhere(viewer) }, select: { id: true } });
  if (!order) throw new NotFoundError('Order');
  const allowed = viewer.role === 'ADMIN' ? ADMIN_CHANGEABLE : SHOPPER_CANCELLABLE;
  await context.db.$transaction((tx) => cancelInTransaction(tx, orderId, allowed, viewer.id), WRITE_TRANSACTION);
  return { orderId };
}

async function cancelInTransaction(tx: Transaction, orderId: string, allowed: readonly OrderStatus[], actorId: string): Promise<void> {
  const current = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { status: true, lines: { select: { productId: true, quantity: true } } },
  });
  if (!allowed.includes(current.status)) throw cancelRefusal(current.status);
  // The status in the condition makes a second, racing cancel find nothing to do.
  const claimed = await tx.order.updateMany({ where: { id: orderId, status: current.status }, data: { status: 'CANCELLED', cancelledAt: new Date() } });
  if (claimed.count === 0) throw new ConflictError('This order was changed a moment ago. Please reload it.', 'status');

  const returned = new Map<string, number>();
  for (const line of current.lines) returned.set(line.productId, (returned.get(line.productId) ?? 0) + line.quantity);
  for (const [productId, quantity] of returned) {
    await tx.product.updateMany({ where: { id: productId }, data: { stock: { increment: quantity } } });
    const { stock } = await tx.product.findUniqueOrThrow({ where: { id: productId }, select: { stock: true } });
    await tx.stockMovement.create({ data: { productId, delta: quantity, stockAfter: stock, reason: 'ORDER_CANCELLED', orderId, actorId } });
  }

  const redemptions = await tx.promoRedemption.findMany({ where: { orderId, releasedAt: null }, select: { id: true, promoCodeId: true, units: true } });
  for (const redemption of redemptions) {
    const released = await tx.promoRedemption.updateMany({ where: { id: redemption.id, releasedAt: null }, data: { releasedAt: new Date() } });
    if (released.count === 1) {
      await tx.promoCode.updateMany({
        where: { id: redemption.promoCodeId, usedCount: { gte: redemption.units } },
        data: { usedCount: { decrement: redemption.units } },
      });
    }
  }
  await tx.orderStatusChange.create({ data: { orderId, fromStatus: current.status, toStatus: 'CANCELLED', changedById: actorId } });
}

function cancelRefusal(status: OrderStatus): ConflictError {
  if (status === 'CANCELLED') return new ConflictError('This order is already cancelled.', 'status');
  if (status === 'DELIVERED') return new ConflictError('Delivered orders cannot be cancelled.', 'status');
  return new ConflictError(`This order is ${statusLabel(status)} and can no longer be cancelled.`, 'status');
}

/**
 * Sets an order's status (admins only) and records who changed it and when. Delivered and Cancelled are
 * final; setting Cancelled cancels the order, returning its stock and promo uses.
 */
export async function updateOrderStatus(context: RequestContext, rawInput: unknown): Promise<{ orderId: string }> {
  const admin = requireAdmin(context);
  const { orderId, status } = parseInput(updateOrderStatusInput, rawInput);
  const exists = await context.db.order.findUnique({ where: { id: orderId }, select: { id: true } });
  if (!exists) throw new NotFoundError('Order');
  if (status === 'CANCELLED') {
    await context.db.$transaction((tx) => cancelInTransaction(tx, orderId, ADMIN_CHANGEABLE, admin.id), WRITE_TRANSACTION);
    return { orderId };
  }
  await context.db.$transaction(async (tx) => {
    const current = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } });
    if (FINAL_STATUSES.includes(current.status)) {
      throw new ConflictError(`${statusLabel(current.status)} orders cannot be changed.`, 'status');
    }
    if (current.status === status) return;
    const changed = await tx.order.updateMany({ where: { id: orderId, status: current.status }, data: { status } });
    if (changed.count === 0) throw new ConflictError('This order was changed a moment ago. Please reload it.', 'status');
    await tx.orderStatusChange.create({ data: { orderId, fromStatus: current.status, toStatus: status, changedById: admin.id } });
  }, WRITE_TRANSACTION);
  return { orderId };
}

/** An admin's unread orders: those created after they last marked orders read. */
export interface UnreadOrders {
  count: number;
  lastReadAt: Date | null;
}

/** How many orders this admin has not seen yet. */
export async function unreadOrders(context: RequestContext): Promise<UnreadOrders> {
  const admin = requireAdmin(context);
  const marker = await context.db.adminReadMarker.findUnique({ where: { adminId: admin.id }, select: { lastReadAt: true } });
  const count = await context.db.order.count({ where: marker ? { createdAt: { gt: marker.lastReadAt } } : {} });
  return { count, lastReadAt: marker?.lastReadAt ?? null };
}

/** Marks every order so far as read for this admin (opening the Orders page does this). */
export async function markOrdersRead(context: RequestContext): Promise<UnreadOrders> {
  const admin = requireAdmin(context);
  const now = new Date();
  await context.db.adminReadMarker.upsert({ where: { adminId: admin.id }, create: { adminId: admin.id, lastReadAt: now }, update: { lastReadAt: now } });
  return unreadOrders(context);
}

/** Polling for the new-order alert: orders created after `since`, newest first, with the server's time to ask from next. */
export interface NewOrders {
  since: Date;
  serverTime: Date;
}

/** Checks the admin and the `since` argument of the new-order poll. */
export function newOrdersSince(context: RequestContext, rawInput: unknown): NewOrders {
  requireAdmin(context);
  const { since } = parseInput(newOrdersSinceInput, rawInput);
  return { since, serverTime: new Date() };
}

/** How many orders the new-order poll reports in full; the count covers the rest. */
export const NEW_ORDERS_LIMIT = 50;
