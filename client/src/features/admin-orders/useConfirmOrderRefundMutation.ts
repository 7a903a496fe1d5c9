import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useConfirmOrderRefundMutation as Mutation } from '../../__generated__/useConfirmOrderRefundMutation.graphql';

/** The server's answer to confirmOrderRefund: the order now refunded, or why not. */
export type ConfirmOrderRefundResult = Mutation['response']['confirmOrderRefund'];

/**
 * Records that the admin refunded a paid, cancelled order by hand: its payment becomes Refunded in the store (badge
 * and history). Rejects only when no answer came.
 */
export function useConfirmOrderRefundMutation(): (orderId: string) => Promise<ConfirmOrderRefundResult> {
  const [commit] = useMutation<Mutation>(graphql`
    mutation useConfirmOrderRefundMutation($input: ConfirmOrderRefundInput!) {
      confirmOrderRefund(input: $input) {
        __typename
        ... on ConfirmOrderRefundPayload {
          order {
            id
            payment {
              state
              ...PaymentFact_payment
            }
            ...PaymentHistory_order
            ...ConfirmRefund_order
          }
        }
        ... on RefundInProgressError {
          provider
        }
        ... on Error {
          message
        }
      }
    }
  `);
  return useCallback(
    (orderId: string) =>
      new Promise<ConfirmOrderRefundResult>((resolve, reject) => {
        commit({ variables: { input: { orderId } }, onCompleted: (response) => resolve(response.confirmOrderRefund), onError: reject });
      }),
    [commit],
  );
}
