import { type PaymentReason, paymentReasons } from '../../errors.js';

/**
 * Why a payment failed, in English, for the API's `reason` sentences, logs and e-mails; the web app words the
 * code itself in the shopper's language. `{provider}` is the provider's name as shoppers know it.
 */
const sentences: Record<PaymentReason, string> = {
  DECLINED: 'The payment was declined on the phone.',
  TIMED_OUT: 'The payment was not approved in time.',
  NO_ACCOUNT: 'This number has no {provider} account.',
  NOT_ENOUGH_FUNDS: 'There is not enough money on the {provider} account.',
  LIMIT_REACHED: 'The {provider} account has reached its limit.',
  WRONG_PIN: 'A wrong PIN was entered.',
  AMOUNT_NOT_ALLOWED: 'The amount is outside what {provider} allows.',
  PROVIDER_ERROR: '{provider} could not take the payment. Check the balance of the account and try again.',
  NOT_COMPLETED: '{provider} could not complete the payment.',
  REQUEST_REFUSED: '{provider} refused this payment request. Check the number, or choose another way to pay.',
  NOT_STARTED: 'The payment could not be started. Please try again or choose Cash on Delivery.',
  UNAVAILABLE: '{provider} cannot take payments right now. Please try again in a few minutes or choose Cash on Delivery.',
  NOT_OFFERED: 'This shop does not take {provider} payments. Please choose Cash on Delivery.',
  ORDER_TIMED_OUT: 'The payment was not approved in time, so the order was cancelled.',
  ORDER_CANCELLED: 'The order was cancelled before it was paid.',
  PAID_LATE: 'Paid after the order was cancelled or already paid.',
  REFUND_FAILED: 'The automatic refund did not go through: an admin refunds it by hand.',
  REPLACED: 'A newer payment request replaced this one.',
  SWITCHED_TO_CASH: 'The shopper chose cash on delivery instead.',
};

/** The English sentence for a reason, naming the provider (MTN MoMo, Airtel Money) where it matters. */
export function reasonSentence(reason: PaymentReason, providerLabel: string): string {
  return sentences[reason].replace('{provider}', providerLabel);
}

/** A stored reason as a code; a sentence written before reasons were codes reads as NOT_COMPLETED. */
export function storedReason(stored: string | null): PaymentReason | null {
  if (stored === null) return null;
  return (paymentReasons as readonly string[]).includes(stored) ? (stored as PaymentReason) : 'NOT_COMPLETED';
}

/** A stored reason in English: the code's sentence, or an older row's own words. */
export function storedReasonSentence(stored: string | null, providerLabel: string): string | null {
  const reason = storedReason(stored);
  if (reason === null) return null;
  return reason === 'NOT_COMPLETED' && stored !== 'NOT_COMPLETED' ? stored : reasonSentence(reason, providerLabel);
}
