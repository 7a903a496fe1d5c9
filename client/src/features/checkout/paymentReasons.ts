import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { PaymentFailureReason } from '../../__generated__/PaymentStatus_order.graphql';

/**
 * Why a mobile-money payment failed or was refused, in the shopper's language: the server sends a code, and the
 * provider's name (MTN MoMo, Airtel Money) where the words need it.
 */
export function usePaymentReasonText() {
  const { t } = useLingui();
  return useCallback(
    (reason: PaymentFailureReason | null | undefined, provider: string | null | undefined): string => {
      const name = provider ?? t`mobile money`;
      switch (reason) {
        case 'DECLINED':
          return t`The payment was declined on the phone.`;
        case 'TIMED_OUT':
          return t`The payment was not approved in time.`;
        case 'NO_ACCOUNT':
          return t`This number has no ${name} account.`;
        case 'NOT_ENOUGH_FUNDS':
          return t`There is not enough money on the ${name} account.`;
        case 'LIMIT_REACHED':
          return t`The ${name} account has reached its limit.`;
        case 'WRONG_PIN':
          return t`A wrong PIN was entered.`;
        case 'AMOUNT_NOT_ALLOWED':
          return t`The amount is outside what ${name} allows.`;
        case 'PROVIDER_ERROR':
          return t`${name} could not take the payment. Check the balance of the account and try again.`;
        case 'REQUEST_REFUSED':
          return t`${name} refused this payment request. Check the number, or choose another way to pay.`;
        case 'NOT_STARTED':
          return t`The payment could not be started. Please try again or choose Cash on Delivery.`;
        case 'UNAVAILABLE':
          return t`${name} cannot take payments right now. Please try again in a few minutes or choose Cash on Delivery.`;
        case 'NOT_OFFERED':
          return t`This shop does not take ${name} payments. Please choose Cash on Delivery.`;
        case 'ORDER_TIMED_OUT':
          return t`The payment was not approved in time, so the order was cancelled.`;
        case 'ORDER_CANCELLED':
          return t`The order was cancelled before it was paid.`;
        case 'PAID_LATE':
          return t`The money arrived after the order was cancelled or already paid: it will be refunded.`;
        case 'REFUND_FAILED':
          return t`The automatic refund did not go through: the shop refunds it by hand.`;
        case 'REPLACED':
          return t`A newer payment request replaced this one.`;
        case 'SWITCHED_TO_CASH':
          return t`You chose to pay cash on delivery instead.`;
        default:
          return t`The payment was not completed.`;
      }
    },
    [t],
  );
}
