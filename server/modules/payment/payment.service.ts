import { randomUUID } from 'node:crypto';
import { type AppServices, createRequestContext, type RequestContext, requireViewer } from '../../context.js';
import { ConflictError, NotFoundError, PaymentProviderError, type PaymentReason, PaymentRejectedError, PaymentUnavailableError, RateLimitedError } from '../../errors.js';
import type { OrderStatus, PaymentState } from '../../generated/prisma/enums.js';
import { parseInput } from '../../lib/validation.js';
import { WRITE_TRANSACTION } from '../../database/database.js';
import { enqueueToOrderOwner } from '../outbox/outbox-messages.js';
import { recordPaymentEvent, settleInTransaction, type Settlement } from './payment-ledger.js';
import { ATTEMPTS_STILL_READ, AWAITING_PAYMENT, canTransition, type PaymentEventSource } from './payment-state.js';
import { pollDelayMs } from './poll-delay.js';
import { pollDueRefunds, refundDuePayments } from './payment-refund.js';
import { type Payer, payerOf, type RetryOrderPaymentInput, retryOrderPaymentInput } from './payment.inputs.js';
import { reasonSentence } from './payment-reasons.js';
import { maskedPhone, providerLabel } from './payment-view.js';
import { type ProviderPayment, providerLabels, type ProviderName } from './providers/provider.js';

/** The mobile-money payment an order starts with: our reference for the provider, the payer, and its deadline. */
export interface PaymentStart {
  method: string;
  provider: string;
  phone: string;
  reference: string;
  /** When the order is cancelled unless paid. */
  dueAt: Date;
  /** When the shop first reads the payment's status from the provider. */
  firstPollAt: Date;
}

/** A new mobile-money payment's reference, deadline and first status read, as the placement writes them. */
export function paymentStart(context: RequestContext, payer: NonNullable<Payer>, now: Date): PaymentStart {
  const { config } = context;
  return {
    method: payer.method,
    provider: payer.provider,
    phone: payer.phone,
    reference: randomUUID(),
    dueAt: new Date(now.getTime() + config.PAYMENT_TIMEOUT_MINUTES * 60_000),
    firstPollAt: new Date(now.getTime() + config.PAYMENT_POLL_INITIAL_MS),
  };
}

/** The typed error a shopper sees for a provider's refusal or outage. */
function shopperError(error: PaymentProviderError): PaymentRejectedError | PaymentUnavailableError {
  const label = providerLabels[error.provider as ProviderName] ?? error.provider;
  return error.kind === 'rejected'
    ? new PaymentRejectedError(error.message, label, error.reason)
    : new PaymentUnavailableError(reasonSentence('UNAVAILABLE', label), label);
}

/** The reason kept on an attempt whose prompt could not be sent. */
function startFailureReason(error: unknown): PaymentReason {
  return error instanceof PaymentRejectedError || error instanceof PaymentUnavailableError ? error.reason : 'NOT_STARTED';
}

/**
 * Asks the payer's phone for an attempt's money, after the order and the attempt were committed (no provider call
 * runs inside a transaction). The provider already holding the reference means an earlier call arrived: accepted.
 * Throws PaymentRejectedError / PaymentUnavailableError when the prompt could not be sent.
 */
