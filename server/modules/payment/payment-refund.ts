import { randomUUID } from 'node:crypto';
import { type RequestContext, requireAdmin } from '../../context.js';
import { ConflictError, NotFoundError, PaymentProviderError, type PaymentReason } from '../../errors.js';
import { parseInput } from '../../lib/validation.js';
import { WRITE_TRANSACTION } from '../order/order.service.js';
import { recordPaymentEvent } from './payment-ledger.js';
import { pollDelayMs } from './poll-delay.js';
import { announceRefund } from './refund-notice.js';
import { type OrderRefundInput, orderRefundInput } from './payment.inputs.js';

/** How often an accepted refund's status is read before the shop leaves it to an admin. */
const REFUND_READS = 20;

/**
 * Gives back the money of an order's attempts that owe a refund, through their provider. A refund the provider makes
 * at once (Airtel) becomes REFUNDED; one it makes later (MTN) keeps its reference and is read by the payment worker
 * until it is made (pollDueRefunds). One it refuses (or a provider with no refund configured) stays REFUND_DUE for an
 * admin to refund by hand and confirm. Runs after the transaction that made the refund due, never inside one.
 */
export async function refundDuePayments(context: RequestContext, orderId: string): Promise<void> {
  const due = await context.db.prisma.paymentAttempt.findMany({
    where: { orderId, state: 'REFUND_DUE', refundReference: null },
    select: { id: true, reference: true, provider: true, amount: true },
  });
  for (const attempt of due) {
    const provider = context.payments.get(attempt.provider);
    // MTN makes a refund after accepting it: its status is read later.
    const madeLater = typeof provider?.refundStatus === 'function';
    const refundReference = randomUUID();
    // Kept before asking: an answer lost on the way still leaves a reference to read the refund by.
    const claimed = await context.db.prisma.paymentAttempt.updateMany({
      where: { id: attempt.id, state: 'REFUND_DUE', refundReference: null },
      data: { refundReference, nextPollAt: madeLater ? new Date(Date.now() + context.config.PAYMENT_POLL_INITIAL_MS) : null, pollCount: 0 },
    });
    if (claimed.count === 0) continue;
    try {
      if (!provider) throw new Error(`no provider ${attempt.provider}`);
      await provider.refund({ reference: attempt.reference, refundReference, amountRwf: attempt.amount });
    } catch (error) {
      // Refused outright, it was not made; an outage may have let it through, so an MTN refund is read all the same.
      const maybeMade = error instanceof PaymentProviderError && error.kind === 'unavailable' && madeLater;
      context.logger.warn({ err: error, orderId, reference: attempt.reference }, maybeMade ? 'payment refund unanswered: its status is read' : 'payment refund not made: waiting for an admin');
      if (!maybeMade) await leaveToAdmin(context, attempt.id);
      continue;
    }
    if (!madeLater) await markRefunded(context, orderId, attempt.id, 'Refund made by the provider.');
  }
}

/**
 * Reads the refunds a provider accepted but had not made yet, once their time has come: made becomes REFUNDED,
 * failed (or never arrived, or still not made after many reads) is left to an admin. Claimed like payment reads.
 */
export async function pollDueRefunds(context: RequestContext, now: Date, limit = 20): Promise<number> {
  const due = await context.db.prisma.paymentAttempt.findMany({
    where: { state: 'REFUND_DUE', refundReference: { not: null }, nextPollAt: { lte: now } },
    orderBy: { nextPollAt: 'asc' },
    take: limit,
    select: { id: true, orderId: true, provider: true, refundReference: true, pollCount: true },
  });
  let read = 0;
  for (const attempt of due) {
    const last = attempt.pollCount + 1 >= REFUND_READS;
    const claimed = await context.db.prisma.paymentAttempt.updateMany({
      where: { id: attempt.id, state: 'REFUND_DUE', pollCount: attempt.pollCount },
      data: { pollCount: attempt.pollCount + 1, nextPollAt: last ? null : new Date(now.getTime() + pollDelayMs(context, attempt.pollCount + 1)) },
    });
    if (claimed.count === 0) continue;
    read += 1;
    const provider = context.payments.get(attempt.provider);
    try {
      if (!provider?.refundStatus) throw new Error(`no refund status for ${attempt.provider}`);
      const refund = await provider.refundStatus(attempt.refundReference!);
      if (refund.status === 'refunded') await markRefunded(context, attempt.orderId, attempt.id, 'Refund made by the provider.');
      else if (refund.status === 'failed' || last) await leaveToAdmin(context, attempt.id);
    } catch (error) {
      const neverArrived = error instanceof PaymentProviderError && error.kind === 'not-found';
      context.logger.warn({ err: error, orderId: attempt.orderId }, 'refund status read failed');
      if (neverArrived || last) await leaveToAdmin(context, attempt.id);
    }
  }
  return read;
}

