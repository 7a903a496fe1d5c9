import { t } from '@lingui/core/macro';
import { useMemo } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { toast } from '../../ui/toast';
import type { CartProductPrices } from './optimisticCart';

/** The signed-in shopper's cart changes (cartChanges.ts), a chunk of their own. */
export const loadCartChanges = () => import('./cartChanges');

type Changes = Awaited<ReturnType<typeof loadCartChanges>>;

/**
 * A signed-in shopper's cart changes: add one, set a line's quantity, remove a line. The code that sends them is
 * fetched at the first change, or earlier once a session exists (app.tsx asks for it alongside the page), so a
 * visitor, whose cart stays on the device, never downloads it.
 */
export function useCartChanges() {
  const environment = useRelayEnvironment();
  return useMemo(() => {
    const run = (change: (changes: Changes) => void) =>
      void loadCartChanges().then(change, (error: unknown) => {
        console.warn('The cart change could not be made', error);
        toast.error(t`Your cart could not be changed. Please try again.`);
      });
    return {
      add: (product: CartProductPrices) => run((changes) => changes.addToCart(environment, product)),
      setQuantity: (line: CartProductPrices & { cartLineId: string; quantity: number }) => run((changes) => changes.setCartQuantity(environment, line)),
      remove: (line: CartProductPrices & { cartLineId: string }) => run((changes) => changes.removeCartLine(environment, line)),
    };
  }, [environment]);
}

/** True for a line created by an optimistic update that the server has not confirmed yet. */
export function isUnconfirmedLine(lineId: string): boolean {
  return lineId.startsWith('client:');
}
