import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import type { useAddToCartMutation as Mutation } from '../../__generated__/useAddToCartMutation.graphql';
import { isSignedIn } from '../../relay/session';
import { toast } from '../../ui/toast';
import { keepCartChangeForLater } from '../offline/keepCartChange';
import { type CartProductPrices, changeCartQuantityOptimistically } from './optimisticCart';
import { useCartRefusal } from './useCartRefusal';

/**
 * Puts one more unit of a product in the shopper's cart (a new line with quantity 1, or one more on the line).
 * The quantity and the header's count and total change at once and roll back if the server refuses.
 */
export function useAddToCartMutation(): [(product: CartProductPrices) => void, boolean] {
  const { t } = useLingui();
  const showRefusal = useCartRefusal();
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useAddToCartMutation($input: AddToCartInput!) {
      addToCart(input: $input) {
        __typename
        ... on AddToCartPayload {
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
  const add = useCallback(
    (product: CartProductPrices) => {
      // Without a session the answer is known: no request.
      if (!isSignedIn()) {
        toast.error(t`Please Login`);
        return;
      }
      // No connection: kept and sent when it returns (features/offline).
      if (keepCartChangeForLater(environment, product, (quantity) => quantity + 1)) return;
      commit({
        variables: { input: { productId: product.productId } },
        optimisticUpdater: (store) => changeCartQuantityOptimistically(store, product, (quantity) => quantity + 1),
        onCompleted: ({ addToCart }) => {
          if (addToCart.__typename !== 'AddToCartPayload') showRefusal(addToCart);
        },
        onError: (error) => {
          if (!keepCartChangeForLater(environment, product, (quantity) => quantity + 1, error)) toast.error(error.message);
        },
      });
    },
    [commit, environment, showRefusal, t],
  );
  return [add, isInFlight];
}
