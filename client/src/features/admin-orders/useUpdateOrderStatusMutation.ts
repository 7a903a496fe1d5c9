import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { OrderStatus, useUpdateOrderStatusMutation as Mutation } from '../../__generated__/useUpdateOrderStatusMutation.graphql';
import { toast } from '../../ui/toast';

/**
 * Sets an order's status (admins). Not optimistic: the server refuses changes to final orders and the selector must
 * then show the old status again, so the card changes only from the payload's order (status, history, canCancel).
 * Cancelling returns stock, so the order's products are read afresh by the product pages.
 */
export function useUpdateOrderStatusMutation(): [(orderId: string, status: OrderStatus, onSettled: (updated: boolean) => void) => void, boolean] {
  const { t } = useLingui();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateOrderStatusMutation($input: UpdateOrderStatusInput!) {
      updateOrderStatus(input: $input) {
        __typename
        ... on UpdateOrderStatusPayload {
          order {
            ...AdminOrderCard_order
            lines {
              product {
                id
              }
            }
          }
        }
        ... on ConflictError {
          field
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const update = useCallback(
    (orderId: string, status: OrderStatus, onSettled: (updated: boolean) => void) => {
      commit({
        variables: { input: { orderId, status } },
        updater: (store, response) => {
          if (response?.updateOrderStatus.__typename !== 'UpdateOrderStatusPayload' || status !== 'CANCELLED') return;
          for (const line of response.updateOrderStatus.order?.lines ?? []) store.get(line.product.id)?.invalidateRecord();
        },
        onCompleted: ({ updateOrderStatus }) => {
          const updated = updateOrderStatus.__typename === 'UpdateOrderStatusPayload';
          onSettled(updated);
          if (updated) toast.success(t`Order status updated!`);
          else if (updateOrderStatus.__typename === 'ConflictError' && updateOrderStatus.field === 'paymentState') {
            toast.error(t`This order's mobile-money payment is not approved yet: it can be shipped once it is paid.`);
          } else toast.error(t`Failed to update order status.`);
        },
        onError: () => {
          onSettled(false);
          toast.error(t`Failed to update order status.`);
        },
      });
    },
    [commit, t],
  );
  return [update, isInFlight];
}
