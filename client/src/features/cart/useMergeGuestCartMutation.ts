import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useMergeGuestCartMutation as Mutation } from '../../__generated__/useMergeGuestCartMutation.graphql';
import { toast } from '../../ui/toast';
import { clearGuestCart, guestCartLines } from './guestCart';

/**
 * Right after signing in or registering: adds the guest cart kept on this device to the account's cart (quantities
 * added, capped by stock, on the server) and then clears it, so nothing the guest chose is lost. `onDone` runs when
 * the merge is over, or at once when there is nothing to merge. A failed merge keeps the guest cart for the next
 * sign-in and says so.
 */
export function useMergeGuestCartMutation(): [(onDone: () => void) => void, boolean] {
  const { t } = useLingui();
  // The cart's count and total are not read here: the answer updates the header's cart in the store.
  const [commit, isInFlight] = useMutation<Mutation>(graphql`
    mutation useMergeGuestCartMutation($input: MergeGuestCartInput!) {
      mergeGuestCart(input: $input) {
        __typename
        ... on MergeGuestCartPayload {
          cart {
            id
            totalQuantity
            total
          }
          unavailableProductIds
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const merge = useCallback(
    (onDone: () => void) => {
      const lines = guestCartLines().map(({ productId, quantity }) => ({ productId, quantity }));
      if (lines.length === 0) {
        onDone();
        return;
      }
      const failed = () => toast.error(t`Your cart from before you logged in could not be added to your account. It is kept on this device.`);
      commit({
        variables: { input: { lines } },
        onCompleted: ({ mergeGuestCart: result }) => {
          if (result.__typename === 'MergeGuestCartPayload') {
            clearGuestCart();
            if ((result.unavailableProductIds?.length ?? 0) > 0) toast.error(t`Some items are no longer available and were left out of your cart.`);
          } else {
            failed();
          }
          onDone();
        },
        onError: () => {
          failed();
          onDone();
        },
      });
    },
    [commit, t],
  );
  return [merge, isInFlight];
}
