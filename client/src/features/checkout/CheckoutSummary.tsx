import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CheckoutSummary_cart$key } from '../../__generated__/CheckoutSummary_cart.graphql';
import { formatRwf } from '../../i18n/money';
import * as styles from './Checkout.css';

/**
 * The checkout's bill: items total (the list-price total struck through when there are savings), the promo code's
 * discount when there is one, the quantity, delivery ('Free') and the grand total the order is placed for.
 */
export function CheckoutSummary({ cart, promoDiscount, grandTotal }: { cart: CheckoutSummary_cart$key; promoDiscount: number; grandTotal: number }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment CheckoutSummary_cart on Cart {
        subtotal
        originalSubtotal
        savings
        totalQuantity
        deliveryCharge
      }
    `,
    cart,
  );
  const quantity = data.totalQuantity;
  return (
    <dl className={styles.rows}>
      <div className={styles.row}>
        <dt>
          <Trans>Items total</Trans>
        </dt>
        <dd className={styles.amount}>
          {data.savings > 0 ? (
            <s className={styles.struck}>
              <span className="visually-hidden">
                <Trans>Original price:</Trans>{' '}
              </span>
              {formatRwf(data.originalSubtotal)}
            </s>
          ) : null}
          <span>{formatRwf(data.subtotal)}</span>
        </dd>
      </div>
      {promoDiscount > 0 ? (
        <div className={`${styles.row} ${styles.discountRow}`}>
          <dt>
            <Trans>Promo Discount</Trans>
          </dt>
          <dd className={styles.amount}>−{formatRwf(promoDiscount)}</dd>
        </div>
      ) : null}
      <div className={styles.row}>
        <dt>
          <Trans>Quantity total</Trans>
        </dt>
        <dd className={styles.amount}>
          <Plural value={quantity} one="# item" other="# items" />
        </dd>
      </div>
      <div className={styles.row}>
        <dt>
          <Trans>Delivery Charge</Trans>
        </dt>
        <dd className={styles.amount}>{data.deliveryCharge === 0 ? t`Free` : formatRwf(data.deliveryCharge)}</dd>
      </div>
      <div className={`${styles.row} ${styles.grandRow}`}>
        <dt>
          <Trans>Grand total</Trans>
        </dt>
        <dd className={styles.amount} aria-live="polite">
          {formatRwf(grandTotal)}
        </dd>
      </div>
    </dl>
  );
}
