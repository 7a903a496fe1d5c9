import { z } from 'zod';
import { PaymentUnavailableError, ValidationError } from '../../errors.js';
import { normaliseRwandanMobile } from '../../lib/mobile.js';
import { idField, strictInput } from '../../lib/strict-input.js';
import { reasonSentence } from './payment-reasons.js';
import { type ProviderName, providerForPhone, providerLabels } from './providers/provider.js';

/** How an order is paid: at the door, or by a mobile-money prompt on the shopper's phone. */
export const PAYMENT_METHODS = ['CASH_ON_DELIVERY', 'MTN_MOMO', 'AIRTEL_MONEY'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The ways to pay a shop offers: cash on delivery always, and each mobile-money method whose provider it offers. */
export function offeredPaymentMethods(offers: (provider: ProviderName) => boolean): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => method === 'CASH_ON_DELIVERY' || offers(providerOfMethod[method]));
}

/** The provider behind each mobile-money method. */
export const providerOfMethod: Record<Exclude<PaymentMethod, 'CASH_ON_DELIVERY'>, ProviderName> = { MTN_MOMO: 'mtn-momo', AIRTEL_MONEY: 'airtel-money' };

const METHOD_MESSAGE = 'Payment method must be one of CASH_ON_DELIVERY, MTN_MOMO, AIRTEL_MONEY';

export const paymentMethodField = z
  .string({ error: METHOD_MESSAGE })
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.enum(PAYMENT_METHODS, { error: METHOD_MESSAGE }));

/** The payer's number as typed; checked against the method by `payerOf`. */
export const payerPhoneField = z.string({ error: 'Payer phone must be text' }).max(32, { error: 'Provide a valid Rwandan mobile number, e.g. 078 123 4567' }).nullish();

/** Who pays and through whom: null for cash; the number normalised and the provider for mobile money. */
export type Payer = { method: Exclude<PaymentMethod, 'CASH_ON_DELIVERY'>; provider: ProviderName; phone: string } | null;

/**
 * The payer for a method: cash needs nobody; mobile money needs a Rwandan number of that provider, refused on
 * the field payerPhone otherwise (an Airtel number for MTN MoMo is named as such).
 */
export function payerOf(method: PaymentMethod, phone: string | null | undefined, offers: (provider: ProviderName) => boolean): Payer {
  if (method === 'CASH_ON_DELIVERY') return null;
  const provider = providerOfMethod[method];
  // Refused before any order is written: a shop without this provider never leaves an order waiting for it.
  if (!offers(provider)) throw new PaymentUnavailableError(reasonSentence('NOT_OFFERED', providerLabels[provider]), providerLabels[provider], 'NOT_OFFERED');
  if (!phone || phone.trim() === '') throw new ValidationError(`Enter the ${providerLabels[provider]} number to pay with`, 'payerPhone');
  const normalised = normaliseRwandanMobile(phone);
  if (!normalised) throw new ValidationError('Provide a valid Rwandan mobile number, e.g. 078 123 4567', 'payerPhone');
  const holder = providerForPhone(normalised);
  if (holder !== provider) {
    const expected = provider === 'mtn-momo' ? '078 or 079' : '072 or 073';
    throw new ValidationError(`${providerLabels[provider]} numbers start with ${expected}`, 'payerPhone');
  }
  return { method, provider, phone: normalised };
}

export const retryOrderPaymentInput = strictInput({
  orderId: idField('Order id'),
  paymentMethod: paymentMethodField,
  payerPhone: payerPhoneField,
});
export type RetryOrderPaymentInput = z.input<typeof retryOrderPaymentInput>;

export const orderRefundInput = strictInput({ orderId: idField('Order id') });
export type OrderRefundInput = z.input<typeof orderRefundInput>;
