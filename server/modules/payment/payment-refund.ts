import { randomUUID } from 'node:crypto';
import { type RequestContext, requireAdmin } from '../../context.js';
import { ConflictError, NotFoundError, type PaymentReason } from '../../errors.js';
import { parseInput } from '../../lib/validation.js';
import { WRITE_TRANSACTION } from '../order/order.service.js';
import { recordPaymentEvent } from './payment-ledger.js';
import { type OrderRefundInput, orderRefundInput } from './payment.inputs.js';

/**
 * Gives back the money of an order's attempts that owe a refund, through their provider. Each one the provider
 * accepts becomes REFUNDED; one it refuses (or a provider with no refund configured) stays REFUND_DUE for an admin
 * to refund by hand and confirm. Runs after the transaction that made the refund due, never inside one.
 */
export async function refundDuePayments(context: RequestContext, orderId: string): Promise<void> {
  const due = await context.db.prisma.paymentAttempt.findMany({ where: { orderId, state: 'REFUND_DUE' }, select: { id: true, reference: true, provider: true, amount: true } });
  for (const attempt of due) {
    const provider = context.payments.get(attempt.provider);
    try {
      if (!provider) throw new Error(`no provider ${attempt.provider}`);
      await provider.refund({ reference: attempt.reference, refundReference: randomUUID(), amountRwf: attempt.amount });
    } catch (error) {
      context.logger.warn({ err: error, orderId, reference: attempt.reference }, 'payment refund not made: waiting for an admin');
      await context.db.prisma.paymentAttempt.updateMany({
        where: { id: attempt.id, state: 'REFUND_DUE' },
        data: { reason: 'REFUND_FAILED' satisfies PaymentReason },
      });
      continue;
    }
    await context.db.prisma.$transaction(async (tx) => {
      // The order's row first, as every payment change takes it, so this waits instead of deadlocking.
      await tx.order.updateMany({ where: { id: orderId }, data: { updatedAt: new Date() } });
      const refunded = await tx.paymentAttempt.updateMany({ where: { id: attempt.id, state: 'REFUND_DUE' }, data: { state: 'REFUNDED', reason: null } });
      if (refunded.count === 0) return;
      const stillDue = await tx.paymentAttempt.count({ where: { orderId, state: 'REFUND_DUE' } });
      const moved = stillDue === 0 ? await tx.order.updateMany({ where: { id: orderId, paymentState: 'REFUND_DUE' }, data: { paymentState: 'REFUNDED' } }) : { count: 0 };
      await recordPaymentEvent(tx, {
        orderId,
        attemptId: attempt.id,
        fromState: 'REFUND_DUE',
        toState: moved.count === 1 ? 'REFUNDED' : 'REFUND_DUE',
        source: 'refund',
        note: 'Refund accepted by the provider.',
      });
    }, WRITE_TRANSACTION);
  }
}

/** An admin confirms that an order's due refund was made by hand: REFUND_DUE becomes REFUNDED (admins only). */
export async function confirmOrderRefund(context: RequestContext, rawInput: OrderRefundInput): Promise<{ orderId: string }> {
  const admin = requireAdmin(context);
  const { orderId } = parseInput(orderRefundInput, rawInput);
  const exists = await context.db.prisma.order.findUnique({ where: { id: orderId }, select: { id: true } });
  if (!exists) throw new NotFoundError('Order');
  await context.db.prisma.$transaction(async (tx) => {
    const moved = await tx.order.updateMany({ where: { id: orderId, paymentState: 'REFUND_DUE' }, data: { paymentState: 'REFUNDED' } });
    if (moved.count === 0) throw new ConflictError('This order has no refund waiting.', 'orderId');
    await tx.paymentAttempt.updateMany({ where: { orderId, state: 'REFUND_DUE' }, data: { state: 'REFUNDED', reason: null } });
    await recordPaymentEvent(tx, { orderId, fromState: 'REFUND_DUE', toState: 'REFUNDED', source: 'admin', note: `Refund confirmed by ${admin.name}.` });
  }, WRITE_TRANSACTION);
  return { orderId };
}
