import { randomUUID } from 'node:crypto';
import { type RequestContext, requireAdmin } from '../../context.js';
import { ConflictError, NotFoundError, PaymentProviderError, type PaymentReason, RefundInProgressError } from '../../errors.js';
import type { Prisma } from '../../generated/prisma/client.js';
import type { PaymentState } from '../../generated/prisma/enums.js';
import { parseInput } from '../../lib/validation.js';
import { WRITE_TRANSACTION } from '../../database/database.js';
import { recordPaymentEvent } from './payment-ledger.js';
import { attemptStatesThatMayBecome, statesThatMayBecome } from './payment-state.js';
import { providerLabel } from './payment-view.js';
import { pollDelayMs } from './poll-delay.js';
import { announceRefund } from './refund-notice.js';
import { type OrderRefundInput, orderRefundInput } from './payment.inputs.js';
import { type PaymentProvider, providerLabels, type ProviderName } from './providers/provider.js';

/** How often an accepted refund's status is read before the shop leaves it to an admin. */
const REFUND_READS = 20;

/**
 * How long a refund made at once (Airtel) may wait for its answer: a claim still unanswered after this was cut off
 * (the process stopped during the call), and only the provider knows whether the money went.
 */
const UNANSWERED_AFTER_MS = 5 * 60_000;

/**
 * Who gives an order's money back: its provider by itself (the shop asks it and follows it; nobody refunds by hand
 * meanwhile), or an admin by hand, then confirmed (the provider cannot refund, or refused or failed it).
 */
export type RefundBy = 'PROVIDER' | 'ADMIN';

/** The providers that give money back by themselves with this shop's configuration. */
function providersThatRefund(context: RequestContext): ProviderName[] {
  return (Object.keys(providerLabels) as ProviderName[]).filter((name) => (context.payments.get(name)?.refunds ?? 'none') !== 'none');
}

/** Not refused or failed by its provider: REFUND_FAILED is what hands a refund to an admin. */
const notHandedToAdmin = { OR: [{ reason: null }, { reason: { not: 'REFUND_FAILED' satisfies PaymentReason } }] } satisfies Prisma.PaymentAttemptWhereInput;

/**
 * The attempts whose refund is the provider's: owed back, through a provider that refunds by itself, and not refused
 * or failed by it. From the moment the money is owed back (the cancellation's commit), asked yet or not, until it is
 * made or refused: no window in which an admin is asked to refund it too.
 */
export function providerRefundsWhere(context: RequestContext): Prisma.PaymentAttemptWhereInput {
  return { state: 'REFUND_DUE', provider: { in: providersThatRefund(context) }, ...notHandedToAdmin };
}

/**
 * Who gives the money back (see RefundBy), by the rule of providerRefundsWhere: for a paid order, who would if it
 * were cancelled now; for one owing a refund, who is on it now. Null when no money is held or owed.
 */
export function refundByOf(
  context: RequestContext,
  paymentState: PaymentState,
  attempts: readonly { provider: string; state: PaymentState; reason: string | null }[],
): RefundBy | null {
  const refunding = new Set<string>(providersThatRefund(context));
  if (paymentState === 'PAID') {
    const paid = attempts.filter((attempt) => attempt.state === 'PAID');
    if (paid.length === 0) return null;
    return paid.every((attempt) => refunding.has(attempt.provider)) ? 'PROVIDER' : 'ADMIN';
  }
  if (paymentState !== 'REFUND_DUE') return null;
  const providerMakesOne = attempts.some((attempt) => attempt.state === 'REFUND_DUE' && refunding.has(attempt.provider) && attempt.reason !== 'REFUND_FAILED');
  return providerMakesOne ? 'PROVIDER' : 'ADMIN';
}

/** What asking a provider for a refund came to: accepted, perhaps made (no answer from an outage), or refused. */
type Asked = 'accepted' | 'unanswered' | 'refused';

