import type { PaymentState } from '../../generated/prisma/enums.js';

/**
 * The lifecycle of an order's money, beside its status: every change of an order's payment state that the shop
 * makes, what may cause it and why it exists. The writes ask `canTransition` (or put `statesThatMayBecome` in a
 * conditional update's condition), so a change missing here cannot happen anywhere.
 */

/** What moved a payment: the order's placement, a provider's callback or status read, the deadline, a person. */
export type PaymentEventSource = 'placed' | 'callback' | 'poll' | 'start' | 'timeout' | 'cancelled' | 'refund' | 'admin' | 'retry' | 'cash' | 'delivered';

/** What the provider said of a payment, as read by a callback's status read, a poll, or the last read at the deadline. */
const PROVIDER_READS = ['callback', 'poll', 'timeout'] as const satisfies readonly PaymentEventSource[];

/** One allowed change: what may make it, and why. */
export interface PaymentTransition {
  by: readonly PaymentEventSource[];
  why: string;
}

/** The state a new order's payment starts in: cash waits for the door, mobile money for the payer's approval. */
export const FIRST_PAYMENT_STATE = { cash: 'UNPAID', mobileMoney: 'PENDING' } as const satisfies Record<string, PaymentState>;

/** An order's payment: from each state, the states it may go to. */
export const PAYMENT_TRANSITIONS: Record<PaymentState, Partial<Record<PaymentState, PaymentTransition>>> = {
  UNPAID: {
    PAID: { by: ['delivered'], why: 'Cash is taken at the door when the order is delivered.' },
    REFUND_DUE: { by: PROVIDER_READS, why: 'Mobile money approved after the order switched to cash: it is owed back.' },
  },
  PENDING: {
    PAID: { by: PROVIDER_READS, why: 'The payer approved the prompt.' },
    FAILED: { by: [...PROVIDER_READS, 'start', 'cancelled', 'timeout'], why: 'The payer refused or the provider failed it, the prompt could not be sent, or the order was cancelled or timed out unpaid.' },
    PENDING: { by: ['retry'], why: 'The shopper asks the same number again or another one: a new prompt and deadline.' },
    UNPAID: { by: ['cash'], why: 'The shopper switches to cash on delivery while the prompt waits.' },
    REFUND_DUE: { by: PROVIDER_READS, why: 'Money approved for an order that stopped waiting for it: it is owed back.' },
  },
  FAILED: {
    PAID: { by: PROVIDER_READS, why: 'A prompt given up on (replaced, timed out) was approved after all while the order still waits for its money.' },
    PENDING: { by: ['retry'], why: 'The shopper tries again: a new prompt and deadline.' },
    UNPAID: { by: ['cash'], why: 'The shopper switches to cash on delivery after the payment failed.' },
    REFUND_DUE: { by: PROVIDER_READS, why: 'Money approved after the order was cancelled or switched to cash: it is owed back.' },
  },
  PAID: {
    REFUND_DUE: { by: ['cancelled'], why: 'A paid order was cancelled: its money is owed back.' },
  },
  REFUND_DUE: {
    REFUNDED: { by: ['refund', 'admin'], why: 'The provider sent the money back, or an admin confirms it was given back by hand.' },
  },
  REFUNDED: {
    PAID: { by: ['delivered'], why: 'A cash order whose stray mobile money was given back is paid in cash at the door.' },
    REFUND_DUE: { by: PROVIDER_READS, why: 'Another late approval arrived after the last refund: it is owed back too.' },
  },
};

/** Whether an order's payment may go from one state to another, by this cause (any cause when none is named). */
export function canTransition(from: PaymentState, to: PaymentState, by?: PaymentEventSource): boolean {
  const edge = PAYMENT_TRANSITIONS[from][to];
  return edge !== undefined && (by === undefined || edge.by.includes(by));
}

/** The states an order's payment may go to `to` from, by this cause: the `from` list of a conditional update. */
export function statesThatMayBecome(to: PaymentState, by?: PaymentEventSource): PaymentState[] {
  return (Object.keys(PAYMENT_TRANSITIONS) as PaymentState[]).filter((from) => canTransition(from, to, by));
}

/**
 * An order still waiting for its mobile money (approval pending, or failed and open to a retry): the states a
 * provider's approval pays. Goods do not leave for such an order, and the deadline cancels it.
 */
export const AWAITING_PAYMENT: readonly PaymentState[] = statesThatMayBecome('PAID', 'poll');

/** Whether the order still waits for its mobile money (see AWAITING_PAYMENT). */
export function awaitsPayment(state: PaymentState): boolean {
  return AWAITING_PAYMENT.includes(state);
}

/**
 * One mobile-money attempt (a prompt to one number): it starts PENDING. A given-up attempt (FAILED by a cancellation,
 * a replacement or a switch to cash) is still read for a while, so money approved late is found: it pays the order if
 * the order still waits, and is owed back otherwise.
 */
export const ATTEMPT_TRANSITIONS: Record<PaymentState, Partial<Record<PaymentState, { why: string }>>> = {
  UNPAID: {},
  PENDING: {
    PAID: { why: 'Approved while its order waits for it.' },
    FAILED: { why: 'Refused, failed, never sent, or given up by the shop.' },
    REFUND_DUE: { why: 'Approved for an order that no longer waits for it.' },
  },
  FAILED: {
    PAID: { why: 'Given up on, then approved while its order still waits for its money.' },
    REFUND_DUE: { why: 'Given up on, then approved for an order that no longer waits for it.' },
  },
  PAID: { REFUND_DUE: { why: 'Its order was cancelled after it paid.' } },
  REFUND_DUE: { REFUNDED: { why: 'Its money went back, by the provider or by hand.' } },
  REFUNDED: {},
};

/** Whether an attempt may go from one state to another. */
export function attemptCanTransition(from: PaymentState, to: PaymentState): boolean {
  return ATTEMPT_TRANSITIONS[from][to] !== undefined;
}

/** The states an attempt may go to `to` from: the `from` list of a conditional update. */
export function attemptStatesThatMayBecome(to: PaymentState): PaymentState[] {
  return (Object.keys(ATTEMPT_TRANSITIONS) as PaymentState[]).filter((from) => attemptCanTransition(from, to));
}

/** Attempts whose provider may still answer (a pending prompt, or one given up on): their status is read. */
export const ATTEMPTS_STILL_READ: readonly PaymentState[] = attemptStatesThatMayBecome('PAID');
