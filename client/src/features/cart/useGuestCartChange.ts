import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { toast } from '../../ui/toast';
import { type GuestCartProduct, setGuestQuantity } from './guestCart';

/**
 * Changes a product's quantity in the guest cart, explaining a refusal (stock, a full cart) in a toast as the
 * account's cart does. Nothing is sent: the guest cart lives on the device until the shopper signs in.
 */
export function useGuestCartChange(): (product: GuestCartProduct, nextQuantity: (current: number) => number) => void {
  const { t } = useLingui();
  return useCallback(
    (product: GuestCartProduct, nextQuantity: (current: number) => number) => {
      const refusal = setGuestQuantity(product, nextQuantity);
      if (refusal === 'limited-stock') toast.error(t`Only limited stock available`);
      else if (refusal === 'out-of-stock') toast.error(t`Out of stock`);
      else if (refusal === 'cart-full') toast.error(t`Your cart is full: it holds at most 100 products.`);
    },
    [t],
  );
}
