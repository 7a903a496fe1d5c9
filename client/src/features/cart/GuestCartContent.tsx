import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { toast } from '../../ui/toast';
import { BillRowsView } from './BillRows';
import { BillSection } from './CartBill';
import { CartLayout } from './CartLayout';
import { GuestCartLineItem } from './GuestCartLineItem';
import { guestBill, useGuestCart } from './guestCart';
import { refreshGuestCart } from './refreshGuestCart';

/**
 * The guest cart in the drawer or on /cart, with the same lines, bill and Proceed as the account's cart. Each time it
 * is shown its products are read again, so prices, promotions and stock are today's; a product that left the shop
 * leaves the cart with a word to the shopper.
 */
export function GuestCartContent({ layout, onNavigate }: { layout: 'drawer' | 'page'; onNavigate?: () => void }) {
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  const lines = useGuestCart();
  const bill = guestBill(lines);

  useEffect(() => {
    refreshGuestCart(environment)
      .then((gone) => gone.forEach((name) => toast.error(t`${name} is no longer sold and was removed from your cart.`)))
      // The lines keep what was last read; the next opening tries again.
      .catch((error: unknown) => console.warn('The guest cart could not be read again', error));
  }, [environment, t]);

  return (
    <CartLayout
      layout={layout}
      lineCount={lines.length}
      savingsAmount={bill.savings}
      total={bill.total}
      signedOut
      onNavigate={onNavigate}
      lines={lines.map((line) => (
        <GuestCartLineItem key={line.productId} line={line} onNavigate={onNavigate} />
      ))}
      bill={
        <BillSection headingLevel={layout === 'drawer' ? 3 : 2}>
          <BillRowsView {...bill} />
        </BillSection>
      }
    />
  );
}
