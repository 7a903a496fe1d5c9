import { type RequestContext, requireAdmin, requireViewer } from '../../context.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import type { OrderStatus, PaymentState } from '../../generated/prisma/enums.js';
import { parseInput } from '../../lib/validation.js';
import { markReviewsVerified } from '../review/review.service.js';
import { closePaymentOnCancel, recordPaymentEvent } from '../payment/payment-ledger.js';
import { refundDuePayments } from '../payment/payment-refund.js';
import { canTransition as paymentCanTransition } from '../payment/payment-state.js';
import { enqueueToOrderOwner } from '../outbox/outbox-messages.js';
import { type OrderIdInput, orderIdInput, type UpdateOrderStatusInput, updateOrderStatusInput } from './order.inputs.js';
import { canTransition, isFinal, paymentHoldsBack, statesThatMayBecome } from './order-state.js';
import { WRITE_TRANSACTION } from '../../database/database.js';
import { statusLabel, type Transaction, visibleOrdersWhere } from './order.service.js';

/** The payment history's line for a cash order's money taken at the door when it is delivered. */
export const CASH_TAKEN_AT_DOOR = { source: 'delivered', note: 'Cash taken on delivery.' } as const;

/**
 * Cancels an order: its owner while it is Pending or Processing, an admin while it is not final. Stock comes
 * back with ledger rows and promo uses are released, exactly once even if two cancels race. A paid order's money
 * is refunded through its provider, or waits as REFUND_DUE for an admin.
 */
export async function cancelOrder(context: RequestContext, rawInput: OrderIdInput): Promise<{ orderId: string }> {
  const viewer = requireViewer(context);
  const { orderId } = parseInput(orderIdInput, rawInput);
  const order = await context.db.prisma.order.findFirst({ where: { id: orderId, ...visibleOrdersWhere(viewer) }, select: { id: true } });
  if (!order) throw new NotFoundError('Order');
  // Found by visibleOrdersWhere: an admin's, or the viewer's own.
  const allowed = statesThatMayBecome('CANCELLED', viewer.role === 'ADMIN' ? 'admin' : 'shopper');
  await cancelWithRefund(context, orderId, { allowed, actorId: viewer.id });
  return { orderId };
}

/** The order was changed (paid, moved on) between the cancellation's read and its write. */
class ChangedMeanwhile extends ConflictError {
  constructor() {
    super('This order was changed a moment ago. Please reload it.', 'status');
  }
}

/**
 * Cancels, then refunds what the order had paid. A change that slipped in between the read and the write (a payment
 * settling at that moment) is read again, up to three times, and judged by the same rules.
 */
async function cancelWithRefund(context: RequestContext, orderId: string, rules: CancelRules): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { refundDue } = await context.db.prisma.$transaction((tx) => cancelInTransaction(tx, orderId, rules), WRITE_TRANSACTION);
      context.outbox.wake();
      if (refundDue) await refundDuePayments(context, orderId);
      return;
    } catch (error) {
      if (!(error instanceof ChangedMeanwhile) || attempt === 3) throw error;
    }
  }
}

export interface CancelRules {
  /** The statuses the order may be cancelled from. */
  allowed: readonly OrderStatus[];
  /** Who cancels; null for the shop itself (an unpaid order's deadline). */
  actorId: string | null;
  /** Only while the payment is in one of these states (the payment deadline cancels unpaid orders only). */
  paymentStates?: readonly PaymentState[];
  /** Why, for the payment history. */
  source?: 'cancelled' | 'timeout';
  /** Whether the shopper is sent a cancellation notice (default): not for an order withdrawn as it was placed. */
  announce?: boolean;
}

/**
 * Cancels in the caller's transaction: status, stock, promo uses, payment and the shopper's notice. The status and
 * payment state read are the update's condition, so a racing cancel, callback or deadline makes this one a
 * ConflictError instead of a second release (or a second notice). Tells whether a refund is now due (made after the
 * commit).
 */
