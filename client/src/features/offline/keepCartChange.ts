import type { Environment } from 'relay-runtime';
import { NetworkError } from '../../relay/environment';
import type { CartProductPrices } from '../cart/optimisticCart';
import { tokenSubject } from './tokenSubject';

/**
 * The cart hooks' door to offline cart changes. It decides at once, with no download, whether a change
 * is kept for later: the signed-in shopper has no connection (the browser says so before sending, or the request
 * failed for want of one). The queue itself (offlineCart.ts, with the mutations it replays) loads only then, so it
 * adds nothing to a first visit.
 */
export function keepCartChangeForLater(environment: Environment, product: CartProductPrices, nextQuantity: (current: number) => number, error?: unknown): boolean {
  const offline = error === undefined ? navigator.onLine === false : error instanceof NetworkError && error.status === null;
  if (!offline || tokenSubject() === null) return false;
  import('./offlineCart')
    .then((queue) => queue.keepCartChange(environment, product, nextQuantity))
    .catch((failure: unknown) => console.warn('The cart change could not be kept for later', failure));
  return true;
}