async function sendPrompt(context: RequestContext, attempt: { reference: string; provider: string; phone: string; amount: number; orderNumber: number }): Promise<void> {
  const provider = context.payments.get(attempt.provider);
  if (!provider) throw new PaymentUnavailableError(reasonSentence('NOT_OFFERED', providerLabel(attempt.provider)), providerLabel(attempt.provider), 'NOT_OFFERED');
  try {
    await provider.requestPayment({
      reference: attempt.reference,
      orderNumber: context.orderPort.orderNumber(attempt.orderNumber),
      amountRwf: attempt.amount,
      phone: attempt.phone,
      payerMessage: `Isoko order ${context.orderPort.orderNumber(attempt.orderNumber)}`,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError && error.kind === 'duplicate') return;
    if (error instanceof PaymentProviderError) throw shopperError(error);
    context.logger.error({ err: error, reference: attempt.reference }, 'payment request failed');
    throw new PaymentUnavailableError(reasonSentence('NOT_STARTED', providerLabel(attempt.provider)), providerLabel(attempt.provider), 'NOT_STARTED');
  }
}

/**
 * Sends the prompt of a just-placed mobile-money order. If it cannot be sent, no order is left waiting: in one
 * transaction the order is cancelled (stock and promo uses back, as any cancellation), its lines return to the
 * cart and its idempotency key is freed, so the shopper can pay another way; then the refusal is thrown.
 */
export async function startPlacedOrderPayment(context: RequestContext, orderId: string): Promise<void> {
  const attempt = await context.db.prisma.paymentAttempt.findFirst({
    where: { orderId, state: 'PENDING' },
    orderBy: { createdAt: 'desc' },
    select: { id: true, reference: true, provider: true, phone: true, amount: true, order: { select: { number: true } } },
  });
  if (!attempt) return;
  try {
    await sendPrompt(context, { ...attempt, orderNumber: attempt.order.number });
  } catch (error) {
    const reason = startFailureReason(error);
    await context.db.prisma.$transaction(async (tx) => {
      // Withdrawn as it was placed: the shopper learns it from the answer, not from a cancellation notice.
      const { refundDue } = await context.orderPort.withdrawPlaced(tx, orderId);
      if (refundDue) throw new ConflictError('This order was paid a moment ago.', 'paymentState');
      // The cancellation failed the attempt; it keeps the provider's reason.
      await tx.paymentAttempt.updateMany({ where: { id: attempt.id, state: 'FAILED' }, data: { reason } });
      const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { userId: true, lines: { select: { productId: true, quantity: true } } } });
      for (const line of order.lines) {
        await tx.cartLine.upsert({
          where: { userId_productId: { userId: order.userId, productId: line.productId } },
          create: { userId: order.userId, productId: line.productId, quantity: line.quantity },
          update: {},
        });
      }
      await tx.idempotencyKey.deleteMany({ where: { orderId } });
    }, WRITE_TRANSACTION);
    throw error;
  }
}

/** Reads an attempt's status from its provider and records it (the only source of truth a callback leads to). */
async function readAndSettle(context: RequestContext, attempt: { id: string; reference: string; provider: string; orderId: string }, source: PaymentEventSource): Promise<Settlement> {
  const provider = context.payments.get(attempt.provider);
  if (!provider) return 'unchanged';
  const outcome: ProviderPayment = await provider.paymentStatus(attempt.reference);
  const paid = outcome.status === 'paid';
  const settlement = await context.db.prisma.$transaction(async (tx) => {
    const settled = await settleInTransaction(tx, attempt.id, outcome, source);
    // Paid: the shopper's confirmation, which says so (settled once, so written once).
    if (settled === 'settled' && paid) await enqueueToOrderOwner(tx, attempt.orderId, { kind: 'order-paid', orderId: attempt.orderId, provider: attempt.provider });
    return settled;
  }, WRITE_TRANSACTION);
  if (settlement === 'settled' && paid) context.outbox.wake();
  if (settlement === 'refund-due') await refundDuePayments(context, attempt.orderId);
  return settlement;
}

/** What a provider's notification turned out to be: about a payment of ours, or noise from anyone. */
export type PaymentCallbackOutcome = { kind: 'taken' } | { kind: 'not-a-notification' } | { kind: 'unknown-reference'; reference: string };

/**
 * A provider's notification: taken only as a hint naming a reference. Unknown references and bodies that are not
 * a notification change nothing (the caller decides how loudly to log them, as anyone can send them); a known one
 * has its status read from the provider itself.
 */
