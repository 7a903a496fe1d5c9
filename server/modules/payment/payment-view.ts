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
