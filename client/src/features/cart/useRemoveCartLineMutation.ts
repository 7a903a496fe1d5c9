import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import type { useRemoveCartLineMutation as Mutation } from '../../__generated__/useRemoveCartLineMutation.graphql';
import { toast } from '../../ui/toast';
import { keepCartChangeForLater } from '../offline/keepCartChange';
import { type CartProductPrices, changeCartQuantityOptimistically } from './optimisticCart';
import { useCartRefusal } from './useCartRefusal';

/** Takes a line out of the cart (minus at quantity 1); the line disappears at once and comes back if refused. */
export function useRemoveCartLineMutation(): [(line: CartProductPrices & { cartLineId: string }) => void, boolean] {
  const showRefusal = useCartRefusal();
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useRemoveCartLineMutation($input: RemoveCartLineInput!) {
      removeCartLine(input: $input) {
        __typename
        ... on RemoveCartLinePayload {
          deletedCartLineId @deleteRecord
          # Spread fragments cost depth on the server (its limit is 12): the lines' data comes with cartLine, so the
          # cart's list needs only ids.
          cart {
            ...CartButton_cart
            ...CartBill_cart
            lines {
              id
            }
          }
          product {
            ...AddToCartControl_product
          }
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
  const remove = useCallback(
    ({ cartLineId, ...prices }: CartProductPrices & { cartLineId: string }) => {
      // No connection: kept and sent when it returns (features/offline).
      if (keepCartChangeForLater(environment, prices, () => 0)) return;
      commit({
        variables: { input: { cartLineId } },
        optimisticUpdater: (store) => changeCartQuantityOptimistically(store, prices, () => 0),
        onCompleted: ({ removeCartLine }) => {
          if (removeCartLine.__typename !== 'RemoveCartLinePayload') showRefusal(removeCartLine);
        },
        onError: (error) => {
          if (!keepCartChangeForLater(environment, prices, () => 0, error)) toast.error(error.message);
        },
      });
    },
    [commit, environment, showRefusal],
  );
  return [remove, isInFlight];
}
