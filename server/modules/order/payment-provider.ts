import type { RequestContext } from '../../context.js';
import { ValidationError } from '../../errors.js';

/** Where an online payment continues: the provider's page and its reference for the payment. */
export interface CheckoutSession {
  provider: string;
  redirectUrl: string;
  reference: string;
}

/**
 * An online payment provider behind POST /api/order/checkout. A mobile-money provider (MTN MoMo, Airtel
 * Money) implements this; until one does, the shop takes cash on delivery only.
 */
export interface PaymentProvider {
  name: string;
  /** Starts paying for the order the client describes, or refuses with a domain error the client can show. */
  startCheckout(context: RequestContext, orderInput: unknown): Promise<CheckoutSession>;
}

export const ONLINE_PAYMENT_UNAVAILABLE = 'Online payment is not available yet. Please choose Cash on Delivery.';

/**
 * The provider while no online payment is configured: every checkout is refused as bad input (400) naming
 * `paymentMethod`, so old clients show the message and no retry logic treats it as a server fault (a 5xx would).
 */
export const cashOnDeliveryOnly: PaymentProvider = {
  name: 'cash-on-delivery-only',
  startCheckout: async () => {
    throw new ValidationError(ONLINE_PAYMENT_UNAVAILABLE, 'paymentMethod');
  },
};

/** The provider that serves online checkouts. */
export const paymentProvider: PaymentProvider = cashOnDeliveryOnly;
