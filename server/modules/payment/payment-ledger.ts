import type { PaymentReason } from '../../errors.js';
import type { PaymentState } from '../../generated/prisma/enums.js';
import type { ShopTransaction as Transaction } from '../../database/database.js';
import { reasonSentence } from './payment-reasons.js';
import { ATTEMPTS_STILL_READ, attemptCanTransition, attemptStatesThatMayBecome, awaitsPayment, canTransition, type PaymentEventSource } from './payment-state.js';
import { providerLabel } from './payment-view.js';
import type { ProviderPayment } from './providers/provider.js';

/**
 * The payment rows' rules inside a transaction: every change of state is a conditional update on the state it was
 * read in (a racing callback, poll, cancel or timeout finds nothing to do) and writes one history row.
 */

/** One line of the order's payment history. */
export function recordPaymentEvent(
  tx: Transaction,
  event: { orderId: string; attemptId?: string | null; fromState: PaymentState | null; toState: PaymentState; source: PaymentEventSource; note?: string | null },
) {
  return tx.paymentEvent.create({ data: { ...event, attemptId: event.attemptId ?? null, note: event.note ?? null } });
}

/**
 * What cancelling an order does to its money, in the cancelling transaction: a paid order owes a refund
 * (REFUND_DUE, refunded after the commit); a pending or failed one stops waiting (FAILED, no more status reads).
 * True when a refund is now due.
 */
export async function closePaymentOnCancel(
  tx: Transaction,
  order: { id: string; paymentState: PaymentState },
  source: 'cancelled' | 'timeout',
): Promise<boolean> {
  const reason: PaymentReason = source === 'timeout' ? 'ORDER_TIMED_OUT' : 'ORDER_CANCELLED';
  // Money held is owed back whoever cancels (the deadline never cancels a paid order).
  if (canTransition(order.paymentState, 'REFUND_DUE', 'cancelled')) {
    const moved = await tx.order.updateMany({ where: { id: order.id, paymentState: order.paymentState }, data: { paymentState: 'REFUND_DUE' } });
    if (moved.count === 0) return false;
    // The attempts that paid owe their money back.
    await tx.paymentAttempt.updateMany({ where: { orderId: order.id, state: order.paymentState }, data: { state: 'REFUND_DUE' } });
    await recordPaymentEvent(tx, { orderId: order.id, fromState: order.paymentState, toState: 'REFUND_DUE', source, note: 'The order was cancelled after it was paid.' });
    return true;
  }
  if (awaitsPayment(order.paymentState)) {
    // It stops waiting. Its status reads go on for a while: an approval that comes after all is found and owed back.
    await tx.paymentAttempt.updateMany({ where: { orderId: order.id, state: { in: attemptStatesThatMayBecome('FAILED') } }, data: { state: 'FAILED', reason } });
    const moved = await tx.order.updateMany({ where: { id: order.id, paymentState: order.paymentState }, data: { paymentState: 'FAILED', paymentDueAt: null } });
    // One that had failed already only loses its deadline: no change of state for its history.
    if (moved.count === 1 && canTransition(order.paymentState, 'FAILED', source)) {
      await recordPaymentEvent(tx, { orderId: order.id, fromState: order.paymentState, toState: 'FAILED', source, note: reasonSentence(reason, '') });
    }
  }
  return false;
}

/** What a settlement did: nothing (already settled, or still pending), settled the order, or took money for an order that no longer wants it. */
export type Settlement = 'unchanged' | 'settled' | 'refund-due';

/** Another settlement of the same attempt got there first: the transaction is rolled back and nothing changes. */
class AlreadySettled extends Error {}

/**
 * Records what the provider says of one attempt, once: a callback and a status read that agree settle it once.
 * Money that arrives for a cancelled order, a cash order (switched while its prompt waited) or twice for one order is
 * never counted as the order's payment: that attempt owes a refund instead. A prompt the shopper replaced with a newer
 * one still pays its order while the order waits for its money. Like a cancellation, it changes the order's row before its attempts', so two
 * transactions on one order wait for each other in the same order instead of deadlocking (PostgreSQL).
 */