async function askProvider(
  context: RequestContext,
  provider: PaymentProvider,
  attempt: { orderId: string; reference: string; amount: number },
  refundReference: string,
): Promise<Asked> {
  try {
    await provider.refund({ reference: attempt.reference, refundReference, amountRwf: attempt.amount });
    return 'accepted';
  } catch (error) {
    // The same reference asked again: it is there already.
    if (error instanceof PaymentProviderError && error.kind === 'duplicate') return 'accepted';
    // Refused outright, it was not made; an outage may have let it through, so an MTN refund is read all the same.
    const maybeMade = error instanceof PaymentProviderError && error.kind === 'unavailable' && provider.refunds === 'later';
    context.logger.warn(
      { err: error, orderId: attempt.orderId, reference: attempt.reference },
      maybeMade ? 'payment refund unanswered: its status is read' : 'payment refund not made: waiting for an admin',
    );
    return maybeMade ? 'unanswered' : 'refused';
  }
}

/**
 * Gives back the money of an order's attempts that owe a refund, through their provider. A refund the provider makes
 * at once (Airtel) becomes REFUNDED; one it makes later (MTN) keeps its reference and is read by the payment worker
 * until it is made (pollDueRefunds). One it refuses is left REFUND_DUE for an admin to refund by hand and confirm; a
 * provider with no refunds never had it (refundByOf). Runs after the transaction that made the refund due, never
 * inside one; the payment worker runs it too for a due refund never asked. Tells how many refunds it asked.
 */
export async function refundDuePayments(context: RequestContext, orderId: string): Promise<number> {
  const providerRefunds = providerRefundsWhere(context);
  const due = await context.db.prisma.paymentAttempt.findMany({
    where: { orderId, ...providerRefunds, refundReference: null },
    select: { id: true, orderId: true, reference: true, provider: true, amount: true },
  });
  let asked = 0;
  for (const attempt of due) {
    const provider = context.payments.get(attempt.provider);
    if (!provider) continue;
    // MTN makes a refund after accepting it: its status is read later. One made at once is looked at again only if
    // its answer never comes.
    const madeLater = provider.refunds === 'later';
    const refundReference = randomUUID();
    // Kept before asking: an answer lost on the way still leaves a reference to read the refund by. The condition
    // keeps a refund another process asked (or an admin took over) from being asked twice.
    const claimed = await context.db.prisma.paymentAttempt.updateMany({
      where: { id: attempt.id, ...providerRefunds, refundReference: null },
      data: { refundReference, nextPollAt: new Date(Date.now() + (madeLater ? context.config.PAYMENT_POLL_INITIAL_MS : UNANSWERED_AFTER_MS)), pollCount: 0 },
    });
    if (claimed.count === 0) continue;
    asked += 1;
    const answer = await askProvider(context, provider, attempt, refundReference);
    if (answer === 'refused') await leaveToAdmin(context, attempt.id);
    else if (answer === 'accepted' && !madeLater) await markRefunded(context, orderId, attempt.id, 'Refund made by the provider.');
  }
  return asked;
}

/**
 * The payment worker's refunds: first the refunds due that no process asked for (it stopped between the
 * cancellation's commit and its call), asked now; then, once their time has come, the refunds a provider accepted
 * but had not made yet: made becomes REFUNDED, failed (or still not made after many reads) is left to an admin, and
 * one that never arrived is asked again under its reference. Claimed like payment reads.
 */
