import { graphql, useFragment } from 'react-relay/hooks';
import type { CartContent_cart$key } from '../../__generated__/CartContent_cart.graphql';
import { CartBill } from './CartBill';
import { CartLayout } from './CartLayout';
import { CartLineItem } from './CartLineItem';
import { GuestCartContent } from './GuestCartContent';

/**
 * What the cart drawer and the /cart page show: the lines, the bill and Proceed, or a friendly empty state.
 * `cart` is null for a visitor who is not signed in: the guest cart kept on the device shows instead.
 * `onNavigate` runs before a link or Proceed leaves (the drawer closes).
 */
export function CartContent({
  cart,
  layout,
  onNavigate,
}: {
  cart: CartContent_cart$key | null;
  layout: 'drawer' | 'page';
  onNavigate?: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment CartContent_cart on Cart {
        lines {
          id
          ...CartLineItem_line
        }
        savings
        total
        ...CartBill_cart
      }
    `,
    cart,
  );
  if (!data) return <GuestCartContent layout={layout} onNavigate={onNavigate} />;
  return (
    <CartLayout
      layout={layout}
      lineCount={data.lines.length}
      savingsAmount={data.savings}
      total={data.total}
      signedOut={false}
      onNavigate={onNavigate}
      lines={data.lines.map((line) => (
        <CartLineItem key={line.id} line={line} onNavigate={onNavigate} />
      ))}
      bill={<CartBill cart={data} headingLevel={layout === 'drawer' ? 3 : 2} />}
    />
  );
}