export async function handlePaymentCallback(context: RequestContext, providerName: ProviderName, body: unknown): Promise<PaymentCallbackOutcome> {
  const provider = context.payments.get(providerName);
  const parsed = provider?.parseCallback(body) ?? null;
  if (!parsed) return { kind: 'not-a-notification' };
  const attempt = await context.db.prisma.paymentAttempt.findFirst({
    where: { reference: parsed.reference, provider: providerName },
    select: { id: true, reference: true, provider: true, orderId: true, state: true },
  });
  if (!attempt) return { kind: 'unknown-reference', reference: parsed.reference };
  if (!ATTEMPTS_STILL_READ.includes(attempt.state)) return { kind: 'taken' };
  try {
    await readAndSettle(context, attempt, 'callback');
  } catch (error) {
    // The status reads carry on: the payment is settled by them instead.
    context.logger.warn({ err: error, reference: attempt.reference }, 'payment callback: status read failed');
  }
  return { kind: 'taken' };
}

/** Status reads of an attempt the shop gave up on (its order cancelled unpaid), watching for a late approval. */
const READS_AFTER_GIVING_UP = 20;

/**
 * Reads the status of the payments whose time has come: pending ones, and for a while those whose order was
 * cancelled before the provider answered (a late approval is then owed back). Each is claimed first with a
 * conditional update of its poll count and next read time, so several processes never read the same payment at once.
 */
export async function pollDuePayments(context: RequestContext, now: Date, limit = 20): Promise<number> {
  const due = await context.db.prisma.paymentAttempt.findMany({
    where: { state: { in: [...ATTEMPTS_STILL_READ] }, nextPollAt: { lte: now } },
    orderBy: { nextPollAt: 'asc' },
    take: limit,
    select: { id: true, reference: true, provider: true, orderId: true, pollCount: true, state: true },
  });
  let read = 0;
  for (const attempt of due) {
    const lastWatch = attempt.state === 'FAILED' && attempt.pollCount + 1 >= READS_AFTER_GIVING_UP;
    const claimed = await context.db.prisma.paymentAttempt.updateMany({
      where: { id: attempt.id, state: attempt.state, pollCount: attempt.pollCount },
      data: { pollCount: attempt.pollCount + 1, nextPollAt: lastWatch ? null : new Date(now.getTime() + pollDelayMs(context, attempt.pollCount + 1)) },
    });
    if (claimed.count === 0) continue;
    read += 1;
    try {
      await readAndSettle(context, attempt, 'poll');
    } catch (error) {
      // A request that never reached the provider has nothing to watch for.
      if (error instanceof PaymentProviderError && error.kind === 'not-found' && attempt.state === 'FAILED') {
        await context.db.prisma.paymentAttempt.updateMany({ where: { id: attempt.id, state: 'FAILED' }, data: { nextPollAt: null } });
        continue;
      }
      context.logger.warn({ err: error, reference: attempt.reference }, 'payment status read failed; read again later');
    }
  }
  return read;
}

/**
 * Cancels the mobile-money orders still unpaid at their deadline, releasing stock and promo uses once: a pending
 * payment's status is read one last time first, and the cancellation's condition on the payment state loses to a
 * payment settled meanwhile.
 */
