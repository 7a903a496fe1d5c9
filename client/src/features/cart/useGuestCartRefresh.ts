import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { toast } from '../../ui/toast';
import { guestCartLines } from './guestCart';

/**
 * Reads the guest cart's products from the server again when a component showing the cart mounts (the header on
 * each visit, the drawer at each opening, /cart), telling the shopper about a product that left the shop. The read's
 * code is fetched only when there is a guest cart to read.
 */
export function useGuestCartRefresh(enabled: boolean): void {
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (!enabled || guestCartLines().length === 0) return;
    import('./refreshGuestCart')
      .then(({ refreshGuestCart }) => refreshGuestCart(environment))
      .then((gone) => gone.forEach((name) => toast.error(t`${name} is no longer sold and was removed from your cart.`)))
      // The lines keep what was last read; the next showing tries again.
      .catch((error: unknown) => console.warn('The guest cart could not be read again', error));
    // Once per showing: a change of language needs no new prices.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, environment]);
}
