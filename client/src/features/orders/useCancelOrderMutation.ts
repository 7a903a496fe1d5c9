import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useCancelOrderMutation as Mutation } from '../../__generated__/useCancelOrderMutation.graphql';
import { toast } from '../../ui/toast';

/**
 * Cancels one of the shopper's orders. The payload's order carries its new status (and canCancel) and, for a paid
 * order, where its money goes back, so the card changes in place; the stock it returns is read afresh by the product pages (their products are invalidated).
 */
export function useCancelOrderMutation(): [(orderId: string, handlers: { onSettled: () => void; onCancelled: () => void }) => void, boolean] {
  const { t } = useLingui();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useCancelOrderMutation($input: CancelOrderInput!) {
      cancelOrder(input: $input) {
        __typename
        ... on CancelOrderPayload {
          order {
            ...OrderCard_order
            ...RefundFact_order
            lines {
              product {
                id
              }
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const cancel = useCallback(
    (orderId: string, handlers: { onSettled: () => void; onCancelled: () => void }) => {
      commit({
        variables: { input: { orderId } },
        updater: (store, response) => {
          if (response?.cancelOrder.__typename !== 'CancelOrderPayload') return;
          for (const line of response.cancelOrder.order?.lines ?? []) store.get(line.product.id)?.invalidateRecord();
        },
        onCompleted: ({ cancelOrder }) => {
          handlers.onSettled();
          if (cancelOrder.__typename === 'CancelOrderPayload') {
            toast.success(t`Order cancelled and deleted successfully!`);
            handlers.onCancelled();
          } else {
            toast.error(cancelOrder.message ?? t`Failed to cancel the order.`);
          }
        },
        onError: () => {
          handlers.onSettled();
          toast.error(t`Failed to cancel the order.`);
        },
      });
    },
    [commit, t],
  );
  return [cancel, isInFlight];
}
