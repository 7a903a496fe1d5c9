import { t } from '@lingui/core/macro';
import { commitMutation, type Environment, fetchQuery, type GraphQLTaggedNode, graphql, type MutationParameters } from 'relay-runtime';
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
          maxPerOrder
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
          maxPerOrder
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
  /** The product refused: its purchase limit tells a limit from a stock that ran short. */
  product?: { readonly maxPerOrder?: number | null; readonly ' $fragmentSpreads'?: unknown } | null;
}

/**
 * Shows why a cart change was refused as an error toast. The refusals a shopper meets every day are shown in
 * their language (the server's messages are English); anything else shows the server's own message.
 */
function showRefusal(environment: Environment, refusal: CartRefusal): void {
  if (refusal.code === 'UNAUTHENTICATED') {
    toast.error(t`Please Login`);
  } else if (refusal.code === 'OUT_OF_STOCK') {
    const limit = refusal.product?.maxPerOrder ?? null;
    toast.error(refusal.available === 0 ? t`Out of stock` : limit !== null && refusal.available === limit ? t`At most ${limit} per order` : t`Only limited stock available`);
    fetchQuery<cartChangesCartQuery>(environment, cartQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
      error: (error: unknown) => console.warn('The cart could not be read again after a refusal', error),
    });
  } else {
    toast.error(refusal.message ?? t`Your cart could not be changed. Please try again.`);
  }
}

/**
 * Sends one cart change: shown at once (the quantity `next` gives), kept for later without a connection, explained
 * if the server refuses (`refusalOf` picks the refusal out of the answer, null when the change was made).
 */
function send<M extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: M['variables'],
  prices: CartProductPrices,
  next: (quantity: number) => number,
  refusalOf: (answer: M['response']) => CartRefusal | null,
): void {
  // No connection: kept and sent when it returns (features/offline).
  if (keepCartChangeForLater(environment, prices, next)) return;
  commitMutation<M>(environment, {
    mutation,
    variables,
    optimisticUpdater: (store) => changeCartQuantityOptimistically(store, prices, next),
    onCompleted: (answer) => {
      const refusal = refusalOf(answer);
      if (refusal) showRefusal(environment, refusal);
    },
    onError: (error) => {
      if (!keepCartChangeForLater(environment, prices, next, error)) toast.error(error.message);
    },
  });
}

/** Puts one more unit of a product in the cart (a new line with quantity 1, or one more on the line). */
export function addToCart(environment: Environment, product: CartProductPrices): void {
  // Without a session the answer is known: no request.
  if (!isSignedIn()) {
    toast.error(t`Please Login`);
    return;
  }
  send<cartChangesAddMutation>(environment, addMutation, { input: { productId: product.productId } }, product, (quantity) => quantity + 1, ({ addToCart: answer }) =>
    answer.__typename === 'AddToCartPayload' ? null : answer,
  );
}

/** Sets how many units a cart line holds (at least 1: removing is removeCartLine). */
export function setCartQuantity(environment: Environment, { cartLineId, quantity, ...prices }: CartProductPrices & { cartLineId: string; quantity: number }): void {
  send<cartChangesSetQuantityMutation>(environment, setQuantityMutation, { input: { cartLineId, quantity } }, prices, () => quantity, ({ setCartQuantity: answer }) =>
    answer.__typename === 'SetCartQuantityPayload' ? null : answer,
  );
}

/** Takes a line out of the cart (minus at quantity 1); the line disappears at once and comes back if refused. */
export function removeCartLine(environment: Environment, { cartLineId, ...prices }: CartProductPrices & { cartLineId: string }): void {
  send<cartChangesRemoveLineMutation>(environment, removeLineMutation, { input: { cartLineId } }, prices, () => 0, ({ removeCartLine: answer }) =>
    answer.__typename === 'RemoveCartLinePayload' ? null : answer,
  );
}
