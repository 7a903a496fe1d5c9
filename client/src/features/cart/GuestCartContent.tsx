import { BillRowsView } from './BillRows';
import { BillSection } from './CartBill';
import { CartLayout } from './CartLayout';
import { GuestCartLineItem } from './GuestCartLineItem';
import { guestBill, useGuestCart, useGuestDeliveryCharge } from './guestCart';
import { useGuestCartRefresh } from './useGuestCartRefresh';

/**
 * The guest cart in the drawer or on /cart, with the same lines, bill and Proceed as the account's cart. Each time it
 * is shown its products are read again, so prices, promotions and stock are today's; a product that left the shop
 * leaves the cart with a word to the shopper.
 */
export function GuestCartContent({ layout, onNavigate }: { layout: 'drawer' | 'page'; onNavigate?: () => void }) {
  const lines = useGuestCart();
  const bill = guestBill(lines, useGuestDeliveryCharge());
  useGuestCartRefresh(true);

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