export async function cancelInTransaction(tx: Transaction, orderId: string, rules: CancelRules): Promise<{ refundDue: boolean }> {
  const { allowed, actorId } = rules;
  const current = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { status: true, paymentState: true, userId: true, lines: { select: { productId: true, quantity: true } } },
  });
  if (!allowed.includes(current.status)) throw cancelRefusal(current.status);
  if (rules.paymentStates && !rules.paymentStates.includes(current.paymentState)) {
    throw new ConflictError('This order was paid a moment ago.', 'paymentState');
  }
  // The status and payment state in the condition make a second, racing change find nothing to do.
  const claimed = await tx.order.updateMany({
    where: { id: orderId, status: current.status, paymentState: current.paymentState },
    data: { status: 'CANCELLED', cancelledAt: new Date() },
  });
  if (claimed.count === 0) throw new ChangedMeanwhile();

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
  const refundDue = await closePaymentOnCancel(tx, { id: orderId, paymentState: current.paymentState }, rules.source ?? 'cancelled');
  if (rules.announce !== false) {
    const cancelledBy = rules.source === 'timeout' ? 'deadline' : actorId === current.userId ? 'shopper' : 'shop';
    await announceCancellation(tx, orderId, cancelledBy, refundDue);
  }
  return { refundDue };
}

/** The shopper's cancellation notice, in the cancelling transaction: who cancelled, and the money owed back if it was paid. */
async function announceCancellation(tx: Transaction, orderId: string, cancelledBy: 'shopper' | 'shop' | 'deadline', refundDue: boolean): Promise<void> {
  const attempts = await tx.paymentAttempt.findMany({ where: { orderId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: { provider: true, state: true, amount: true } });
  const owed = attempts.filter((attempt) => attempt.state === 'REFUND_DUE').reduce((sum, attempt) => sum + attempt.amount, 0);
  await enqueueToOrderOwner(tx, orderId, {
    kind: 'order-cancelled',
    orderId,
    cancelledBy,
    refundAmount: refundDue && owed > 0 ? owed : null,
    provider: attempts[0]?.provider ?? null,
  });
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
    await cancelWithRefund(context, orderId, { allowed: statesThatMayBecome('CANCELLED', 'admin'), actorId: admin.id });
    return { orderId };
  }
  await context.db.prisma.$transaction(async (tx) => {
    const current = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true, paymentState: true } });
    if (isFinal(current.status)) {
      throw new ConflictError(`${statusLabel(current.status)} orders cannot be changed.`, 'status');
    }
    if (current.status === status) return;
    if (!canTransition(current.status, status, 'admin')) {
      throw new ConflictError(`A ${statusLabel(current.status)} order cannot become ${statusLabel(status)}.`, 'status');
    }
    // Goods leave only for money taken or to be taken at the door: a mobile-money order waits for its approval.
    if (paymentHoldsBack(status, current.paymentState)) {
      throw new ConflictError(
        current.paymentState === 'PENDING'
          ? 'This order is waiting for its mobile-money payment: ship it once the payment is approved.'
          : 'This order\'s mobile-money payment failed: ship it once the shopper pays or switches to cash on delivery.',
        'paymentState',
      );
    }
    // Conditional on the payment state read: a payment failing meanwhile is not shipped past.
    const changed = await tx.order.updateMany({ where: { id: orderId, status: current.status, paymentState: current.paymentState }, data: { status } });
    if (changed.count === 0) throw new ConflictError('This order was changed a moment ago. Please reload it.', 'status');
    await tx.orderStatusChange.create({ data: { orderId, fromStatus: current.status, toStatus: status, changedById: admin.id } });
    if (status === 'DELIVERED') {
      // Cash is taken at the door: a delivered cash order is paid, also one whose stray mobile money (approved after
      // the switch to cash) was given back.
      const owedAtDoor = paymentCanTransition(current.paymentState, 'PAID', CASH_TAKEN_AT_DOOR.source);
      const paidAtDoor = owedAtDoor
        ? await tx.order.updateMany({ where: { id: orderId, paymentMethod: 'CASH_ON_DELIVERY', paymentState: current.paymentState }, data: { paymentState: 'PAID' } })
        : { count: 0 };
      if (paidAtDoor.count === 1) await recordPaymentEvent(tx, { orderId, fromState: current.paymentState, toState: 'PAID', ...CASH_TAKEN_AT_DOOR });
      const delivered = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { userId: true, lines: { select: { productId: true } } } });
      await markReviewsVerified(tx, delivered.userId, [...new Set(delivered.lines.map((line) => line.productId))]);
    }
  }, WRITE_TRANSACTION);
  return { orderId };
}