export async function settleInTransaction(tx: Transaction, attemptId: string, outcome: ProviderPayment, source: PaymentEventSource): Promise<Settlement> {
  if (outcome.status === 'pending') return 'unchanged';
  try {
    return await settle(tx, attemptId, outcome, source);
  } catch (error) {
    if (error instanceof AlreadySettled) return 'unchanged';
    throw error;
  }
}

async function settle(tx: Transaction, attemptId: string, outcome: ProviderPayment, source: PaymentEventSource): Promise<Settlement> {
  const attempt = await tx.paymentAttempt.findUnique({
    where: { id: attemptId },
    select: { id: true, orderId: true, state: true, provider: true, order: { select: { paymentState: true, status: true } } },
  });
  if (!attempt) return 'unchanged';
  const { order, orderId } = attempt;
  const transactionId = outcome.providerTransactionId;

  if (outcome.status === 'failed') {
    // An attempt the shop gave up on that the provider failed too: nothing more to watch for.
    if (attempt.state === 'FAILED') await tx.paymentAttempt.updateMany({ where: { id: attemptId, state: 'FAILED' }, data: { nextPollAt: null } });
    if (!attemptCanTransition(attempt.state, 'FAILED')) return 'unchanged';
    // Conditional on the state read, as every change here: a racing change makes this one find nothing to do.
    const fails = canTransition(order.paymentState, 'FAILED', source);
    const moved = fails
      ? await tx.order.updateMany({ where: { id: orderId, paymentState: order.paymentState, status: { not: 'CANCELLED' } }, data: { paymentState: 'FAILED' } })
      : { count: 0 };
    const failed = await tx.paymentAttempt.updateMany({
      where: { id: attemptId, state: attempt.state },
      data: { state: 'FAILED', reason: outcome.reason, providerTransactionId: transactionId, nextPollAt: null },
    });
    if (failed.count === 0) throw new AlreadySettled();
    if (moved.count === 0) return 'unchanged';
    await recordPaymentEvent(tx, { orderId, attemptId, fromState: order.paymentState, toState: 'FAILED', source, note: outcome.reason && reasonSentence(outcome.reason, providerLabel(attempt.provider)) });
    return 'settled';
  }

  // Paid: a payment the shop had given up on (timed out, cancelled) is paid all the same, and then owes a refund.
  if (!attemptCanTransition(attempt.state, 'PAID')) return 'unchanged';
  const waiting = canTransition(order.paymentState, 'PAID', source) && order.status !== 'CANCELLED';
  const moved = waiting
    ? await tx.order.updateMany({ where: { id: orderId, paymentState: order.paymentState, status: { not: 'CANCELLED' } }, data: { paymentState: 'PAID', paymentDueAt: null } })
    : { count: 0 };
  if (moved.count === 1) {
    const paid = await tx.paymentAttempt.updateMany({
      where: { id: attemptId, state: { in: attemptStatesThatMayBecome('PAID') } },
      data: { state: 'PAID', reason: null, providerTransactionId: transactionId, nextPollAt: null },
    });
    if (paid.count === 0) throw new AlreadySettled();
    await recordPaymentEvent(tx, { orderId, attemptId, fromState: order.paymentState, toState: 'PAID', source, note: transactionId ? `Provider transaction ${transactionId}` : null });
    return 'settled';
  }
  // Not this order's payment any more (cancelled, paid by another attempt, or switched to cash on delivery): the
  // attempt owes the money back.
  const latest = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { paymentState: true } });
  const owes = canTransition(latest.paymentState, 'REFUND_DUE', source);
  if (owes) await tx.order.updateMany({ where: { id: orderId, paymentState: latest.paymentState }, data: { paymentState: 'REFUND_DUE' } });
  const due = await tx.paymentAttempt.updateMany({
    where: { id: attemptId, state: { in: [...ATTEMPTS_STILL_READ] } },
    data: { state: 'REFUND_DUE', reason: 'PAID_LATE' satisfies PaymentReason, providerTransactionId: transactionId, nextPollAt: null },
  });
  if (due.count === 0) throw new AlreadySettled();
  await recordPaymentEvent(tx, {
    orderId,
    attemptId,
    fromState: latest.paymentState,
    toState: owes ? 'REFUND_DUE' : latest.paymentState,
    source,
    note: 'Money arrived after the order stopped waiting for it (cancelled, already paid, or switched to cash on delivery): it is to be refunded.',
  });
  return 'refund-due';
}
