import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CartBill_cart$key } from '../../__generated__/CartBill_cart.graphql';
import { formatRwf } from '../../i18n/money';
import * as styles from './CartBill.css';

/** The bill: items total (the list-price total struck through when there are savings), quantity, delivery, grand total. */
export function CartBill({ cart, headingLevel }: { cart: CartBill_cart$key; headingLevel: 2 | 3 }) {
  const { t } = useLingui();
  const headingId = useId();
  const data = useFragment(
    graphql`
      fragment CartBill_cart on Cart {
        subtotal
        originalSubtotal
        savings
        totalQuantity
        deliveryCharge
        total
      }
    `,
    cart,
  );
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const quantity = data.totalQuantity;
  return (
    <section className={styles.bill} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        <Trans>Bill details</Trans>
      </Heading>
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
        <div className={styles.row}>
          <dt>
            <Trans>Quantity total</Trans>
          </dt>
          <dd className={styles.amount}><Plural value={quantity} one="# item" other="# items" /></dd>
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
          <dd className={styles.amount}>{formatRwf(data.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