export async function pollDueRefunds(context: RequestContext, now: Date, limit = 20): Promise<number> {
  const neverAsked = await context.db.prisma.paymentAttempt.findMany({
    // Left a moment to the request that made them due, which asks at once.
    where: { ...providerRefundsWhere(context), refundReference: null, updatedAt: { lte: new Date(now.getTime() - context.config.PAYMENT_POLL_INITIAL_MS) } },
    orderBy: { updatedAt: 'asc' },
    take: limit,
    select: { orderId: true },
  });
  let read = 0;
  for (const orderId of new Set(neverAsked.map((attempt) => attempt.orderId))) read += await refundDuePayments(context, orderId);

  const due = await context.db.prisma.paymentAttempt.findMany({
    where: { state: 'REFUND_DUE', refundReference: { not: null }, nextPollAt: { lte: now } },
    orderBy: { nextPollAt: 'asc' },
    take: limit,
    select: { id: true, orderId: true, reference: true, amount: true, provider: true, refundReference: true, pollCount: true },
  });
  for (const attempt of due) {
    const last = attempt.pollCount + 1 >= REFUND_READS;
    const claimed = await context.db.prisma.paymentAttempt.updateMany({
      where: { id: attempt.id, state: 'REFUND_DUE', pollCount: attempt.pollCount },
      data: { pollCount: attempt.pollCount + 1, nextPollAt: last ? null : new Date(now.getTime() + pollDelayMs(context, attempt.pollCount + 1)) },
    });
    if (claimed.count === 0) continue;
    read += 1;
    const provider = context.payments.get(attempt.provider);
    if (provider?.refunds === 'at-once') {
      // Its answer never came (the process stopped during the call): whether the money went, only the provider knows.
      context.logger.warn({ orderId: attempt.orderId, reference: attempt.reference }, 'refund answer never came: left to an admin, who checks with the provider first');
      await leaveToAdmin(context, attempt.id);
      continue;
    }
    try {
      if (!provider?.refundStatus) throw new Error(`no refund status for ${attempt.provider}`);
      const refund = await provider.refundStatus(attempt.refundReference!);
      if (refund.status === 'refunded') await markRefunded(context, attempt.orderId, attempt.id, 'Refund made by the provider.');
      else if (refund.status === 'failed' || last) await leaveToAdmin(context, attempt.id);
    } catch (error) {
      const neverArrived = error instanceof PaymentProviderError && error.kind === 'not-found';
      context.logger.warn({ err: error, orderId: attempt.orderId }, 'refund status read failed');
      if (neverArrived && !last && provider) {
        // Claimed but never sent (the process stopped before the call): asked again under the same reference, which
        // the provider takes once; its status is read at the next turn.
        if ((await askProvider(context, provider, attempt, attempt.refundReference!)) === 'refused') await leaveToAdmin(context, attempt.id);
      } else if (neverArrived || last) await leaveToAdmin(context, attempt.id);
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
    const refunded = await tx.paymentAttempt.updateMany({
      where: { id: attemptId, state: { in: attemptStatesThatMayBecome('REFUNDED') } },
      data: { state: 'REFUNDED', reason: null, nextPollAt: null },
    });
    if (refunded.count === 0) return;
    const stillDue = await tx.paymentAttempt.count({ where: { orderId, state: 'REFUND_DUE' } });
    const moved =
      stillDue === 0 ? await tx.order.updateMany({ where: { id: orderId, paymentState: { in: statesThatMayBecome('REFUNDED', 'refund') } }, data: { paymentState: 'REFUNDED' } }) : { count: 0 };
    await recordPaymentEvent(tx, { orderId, attemptId, fromState: 'REFUND_DUE', toState: moved.count === 1 ? 'REFUNDED' : 'REFUND_DUE', source: 'refund', note });
    await announceRefund(tx, orderId, { attemptId });
  }, WRITE_TRANSACTION);
  context.outbox.wake();
}

/**
 * An admin confirms that an order's due refund was made by hand: REFUND_DUE becomes REFUNDED (admins only). Refused
 * with RefundInProgressError while the provider is making a refund of it (asked or about to be), so the money is not
 * given back twice.
 */
export async function confirmOrderRefund(context: RequestContext, rawInput: OrderRefundInput): Promise<{ orderId: string }> {
  const admin = requireAdmin(context);
  const { orderId } = parseInput(orderRefundInput, rawInput);
  const exists = await context.db.prisma.order.findUnique({ where: { id: orderId }, select: { id: true } });
  if (!exists) throw new NotFoundError('Order');
  const providerRefunds = providerRefundsWhere(context);
  await context.db.prisma.$transaction(async (tx) => {
    // The order's row first, as every payment change takes it: a provider's refund being recorded is waited for.
    const moved = await tx.order.updateMany({ where: { id: orderId, paymentState: { in: statesThatMayBecome('REFUNDED', 'admin') } }, data: { paymentState: 'REFUNDED' } });
    if (moved.count === 0) throw new ConflictError('This order has no refund waiting.', 'orderId');
    const byProvider = await tx.paymentAttempt.findFirst({ where: { orderId, ...providerRefunds }, select: { provider: true } });
    if (byProvider) throw new RefundInProgressError(providerLabel(byProvider.provider));
    await announceRefund(tx, orderId, { byHand: true });
    await tx.paymentAttempt.updateMany({ where: { orderId, state: 'REFUND_DUE' }, data: { state: 'REFUNDED', reason: null } });
    await recordPaymentEvent(tx, { orderId, fromState: 'REFUND_DUE', toState: 'REFUNDED', source: 'admin', note: `Refund confirmed by ${admin.name}.` });
  }, WRITE_TRANSACTION);
  context.outbox.wake();
  return { orderId };
}
