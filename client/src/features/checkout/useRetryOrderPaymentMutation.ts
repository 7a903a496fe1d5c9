import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRetryOrderPaymentMutation as Mutation } from '../../__generated__/useRetryOrderPaymentMutation.graphql';
import type { PaymentMethod } from './mobileMoney';

/** The server's answer to retryOrderPayment: the order with its new payment state, or why not. */
export type RetryOrderPaymentResult = Mutation['response']['retryOrderPayment'];

/**
 * While a mobile-money payment waits or after it failed: asks a phone again (MTN MoMo or Airtel Money, with the
 * number: the same or another) or switches the order to cash on delivery. The order's payment in the store takes the new state, so the payment page follows it.
 * Rejects only when no answer came.
 */
export function useRetryOrderPaymentMutation(): (orderId: string, paymentMethod: PaymentMethod, payerPhone: string | null) => Promise<RetryOrderPaymentResult> {
  const [commit] = useMutation<Mutation>(graphql`
    mutation useRetryOrderPaymentMutation($input: RetryOrderPaymentInput!) {
      retryOrderPayment(input: $input) {
        __typename
        ... on RetryOrderPaymentPayload {
          order {
            id
            status
            paymentMethod
            payment {
              state
              method
              provider
              phone
              payerPhone
              promptAgainAt
              reasonCode
              dueAt
            }
          }
        }
        ... on PaymentRejectedError {
          provider
          reason
        }
        ... on PaymentUnavailableError {
          provider
          reason
        }
        ... on RateLimitedError {
          retryAfterSeconds
        }
        ... on Error {
          message
        }
      }
    }
  `);
  return useCallback(
    (orderId: string, paymentMethod: PaymentMethod, payerPhone: string | null) =>
      new Promise<RetryOrderPaymentResult>((resolve, reject) => {
        commit({
          variables: { input: { orderId, paymentMethod, payerPhone } },
          onCompleted: (response) => resolve(response.retryOrderPayment),
          onError: reject,
        });
      }),
    [commit],
  );
}