/** A refund the provider did not make: the attempt waits, REFUND_DUE, for an admin to refund by hand and confirm. */
async function leaveToAdmin(context: RequestContext, attemptId: string): Promise<void> {
  await context.db.prisma.paymentAttempt.updateMany({
    where: { id: attemptId, state: 'REFUND_DUE' },
    data: { reason: 'REFUND_FAILED' satisfies PaymentReason, refundReference: null, nextPollAt: null },
  });
}

/** One attempt's money is back: REFUNDED, and the order too once none of its attempts owes anything. */
async function markRefunded(context: RequestContext, orderId: string, attemptId: string, note: string): Promise<void> {
  await context.db.prisma.$transaction(async (tx) => {
    // The order's row first, as every payment change takes it, so this waits instead of deadlocking.
    await tx.order.updateMany({ where: { id: orderId }, data: { updatedAt: new Date() } });
    const refunded = await tx.paymentAttempt.updateMany({ where: { id: attemptId, state: 'REFUND_DUE' }, data: { state: 'REFUNDED', reason: null, nextPollAt: null } });
    if (refunded.count === 0) return;
    const stillDue = await tx.paymentAttempt.count({ where: { orderId, state: 'REFUND_DUE' } });
    const moved = stillDue === 0 ? await tx.order.updateMany({ where: { id: orderId, paymentState: 'REFUND_DUE' }, data: { paymentState: 'REFUNDED' } }) : { count: 0 };
    await recordPaymentEvent(tx, { orderId, attemptId, fromState: 'REFUND_DUE', toState: moved.count === 1 ? 'REFUNDED' : 'REFUND_DUE', source: 'refund', note });
    await announceRefund(tx, orderId, { attemptId });
  }, WRITE_TRANSACTION);
  context.outbox.wake();
}

/**
 * An admin confirms that an order's due refund was made by hand: REFUND_DUE becomes REFUNDED (admins only). Refused
 * while the provider is still making a refund of it, so the money is not given back twice.
 */
export async function confirmOrderRefund(context: RequestContext, rawInput: OrderRefundInput): Promise<{ orderId: string }> {
  const admin = requireAdmin(context);
  const { orderId } = parseInput(orderRefundInput, rawInput);
  const exists = await context.db.prisma.order.findUnique({ where: { id: orderId }, select: { id: true } });
  if (!exists) throw new NotFoundError('Order');
  await context.db.prisma.$transaction(async (tx) => {
    const inProgress = await tx.paymentAttempt.count({ where: { orderId, state: 'REFUND_DUE', refundReference: { not: null } } });
    if (inProgress > 0) throw new ConflictError('The provider is still making this refund: wait for it before refunding by hand.', 'orderId');
    const moved = await tx.order.updateMany({ where: { id: orderId, paymentState: 'REFUND_DUE' }, data: { paymentState: 'REFUNDED' } });
    if (moved.count === 0) throw new ConflictError('This order has no refund waiting.', 'orderId');
    await announceRefund(tx, orderId, { byHand: true });
    await tx.paymentAttempt.updateMany({ where: { orderId, state: 'REFUND_DUE' }, data: { state: 'REFUNDED', reason: null } });
    await recordPaymentEvent(tx, { orderId, fromState: 'REFUND_DUE', toState: 'REFUNDED', source: 'admin', note: `Refund confirmed by ${admin.name}.` });
  }, WRITE_TRANSACTION);
  context.outbox.wake();
  return { orderId };
}
