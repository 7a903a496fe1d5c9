import { type RequestContext, requireAdmin, requireViewer } from '../../context.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import type { OrderStatus } from '../../generated/prisma/enums.js';
import { parseInput } from '../../lib/validation.js';
import { markReviewsVerified } from '../review/review.service.js';
import { type OrderIdInput, orderIdInput, type UpdateOrderStatusInput, updateOrderStatusInput } from './order.inputs.js';
import {
  ADMIN_CHANGEABLE,
  FINAL_STATUSES,
  SHOPPER_CANCELLABLE,
  statusLabel,
  type Transaction,
  visibleOrdersWhere,
  WRITE_TRANSACTION,
} from './order.service.js';

/**
 * Cancels an order: its owner while it is Pending or Processing, an admin while it is not final. Stock comes
 * back with ledger rows and promo uses are released, exactly once even if two cancels race.
 */
export async function cancelOrder(context: RequestContext, rawInput: OrderIdInput): Promise<{ orderId: string }> {
  const viewer = requireViewer(context);
  const { orderId } = parseInput(orderIdInput, rawInput);
  const order = await context.db.prisma.order.findFirst({ where: { id: orderId, ...visibleOrdersWhere(viewer) }, select: { id: true } });
  if (!order) throw new NotFoundError('Order');
  const allowed = viewer.role === 'ADMIN' ? ADMIN_CHANGEABLE : SHOPPER_CANCELLABLE;
  await context.db.prisma.$transaction((tx) => cancelInTransaction(tx, orderId, allowed, viewer.id), WRITE_TRANSACTION);
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
export async function updateOrderStatus(context: RequestContext, rawInput: UpdateOrderStatusInput): Promise<{ orderId: string }> {
  const admin = requireAdmin(context);
  const { orderId, status } = parseInput(updateOrderStatusInput, rawInput);
  const exists = await context.db.prisma.order.findUnique({ where: { id: orderId }, select: { id: true } });
  if (!exists) throw new NotFoundError('Order');
  if (status === 'CANCELLED') {
    await context.db.prisma.$transaction((tx) => cancelInTransaction(tx, orderId, ADMIN_CHANGEABLE, admin.id), WRITE_TRANSACTION);
    return { orderId };
  }
  await context.db.prisma.$transaction(async (tx) => {
    const current = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } });
    if (FINAL_STATUSES.includes(current.status)) {
      throw new ConflictError(`${statusLabel(current.status)} orders cannot be changed.`, 'status');
    }
    if (current.status === status) return;
    const changed = await tx.order.updateMany({ where: { id: orderId, status: current.status }, data: { status } });
    if (changed.count === 0) throw new ConflictError('This order was changed a moment ago. Please reload it.', 'status');
    await tx.orderStatusChange.create({ data: { orderId, fromStatus: current.status, toStatus: status, changedById: admin.id } });
    if (status === 'DELIVERED') {
      const delivered = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { userId: true, lines: { select: { productId: true } } } });
      await markReviewsVerified(tx, delivered.userId, [...new Set(delivered.lines.map((line) => line.productId))]);
    }
  }, WRITE_TRANSACTION);
  return { orderId };
}
