import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { usePlaceOrderMutation as Mutation } from '../../__generated__/usePlaceOrderMutation.graphql';
import type { PlacementInput } from './checkoutSession';

/** The server's answer to placeOrder: the order, or why not (a price change, a product out of stock, no delivery there, ...). */
export type PlaceOrderResult = Mutation['response']['placeOrder'];

/**
 * Places the order (cash on delivery or mobile money) with the checkout's idempotency key. Resolves with the server's answer and
 * rejects only when no answer came (the connection), so the caller can retry with the same key. On success the
 * ordered lines leave the cart in the Relay store: the header's count, the cart and every product's Add control.
 */
export function usePlaceOrderMutation(): (input: PlacementInput, idempotencyKey: string) => Promise<PlaceOrderResult> {
  const [commit] = useMutation<Mutation>(graphql`
    mutation usePlaceOrderMutation($input: PlaceOrderInput!) {
      placeOrder(input: $input) {
        __typename
        ... on PlaceOrderPayload {
          order {
            databaseId
            payment {
              state
            }
          }
          cart {
            id
            lineCount
            totalQuantity
            subtotal
            originalSubtotal
            savings
            deliveryCharge
            total
            lines {
              id
            }
          }
        }
        ... on PriceChangedError {
          subtotal
          total
        }
        ... on OutOfStockError {
          available
          product {
            id
            name
            stock
          }
        }
        ... on ConflictError {
          field
        }
        ... on NotDeliveredError {
          district
          servedDistricts
        }
        ... on ValidationError {
          field
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
          code
          message
        }
      }
    }
  `);
  return useCallback(
    (input: PlacementInput, idempotencyKey: string) =>
      new Promise<PlaceOrderResult>((resolve, reject) => {
        commit({
          variables: { input: { ...input, idempotencyKey } },
          updater: (store, response) => {
            if (response?.placeOrder.__typename !== 'PlaceOrderPayload') return;
            // The ordered products are no longer in the cart: their Add controls come back.
            for (const line of input.lines) store.get(line.productId)?.setValue(null, 'viewerCartLine');
            // The shopper's orders changed: lists of them load again next time they are shown.
            store.getRoot().getLinkedRecord('viewer')?.invalidateRecord();
          },
          onCompleted: (response) => resolve(response.placeOrder),
          onError: reject,
        });
      }),
    [commit],
  );
}
