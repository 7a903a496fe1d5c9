import { t } from '@lingui/core/macro';
import { commitMutation, type Environment, fetchQuery, graphql } from 'relay-runtime';
import type { cartChangesAddMutation } from '../../__generated__/cartChangesAddMutation.graphql';
import type { cartChangesCartQuery } from '../../__generated__/cartChangesCartQuery.graphql';
import type { cartChangesRemoveLineMutation } from '../../__generated__/cartChangesRemoveLineMutation.graphql';
import type { cartChangesSetQuantityMutation } from '../../__generated__/cartChangesSetQuantityMutation.graphql';
import { isSignedIn } from '../../relay/session';
import { toast } from '../../ui/toast';
import { keepCartChangeForLater } from '../offline/keepCartChange';
import { type CartProductPrices, changeCartQuantityOptimistically } from './optimisticCart';

// A signed-in shopper's cart changes, sent to the server. A guest's cart is kept on the device (guestCart.ts), so
// this module, with its three mutations, is fetched only when a signed-in shopper changes the cart (useCartChanges.ts
// asks for it once a session exists): a visitor's first page does not download it. Each change shows at once
// (quantity, the header's count and total) and rolls back if the server refuses.

const addMutation = graphql`
  mutation cartChangesAddMutation($input: AddToCartInput!) {
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
`;

const setQuantityMutation = graphql`
  mutation cartChangesSetQuantityMutation($input: SetCartQuantityInput!) {
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
`;

const removeLineMutation = graphql`
  mutation cartChangesRemoveLineMutation($input: RemoveCartLineInput!) {
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
`;

// A refusal for stock means this page's idea of the cart was out of date (another tab, another shopper's order):
// the whole cart is read again so the header, the lines and the bill agree with the server. Nothing here reads the
// answer: it only refreshes the store for the components that own these fragments.
/* eslint-disable relay/unused-fields, relay/must-colocate-fragment-spreads */
const cartQuery = graphql`
  query cartChangesCartQuery {
    viewer {
      cart {
        ...CartButton_cart
        ...CartContent_cart
      }
    }
  }
`;
/* eslint-enable relay/unused-fields, relay/must-colocate-fragment-spreads */

/** What the server answered instead of a cart change (an `Error` member of the mutation's result union). */
interface CartRefusal {
  code?: string;
  message?: string;
  available?: number;
}

/**
 * Shows why a cart change was refused as an error toast. The refusals a shopper meets every day are shown in
 * their language (the server's messages are English); anything else shows the server's own message.
 */
function showRefusal(environment: Environment, refusal: CartRefusal): void {
  if (refusal.code === 'UNAUTHENTICATED') {
    toast.error(t`Please Login`);
  } else if (refusal.code === 'OUT_OF_STOCK') {
    toast.error(refusal.available === 0 ? t`Out of stock` : t`Only limited stock available`);
    fetchQuery<cartChangesCartQuery>(environment, cartQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
      error: (error: unknown) => console.warn('The cart could not be read again after a refusal', error),
    });
  } else {
    toast.error(refusal.message ?? t`Your cart could not be changed. Please try again.`);
  }
}

/** Puts one more unit of a product in the cart (a new line with quantity 1, or one more on the line). */
export function addToCart(environment: Environment, product: CartProductPrices): void {
  // Without a session the answer is known: no request.
  if (!isSignedIn()) {
    toast.error(t`Please Login`);
    return;
  }
  const next = (quantity: number) => quantity + 1;
  // No connection: kept and sent when it returns (features/offline).
  if (keepCartChangeForLater(environment, product, next)) return;
  commitMutation<cartChangesAddMutation>(environment, {
    mutation: addMutation,
    variables: { input: { productId: product.productId } },
    optimisticUpdater: (store) => changeCartQuantityOptimistically(store, product, next),
    onCompleted: ({ addToCart: answer }) => {
      if (answer.__typename !== 'AddToCartPayload') showRefusal(environment, answer);
    },
    onError: (error) => {
      if (!keepCartChangeForLater(environment, product, next, error)) toast.error(error.message);
    },
  });
}

/** Sets how many units a cart line holds (at least 1: removing is removeCartLine). */
export function setCartQuantity(environment: Environment, { cartLineId, quantity, ...prices }: CartProductPrices & { cartLineId: string; quantity: number }): void {
  if (keepCartChangeForLater(environment, prices, () => quantity)) return;
  commitMutation<cartChangesSetQuantityMutation>(environment, {
    mutation: setQuantityMutation,
    variables: { input: { cartLineId, quantity } },
    optimisticUpdater: (store) => changeCartQuantityOptimistically(store, prices, () => quantity),
    onCompleted: ({ setCartQuantity: answer }) => {
      if (answer.__typename !== 'SetCartQuantityPayload') showRefusal(environment, answer);
    },
    onError: (error) => {
      if (!keepCartChangeForLater(environment, prices, () => quantity, error)) toast.error(error.message);
    },
  });
}

/** Takes a line out of the cart (minus at quantity 1); the line disappears at once and comes back if refused. */
export function removeCartLine(environment: Environment, { cartLineId, ...prices }: CartProductPrices & { cartLineId: string }): void {
  if (keepCartChangeForLater(environment, prices, () => 0)) return;
  commitMutation<cartChangesRemoveLineMutation>(environment, {
    mutation: removeLineMutation,
    variables: { input: { cartLineId } },
    optimisticUpdater: (store) => changeCartQuantityOptimistically(store, prices, () => 0),
    onCompleted: ({ removeCartLine: answer }) => {
      if (answer.__typename !== 'RemoveCartLinePayload') showRefusal(environment, answer);
    },
    onError: (error) => {
      if (!keepCartChangeForLater(environment, prices, () => 0, error)) toast.error(error.message);
    },
  });
}
