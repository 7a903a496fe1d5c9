import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import type { useSetCartQuantityMutation as Mutation } from '../../__generated__/useSetCartQuantityMutation.graphql';
import { toast } from '../../ui/toast';
import { keepCartChangeForLater } from '../offline/keepCartChange';
import { type CartProductPrices, changeCartQuantityOptimistically } from './optimisticCart';
import { useCartRefusal } from './useCartRefusal';

/** Sets how many units a cart line holds (at least 1: removing is useRemoveCartLineMutation), optimistically. */
export function useSetCartQuantityMutation(): [(line: CartProductPrices & { cartLineId: string; quantity: number }) => void, boolean] {
  const showRefusal = useCartRefusal();
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useSetCartQuantityMutation($input: SetCartQuantityInput!) {
      setCartQuantity(input: $input) {
        __typename
        ... on SetCartQuantityPayload {
          # Spread fragments cost depth on the server (its limit is 12): the lines' data comes with cartLine, so the
          # cart's list needs only ids.
          cart {
            ...CartButton_cart
            ...CartBill_cart
            lines {
              id
            }
          }
          cartLine {
            ...CartLineItem_line
          }
          product {
            ...AddToCartControl_product
          }
        }
        ... on OutOfStockError {
          available
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
  const setQuantity = useCallback(
    ({ cartLineId, quantity, ...prices }: CartProductPrices & { cartLineId: string; quantity: number }) => {
      // No connection: kept and sent when it returns (features/offline).
      if (keepCartChangeForLater(environment, prices, () => quantity)) return;
      commit({
        variables: { input: { cartLineId, quantity } },
        optimisticUpdater: (store) => changeCartQuantityOptimistically(store, prices, () => quantity),
        onCompleted: ({ setCartQuantity }) => {
          if (setCartQuantity.__typename !== 'SetCartQuantityPayload') showRefusal(setCartQuantity);
        },
        onError: (error) => {
          if (!keepCartChangeForLater(environment, prices, () => quantity, error)) toast.error(error.message);
        },
      });
    },
    [commit, environment, showRefusal],
  );
  return [setQuantity, isInFlight];
}
