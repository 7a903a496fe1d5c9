import type { PaymentState } from '../../generated/prisma/enums.js';
import type { PaymentMethod } from './payment.inputs.js';
import { type ProviderName, providerLabels } from './providers/provider.js';

/**
 * A stored +2507XXXXXXXX payer number as Rwandans write numbers, its middle hidden: 0788 *** 456 (the network's
 * prefix and the end, enough for the payer to know their number). Anything else fully hidden but its end.
 */
export function maskedPhone(phone: string): string {
  const match = /^\+250(7\d{2})\d{3}(\d{3})$/.exec(phone);
  return match ? `0${match[1]} *** ${match[2]}` : `*** ${phone.slice(-3)}`;
}

/** A provider's name as shoppers know it. */
export function providerLabel(provider: string): string {
  return providerLabels[provider as ProviderName] ?? provider;
}

const METHOD_LABELS: Record<PaymentMethod, string> = { CASH_ON_DELIVERY: 'Cash on delivery', MTN_MOMO: 'MTN MoMo', AIRTEL_MONEY: 'Airtel Money' };
const STATE_LABELS: Record<PaymentState, string> = { UNPAID: 'Unpaid', PENDING: 'Pending', PAID: 'Paid', FAILED: 'Failed', REFUND_DUE: 'Refund due', REFUNDED: 'Refunded' };

/** A payment method as people read it: Cash on delivery, MTN MoMo, Airtel Money. */
export function paymentMethodLabel(method: string): string {
  return METHOD_LABELS[method as PaymentMethod] ?? method;
}

/** A payment state as people read it: Unpaid, Pending, Paid, Failed, Refund due, Refunded. */
export function paymentStateLabel(state: PaymentState): string {
  return STATE_LABELS[state];
}

/**
 * The money an order's payment state is about, from its mobile-money attempts: paid (PAID), owed back (REFUND_DUE) or
 * given back (REFUNDED). Null in any other state, and for cash.
 */
export function amountInState(state: PaymentState, attempts: readonly { state: PaymentState; amount: number }[]): number | null {
  if (state !== 'PAID' && state !== 'REFUND_DUE' && state !== 'REFUNDED') return null;
  const inState = attempts.filter((attempt) => attempt.state === state);
  return inState.length === 0 ? null : inState.reduce((sum, attempt) => sum + attempt.amount, 0);
}

/** Where an order's refund stands, as its shopper is told. */
export type RefundProgress = 'SENT_BACK' | 'SENDING' | 'SHOP_WILL_SEND' | 'SENT_BY_HAND';

/** The money an order owes (or owed) back to its shopper: how much, where it goes, and where it stands. */
export interface RefundView {
  amount: number;
  progress: RefundProgress;
  /** The provider and the masked number it goes back to; null when the shop gives it back by hand. */
  provider: string | null;
  phone: string | null;
}

/**
 * An order's refund from its payment attempts, or null when it owes nothing back. While money is owed, who gives it
 * back is the refund rules' (refundByOf: the provider from the cancellation on, unless it cannot or refused); a
 * REFUNDED attempt with a refund reference was made by its provider, one without by the shop's own hand (an admin's
 * confirmation: a refund handed to an admin loses its reference).
 */
export function refundView(
  attempts: readonly { state: PaymentState; amount: number; provider: string; phone: string; refundReference: string | null }[],
  providerMakesIt: boolean,
): RefundView | null {
  const refunds = attempts.filter((attempt) => attempt.state === 'REFUND_DUE' || attempt.state === 'REFUNDED');
  if (refunds.length === 0) return null;
  const due = refunds.filter((attempt) => attempt.state === 'REFUND_DUE');
  const byProvider = refunds.every((attempt) => attempt.refundReference !== null);
  const progress: RefundProgress = due.length > 0 ? (providerMakesIt ? 'SENDING' : 'SHOP_WILL_SEND') : byProvider ? 'SENT_BACK' : 'SENT_BY_HAND';
  const goesToNumber = progress === 'SENDING' || progress === 'SENT_BACK';
  return {
    amount: refunds.reduce((sum, attempt) => sum + attempt.amount, 0),
    progress,
    provider: goesToNumber ? providerLabel(refunds[0]!.provider) : null,
    phone: goesToNumber ? maskedPhone(refunds[0]!.phone) : null,
  };
}
