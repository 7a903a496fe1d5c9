import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { toast } from '../../ui/toast';
import { type GuestCartProduct, type GuestCartRefusal, setGuestQuantity } from './guestCart';

/** Words why a product's quantity cannot go up (stock, its purchase limit, a full cart) in a toast. */
export function useQuantityRefusalToast(): (refusal: GuestCartRefusal, product: Pick<GuestCartProduct, 'maxPerOrder'>) => void {
  const { t } = useLingui();
  return useCallback(
    (refusal: GuestCartRefusal, product: Pick<GuestCartProduct, 'maxPerOrder'>) => {
      if (refusal === 'limited-stock') toast.error(t`Only limited stock available`);
      else if (refusal === 'out-of-stock') toast.error(t`Out of stock`);
      else if (refusal === 'purchase-limit') {
        const limit = product.maxPerOrder ?? 0;
        toast.error(t`At most ${limit} per order`);
      }
      else toast.error(t`Your cart is full: it holds at most 100 products.`);
    },
    [t],
  );
}

/**
 * Changes a product's quantity in the guest cart, explaining a refusal (stock, the purchase limit, a full cart) in a toast as the
 * account's cart does. Nothing is sent: the guest cart lives on the device until the shopper signs in.
 */
export function useGuestCartChange(): (product: GuestCartProduct, nextQuantity: (current: number) => number) => void {
  const showRefusal = useQuantityRefusalToast();
  return useCallback(
    (product: GuestCartProduct, nextQuantity: (current: number) => number) => {
      const refusal = setGuestQuantity(product, nextQuantity);
      if (refusal) showRefusal(refusal, product);
    },
    [showRefusal],
  );
}
