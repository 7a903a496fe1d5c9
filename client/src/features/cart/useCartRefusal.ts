import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useCartRefusalQuery } from '../../__generated__/useCartRefusalQuery.graphql';
import { toast } from '../../ui/toast';

/** What the server answered instead of a cart change (an `Error` member of the mutation's result union). */
export interface CartRefusal {
  code?: string;
  message?: string;
  available?: number;
}

// A refusal for stock means this page's idea of the cart was out of date (another tab, another shopper's order):
// the whole cart is read again so the header, the lines and the bill agree with the server. Nothing here reads the
// answer: it only refreshes the store for the components that own these fragments.
/* eslint-disable relay/unused-fields, relay/must-colocate-fragment-spreads */
const cartQuery = graphql`
  query useCartRefusalQuery {
    viewer {
      cart {
        ...CartButton_cart
        ...CartContent_cart
      }
    }
  }
`;
/* eslint-enable relay/unused-fields, relay/must-colocate-fragment-spreads */

/**
 * Shows why a cart change was refused as an error toast. The refusals a shopper meets every day are shown in
 * their language (the server's messages are English); anything else shows the server's own message.
 */
export function useCartRefusal(): (refusal: CartRefusal) => void {
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  return useCallback(
    (refusal: CartRefusal) => {
      if (refusal.code === 'UNAUTHENTICATED') {
        toast.error(t`Please Login`);
      } else if (refusal.code === 'OUT_OF_STOCK') {
        toast.error(refusal.available === 0 ? t`Out of stock` : t`Only limited stock available`);
        fetchQuery<useCartRefusalQuery>(environment, cartQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
          error: (error: unknown) => console.warn('The cart could not be read again after a refusal', error),
        });
      } else {
        toast.error(refusal.message ?? t`Your cart could not be changed. Please try again.`);
      }
    },
    [environment, t],
  );
}
