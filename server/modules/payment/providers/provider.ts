import { z } from 'zod';
import type { PaymentReason } from '../../../errors.js';
import { normaliseRwandanMobile, rwandanMobileField } from '../../../lib/mobile.js';
import { requiredText } from '../../../lib/validation.js';

/**
 * What every mobile-money provider offers the shop: ask a shopper's phone for a payment, read where it stands,
 * recognise the provider's notification and give money back. The shop keeps the payment state; a provider keeps
 * none between calls except its access token.
 */

export type ProviderName = 'mtn-momo' | 'airtel-money';

/** The providers' names as shoppers know them. */
export const providerLabels: Record<ProviderName, string> = { 'mtn-momo': 'MTN MoMo', 'airtel-money': 'Airtel Money' };

export type ProviderPaymentStatus = 'pending' | 'paid' | 'failed';

export const paymentRequestSchema = z.object({
  /** Our UUID v4 for this attempt; the provider's own reference where its API lets us choose it. */
  reference: z.uuidv4({ error: 'The payment reference must be a UUID v4' }),
  orderNumber: requiredText('Order number', 64),
  amountRwf: z
    .number({ error: 'Amount is required' })
    .int({ error: 'Amount must be whole francs' })
    .positive({ error: 'Amount must be more than zero' })
    .max(100_000_000, { error: 'Amount is too large' }),
  /** A Rwandan mobile number in any usual spelling; normalised to +2507XXXXXXXX. */
  phone: rwandanMobileField,
  /** Shown to the shopper on the phone's prompt or statement. */
  payerMessage: requiredText('Payer message', 160),
});

export type PaymentRequest = z.input<typeof paymentRequestSchema>;

export interface ProviderPayment {
  status: ProviderPaymentStatus;
  /** Why it failed; null unless failed. */
  reason: PaymentReason | null;
  /** The provider's id of the money movement, once there is one (MTN financialTransactionId, Airtel airtel_money_id). */
  providerTransactionId: string | null;
}

export const refundRequestSchema = z.object({
  /** The reference of the paid payment to give back. */
  reference: z.uuidv4({ error: 'The payment reference must be a UUID v4' }),
  /** Our UUID v4 for this refund. */
  refundReference: z.uuidv4({ error: 'The refund reference must be a UUID v4' }),
  amountRwf: paymentRequestSchema.shape.amountRwf,
});

export type RefundRequest = z.input<typeof refundRequestSchema>;

/** Where a refund the provider accepted stands. */
export interface ProviderRefund {
  status: 'pending' | 'refunded' | 'failed';
  reason: PaymentReason | null;
}

/**
 * How a provider gives money back: in its answer to the refund ('at-once', Airtel), after accepting it, its status
 * read later ('later', MTN Disbursement), or not at all with this shop's configuration ('none', MTN without the
 * disbursement credentials): then an admin refunds by hand.
 */
export type RefundKind = 'at-once' | 'later' | 'none';

export interface PaymentProvider {
  readonly name: ProviderName;
  readonly refunds: RefundKind;
  /**
   * Asks the shopper's phone to approve the payment. Resolves once the provider has accepted the request (the
   * outcome comes later); throws PaymentProviderError ('rejected', 'unavailable' or 'duplicate') otherwise, and a
   * ValidationError for a request that is not well formed or a number of another provider.
   */
  requestPayment(request: PaymentRequest): Promise<void>;
  /** Where the payment stands now, read from the provider; PaymentProviderError 'not-found' when it has none. */
  paymentStatus(reference: string): Promise<ProviderPayment>;
  /**
   * The reference a provider's notification is about, or null when the body is not one. Only the reference is
   * taken: anyone can post to the callback address, so the shop reads the status from the provider itself.
   */
  parseCallback(body: unknown): { reference: string } | null;
  /** Gives a paid payment's money back; resolves once the provider has accepted the refund. */
  refund(request: RefundRequest): Promise<void>;
  /**
   * Where an accepted refund stands, for a provider that makes refunds after accepting them (MTN); a provider without
   * it has made the refund once `refund` resolves (Airtel). PaymentProviderError 'not-found' when it never arrived.
   */
  refundStatus?(refundReference: string): Promise<ProviderRefund>;
}

/** Which provider holds a Rwandan mobile number: 078/079 are MTN, 072/073 are Airtel; anything else is null. */
export function providerForPhone(phone: string): ProviderName | null {
  const numbers = rwandanMsisdn(phone);
  if (!numbers) return null;
  const prefix = numbers.national.slice(0, 2);
  if (prefix === '78' || prefix === '79') return 'mtn-momo';
  if (prefix === '72' || prefix === '73') return 'airtel-money';
  return null;
}

/** A Rwandan mobile number as the providers write it: international '2507XXXXXXXX' and national '7XXXXXXXX'. */
export function rwandanMsisdn(phone: string): { international: string; national: string } | null {
  const normalised = normaliseRwandanMobile(phone);
  if (!normalised) return null;
  const international = normalised.slice(1);
  return { international, national: international.slice(3) };
}
