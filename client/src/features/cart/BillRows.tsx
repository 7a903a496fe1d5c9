import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import type { BillRows_cart$key } from '../../__generated__/BillRows_cart.graphql';
import { useFormatRwf } from '../../i18n/money';
import * as styles from './CartBill.css';

interface BillRowsProps {
  cart: BillRows_cart$key;
  /** A promo code's discount (checkout), shown when positive. */
  promoDiscount?: number;
  /**
   * The checkout's delivery charge for the chosen address instead of the cart's (that of the newest address); null
   * where the shop does not deliver.
   */
  deliveryCharge?: number | null;
  /** The grand total: the cart's, or the checkout's after its promo code. */
  total: number;
  /** Announce the grand total when it changes (the checkout, where a promo code changes it). */
  liveTotal?: boolean;
  className?: string;
}

/**
 * The rows of a bill, as the cart and the checkout show them: items total (the list-price total struck through
 * when there are savings), the promo discount, the quantity, the delivery charge ('Free' when 0) and the grand total.
 */
export function BillRows({ cart, deliveryCharge, ...rest }: BillRowsProps) {
  const figures = useFragment(
    graphql`
      fragment BillRows_cart on Cart {
        subtotal
        originalSubtotal
        savings
        totalQuantity
        deliveryCharge
      }
    `,
    cart,
  );
  return <BillRowsView {...figures} deliveryCharge={deliveryCharge === undefined ? figures.deliveryCharge : deliveryCharge} {...rest} />;
}

/** A bill's figures, as a cart's bill has them. */
export interface BillFigures {
  subtotal: number;
  originalSubtotal: number;
  savings: number;
  totalQuantity: number;
  /** 0 is 'Free'; null where the shop does not deliver. */
  deliveryCharge: number | null;
}

/** The bill's rows from plain figures (the guest cart's bill is worked out on the device). */
export function BillRowsView({
  subtotal,
  originalSubtotal,
  savings,
  totalQuantity: quantity,
  deliveryCharge,
  promoDiscount = 0,
  total,
  liveTotal = false,
  className,
}: BillFigures & Omit<BillRowsProps, 'cart' | 'deliveryCharge'>) {
  const formatRwf = useFormatRwf();
  const { t } = useLingui();
  return (
    <dl className={className ? `${styles.rows} ${className}` : styles.rows}>
      <div className={styles.row}>
        <dt>
          <Trans>Items total</Trans>
        </dt>
        <dd className={styles.amount}>
          {savings > 0 ? (
            <s className={styles.struck}>
              <span className="visually-hidden">
                <Trans>Original price:</Trans>{' '}
              </span>
              {formatRwf(originalSubtotal)}
            </s>
          ) : null}
          <span>{formatRwf(subtotal)}</span>
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
        <dd className={styles.amount}>{deliveryCharge === null ? t`Not available` : deliveryCharge === 0 ? t`Free` : formatRwf(deliveryCharge)}</dd>
      </div>
      <div className={`${styles.row} ${styles.grandRow}`}>
        <dt>
          <Trans>Grand total</Trans>
        </dt>
        <dd className={styles.amount} aria-live={liveTotal ? 'polite' : undefined}>
          {formatRwf(total)}
        </dd>
      </div>
    </dl>
  );
}
