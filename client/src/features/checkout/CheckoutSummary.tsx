import { graphql, useFragment } from 'react-relay/hooks';
import type { CheckoutSummary_cart$key } from '../../__generated__/CheckoutSummary_cart.graphql';
import { BillRows } from '../cart/BillRows';
import * as styles from './Checkout.css';

/**
 * The checkout's bill: items total (the list-price total struck through when there are savings), the promo code's
 * discount when there is one, the quantity, delivery ('Free') and the grand total the order is placed for.
 */
export function CheckoutSummary({ cart, promoDiscount, grandTotal }: { cart: CheckoutSummary_cart$key; promoDiscount: number; grandTotal: number }) {
  const data = useFragment(
    graphql`
      fragment CheckoutSummary_cart on Cart {
        ...BillRows_cart
      }
    `,
    cart,
  );
  return <BillRows cart={data} promoDiscount={promoDiscount} total={grandTotal} liveTotal className={styles.rows} />;
}
