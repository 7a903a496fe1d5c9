import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CheckoutSummary_cart$key } from '../../__generated__/CheckoutSummary_cart.graphql';
import { formatDate } from '../../i18n/dates';
import { BillRows } from '../cart/BillRows';
import * as styles from './Checkout.css';

/**
 * The checkout's bill: items total (the list-price total struck through when there are savings), the promo code's
 * discount when there is one, the quantity, the chosen address's delivery charge ('Free' when there is none) and the
 * grand total the order is placed for; then when an order placed now would arrive there.
 */
export function CheckoutSummary({
  cart,
  promoDiscount,
  deliveryCharge,
  estimatedDeliveryDate,
  grandTotal,
}: {
  cart: CheckoutSummary_cart$key;
  promoDiscount: number;
  /** The chosen address's charge; null where the shop does not deliver. */
  deliveryCharge: number | null;
  /** When an order to the chosen address would arrive (ISO); null where the shop does not deliver. */
  estimatedDeliveryDate: string | null;
  grandTotal: number;
}) {
  const { i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment CheckoutSummary_cart on Cart {
        ...BillRows_cart
      }
    `,
    cart,
  );
  const date = estimatedDeliveryDate ? new Date(estimatedDeliveryDate) : null;
  const day = date && !Number.isNaN(date.getTime()) ? formatDate(date, 'fullDate', i18n.locale) : null;
  return (
    <>
      <BillRows cart={data} promoDiscount={promoDiscount} deliveryCharge={deliveryCharge} total={grandTotal} liveTotal className={styles.rows} />
      {day ? (
        <dl className={styles.estimate}>
          <dt className={styles.estimateLabel}>
            <Trans>Estimated delivery</Trans>
          </dt>
          <dd className={styles.estimateDate}>
            <time dateTime={estimatedDeliveryDate ?? undefined}>{day}</time>
          </dd>
        </dl>
      ) : null}
    </>
  );
}