export async function cancelUnpaidOrders(context: RequestContext, now: Date, limit = 20): Promise<number> {
  const overdue = await context.db.prisma.order.findMany({
    where: { paymentState: { in: [...AWAITING_PAYMENT] }, paymentDueAt: { lte: now }, status: { in: [...context.orderPort.cancellableByShop] } },
    orderBy: { paymentDueAt: 'asc' },
    take: limit,
    select: { id: true, paymentAttempts: { where: { state: 'PENDING' }, select: { id: true, reference: true, provider: true, orderId: true } } },
  });
  let cancelled = 0;
  for (const order of overdue) {
    let settled = false;
    for (const attempt of order.paymentAttempts) {
      try {
        settled = (await readAndSettle(context, attempt, 'timeout')) === 'settled' || settled;
      } catch (error) {
        context.logger.warn({ err: error, reference: attempt.reference }, 'last payment status read failed; cancelling the unpaid order');
      }
    }
    if (settled) {
      const latest = await context.db.prisma.order.findUnique({ where: { id: order.id }, select: { paymentState: true } });
      if (latest?.paymentState === 'PAID') continue;
    }
    try {
      await context.db.prisma.$transaction(
        (tx) => context.orderPort.cancelUnpaid(tx, order.id),
        WRITE_TRANSACTION,
      );
      context.outbox.wake();
      cancelled += 1;
    } catch (error) {
      // Paid, cancelled or changed by someone else a moment ago: theirs is the last word.
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  return cancelled;
}

/** When the number of a waiting prompt may be asked again: one phone is never sent a pile of prompts at once. */
export function promptAgainAt(context: RequestContext, promptedAt: Date): Date {
  return new Date(promptedAt.getTime() + context.config.PAYMENT_PROMPT_AGAIN_SECONDS * 1000);
}

/**
 * Why the shopper cannot change how an order is paid, or null: only while its mobile-money payment waits or has
 * failed, and the order is neither cancelled nor delivered.
 */
function paymentChangeRefusal(context: RequestContext, order: { status: OrderStatus; paymentState: PaymentState }, change: 'retry' | 'cash'): ConflictError | null {
  if (context.orderPort.finalStatuses.includes(order.status)) {
    return new ConflictError(`This order is ${order.status === 'CANCELLED' ? 'cancelled' : 'delivered'}.`, 'orderId');
  }
  if (canTransition(order.paymentState, change === 'retry' ? 'PENDING' : 'UNPAID', change)) return null;
  const why: Partial<Record<PaymentState, string>> = { UNPAID: 'This order is paid in cash on delivery.', PAID: 'This order is already paid.' };
  return new ConflictError(why[order.paymentState] ?? 'This order’s payment cannot be changed.', 'paymentState');
}

/** The order moved (paid, failed, cancelled) between this change's read and its write: read it again. */
class ChangedMeanwhile extends Error {}

/** The same answer for a change that lost its race, naming what won where a shopper would want to know. */
function lostRace(order: { status: OrderStatus; paymentState: PaymentState } | null): ConflictError {
  if (order?.paymentState === 'PAID') return new ConflictError('This order was paid a moment ago.', 'paymentState');
  if (order?.status === 'CANCELLED') return new ConflictError('This order was cancelled a moment ago.', 'orderId');
  return new ConflictError('This order was changed a moment ago. Please reload it.', 'paymentState');
}

/**
 * A mobile-money payment that waits or has failed, changed by the order's owner: a new prompt (the same number
 * asked again, or another number; a new deadline) or cash on delivery instead. A prompt still waiting is given up in
 * the same transaction (FAILED, reason REPLACED or SWITCHED_TO_CASH) but its status is still read for a while, as a
 * cancelled order's is: approved after all, it pays the order if the order still waits for its money, and is owed
 * back otherwise (settleInTransaction), so an order is never paid twice. The same number is asked again at most once
 * every PAYMENT_PROMPT_AGAIN_SECONDS (RateLimitedError), and no new prompt goes out once the deadline has passed.
 */
export async function retryOrderPayment(context: RequestContext, rawInput: RetryOrderPaymentInput): Promise<{ orderId: string }> {
  const viewer = requireViewer(context);
  const input = parseInput(retryOrderPaymentInput, rawInput);
  const payer = payerOf(input.paymentMethod, input.payerPhone, (provider) => context.payments.offers(provider));
  const exists = await context.db.prisma.order.findFirst({ where: { id: input.orderId, userId: viewer.id }, select: { id: true } });
  if (!exists) throw new NotFoundError('Order');
  // Each change may prompt a phone: counted with the account's orders.
  await context.rateLimits.consume(context.rateLimits.ordersPerAccount, viewer.id);
  for (let round = 1; ; round += 1) {
    try {
      return await changeOrderPayment(context, input.orderId, payer);
    } catch (error) {
      if (!(error instanceof ChangedMeanwhile)) throw error;
      // Judged again by the same rules: a payment that failed meanwhile may still be retried, a paid one not.
      const latest = await context.db.prisma.order.findUnique({ where: { id: input.orderId }, select: { status: true, paymentState: true } });
      if (round === 3 || !latest || paymentChangeRefusal(context, latest, payer ? 'retry' : 'cash')) throw lostRace(latest);
    }
  }
}

async function changeOrderPayment(context: RequestContext, orderId: string, payer: Payer): Promise<{ orderId: string }> {
  const order = await context.db.prisma.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      id: true,
      number: true,
      total: true,
      status: true,
      paymentState: true,
      paymentDueAt: true,
      paymentAttempts: { where: { state: 'PENDING' }, select: { phone: true, createdAt: true } },
    },
  });
  const refusal = paymentChangeRefusal(context, order, payer ? 'retry' : 'cash');
  if (refusal) throw refusal;
  const now = new Date();
  const waiting = order.paymentState === 'PENDING';
  if (payer && waiting) {
    if (order.paymentDueAt && order.paymentDueAt <= now) throw new ConflictError('The time to approve this payment is up.', 'paymentState');
    const samePhone = order.paymentAttempts.filter((attempt) => attempt.phone === payer.phone);
    const allowedAt = Math.max(...samePhone.map((attempt) => promptAgainAt(context, attempt.createdAt).getTime()));
    if (allowedAt > now.getTime()) throw new RateLimitedError(Math.ceil((allowedAt - now.getTime()) / 1000));
  }
  const from = order.paymentState;
  const start = payer ? paymentStart(context, payer, now) : null;
  const attemptId = await context.db.prisma.$transaction(async (tx) => {
    // The order's row first, as a settlement takes it: an approval landing now waits for this or wins before it.
    const moved = await tx.order.updateMany({
      where: { id: order.id, paymentState: from, status: { notIn: [...context.orderPort.finalStatuses] } },
      data: start
        ? { paymentMethod: start.method, paymentState: 'PENDING', paymentDueAt: start.dueAt }
        : { paymentMethod: 'CASH_ON_DELIVERY', paymentState: 'UNPAID', paymentDueAt: null },
    });
    if (moved.count === 0) throw new ChangedMeanwhile();
    // Its status reads go on (nextPollAt kept): an approval that comes after all is found.
    const reason: PaymentReason = start ? 'REPLACED' : 'SWITCHED_TO_CASH';
    await tx.paymentAttempt.updateMany({ where: { orderId: order.id, state: 'PENDING' }, data: { state: 'FAILED', reason } });
    if (!start) {
      await recordPaymentEvent(tx, { orderId: order.id, fromState: from, toState: 'UNPAID', source: 'cash', note: 'Switched to cash on delivery.' });
      // Now a cash order: its confirmation, as a cash order placed at checkout has.
      await enqueueToOrderOwner(tx, order.id, { kind: 'order-placed', orderId: order.id });
      return null;
    }
    const attempt = await tx.paymentAttempt.create({
      data: { orderId: order.id, reference: start.reference, provider: start.provider, phone: start.phone, amount: order.total, state: 'PENDING', nextPollAt: start.firstPollAt },
    });
    await recordPaymentEvent(tx, {
      orderId: order.id,
      attemptId: attempt.id,
      fromState: from,
      toState: 'PENDING',
      source: 'retry',
      note: waiting ? `Asked again on ${maskedPhone(start.phone)}; the request waiting before is given up.` : null,
    });
    return attempt.id;
  }, WRITE_TRANSACTION);
  if (!start || !attemptId) {
    context.outbox.wake();
    return { orderId: order.id };
  }
  try {
    await sendPrompt(context, { reference: start.reference, provider: start.provider, phone: start.phone, amount: order.total, orderNumber: order.number });
  } catch (error) {
    const reason = startFailureReason(error);
    await context.db.prisma.$transaction(
      (tx) => settleInTransaction(tx, attemptId, { status: 'failed', reason, providerTransactionId: null }, 'start'),
      WRITE_TRANSACTION,
    );
    throw error;
  }
  return { orderId: order.id };
}

/** One round of the payment worker: payment and refund status reads that are due, then unpaid orders past their deadline. */
export async function runPaymentWork(services: AppServices, now = new Date()): Promise<{ read: number; cancelled: number }> {
  const context = await createRequestContext(services, { accessToken: null, clientAddress: 'system', userAgent: null });
  const read = (await pollDuePayments(context, now)) + (await pollDueRefunds(context, now));
  const cancelled = await cancelUnpaidOrders(context, now);
  return { read, cancelled };
}
