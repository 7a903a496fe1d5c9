import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useAddToCartMutation as Mutation } from '../../__generated__/useAddToCartMutation.graphql';
import { toast } from '../../ui/toast';

/** Adds one unit of a product to the shopper's cart; a refusal (stock, sign-in) is shown as an error toast. */
export function useAddToCartMutation(): [(productId: string) => void, boolean] {
  const { t } = useLingui();
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useAddToCartMutation($input: AddToCartInput!) {
      addToCart(input: $input) {
        __typename
        ... on AddToCartPayload {
          cart {
            ...CartButton_cart
          }
          product {
            ...AddToCartControl_product
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const add = useCallback(
    (productId: string) =>
      commit({
        variables: { input: { productId } },
        onCompleted: ({ addToCart }) => {
          if (addToCart.__typename !== 'AddToCartPayload') toast.error(addToCart.message ?? t`This product could not be added to the cart.`);
        },
        onError: (error) => toast.error(error.message),
      }),
    [commit, t],
  );
  return [add, isInFlight];
}
