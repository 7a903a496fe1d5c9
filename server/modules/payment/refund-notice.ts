import type { ShopTransaction as Transaction } from '../../database/database.js';
import { enqueueToOrderOwner } from '../outbox/outbox-messages.js';
import { maskedPhone } from './payment-view.js';

/**
 * The shopper's notice that a refund was made, written in the refund's own transaction (so it is sent once the
 * refund is recorded, and never without it): one attempt's money sent back by its provider to the number that paid,
 * or, by hand, what the order's attempts still owed (read before they are marked refunded).
 */
export async function announceRefund(tx: Transaction, orderId: string, refund: { attemptId: string } | { byHand: true }): Promise<void> {
  if ('attemptId' in refund) {
    const attempt = await tx.paymentAttempt.findUniqueOrThrow({ where: { id: refund.attemptId }, select: { amount: true, provider: true, phone: true } });
    await enqueueToOrderOwner(tx, orderId, { kind: 'refund-made', orderId, amount: attempt.amount, provider: attempt.provider, phone: maskedPhone(attempt.phone) });
    return;
  }
  const owed = await tx.paymentAttempt.findMany({ where: { orderId, state: 'REFUND_DUE' }, select: { amount: true } });
  const amount = owed.reduce((sum, attempt) => sum + attempt.amount, 0);
  if (amount > 0) await enqueueToOrderOwner(tx, orderId, { kind: 'refund-made', orderId, amount, provider: null, phone: null });
}
